/**
 * Job postings captured by the browser extension (decision D3): the content script reads the live
 * page the user is on and sends it here, so later optimize calls for that link use it instead of
 * fetching the page (job-source.service, origin 'capture').
 * Rules: the link must be a LinkedIn or Indeed job link (the shared parser's message otherwise) on the
 * source the extension named; one capture per user and canonical URL (a new capture replaces the old);
 * the description is sanitised before it is stored (jobs.queries).
 */
import { AppError, messages, sourceLabels, type CaptureJobResult, type JobSource } from '@jobapp/shared';
import { relativeToIsoDate, toIsoDate } from '@jobapp/shared/jobs/dates';
import { parseJobUrl, type ParsedJobUrlOk } from '@jobapp/shared/jobs/job-url';
import type { captureJobSchema } from '@jobapp/shared';
import type { z } from 'zod';
import type { Deps } from '../../types';
import { findCapturedPosting, upsertCapturedPosting } from './job-postings.queries';

export type CaptureJobData = z.output<typeof captureJobSchema>;

/** GET /api/job-postings/capture: the stored capture (description already sanitised). */
export interface CapturedJob {
  id: number;
  /** The page address the extension was on. */
  url: string;
  canonicalUrl: string;
  source: JobSource;
  title: string;
  company: string;
  location: string;
  descriptionHtml: string;
  /** `YYYY-MM-DD` or null. */
  datePosted: string | null;
  /** ISO date-time when the server stored it. */
  capturedAt: string;
}

export const CAPTURE_NOT_FOUND = 'This job posting has not been captured yet.';

/** 'This link is a LinkedIn job, not Indeed.' / 'This link is an Indeed job, not LinkedIn.' */
export function wrongSourceMessage(linkSource: JobSource, claimed: JobSource): string {
  const label = sourceLabels[linkSource];
  return `This link is ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label} job, not ${sourceLabels[claimed]}.`;
}

/** The link reduced to its canonical URL; 400 with the parser's message under details[field] otherwise. */
export function parseCaptureUrl(url: string | undefined, field: string): ParsedJobUrlOk {
  const text = (url ?? '').trim();
  if (text === '') throw new AppError('validation_failed', messages.jobUrlMissing, { [field]: messages.jobUrlMissing });
  const parsed = parseJobUrl(text);
  if (!parsed.ok) throw new AppError('validation_failed', parsed.message, { [field]: parsed.message });
  return parsed;
}

/** ISO dates and epoch values as given; relative texts ("3 days ago") counted back from now. */
function postedDate(value: string | null | undefined, now: Date): string | null {
  if (!value) return null;
  return toIsoDate(value) ?? relativeToIsoDate(value, now);
}

export async function captureJobPosting(
  deps: Deps,
  userId: number,
  input: CaptureJobData,
): Promise<{ created: boolean; result: CaptureJobResult }> {
  const parsed = parseCaptureUrl(input.url, 'url');
  if (parsed.source !== input.source) {
    const message = wrongSourceMessage(parsed.source, input.source);
    throw new AppError('validation_failed', message, { source: message });
  }
  // Whether this is the user's first capture of the posting decides 201 or 200. Two captures of the
  // same posting racing each other may both say 201; the row is still one.
  const existing = await findCapturedPosting(deps.db, { userId, canonicalUrl: parsed.canonicalUrl });
  const { id } = await upsertCapturedPosting(deps.db, {
    userId,
    url: input.url,
    canonicalUrl: parsed.canonicalUrl,
    source: parsed.source,
    title: input.title,
    company: input.company || null,
    location: input.location || null,
    descriptionHtml: input.descriptionHtml || null,
    datePosted: postedDate(input.datePosted, deps.clock()),
  });
  return { created: existing === undefined, result: { id, canonicalUrl: parsed.canonicalUrl } };
}

export async function getCapturedJobPosting(deps: Deps, userId: number, url: string | undefined): Promise<CapturedJob> {
  const parsed = parseCaptureUrl(url, 'url');
  const row = await findCapturedPosting(deps.db, { userId, canonicalUrl: parsed.canonicalUrl });
  if (!row) throw new AppError('not_found', CAPTURE_NOT_FOUND);
  return {
    id: row.id,
    url: row.url,
    canonicalUrl: row.canonicalUrl,
    source: row.source,
    title: row.title ?? '',
    company: row.company ?? '',
    location: row.location ?? '',
    descriptionHtml: row.descriptionHtml ?? '',
    datePosted: row.datePosted,
    capturedAt: row.capturedAt.toISOString(),
  };
}
