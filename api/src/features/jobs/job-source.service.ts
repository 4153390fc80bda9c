/**
 * The job posting behind a pasted link (decision D3), from the first source that has it:
 * (a) the user's own capture by the browser extension (job_postings row) → origin 'capture';
 * (b) the job page fetched by the server → origin 'fetch';
 * (c) the description the user pasted (at least 50 characters of text) → origin 'pasted', named by the
 *     job title and company the user gave, else by those the text states (readPastedJob, issue 9).
 * A page's own title and company win; one it lacks is taken from the user's fields when given.
 * An invalid link is a validation error with the link parser's own message; when no source answers,
 * `job_description_required` asks the user to paste the description, with the reason in details.
 * Facts the source lacks stay empty; nothing is guessed.
 */
import { stripControlCharacters } from '@jobapp/shared/text-fields';
import { AppError, messages, type JobDetails } from '@jobapp/shared';
import { parseJobUrl, type ParsedJobUrlOk } from '@jobapp/shared/jobs/job-url';
import { readPastedJob } from '@jobapp/shared/jobs/pasted-job';
import type { JobRequirements } from '@jobapp/shared/tailoring/job-requirements';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { compute } from '../../lib/compute/compute';
import { JobReadingCache } from './job-reading-cache';
import { fetchJobPage, jobPageUrl, MIN_DESCRIPTION_CHARS, type JobPageResult } from './job-page.service';
import { findCapturedPosting } from '../job-postings/job-postings.queries';

export interface ResolvedJob {
  details: JobDetails;
  /** Sanitised HTML of the description (safe to store and to show). */
  descriptionHtml: string;
  /** Read once, here, and carried to the engine. */
  requirements: JobRequirements;
}

/** Shown in details.jobDescription when a pasted description is too short to use. */
export const PASTED_TOO_SHORT = `Please paste the whole job description (at least ${MIN_DESCRIPTION_CHARS} characters).`;

/** The job title and company the user typed beside a pasted description (optional). */
export interface UserJobFacts {
  jobTitle?: string | undefined;
  company?: string | undefined;
}

/** One per process: readings are pure functions of their input (job-reading-cache.ts). */
const readings = new JobReadingCache();

interface Facts {
  title: string;
  company: string;
  location: string;
  description: { html: string } | { text: string };
  skills?: readonly string[];
  experience?: string | undefined;
  education?: string | undefined;
}

/**
 * Whatever the source (a capture, a fetched page, a paste), the job passes here: its texts lose NUL and
 * other control characters (PostgreSQL cannot store a NUL, and a page carrying one must not cost the
 * user their tailoring), and the description is sanitised, read into text and searched for the skills,
 * years and degree it states in the compute pool (job-text.ts), not on the event loop; a posting read
 * before (the same content) is not read again.
 */
async function toResolved(deps: Deps, userId: number, parsed: ParsedJobUrlOk, origin: JobDetails['origin'], facts: Facts): Promise<ResolvedJob> {
  const clean = (value: string | undefined) => stripControlCharacters(value ?? '').trim();
  const own = {
    skills: (facts.skills ?? []).map(clean).filter(Boolean),
    experience: clean(facts.experience),
    education: clean(facts.education),
  };
  const input = { title: clean(facts.title), company: clean(facts.company), description: facts.description, ...own };
  const read = await readings.read(input, (job) => compute('read-job', job, { log: deps.logger, owner: userId }));
  const { facts: shown, requirements } = read.reading;
  const details: JobDetails = {
    title: clean(facts.title),
    company: clean(facts.company),
    location: clean(facts.location),
    skills: shown.skills,
    experience: shown.experience,
    education: shown.education,
    description: read.description,
    origin,
    url: parsed.canonicalUrl,
    source: parsed.source,
  };
  return { details, descriptionHtml: read.descriptionHtml, requirements };
}

