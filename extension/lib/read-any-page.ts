/**
 * Reads the job on any page that is not LinkedIn or Indeed (a career site, Greenhouse, Lever, Ashby,
 * Workday, SmartRecruiters, …), run by the page reader that the popup or side panel injects into the
 * one tab the user clicked on (`entrypoints/page-reader.ts`, `scripting.executeScript`). The shared
 * extractor without Readability reads the page's `JobPosting` (JSON-LD, `@graph`, microdata); a page
 * without one is answered with its markup, and the popup reads its main text with the Readability
 * fallback (readability-reading.ts), loaded only then.
 */
import { detectBlockedPage, extractJobPostingCore } from '@jobapp/shared/jobs/extract-job-core';
import { toPageJob } from './page-job';
import type { PageAnswer } from './read-page-job';

/** Longest markup sent on for the Readability fallback (a page larger than this is cut there). */
export const MAX_PAGE_HTML_CHARS = 2_000_000;

export function readAnyPage(doc: Document, pageUrl: string, now: Date = new Date()): PageAnswer {
  if (!/^https?:\/\//i.test(pageUrl) || detectBlockedPage(doc, pageUrl)) return { kind: 'none' };
  const extracted = extractJobPostingCore(doc, pageUrl, { now });
  const job = extracted ? toPageJob(extracted, pageUrl, now) : null;
  if (job && job.descriptionHtml.trim() !== '') return { kind: 'job', job };
  const html = doc.documentElement?.outerHTML ?? '';
  if (html === '') return job ? { kind: 'job', job } : { kind: 'none' };
  return { kind: 'unknown-layout', html: html.slice(0, MAX_PAGE_HTML_CHARS), pageUrl };
}
