/**
 * The structural bound on a resume's text (limits.maxResumeTextLines), checked before the text reaches
 * the compute pool: pasted text, text read from a file, an editor save and the resume a cover letter is
 * written from. Past it the request is refused with 413 and one message.
 */
import { AppError, limits, messages } from '@jobapp/shared';

/** True when `text` has more than limits.maxResumeTextLines lines (counted without splitting it). */
export function exceedsResumeLines(text: string): boolean {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    lines += 1;
    if (lines > limits.maxResumeTextLines) return true;
  }
  return false;
}

/** 413 resume text past the line bound. */
export function assertResumeTextBound(text: string): void {
  if (exceedsResumeLines(text)) throw new AppError('payload_too_large', messages.resumeTextTooManyLines);
}
