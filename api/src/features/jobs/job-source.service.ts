/**
 * The job posting behind a link or a pasted description (decisions D3, D12), from the first source that has it:
 * (a) the user's own capture by the browser extension (job_postings row) → origin 'capture';
 * (b) the description the user pasted (at least 50 characters of text) → origin 'pasted', named by the
 *     job title and company the user gave, else by those the text states (readPastedJob, issue 9).
 *     A pasted description is used as it is: the link is kept as given and never fetched (issue 26);
 * (c) the job fetched by the server → origin 'fetch': a Greenhouse, Lever, Ashby, Workday or
 *     SmartRecruiters posting from its JSON (job-board.service.ts), a LinkedIn or Indeed page, or any
 *     other http(s) page (its JobPosting, else its main text).
 * Any http(s) link is accepted, or none when the description is pasted. A source's own title and company
 * win; one it lacks is taken from the user's fields; when neither gives one, a validation error asks
 * for it by field (jobTitle, company). An invalid link is a validation error with the parser's message;
 * when no source answers, `job_description_required` asks the user to paste the description.
 * Facts the source lacks stay empty; nothing is guessed.
 */
import { stripControlCharacters } from '@jobapp/shared/text-fields';
import { AppError, messages, type JobDetails } from '@jobapp/shared';
import { parseAnyJobUrl, type AnyJobLink } from '@jobapp/shared/jobs/any-job-url';
import { parseJobUrl } from '@jobapp/shared/jobs/job-url';
import { readPastedJob } from '@jobapp/shared/jobs/pasted-job';
import type { ExtractedJob, JobTrackerFacts } from '@jobapp/shared/jobs/types';
import { assignFacts } from '@jobapp/shared/jobs/tracker-facts';
import type { JobRequirements } from '@jobapp/shared/tailoring/job-requirements';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { compute } from '../../lib/compute/compute';
import { JobReadingCache } from './job-reading-cache';
import { fetchJobPage, fetchOtherJobPage, MIN_DESCRIPTION_CHARS, type JobPageResult } from './job-page.service';
import { fetchBoardJob } from './job-board.service';
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

/** Field messages when neither the source nor the user names the job. */
export const JOB_TITLE_NEEDED = 'Please enter the job title (the posting does not state it)';
export const COMPANY_NEEDED = 'Please enter the company name (the posting does not state it)';

/** One per process: readings are pure functions of their input (job-reading-cache.ts). */
const readings = new JobReadingCache();

interface Facts extends JobTrackerFacts {
  title: string;
  company: string;
  location: string;
  description: { html: string } | { text: string };
  skills?: readonly string[];
  experience?: string | undefined;
  education?: string | undefined;
}

/** The link as resolved: its board and the form kept; null when only a description was pasted. */
type Link = AnyJobLink | null;

/**
 * Checks the job input before any work: a link must be an http(s) URL; without one, a description
 * must be pasted. Returns the parsed link (null when none was given).
 */
export function checkJobInput(input: { jobUrl?: string | undefined; jobDescription?: string | undefined }): Link {
  const text = (input.jobUrl ?? '').trim();
  if (text === '') {
    if ((input.jobDescription ?? '').trim() !== '') return null;
    throw new AppError('validation_failed', messages.jobUrlMissing, { jobUrl: messages.jobUrlMissing });
  }
  const parsed = parseAnyJobUrl(text);
  if (!parsed.ok) throw new AppError('validation_failed', parsed.message, { jobUrl: parsed.message });
  return parsed;
}

/** A validation error naming each of title and company that nobody gave. */
function requireNamed(title: string, company: string): void {
  const details: Record<string, string> = {};
  if (!title) details.jobTitle = JOB_TITLE_NEEDED;
  if (!company) details.company = COMPANY_NEEDED;
  const missing = Object.values(details);
  if (missing.length === 0) return;
  const message = missing.length === 2 ? 'Please enter the job title and the company name' : (missing[0] ?? '');
  throw new AppError('validation_failed', message, details);
}

/**
 * Whatever the source (a capture, a fetched page, a paste), the job passes here: its texts lose NUL and
 * other control characters (PostgreSQL cannot store a NUL, and a page carrying one must not cost the
 * user their tailoring), and the description is sanitised, read into text and searched for the skills,
 * years and degree it states in the compute pool (job-text.ts), not on the event loop; a posting read
 * before (the same content) is not read again.
 */
async function toResolved(deps: Deps, userId: number, link: Link, origin: JobDetails['origin'], facts: Facts): Promise<ResolvedJob> {
  const clean = (value: string | undefined) => stripControlCharacters(value ?? '').trim();
  requireNamed(clean(facts.title), clean(facts.company));
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
    url: link?.canonicalUrl ?? '',
    source: link?.board ?? 'other',
  };
  assignFacts(details, facts);
  return { details, descriptionHtml: read.descriptionHtml, requirements };
}

