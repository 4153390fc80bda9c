/**
 * Job postings captured by the browser extension (decisions D3, D12): the extension reads the live
 * page the user is on (LinkedIn, Indeed, a job board or any other http(s) page) and sends it here, so
 * later optimize calls for that link use it instead of fetching the page (job-source.service, origin
 * 'capture').
 * Rules: the link must be an http(s) link (`parseAnyJobUrl`); a link the extension says is LinkedIn or
 * Indeed must be a job link there (the shared parser's message otherwise); a link the parser knows as
 * one board must not be named as another. One capture per user and canonical URL (a new capture
 * replaces the old); the description is sanitised before it is stored (queries).
 */
import { AppError, messages, type CaptureJobResult } from '@jobapp/shared';
import { parseAnyJobUrl, type AnyJobLink } from '@jobapp/shared/jobs/any-job-url';
import { jobBoardLabels } from '@jobapp/shared/jobs/boards/labels';
import { relativeToIsoDate, toIsoDate } from '@jobapp/shared/jobs/dates';
import { parseJobUrl } from '@jobapp/shared/jobs/job-url';
import type { JobBoard } from '@jobapp/shared/jobs/types';
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
  source: JobBoard;
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

/** 'This link is a LinkedIn job, not Indeed.' / 'This link is an Indeed job, not Lever.' */
export function wrongSourceMessage(linkSource: JobBoard, claimed: JobBoard): string {
  const label = jobBoardLabels[linkSource];
  return `This link is ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label} job, not ${jobBoardLabels[claimed]}.`;
}

function invalidUrl(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: message });
}

/** Any http(s) job link reduced to its canonical URL (D12); 400 with the parser's message under details[field] otherwise. */
export function parseCaptureUrl(url: string | undefined, field: string): AnyJobLink {
  const text = (url ?? '').trim();
  if (text === '') throw invalidUrl(field, messages.jobUrlMissing);
  const parsed = parseAnyJobUrl(text);
  if (!parsed.ok) throw invalidUrl(field, parsed.message);
  return parsed;
}

/**
 * The board a capture is stored under. A LinkedIn or Indeed claim needs a job link there; a link the
 * parser knows as one board cannot be named as another; a page on any other site keeps the board the
 * extension recognised from the page (a career site embedding Greenhouse, say), and 'other' takes the parser's.
 */
function captureBoard(link: AnyJobLink, url: string, claimed: JobBoard): JobBoard {
  if ((claimed === 'linkedin' || claimed === 'indeed') && link.board !== 'linkedin' && link.board !== 'indeed') {
    const known = parseJobUrl(url.trim());
    throw invalidUrl('url', known.ok ? messages.jobUrlNotJob : known.message);
  }
  if (claimed === 'other' || link.board === claimed) return link.board;
  if (link.board === 'other') return claimed;
  const message = wrongSourceMessage(link.board, claimed);
  throw new AppError('validation_failed', message, { source: message });
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
  const source = captureBoard(parsed, input.url, input.source);
  // Whether this is the user's first capture of the posting decides 201 or 200. Two captures of the
  // same posting racing each other may both say 201; the row is still one.
  const existing = await findCapturedPosting(deps.db, { userId, canonicalUrl: parsed.canonicalUrl });
  const { id } = await upsertCapturedPosting(deps.db, {
    userId,
    url: input.url,
    canonicalUrl: parsed.canonicalUrl,
    source,
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
