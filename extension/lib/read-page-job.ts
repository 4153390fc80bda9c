/**
 * Reads the job posting on a live LinkedIn or Indeed page (content scripts). Uses the shared extractor
 * without Readability (`extract-job-core`), so the content-script bundle stays small. When a job page's
 * layout is unknown to it (and it is no sign-in wall or bot check), the popup runs the Readability
 * fallback on a copy of the page (see readability-reading.ts), loading that code only then.
 */
import { detectBlockedPage, extractJobPostingCore } from '@jobapp/shared/jobs/extract-job-core';
import { extractFromIndeedDom } from '@jobapp/shared/jobs/indeed-dom';
import { isJobPageUrl, parseJobUrl } from '@jobapp/shared/jobs/job-url';
import { extractFromLinkedInDom } from '@jobapp/shared/jobs/linkedin-dom';
import { type PageJob, toPageJob } from './page-job';

export type PageReading =
  | { kind: 'job'; job: PageJob }
  /** The page shows no job (a feed, a search without a selected job, a sign-in wall, a bot check). */
  | { kind: 'none' }
  /**
   * The URL names a job but the page does not show it (yet): a single-page app still rendering
   * (`not-rendered`), or a details pane still showing the previously selected job (`stale-pane`).
   */
  | { kind: 'waiting'; reason: 'not-rendered' | 'stale-pane' };

/**
 * The content script's answer to the popup: a reading, or, for a job page in a layout the structured
 * strategies do not know, the page's markup for the popup's Readability fallback.
 */
export type PageAnswer = PageReading | { kind: 'unknown-layout'; html: string; pageUrl: string };

const LINKEDIN_PANE_LINKS = [
  '.job-details-jobs-unified-top-card__job-title a[href*="/jobs/view/"]',
  '.jobs-unified-top-card__job-title a[href*="/jobs/view/"]',
  '.jobs-details-top-card__job-title a[href*="/jobs/view/"]',
];
const INDEED_PANE_LINKS = ['[data-testid="jobsearch-JobInfoHeader-title"] a[href*="jk="]'];

/**
 * The job id the page's details pane links to (LinkedIn: the title's `/jobs/view/{id}/` link; Indeed:
 * the header title's `viewjob?jk=` link), or null when the pane has no such link.
 */
export function paneJobId(doc: Document, pageUrl: string): string | null {
  const page = parseJobUrl(pageUrl);
  if (!page.ok) return null;
  const selectors = page.source === 'linkedin' ? LINKEDIN_PANE_LINKS : INDEED_PANE_LINKS;
  for (const selector of selectors) {
    const href = doc.querySelector(selector)?.getAttribute('href');
    if (!href) continue;
    const parsed = parseJobUrl(new URL(href, pageUrl).href);
    if (parsed.ok) return parsed.jobId;
  }
  return null;
}

function isStalePane(doc: Document, pageUrl: string): boolean {
  const page = parseJobUrl(pageUrl);
  if (!page.ok) return false;
  const shown = paneJobId(doc, pageUrl);
  return shown !== null && shown !== page.jobId;
}

/**
 * The location as the page writes it ("Columbus, OH 43215"), from the site's own markup, or '' when the
 * page shows none. The JSON-LD address is rebuilt from parts (country added, ZIP dropped), so the
 * capture and "search similar" prefer the visible text.
 */
export function pageLocationText(doc: Document, source: 'linkedin' | 'indeed'): string {
  const dom = source === 'linkedin' ? extractFromLinkedInDom(doc) : extractFromIndeedDom(doc);
  return dom?.location?.trim() ?? '';
}

/** The job on the page with the structured strategies only (JSON-LD, LinkedIn and Indeed markup). */
export function readPageJob(doc: Document, pageUrl: string, now: Date = new Date()): PageReading {
  if (isStalePane(doc, pageUrl)) return { kind: 'waiting', reason: 'stale-pane' };
  const extracted = extractJobPostingCore(doc, pageUrl, { now });
  const job = extracted ? toPageJob(extracted, pageUrl, now) : null;
  if (job) {
    const written = job.source === 'linkedin' || job.source === 'indeed' ? pageLocationText(doc, job.source) : '';
    return { kind: 'job', job: written ? { ...job, location: written } : job };
  }
  if (isJobPageUrl(pageUrl) && !detectBlockedPage(doc, pageUrl)) return { kind: 'waiting', reason: 'not-rendered' };
  return { kind: 'none' };
}
