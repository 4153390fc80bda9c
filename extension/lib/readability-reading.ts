/**
 * The Readability fallback, run by the popup (an extension page with a DOM) on a copy of a job page
 * whose layout the structured strategies do not know. Kept out of the content scripts so they stay
 * small: the popup loads this module (and Readability with it) with `import()` only when needed.
 */
import { parseAnyJobUrl } from '@jobapp/shared/jobs/any-job-url';
import { metaContent, textOf } from '@jobapp/shared/jobs/dom-utils';
import { detectBlockedPage, extractJobPostingCore } from '@jobapp/shared/jobs/extract-job-core';
import { collapseWhitespace } from '@jobapp/shared/jobs/html-text';
import { readabilityFallback } from '@jobapp/shared/jobs/readability-fallback';
import { type PageJob, toPageJob } from './page-job';

/**
 * The job in a page's markup, with Readability as the last strategy; null when there is none. A posting
 * on a board with a public job API (Greenhouse, Lever, Ashby, Workday, SmartRecruiters) whose page gives
 * too little to read (Workday renders in the browser; a short page does not read like a job ad) is kept
 * by its title and link alone: the API reads the board's JSON for it (D12), so no description is sent.
 */
export function readJobWithReadability(doc: Document, pageUrl: string, now: Date = new Date()): PageJob | null {
  if (detectBlockedPage(doc, pageUrl)) return null;
  const extracted = extractJobPostingCore(doc, pageUrl, { now, fallback: readabilityFallback });
  return (extracted ? toPageJob(extracted, pageUrl, now) : null) ?? boardLinkJob(doc, pageUrl, now);
}

function boardLinkJob(doc: Document, pageUrl: string, now: Date): PageJob | null {
  const link = parseAnyJobUrl(pageUrl);
  if (!link.ok || !link.boardLink) return null;
  const title = metaContent(doc, 'og:title') || textOf(doc.querySelector('h1')) || collapseWhitespace(doc.title ?? '');
  if (!title) return null;
  return {
    title,
    company: '',
    location: '',
    descriptionHtml: '',
    canonicalUrl: link.canonicalUrl,
    source: link.board,
    datePosted: null,
    capturedAt: now.toISOString(),
    pageUrl,
  };
}

/** Same, from the markup a content script sent (parsed inertly: no scripts run, nothing loads). */
export function readJobFromHtml(html: string, pageUrl: string, now: Date = new Date()): PageJob | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return readJobWithReadability(doc, pageUrl, now);
}
