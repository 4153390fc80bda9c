/**
 * The CPU side of an export, run in the compute pool's worker threads (registered in api/src/compute-tasks.ts),
 * never on the API's event loop: the export model, the DOCX file (docx) or the HTML Chromium prints, and
 * the parse-back check of the produced file (mammoth / pdf.js). The model is laid out from the stored
 * tailored document's fields (model-from-document.ts); only a row stored before documents existed, which
 * has nothing but its text, has that text read into one (document.ts). Chromium itself
 * runs on the main thread's side (lib/browser.ts), between prepareExport and checkPdfExport.
 * Plain data in, plain data out (it crosses a thread boundary); no logging here, the caller logs.
 */
import { documentFromResume } from '@jobapp/shared/resume/document';
import { storedResumeDocument } from '@jobapp/shared/resume/document.schema';
import { documentToJsonResume } from '@jobapp/shared/resume/json-resume-export';
import { parseResume } from '@jobapp/shared/resume/structure';
import { buildResumeDocument } from './document';
import { renderDocx } from './docx';
import { letterModelOf, withLetterCss } from './letter-model';
import { exportModelOfDocument } from './model-from-document';
import { expectationsFor, extractDocxText, extractPdfText, findTextProblems, type ExportExpectations } from './parse-back';
import { rendererById } from './templates';

export interface PrepareExportInput {
  /** The stored tailored text: read into the model only when there is no valid document. */
  content: string;
  /** The stored tailored resume document; the export is rendered from it when it is valid. */
  document?: unknown;
  templateId: string;
  format: 'pdf' | 'docx';
  /**
   * A cover letter to lay out in the resume's template instead of the resume (its name and contact
   * are the header), with the date it shows.
   */
  letter?: { content: string; date: string };
}

/** Why a file failed its check (logged; the user sees export_failed). */
export interface ExportCheckFailure {
  ok: false;
  /** 'unreadable': the file could not be read back at all; 'problems': it reads back wrong. */
  reason: 'unreadable' | 'problems';
  problems: string[];
}

export type PreparedExport =
  | { format: 'docx'; bytes: Uint8Array; check: { ok: true } | ExportCheckFailure }
  | { format: 'pdf'; html: string; expectations: ExportExpectations };

export type ExportCheck = { ok: true } | ExportCheckFailure;

async function checkText(read: () => Promise<string>, expectations: ExportExpectations): Promise<ExportCheck> {
  let text: string;
  try {
    text = await read();
  } catch (error) {
    return { ok: false, reason: 'unreadable', problems: [error instanceof Error ? error.message : String(error)] };
  }
  const problems = findTextProblems(text, expectations);
  return problems.length === 0 ? { ok: true } : { ok: false, reason: 'problems', problems };
}

/** JSON Resume (`resume.json`) of the stored document, or of the stored text read into one. */
export function jsonResumeExport(input: { content: string; document?: unknown }): string {
  const doc = storedResumeDocument(input.document) ?? documentFromResume(parseResume(input.content));
  return `${JSON.stringify(documentToJsonResume(doc), null, 2)}\n`;
}

/** DOCX: rendered and checked here. PDF: the HTML to print and what its text must hold. */
export async function prepareExport(input: PrepareExportInput): Promise<PreparedExport> {
  const stored = storedResumeDocument(input.document);
  // The text is read only for rows stored before resume documents existed (they have no document).
  const resume = stored ? exportModelOfDocument(stored) : buildResumeDocument(input.content);
  const doc = input.letter ? letterModelOf(resume, input.letter.content, input.letter.date) : resume;
  const template = rendererById(input.templateId);
  const expectations = expectationsFor(doc);
  if (input.format === 'pdf') {
    const html = template.renderHtml(doc);
    return { format: 'pdf', html: input.letter ? withLetterCss(html) : html, expectations };
  }
  const bytes = await renderDocx(doc, template.docx);
  const check = await checkText(() => extractDocxText(bytes), expectations);
  return { format: 'docx', bytes, check };
}

/** The parse-back check of a printed PDF. */
export function checkPdfExport(input: { bytes: Uint8Array; expectations: ExportExpectations }): Promise<ExportCheck> {
  return checkText(() => extractPdfText(input.bytes), input.expectations);
}
