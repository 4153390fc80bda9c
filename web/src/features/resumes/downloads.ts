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

export function resumeDownloadPath(resumeId: number, format: 'docx' | 'pdf'): string {
  return `/api/resume/${resumeId}/download/${format}`;
}

export function resumeOriginalPath(resumeId: number): string {
  return `/api/resume/${resumeId}/original`;
}

/** `{original name without extension}-optimized.{ext}` (spec section 7). */
export function downloadFileName(originalFileName: string | null | undefined, format: DownloadFormat): string {
  return optimizedFileName(originalFileName, format);
}
