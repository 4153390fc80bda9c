/**
 * The Readability fallback, run by the popup (an extension page with a DOM) on a copy of a job page
 * whose layout the structured strategies do not know. Kept out of the content scripts so they stay
 * small: the popup loads this module (and Readability with it) with `import()` only when needed.
 */
import { detectBlockedPage, extractJobPostingCore } from '@jobapp/shared/jobs/extract-job-core';
import { readabilityFallback } from '@jobapp/shared/jobs/readability-fallback';
import { type PageJob, toPageJob } from './page-job';

/** The job in a page's markup, with Readability as the last strategy; null when there is none. */
export function readJobWithReadability(doc: Document, pageUrl: string, now: Date = new Date()): PageJob | null {
  if (detectBlockedPage(doc, pageUrl)) return null;
  const extracted = extractJobPostingCore(doc, pageUrl, { now, fallback: readabilityFallback });
  return extracted ? toPageJob(extracted, pageUrl, now) : null;
}

/** Same, from the markup a content script sent (parsed inertly: no scripts run, nothing loads). */
export function readJobFromHtml(html: string, pageUrl: string, now: Date = new Date()): PageJob | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return readJobWithReadability(doc, pageUrl, now);
}
