/**
 * The compute pool's worker: CPU-heavy work on user text off the API's event loop (see compute-pool.ts).
 * Loaded from dist/compute-worker.js in the built server (its own esbuild entry) and through
 * compute.worker.dev.mjs when running from source (tsx, vitest). Its files must keep to erasable
 * TypeScript (no enums, namespaces or parameter properties).
 */
import { warmUpSkillMatcher } from '@jobapp/shared/tailoring/skill-matcher';
import { completeModelProfile, optimizeBuiltIn } from '../linkedin/linkedin-task';
import { readDataExport } from '../linkedin/data-export-task';
import { checkModelLetter, writeBuiltInLetter } from '../cover-letters/letter-task';
import { analyzeInEditor, editedDocumentTask } from '../editor/editor-task';
import { checkPdfExport, jsonResumeExport, prepareExport } from '../exports/export-task';
import { readJobDescription } from '../jobs/job-text';
import type { ComputeAnswer, ComputeTask } from './compute-tasks';
import { checkLlmText, tailorBuiltIn } from './tailor-task';
import { lowerThisThreadsPriority } from './thread-priority';

// The event loop comes first when cores are busy (see thread-priority.ts).
lowerThisThreadsPriority();
// The skills vocabulary compiles once per thread (tens of ms): now, not in the first user's request.
warmUpSkillMatcher();

async function run(task: ComputeTask): Promise<unknown> {
  switch (task.kind) {
    case 'tailor':
      return tailorBuiltIn(task.input);
    case 'read-job':
      return readJobDescription(task.input);
    case 'check-llm':
      return checkLlmText(task.input);
    case 'prepare-export':
      return prepareExport(task.input);
    case 'check-pdf':
      return checkPdfExport(task.input);
    case 'json-resume':
      return jsonResumeExport(task.input);
    case 'editor-analyze':
      return analyzeInEditor(task.input);
    case 'edited-document':
      return editedDocumentTask(task.input);
    case 'cover-letter':
      return writeBuiltInLetter(task.input);
    case 'check-cover-letter':
      return checkModelLetter(task.input);
    case 'linkedin-optimize':
      return optimizeBuiltIn(task.input);
    case 'linkedin-check':
      return completeModelProfile(task.input);
    case 'linkedin-data-export':
      return readDataExport(task.input);
  }
}

export default async function runComputeTask(task: ComputeTask): Promise<ComputeAnswer> {
  try {
    return { ok: true, value: await run(task) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { ok: false, name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) };
  }
}
