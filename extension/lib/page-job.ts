/**
 * The job posting a content script found on the open page, as the popup shows it and the capture
 * endpoint receives it (POST /api/job-postings/capture, `captureJobSchema`).
 */
import type { CaptureJobInput } from '@jobapp/shared/job-search.schema';
import { parseJobUrl } from '@jobapp/shared/jobs/job-url';
import type { ExtractedJob } from '@jobapp/shared/jobs/types';

export interface PageJob {
  title: string;
  company: string;
  location: string;
  /** The page's description markup (untrusted: the popup never renders it; the API sanitises it). */
  descriptionHtml: string;
  /** `https://www.linkedin.com/jobs/view/{id}/` or `https://{host}/viewjob?jk={jk}`. */
  canonicalUrl: string;
  source: 'linkedin' | 'indeed';
  /** `YYYY-MM-DD` or null. */
  datePosted: string | null;
  /** When the content script read the page (ISO date-time). */
  capturedAt: string;
  /** The page the job was read from (a search page with `currentJobId`, a view page, …). */
  pageUrl: string;
}

/**
 * An extracted posting → PageJob. Null when the posting is not a LinkedIn or Indeed job with a
 * canonical job URL (the capture endpoint and /optimize-resume accept only those).
 */
export function toPageJob(job: ExtractedJob, pageUrl: string, now: Date = new Date()): PageJob | null {
  if (job.source !== 'linkedin' && job.source !== 'indeed') return null;
  if (!job.title.trim() || !parseJobUrl(job.canonicalUrl).ok) return null;
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    descriptionHtml: job.descriptionHtml,
    canonicalUrl: job.canonicalUrl,
    source: job.source,
    datePosted: job.datePosted,
    capturedAt: now.toISOString(),
    pageUrl,
  };
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
    (job.source === 'linkedin' || job.source === 'indeed') &&
    (job.datePosted === null || typeof job.datePosted === 'string')
  );
}
