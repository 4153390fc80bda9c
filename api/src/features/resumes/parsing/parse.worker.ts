/**
 * The piscina worker: extracts a resume's text off the API's event loop. Loaded from
 * dist/parse-worker.js in the built server (its own esbuild entry) and through
 * parse.worker.dev.mjs (tsx) when running from source (tsx, vitest).
 */
import { lowerThisThreadsPriority } from '../../../lib/compute/thread-priority';
import { extractResumeText } from './extract-text';
import type { ExtractResult, ExtractTask } from './types';

// The event loop comes first when cores are busy (see thread-priority.ts).
lowerThisThreadsPriority();
// No source maps in this thread (a worker inherits --enable-source-maps or tsx's flags): with them on,
// Node parses pdf.js's 5 MB worker source map when pdf.js loads it on the first read and keeps ~150 MB
// of it alive, so every collection is long (the read's p95 doubled). parse.worker.dev.mjs does the same
// before pdf.js's main module loads.
process.setSourceMapsEnabled(false);

export default function parseResumeFile(task: ExtractTask): Promise<ExtractResult> {
  return extractResumeText(task);
}
