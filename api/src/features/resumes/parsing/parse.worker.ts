/**
 * The piscina worker: extracts a resume's text off the API's event loop. Loaded from
 * dist/parse-worker.js in the built server (its own esbuild entry) and through
 * parse.worker.dev.mjs (tsx) when running from source (tsx, vitest).
 */
import { extractResumeText } from './extract-text';
import type { ExtractResult, ExtractTask } from './types';

export default function parseResumeFile(task: ExtractTask): Promise<ExtractResult> {
  return extractResumeText(task);
}
