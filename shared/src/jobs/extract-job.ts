/**
 * The complete job-page extractor: JSON-LD → LinkedIn / Indeed structure → Readability fallback.
 * Runs in Node (on a linkedom or jsdom Document) and in browsers (on the live `document`).
 *
 * This module imports @mozilla/readability. A content script that must stay small imports
 * `extractJobPostingCore` from `./extract-job-core` and loads `./readability-fallback` lazily.
 */
import { extractJobPostingCore } from './extract-job-core';
import { readabilityFallback } from './readability-fallback';
import { type ExtractedJob, type ExtractOptions } from './types';

export { detectBlockedPage, hasJobContent, type BlockedPageKind } from './blocked-page';
export type { ExtractedJob, ExtractionStrategy, ExtractOptions, JobPostingSource } from './types';

/**
 * Reads the job posting shown by `doc`, whose address is `pageUrl`. Null when the page holds no job
 * (including sign-in walls and bot checks: `detectBlockedPage(doc)` tells which).
 */
export function extractJobPosting(doc: Document, pageUrl: string, options: ExtractOptions = {}): ExtractedJob | null {
  return extractJobPostingCore(doc, pageUrl, { ...options, fallback: readabilityFallback });
}