async function fromCapture(deps: Deps, userId: number, parsed: ParsedJobUrlOk, user: UserJobFacts): Promise<ResolvedJob | string> {
  const row = await findCapturedPosting(deps.db, { userId, canonicalUrl: parsed.canonicalUrl });
  if (!row) return 'no-capture';
  const resolved = await toResolved(deps, userId, parsed, 'capture', {
    title: row.title || user.jobTitle || '',
    company: row.company || user.company || '',
    location: row.location ?? '',
    description: { html: row.descriptionHtml ?? '' },
  });
  if (resolved.details.description.trim().length < MIN_DESCRIPTION_CHARS) return 'capture-without-description';
  return resolved;
}

async function fromPasted(deps: Deps, userId: number, parsed: ParsedJobUrlOk, pasted: string | undefined, user: UserJobFacts): Promise<ResolvedJob | string> {
  const text = (pasted ?? '').replace(/\r\n?/g, '\n').trim();
  if (text === '') return 'no-pasted-description';
  if (text.replace(/\s+/g, ' ').length < MIN_DESCRIPTION_CHARS) return 'pasted-description-too-short';
  const stated = user.jobTitle && user.company ? null : readPastedJob(text);
  return toResolved(deps, userId, parsed, 'pasted', {
    title: user.jobTitle || stated?.title || '',
    company: user.company || stated?.company || '',
    location: '',
    description: { text },
  });
}

/**
 * The job page's reading, or its recent failure when the user pasted the description after it failed
 * (lib/unreadable-pages.ts). An unexpected failure while reading (a parser bug, say) must not hide the
 * pasted text either.
 */
async function readPageUnlessKnownUnreadable(
  deps: Deps,
  parsed: ParsedJobUrlOk,
  jobDescription: string | undefined,
  log: Logger,
): Promise<JobPageResult | { ok: false; reason: 'error' }> {
  const url = jobPageUrl(deps.env, parsed);
  const known = jobDescription?.trim() ? deps.unreadablePages.recentFailure(url) : undefined;
  if (known) return { ok: false, reason: known };
  const page = await fetchJobPage(deps, parsed).catch((error: unknown) => {
    log.error({ err: error }, 'Reading the job page failed unexpectedly');
    return { ok: false as const, reason: 'error' as const };
  });
  if (page.ok) deps.unreadablePages.forget(url);
  else if (page.reason !== 'error') deps.unreadablePages.remember(url, page.reason);
  return page;
}

export async function resolveJobPosting(
  deps: Deps,
  input: { userId: number; jobUrl: string; jobDescription?: string | undefined } & UserJobFacts,
): Promise<ResolvedJob> {
  const parsed = parseJobUrl(input.jobUrl);
  if (!parsed.ok) throw new AppError('validation_failed', parsed.message, { jobUrl: parsed.message });
  const log = deps.logger.child({ jobUrl: parsed.canonicalUrl, userId: input.userId });

  const captured = await fromCapture(deps, input.userId, parsed, input);
  if (typeof captured !== 'string') {
    log.info({ jobSource: 'capture' }, 'Job posting from the extension capture');
    return captured;
  }

  const page = await readPageUnlessKnownUnreadable(deps, parsed, input.jobDescription, log);
  if (page.ok) {
    const job = page.job;
    log.info({ jobSource: 'fetch', capture: captured, strategy: job.strategy }, 'Job posting fetched from its page');
    return toResolved(deps, input.userId, parsed, 'fetch', {
      title: job.title || input.jobTitle || '',
      company: job.company || input.company || '',
      location: job.location,
      description: { html: job.descriptionHtml },
      skills: job.skills,
      experience: job.experience,
      education: job.education,
    });
  }

  const pasted = await fromPasted(deps, input.userId, parsed, input.jobDescription, input);
  if (typeof pasted !== 'string') {
    log.info({ jobSource: 'pasted', capture: captured, fetch: page.reason }, 'Job posting from the pasted description');
    return pasted;
  }

  log.warn({ capture: captured, fetch: page.reason, pasted }, 'No source could supply the job posting');
  const details: Record<string, string> = { reason: page.reason };
  if (pasted === 'pasted-description-too-short') details.jobDescription = PASTED_TOO_SHORT;
  throw new AppError('job_description_required', messages.jobDescriptionRequired, details);
}
