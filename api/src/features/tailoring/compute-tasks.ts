/**
 * What the main thread and the compute worker exchange (plain data: it crosses a thread boundary).
 * One kind per CPU-heavy step on user text; compute.worker.ts maps each kind to its function.
 */
import type { LinkedInTaskInput } from '../linkedin/linkedin-task';
import type { DataExportReading } from '../linkedin/data-export-task';
import type { LlmProfileAnswer } from '@jobapp/shared/linkedin/llm-profile.schema';
import type { OptimizedProfileRow } from '@jobapp/shared/linkedin/optimize-request';
import type { LetterTaskInput, LetterTaskResult } from '../cover-letters/letter-task';
import type { LlmLetter } from '@jobapp/shared/cover-letters/llm-letter.schema';
import type { EditedDocumentInput, EditorAnalyzeInput, EditorAnalyzeResult } from '../editor/editor-task';
import type { ExportCheck, PrepareExportInput, PreparedExport } from '../exports/export-task';
import type { ExportExpectations } from '../exports/parse-back';
import type { ReadJob, ReadJobInput } from '../jobs/job-text';
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import type { BuiltInTailoring, LlmCheckInput, LlmCheckResult, TailorTaskInput } from './tailor-task';

export interface ComputeTasks {
  /** The built-in engine: requirements, analysis, rewrite, match report. */
  tailor: { input: TailorTaskInput; result: BuiltInTailoring };
  /** A job's description from any source: sanitised HTML, its text and the facts it states (jobs/job-text.ts). */
  'read-job': { input: ReadJobInput; result: ReadJob };
  /** The OpenAI path after the model answered: truthfulness check, rescoring, fallback decision. */
  'check-llm': { input: LlmCheckInput; result: LlmCheckResult };
  /** Document model, then the DOCX file and its check, or the HTML Chromium prints. */
  'prepare-export': { input: PrepareExportInput; result: PreparedExport };
  /** JSON Resume (resume.json) of a stored resume (exports/export-task.ts). */
  'json-resume': { input: { content: string; document?: unknown }; result: string };
  /** The parse-back check of a printed PDF. */
  'check-pdf': { input: { bytes: Uint8Array; expectations: ExportExpectations }; result: ExportCheck };
  /** The editor's scorer, for one section or the whole resume (editor/editor-task.ts). */
  'editor-analyze': { input: EditorAnalyzeInput; result: EditorAnalyzeResult };
  /** A text saved in the editor read into its resume document (editor/editor-task.ts). */
  'edited-document': { input: EditedDocumentInput; result: ResumeDocument };
  /** The built-in cover letter, checked (cover-letters/letter-task.ts). */
  'cover-letter': { input: LetterTaskInput; result: LetterTaskResult };
  /** A model's cover letter laid out and checked for structure and truth. */
  'check-cover-letter': { input: LetterTaskInput & { paragraphs: LlmLetter['paragraphs'] }; result: LetterTaskResult };
  /** The built-in LinkedIn optimization (linkedin/linkedin-task.ts). */
  'linkedin-optimize': { input: LinkedInTaskInput; result: OptimizedProfileRow };
  /** A model's LinkedIn texts, checked for truth and scored. */
  'linkedin-check': { input: LinkedInTaskInput & { answer: LlmProfileAnswer }; result: OptimizedProfileRow };
  /** LinkedIn's data export ZIP read into profile content (linkedin/data-export-task.ts). */
  'linkedin-data-export': { input: { bytes: Uint8Array }; result: DataExportReading };
}

export type ComputeKind = keyof ComputeTasks;

export type ComputeTask = { [K in ComputeKind]: { kind: K; input: ComputeTasks[K]['input'] } }[ComputeKind];

/** The worker never throws for a task's own failure: an exception comes back as data (a bug → 500). */
export type ComputeAnswer<T = unknown> = { ok: true; value: T } | { ok: false; name: string; message: string; stack?: string };
