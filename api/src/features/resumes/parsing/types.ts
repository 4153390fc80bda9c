/** What the main thread and the parse worker exchange (plain data: it crosses a thread boundary). */

/** The parser a file goes to, decided from its bytes (detect-type.ts). */
export type ResumeFileKind = 'pdf' | 'docx' | 'doc' | 'text';

/** Why a file gave no usable text; sent to clients as details.reason of resume_unreadable. */
export type UnreadableReason = 'password-protected' | 'no-text' | 'corrupted' | 'too-complex' | 'unsupported' | 'empty';

export const mimeTypeOfKind: Record<ResumeFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  text: 'text/plain',
};

export interface ExtractTask {
  bytes: Uint8Array;
  kind: ResumeFileKind;
}

export type ExtractResult =
  | { ok: true; text: string }
  /** `detail` is for the server log only (never sent to clients). */
  | { ok: false; reason: UnreadableReason; detail: string };
