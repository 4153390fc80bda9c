/**
 * The piscina worker: extracts a resume's text off the API's event loop. Loaded from
 * dist/parse-worker.js in the built server (its own esbuild entry) and through
 * parse.worker.dev.mjs (tsx) when running from source (tsx, vitest).
 */
import { lowerThisThreadsPriority } from '../../tailoring/thread-priority';
import { extractResumeText } from './extract-text';
import type { ExtractResult, ExtractTask } from './types';

// The event loop comes first when cores are busy (see thread-priority.ts).
lowerThisThreadsPriority();

export default function parseResumeFile(task: ExtractTask): Promise<ExtractResult> {
  return extractResumeText(task);
}