async function fromCapture(deps: Deps, userId: number, link: Link, user: UserJobFacts): Promise<ResolvedJob | string> {
  if (!link) return 'no-link';
  const row = await findCapturedPosting(deps.db, { userId, canonicalUrl: link.canonicalUrl });
  if (!row) return 'no-capture';
  if ((row.descriptionHtml ?? '').trim() === '') return 'capture-without-description';
  const resolved = await toResolved(deps, userId, link, 'capture', {
    title: row.title || user.jobTitle || '',
    company: row.company || user.company || '',
    location: row.location ?? '',
    description: { html: row.descriptionHtml ?? '' },
  });
  if (resolved.details.description.trim().length < MIN_DESCRIPTION_CHARS) return 'capture-without-description';
  return resolved;
}

async function fromPasted(deps: Deps, userId: number, link: Link, pasted: string | undefined, user: UserJobFacts): Promise<ResolvedJob | string> {
  const text = (pasted ?? '').replace(/\r\n?/g, '\n').trim();
  if (text === '') return 'no-pasted-description';
  if (text.replace(/\s+/g, ' ').length < MIN_DESCRIPTION_CHARS) return 'pasted-description-too-short';
  const stated = user.jobTitle && user.company ? null : readPastedJob(text);
  return toResolved(deps, userId, link, 'pasted', {
    title: user.jobTitle || stated?.title || '',
    company: user.company || stated?.company || '',
    location: '',
    description: { text },
  });
}

/** The job fetched from its link: a board's JSON, a LinkedIn or Indeed page, or any other page. */
function fetchJob(deps: Deps, link: AnyJobLink): Promise<JobPageResult> {
  if (link.boardLink) return fetchBoardJob(deps, link.boardLink);
  const known = parseJobUrl(link.canonicalUrl);
  if (known.ok) return fetchJobPage(deps, known);
  return fetchOtherJobPage(deps, link.canonicalUrl);
}

/** An unexpected failure while reading (a parser bug, say) is a reason like any other. */
async function readJob(deps: Deps, link: AnyJobLink, log: Logger): Promise<JobPageResult | { ok: false; reason: 'error' }> {
  return fetchJob(deps, link).catch((error: unknown) => {
    log.error({ err: error }, 'Reading the job page failed unexpectedly');
    return { ok: false as const, reason: 'error' as const };
  });
}

function fetchedFacts(job: ExtractedJob, user: UserJobFacts): Facts {
  const facts: Facts = {
    title: job.title || user.jobTitle || '',
    company: job.company || user.company || '',
    location: job.location,
    description: { html: job.descriptionHtml },
    skills: job.skills,
    experience: job.experience,
    education: job.education,
  };
  assignFacts(facts, job);
  return facts;
}

export async function resolveJobPosting(
  deps: Deps,
  input: { userId: number; jobUrl?: string | undefined; jobDescription?: string | undefined } & UserJobFacts,
): Promise<ResolvedJob> {
  const link = checkJobInput(input);
  const log = deps.logger.child({ jobUrl: link?.canonicalUrl ?? null, userId: input.userId });

  const captured = await fromCapture(deps, input.userId, link, input);
  if (typeof captured !== 'string') {
    log.info({ jobSource: 'capture' }, 'Job posting from the extension capture');
    return captured;
  }

  // A pasted description is the job: the link is kept as given and not fetched (issue 26).
  if ((input.jobDescription ?? '').trim() !== '' || !link) {
    const pasted = await fromPasted(deps, input.userId, link, input.jobDescription, input);
    if (typeof pasted !== 'string') {
      log.info({ jobSource: 'pasted', capture: captured }, 'Job posting from the pasted description');
      return pasted;
    }
    log.info({ capture: captured, pasted }, 'The pasted description cannot be used');
    throw new AppError('job_description_required', messages.jobDescriptionRequired, { reason: pasted, jobDescription: PASTED_TOO_SHORT });
  }

  const page = await readJob(deps, link, log);
  if (page.ok) {
    log.info({ jobSource: 'fetch', board: link.board, capture: captured, strategy: page.job.strategy }, 'Job posting fetched from its page');
    return toResolved(deps, input.userId, link, 'fetch', fetchedFacts(page.job, input));
  }
  log.warn({ capture: captured, fetch: page.reason, board: link.board }, 'No source could supply the job posting');
  throw new AppError('job_description_required', messages.jobDescriptionRequired, { reason: page.reason });
}
