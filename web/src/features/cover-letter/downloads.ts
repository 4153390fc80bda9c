/**
 * What a cover letter can be downloaded as, where each file comes from and what it is saved as: the
 * server names the file in its Content-Disposition ("Cover Letter - Acme.pdf"); the same name is built
 * here when the header cannot be read.
 */

export const letterFormats = ['txt', 'docx', 'pdf'] as const;
export type LetterFormat = (typeof letterFormats)[number];

/** 'TXT', 'DOCX', 'PDF' (the buttons are 'Download TXT', …). */
export function letterFormatLabel(format: LetterFormat): string {
  return format.toUpperCase();
}

/** GET /api/cover-letter/{id}/download/{format}; `?template=` (a resume template) for DOCX and PDF only. */
export function letterDownloadPath(id: number, format: LetterFormat, templateId?: string | null): string {
  const path = `/api/cover-letter/${id}/download/${format}`;
  return templateId && format !== 'txt' ? `${path}?template=${encodeURIComponent(templateId)}` : path;
}

/** The name the server would give: "Cover Letter - {company}.{ext}", "Cover Letter.{ext}" without one. */
export function fallbackLetterFileName(company: string | null | undefined, format: LetterFormat): string {
  const safe = (company ?? '')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return `${safe ? `Cover Letter - ${safe}` : 'Cover Letter'}.${format}`;
}

/** Path separators and control characters never reach the saved name. */
function cleanFileName(name: string): string {
  return name.replace(/[\\/\p{Cc}]+/gu, '_').trim();
}

/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8) first, then
 * `filename`; `fallback` when there is neither or it cannot be read.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.+)$/.exec(extended.replace(/^"|"$/g, ''));
    if (match?.[2] && match[1]?.toLowerCase() === 'utf-8') {
      try {
        const name = cleanFileName(decodeURIComponent(match[2]));
        if (name) return name;
      } catch {
        // A malformed escape: fall through to the plain name.
      }
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  const name = value ? cleanFileName(value) : '';
  return name || fallback;
}
