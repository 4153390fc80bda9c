/**
 * Which parser an uploaded file goes to. The declared name or MIME type only has to be one the form
 * accepts (shared checkResumeFile); the bytes decide the parser:
 * - bytes of a PDF, DOCX or DOC → that parser, whatever the name says (a DOCX saved as ".doc" is
 *   common and reads fine);
 * - bytes that are plain text → the text parser only when the file also says it is text (.txt or
 *   text/plain). "Looks like text" is weak evidence (any UTF-8 file qualifies), and a file named
 *   ".pdf" or ".docx" that holds plain text is a broken or renamed export whose original we could not
 *   give back as the document it claims to be: 422 resume_unreadable, reason 'unsupported', so the
 *   user sees the "save it as a simple DOCX or PDF" advice;
 * - a 0-byte file → 422 resume_unreadable, reason 'empty';
 * - anything else → 415 with the spec's file-type message; that includes a web page or RTF, which are
 *   text to a byte check but markup to a reader (detect-type.ts), whatever the name or declared type.
 * A refusal's message is the spec's extraction-failure sentence followed by what to do about this
 * reason (messages.resumeUnreadable).
 */
import { AppError, EXTRACTION_FAILURE_SENTENCE, checkResumeFile, messages } from '@jobapp/shared';
import { detectResumeType } from './parsing/detect-type';
import type { ResumeFileKind, UnreadableReason } from './parsing/types';

const advice = messages.resumeUnreadable;

/** What the user can do about it: per reason, and for a file with no text per kind (a scan, a Word file of images). */
export function unreadableAdvice(reason: UnreadableReason, kind: ResumeFileKind | null = null): string {
  switch (reason) {
    case 'no-text':
      return kind === 'pdf' ? advice.scannedPdf : kind === 'docx' || kind === 'doc' ? advice.imageOnlyDocx : advice.noText;
    case 'password-protected':
      return advice.passwordProtected;
    case 'empty':
      return advice.empty;
    case 'corrupted':
      return advice.corrupted;
    case 'too-complex':
      return advice.tooComplex;
    case 'unsupported':
      return advice.unsupported;
  }
}

/** 422 resume_unreadable: the spec's extraction-failure sentence, then what to do; the reason in details. */
export function unreadable(reason: UnreadableReason, kind: ResumeFileKind | null = null): AppError {
  return new AppError('resume_unreadable', `${EXTRACTION_FAILURE_SENTENCE} ${unreadableAdvice(reason, kind)}`, { reason });
}

export const unsupportedFileType = () => new AppError('unsupported_media_type', messages.resumeFileType);

const kindByExtension: Record<string, ResumeFileKind> = { pdf: 'pdf', docx: 'docx', doc: 'doc', txt: 'text' };
const kindByMimeType: Record<string, ResumeFileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'text/plain': 'text',
};

/** What the file says it is: its extension when it has an accepted one, else its MIME type. */
export function declaredKindOf(fileName: string, declaredType: string): ResumeFileKind | null {
  const extension = fileName.includes('.') ? (fileName.toLowerCase().split('.').pop() ?? '') : '';
  return kindByExtension[extension] ?? kindByMimeType[declaredType.split(';')[0]!.trim()] ?? null;
}

/** The parser for these bytes, or the 4xx the upload gets. */
export function chooseParser(file: { bytes: Uint8Array; fileName: string; declaredType: string }): ResumeFileKind {
  const declared = declaredKindOf(file.fileName, file.declaredType);
  const check = checkResumeFile({ name: file.fileName, type: file.declaredType, size: file.bytes.length });
  if (check !== null || declared === null) {
    throw check === messages.resumeFileSize ? new AppError('payload_too_large', check) : unsupportedFileType();
  }
  // A 0-byte file is no document of any kind: say so, not "not a PDF".
  if (file.bytes.length === 0) throw unreadable('empty');
  const detected = detectResumeType(file.bytes);
  if (detected === 'unknown') throw unsupportedFileType();
  if (detected === 'text' && declared !== 'text') throw unreadable('unsupported');
  return detected;
}

const extensionOfKind: Record<ResumeFileKind, string> = { pdf: 'pdf', docx: 'docx', doc: 'doc', text: 'txt' };

/**
 * The name a stored file is kept and served under: the user's name with the extension of what the
 * bytes are ("cv.html" holding a PDF is kept as "cv.pdf"; a DOCX named ".doc" as ".docx"), so a
 * download never opens in a program the bytes were not made for.
 */
export function fileNameForKind(fileName: string, kind: ResumeFileKind): string {
  const extension = extensionOfKind[kind];
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || 'resume';
  return `${stem}.${extension}`;
}

/** The detected kind of a stored file from its MIME type (as stored at upload), or null. */
export function kindOfMimeType(mimeType: string | null): ResumeFileKind | null {
  return (mimeType && kindByMimeType[mimeType.split(';')[0]!.trim()]) || null;
}
