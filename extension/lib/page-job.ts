/**
 * The job posting the extension found on the open page (a content script on LinkedIn and Indeed, the
 * injected page reader anywhere else), as the popup shows it and the capture endpoint receives it
 * (POST /api/job-postings/capture, `captureJobSchema`).
 */
import type { CaptureJobInput } from '@jobapp/shared/job-search.schema';
import { parseAnyJobUrl } from '@jobapp/shared/jobs/any-job-url';
import { jobBoardLabels } from '@jobapp/shared/jobs/boards/labels';
import { parseJobUrl } from '@jobapp/shared/jobs/job-url';
import type { ExtractedJob, JobBoard } from '@jobapp/shared/jobs/types';

export interface PageJob {
  title: string;
  company: string;
  location: string;
  /** The page's description markup (untrusted: the popup never renders it; the API sanitises it). */
  descriptionHtml: string;
  /**
   * `https://www.linkedin.com/jobs/view/{id}/`, `https://{host}/viewjob?jk={jk}`, a board's posting link
   * in its one form (`parseAnyJobUrl`), or any other page's address as it is.
   */
  canonicalUrl: string;
  /** Where the job is posted (D12): LinkedIn, Indeed, a known board, or 'other'. */
  source: JobBoard;
  /** `YYYY-MM-DD` or null. */
  datePosted: string | null;
  /** When the content script read the page (ISO date-time). */
  capturedAt: string;
  /** The page the job was read from (a search page with `currentJobId`, a view page, …). */
  pageUrl: string;
}

/**
 * An extracted posting → PageJob. Null when it has no title, when a LinkedIn or Indeed page names no
 * job with a canonical URL, or when any other page's address is not an http(s) link (the capture
 * endpoint and /optimize-resume accept any http(s) job link, D12).
 */
export function toPageJob(job: ExtractedJob, pageUrl: string, now: Date = new Date()): PageJob | null {
  if (!job.title.trim()) return null;
  let canonicalUrl: string;
  let source: JobBoard;
  if (job.source === 'linkedin' || job.source === 'indeed') {
    if (!parseJobUrl(job.canonicalUrl).ok) return null;
    canonicalUrl = job.canonicalUrl;
    source = job.source;
  } else {
    const link = parseAnyJobUrl(job.canonicalUrl);
    if (!link.ok) return null;
    canonicalUrl = link.canonicalUrl;
    source = link.board !== 'other' ? link.board : (job.board ?? 'other');
  }
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    descriptionHtml: job.descriptionHtml,
    canonicalUrl,
    source,
    datePosted: job.datePosted,
    capturedAt: now.toISOString(),
    pageUrl,
  };
}

/** "LinkedIn job", "Greenhouse job", "Job on a company site". */
export function sourceText(source: JobBoard): string {
  return source === 'other' ? 'Job on a company site' : `${jobBoardLabels[source]} job`;
}

/** The web app's job search reads LinkedIn or Indeed; for a job from elsewhere it keeps its default. */
export function searchSource(source: JobBoard): 'linkedin' | 'indeed' | undefined {
  return source === 'linkedin' || source === 'indeed' ? source : undefined;
}

/** The body of POST /api/job-postings/capture for a job. */
export function toCaptureInput(job: PageJob): CaptureJobInput {
  return {
    url: job.canonicalUrl,
    source: job.source,
    title: job.title,
    company: job.company,
    location: job.location,
    descriptionHtml: job.descriptionHtml,
    datePosted: job.datePosted,
    capturedAt: job.capturedAt,
  };
}

const STRING_KEYS = ['title', 'company', 'location', 'descriptionHtml', 'canonicalUrl', 'capturedAt', 'pageUrl'] as const;

/** Shape check for a PageJob that arrives in a message (content scripts run inside web pages). */
export function isPageJob(value: unknown): value is PageJob {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    STRING_KEYS.every((key) => typeof job[key] === 'string') &&
    typeof job.source === 'string' &&
    Object.hasOwn(jobBoardLabels, job.source) &&
    (job.datePosted === null || typeof job.datePosted === 'string')
  );
}
