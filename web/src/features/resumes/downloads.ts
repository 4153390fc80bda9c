/** What a stored resume can be downloaded as, where each file comes from and what it is called. */
import { optimizedFileName } from '@jobapp/shared';

export const downloadFormats = ['docx', 'pdf', 'txt'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** The menu item and toast wording: 'DOCX', 'PDF', 'TXT'. */
export function formatLabel(format: DownloadFormat): string {
  return format.toUpperCase();
}

/** DOCX and PDF are made by the server; TXT is written in the browser from the optimized text. */
export function isServerFormat(format: DownloadFormat): format is 'docx' | 'pdf' {
  return format !== 'txt';
}

/** The file made by the server; `?template=` renders it in another (unlocked) template, else the resume's own. */
export function resumeDownloadPath(resumeId: number, format: 'docx' | 'pdf', templateId?: string | null): string {
  const path = `/api/resume/${resumeId}/download/${format}`;
  return templateId ? `${path}?template=${encodeURIComponent(templateId)}` : path;
}

export function resumeOriginalPath(resumeId: number): string {
  return `/api/resume/${resumeId}/original`;
}

/** `{original name without extension}-optimized.{ext}` (spec section 7). */
export function downloadFileName(originalFileName: string | null | undefined, format: DownloadFormat): string {
  return optimizedFileName(originalFileName, format);
}
