/**
 * The compute tasks, registered in one place: each kind of CPU-heavy work on user text and the function
 * that does it in a compute worker thread (lib/compute/). Pure domain work is a function of shared/;
 * what needs server libraries (sanitize-html, docx, pdf.js, zlib) stays in its feature, registered
 * here, so no feature imports another for compute. Only the worker (compute.worker.ts) loads these
 * functions; the API's services run them by kind through lib/compute/compute.ts, typed by this
 * table (the augmentation below). Each function takes and returns plain data (it crosses a thread
 * boundary) and keeps to erasable TypeScript (the source worker runs under Node's type stripping).
 */
import { packetReport } from '@jobapp/shared/applications/packet';
import { alertScores } from '@jobapp/shared/job-alerts/alert-score';
import { checkModelLetter, writeBuiltInLetter } from '@jobapp/shared/cover-letters/letter-task';
import { analyzeInEditor, editedDocumentTask } from '@jobapp/shared/editor/editor-task';
import { completeModelProfile, optimizeBuiltIn } from '@jobapp/shared/linkedin/linkedin-task';
import { checkPdfExport, jsonResumeExport, prepareExport } from './features/exports/export-task';
import { readJobDescription } from './features/jobs/job-text';
import { readDataExport } from './features/linkedin/data-export-task';
import { checkLlmText, rescoreSaved, tailorBuiltIn } from './features/tailoring/tailor-task';
import type { TasksOf } from './lib/compute/tasks';

export const computeTasks = {
  /** The built-in engine: requirements, analysis, rewrite, match report. */
  tailor: tailorBuiltIn,
  /** A job's description from any source: sanitised HTML, its text and the facts it states. */
  'read-job': readJobDescription,
  /** A saved version's match report and keyword report, from its document. */
  rescore: rescoreSaved,
  /** The OpenAI path after the model answered: truthfulness check, rescoring, fallback decision. */
  'check-llm': checkLlmText,
  /** Document model, then the DOCX file and its check, or the HTML Chromium prints. */
  'prepare-export': prepareExport,
  /** JSON Resume (resume.json) of a stored resume. */
  'json-resume': jsonResumeExport,
  /** The parse-back check of a printed PDF. */
  'check-pdf': checkPdfExport,
  /** The editor's scorer, for one section or the whole resume. */
  'editor-analyze': analyzeInEditor,
  /** A text saved in the editor read into its resume document. */
  'edited-document': editedDocumentTask,
  /** The built-in cover letter, checked. */
  'cover-letter': writeBuiltInLetter,
  /** A model's cover letter laid out and checked for structure and truth. */
  'check-cover-letter': checkModelLetter,
  /** A frozen packet's truth report and its edits with their originals. */
  'packet-report': packetReport,
  /** A job-alert digest's postings scored against the user's latest resume. */
  'alert-scores': alertScores,
  /** The built-in LinkedIn optimization. */
  'linkedin-optimize': optimizeBuiltIn,
  /** A model's LinkedIn texts, checked for truth and scored. */
  'linkedin-check': completeModelProfile,
  /** LinkedIn's data export ZIP read into profile content. */
  'linkedin-data-export': readDataExport,
};

declare module './lib/compute/tasks' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's types, merged in
  interface ComputeTasks extends TasksOf<typeof computeTasks> {}
}
