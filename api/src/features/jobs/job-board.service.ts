/**
 * Job boards with a public JSON API (Greenhouse, Lever, Ashby, Workday, SmartRecruiters; decision D12):
 * the posting is read from its JSON (shared `readBoardJson`), fetched through the safe fetcher (public
 * addresses only, pinned DNS, the same time and size limits as job pages). Lever and Ashby do not name
 * the company in their JSON: it, and any other fact the JSON lacks, is read from the posting's page.
 * When the JSON cannot be had or read, the page alone is read.
 *
 * JOB_BOARD_ORIGINS points a board's hosts (its API and its pages) at another origin, path and query
 * kept: tests' loopback stand-ins. Those origins are the only non-public addresses fetched here.
 */
import { readBoardJson, type BoardLink } from '@jobapp/shared/jobs/boards/index';
import { htmlToText } from '@jobapp/shared/jobs/html-text';
import { fillFacts } from '@jobapp/shared/jobs/tracker-facts';
import type { ExtractedJob, PartialJob } from '@jobapp/shared/jobs/types';
import type { AppEnv, Deps } from '../../types';
import { JobFetchError, safeFetch } from '../../lib/safe-fetch';
import { MIN_DESCRIPTION_CHARS, readJobPageAt, type FetchJobPageOptions, type JobPageResult } from './job-page.service';

/** Where a board URL is fetched from: the configured stand-in origin (path and query kept), else itself. */
export function boardFetchUrl(env: AppEnv, board: BoardLink['board'], url: string): string {
  const origin = env.JOB_BOARD_ORIGINS[board];
  if (!origin) return url;
  const parsed = new URL(url);
  return `${origin}${parsed.pathname}${parsed.search}`;
}

function trustedOrigins(env: AppEnv): string[] {
  return Object.values(env.JOB_BOARD_ORIGINS).filter((o): o is string => Boolean(o));
}

type JsonResult = { ok: true; json: unknown } | { ok: false; reason: Extract<JobPageResult, { ok: false }>['reason'] };

async function fetchJson(deps: Deps, url: string, options: FetchJobPageOptions): Promise<JsonResult> {
  try {
    const page = await safeFetch(url, {
      trustedOrigins: trustedOrigins(deps.env),
      timeoutMs: deps.env.JOB_FETCH_TIMEOUT_MS,
      anyPublicHost: true,
      accept: 'application/json',
      ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    });
    return { ok: true, json: JSON.parse(page.html) as unknown };
  } catch (error) {
    if (error instanceof JobFetchError) return { ok: false, reason: error.reason };
    if (error instanceof SyntaxError) return { ok: false, reason: 'no-job-found' };
    throw error;
  }
}

function readPage(deps: Deps, link: BoardLink, options: FetchJobPageOptions): Promise<JobPageResult> {
  const url = boardFetchUrl(deps.env, link.board, link.canonicalUrl);
  const fetched = new URL(url);
  const canonical = new URL(link.canonicalUrl);
  // A stand-in's address is read as the board's own, so the extractor knows the site.
  const siteUrl = (finalUrl: string) => {
    const final = new URL(finalUrl);
    return final.origin === fetched.origin ? `${canonical.origin}${final.pathname}${final.search}` : finalUrl;
  };
  return readJobPageAt(deps, url, { siteUrl, trustedOrigins: trustedOrigins(deps.env), anyPublicHost: true }, options);
}

function toExtracted(link: BoardLink, part: PartialJob): ExtractedJob {
  const descriptionHtml = part.descriptionHtml ?? '';
  const job: ExtractedJob = {
    title: part.title ?? '',
    company: part.company ?? '',
    location: part.location ?? '',
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    datePosted: part.datePosted ?? null,
    skills: part.skills ?? [],
    source: 'other',
    canonicalUrl: link.canonicalUrl,
    strategy: 'board-api',
    board: link.board,
  };
  if (part.employmentType) job.employmentType = part.employmentType;
  fillFacts(job, part);
  return job;
}

/** Reads a board posting: its JSON first, its page for what the JSON lacks (or for all of it). */
export async function fetchBoardJob(deps: Deps, link: BoardLink, options: FetchJobPageOptions = {}): Promise<JobPageResult> {
  const api = await fetchJson(deps, boardFetchUrl(deps.env, link.board, link.apiUrl), options);
  const part = api.ok ? readBoardJson(link, api.json) : null;
  if (!part) {
    const page = await readPage(deps, link, options);
    if (page.ok) return { ok: true, job: { ...page.job, board: link.board, canonicalUrl: link.canonicalUrl }, finalUrl: page.finalUrl };
    return api.ok ? page : { ok: false, reason: api.reason };
  }
  const job = toExtracted(link, part);
  if (!job.company) {
    const page = await readPage(deps, link, options);
    if (page.ok) {
      job.company = page.job.company;
      if (!job.location) job.location = page.job.location;
      fillFacts(job, page.job);
    } else {
      deps.logger.info({ board: link.board, reason: page.reason }, 'Board posting page unreadable; company left to the user');
    }
  }
  if (job.descriptionText.trim().length < MIN_DESCRIPTION_CHARS) return { ok: false, reason: 'no-description' };
  return { ok: true, job, finalUrl: link.canonicalUrl };
}
