/** Job capture (extension → API) and job search (issue 4). */
import { z } from 'zod';
import { JOB_BOARDS } from './applications/applications.schema';
import type { JobSearchResult } from './jobs/types';
import { messages } from './messages';
import { singleLineText, strippedText } from './text-fields';

export const jobSources = ['linkedin', 'indeed'] as const;
export type JobSource = (typeof jobSources)[number];

/** Where a captured job was read (D12: any http(s) job page; 'other' for a site that is no known board). */
export const captureSources = JOB_BOARDS;

/** POST /api/job-postings/capture: what the extension read from the live job page (any http(s) page, D12). */
export const captureJobSchema = z.object({
  url: z
    .string({ error: messages.jobUrlMissing })
    .trim()
    .check(singleLineText())
    .min(1, { error: messages.jobUrlMissing })
    .max(2000, { error: 'The job link is too long (2,000 characters at most)' }),
  source: z.enum(captureSources, { error: `Source must be one of ${captureSources.join(', ')}` }),
  // Read from the page by the extension: whatever control characters the site had are dropped, not refused.
  title: z
    .string({ error: messages.jobTitleRequired })
    .check(strippedText())
    .trim()
    .min(1, { error: messages.jobTitleRequired })
    .max(300),
  company: z.string().check(strippedText()).trim().max(300).default(''),
  location: z.string().check(strippedText()).trim().max(300).default(''),
  descriptionHtml: z
    .string()
    .check(strippedText())
    .max(300_000, { error: 'The job description is too long' })
    .default(''),
  datePosted: z.string().check(strippedText()).trim().max(40).nullable().optional(),
  capturedAt: z.iso.datetime({ offset: true, error: 'capturedAt must be an ISO date-time' }).check(singleLineText()),
});
export type CaptureJobInput = z.input<typeof captureJobSchema>;

export interface CaptureJobResult {
  id: number;
  canonicalUrl: string;
}

/** POST /api/search-jobs (spec section 5: job search). */
export const searchJobsSchema = z.object({
  jobTitle: z
    .string({ error: messages.jobTitleRequired })
    .trim()
    .check(singleLineText())
    .min(1, { error: messages.jobTitleRequired })
    .max(200, { error: 'Job title must be at most 200 characters' }),
  location: z
    .string()
    .trim()
    .check(singleLineText())
    .max(200, { error: 'Location must be at most 200 characters' })
    .optional()
    .default(''),
  source: z.enum(jobSources, { error: 'Source must be linkedin or indeed' }).default('linkedin'),
});
export type SearchJobsInput = z.input<typeof searchJobsSchema>;

/** The answer of POST /api/search-jobs: a list of results (spec section 7). */
export type SearchJobsResponse = JobSearchResult[];
export type { JobSearchResult };

export const sourceLabels: Record<JobSource, string> = { linkedin: 'LinkedIn', indeed: 'Indeed' };

/** 'LinkedIn is limiting searches right now. Try again in a few minutes.' (issue 4). */
export function searchLimitedMessage(source: JobSource): string {
  return `${sourceLabels[source]} is limiting searches right now. Try again in a few minutes.`;
}

/**
 * The other ways a job comes in when a search source cannot be reached or refuses us (issue 24,
 * section 7): paste the job, or capture it from its page with the browser extension.
 */
export const searchOtherWaysIn = {
  sentence: "Or bring the job in another way: paste its description on Optimize Resume, or capture it from the job's page with the ResumeBoost browser extension.",
  pasteLabel: 'Paste the job',
  pastePath: '/optimize-resume',
  extension: "Capture it with the extension: open the job's page and click the ResumeBoost button in your browser's toolbar.",
} as const;

/** Names the source, and offers the other ways in (issue 24, section 7). */
export function searchUnavailableMessage(source: JobSource): string {
  return `${sourceLabels[source]} could not be reached. Try again in a few minutes. ${searchOtherWaysIn.sentence}`;
}
