/**
 * Reading one source for a job-alert run (issue 25, section 3): a saved search on LinkedIn (the guest
 * search, at most MAX_LINKEDIN_PAGES pages) or Indeed (one page), or a company board's listing
 * (Greenhouse, Lever, Ashby: one GET; Workday: its listing POSTed a page of 20 at a time, at most 5).
 *
 * A refusal (429, 403, LinkedIn's 999, a bot check) or an unreachable source is tried again with
 * back-off (`p-retry`, JOB_ALERT_RETRY_MS then twice that); if it still fails, the run goes on with what it read and
 * the digest names the source. The next run reads it again. Fetching goes through the safe fetcher
 * (public addresses, pinned DNS, time and size limits), with the configured stand-in origins trusted.
 */
import { AppError } from '@jobapp/shared';
import { MAX_LINKEDIN_PAGES, type BoardFetch, type SearchFetch, type SourceFetch } from '@jobapp/shared/job-alerts/digest';
import { readBoardListing } from '@jobapp/shared/job-alerts/board-listings';
import { recogniseCompanyBoard } from '@jobapp/shared/job-alerts/board-url';
import type { AlertPosting } from '@jobapp/shared/job-alerts/posting';
import { parseIndeedSearch, parseLinkedInGuestSearch } from '@jobapp/shared/jobs/search-results';
import { parseJobUrl } from '@jobapp/shared/jobs/job-url';
import type { JobSearchResult } from '@jobapp/shared/jobs/types';
import pRetry from 'p-retry';
import { parseHtmlDocument } from '../../lib/html-document';
import { JobFetchError, safeFetch } from '../../lib/safe-fetch';
import type { Logger } from '../../logger';
import type { AppEnv } from '../../types';
import { boardFetchUrl } from '../jobs/job-board.service';
import { fetchJobPage, type PageDeps } from '../jobs/job-page.service';
import { indeedSearchUrl } from '../job-search/providers/indeed.provider';
import { linkedInDocument, linkedInSearchUrl } from '../job-search/providers/linkedin.provider';
import { assertNotBlocked, fetchSearchPage, sourceOrigin } from '../job-search/providers/provider';

export interface SourceReadOptions {
  env: AppEnv;
  log: Logger;
  /** Retries after the first try (default 2). */
  retries?: number;
}

export interface SourceRead {
  postings: AlertPosting[];
  /** The source refused us or could not be reached, after the retries (what was read before is kept). */
  failed: boolean;
}

const WORKDAY_PAGE = 20;
const WORKDAY_PAGES = 5;

/** A refusal or a failure a later try may get past (AppError search_limited / search_unavailable, a failed fetch). */
class SourceFailed extends Error {}

function withRetries<T>(read: () => Promise<T>, options: SourceReadOptions, what: string): Promise<T> {
  return pRetry(read, {
    retries: options.retries ?? 2,
    minTimeout: options.env.JOB_ALERT_RETRY_MS,
    factor: 2,
    randomize: true,
    shouldRetry: ({ error }) => error instanceof SourceFailed,
    onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
      options.log.warn({ source: what, attempt: attemptNumber, retriesLeft, reason: error.message }, 'Job alert source read failed');
    },
  });
}

function asFailure(error: unknown): never {
  if (error instanceof AppError && (error.code === 'search_limited' || error.code === 'search_unavailable')) throw new SourceFailed(error.code);
  if (error instanceof JobFetchError) throw new SourceFailed(error.reason);
  throw error;
}

function fromSearchResult(result: JobSearchResult): AlertPosting {
  return {
    source: result.source,
    title: result.title,
    company: result.company,
    location: result.location,
    canonicalUrl: result.url,
    requisitionId: null,
    description: result.description,
    salary: result.salary ?? '',
    datePosted: result.datePosted,
    validThrough: null,
  };
}

/** LinkedIn's guest search with the alert's filters: f_WT=2 remote, f_TPR posted within (seconds). */
export function linkedInAlertUrl(env: AppEnv, fetch: SearchFetch, start: number): string {
  const url = new URL(linkedInSearchUrl(sourceOrigin(env, 'linkedin'), { jobTitle: fetch.title, location: fetch.location }, start));
  if (fetch.remote) url.searchParams.set('f_WT', '2');
  url.searchParams.set('f_TPR', `r${fetch.postedWithinDays * 86_400}`);
  return url.toString();
}

/** Indeed's search with the alert's filters: fromage (days), and "remote" as the place when it asks for remote work and names none. */
export function indeedAlertUrl(env: AppEnv, fetch: SearchFetch): string {
  const location = fetch.remote && !fetch.location ? 'remote' : fetch.location;
  const url = new URL(indeedSearchUrl(sourceOrigin(env, 'indeed'), { jobTitle: fetch.title, location }));
  url.searchParams.set('fromage', String(fetch.postedWithinDays));
  return url.toString();
}

async function readLinkedIn(fetch: SearchFetch, options: SourceReadOptions): Promise<SourceRead> {
  const ctx = { env: options.env, log: options.log };
  const postings: AlertPosting[] = [];
  const seen = new Set<string>();
  let start = 0;
  for (let page = 0; page < MAX_LINKEDIN_PAGES; page++) {
    let results: JobSearchResult[];
    try {
      results = await withRetries(
        async () => {
          try {
            const fetched = await fetchSearchPage('linkedin', linkedInAlertUrl(options.env, fetch, start), ctx);
            const doc = linkedInDocument(fetched.html);
            const found = parseLinkedInGuestSearch(doc);
            if (found.length === 0 && page === 0) assertNotBlocked(doc, fetched.siteUrl, 'linkedin', ctx);
            return found;
          } catch (error) {
            return asFailure(error);
          }
        },
        options,
        'linkedin',
      );
    } catch (error) {
      if (error instanceof SourceFailed) return { postings, failed: true };
      throw error;
    }
    const fresh = results.filter((r) => !seen.has(r.id));
    if (fresh.length === 0) break;
    for (const result of fresh) {
      seen.add(result.id);
      postings.push(fromSearchResult(result));
    }
    start += results.length;
  }
  return { postings, failed: false };
}

async function readIndeed(fetch: SearchFetch, options: SourceReadOptions): Promise<SourceRead> {
  const ctx = { env: options.env, log: options.log };
  try {
    const results = await withRetries(
      async () => {
        try {
          const fetched = await fetchSearchPage('indeed', indeedAlertUrl(options.env, fetch), ctx);
          const doc = parseHtmlDocument(fetched.html);
          const found = parseIndeedSearch(doc, fetched.siteUrl);
          if (found.length === 0) assertNotBlocked(doc, fetched.siteUrl, 'indeed', ctx);
          return found;
        } catch (error) {
          return asFailure(error);
        }
      },
      options,
      'indeed',
    );
    return { postings: results.map(fromSearchResult), failed: false };
  } catch (error) {
    if (error instanceof SourceFailed) return { postings: [], failed: true };
    throw error;
  }
}

async function getJson(url: string, options: SourceReadOptions, jsonBody?: string): Promise<unknown> {
  const trusted = Object.values(options.env.JOB_BOARD_ORIGINS).filter((o): o is string => Boolean(o));
  try {
    const page = await safeFetch(url, {
      trustedOrigins: trusted,
      timeoutMs: options.env.JOB_FETCH_TIMEOUT_MS,
      anyPublicHost: true,
      accept: 'application/json',
      ...(jsonBody === undefined ? {} : { jsonBody }),
    });
    return JSON.parse(page.html) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) throw new SourceFailed('not-json');
    return asFailure(error);
  }
}

/** A board's listing, unfiltered: each watch of the board keeps its own titles. */
async function readBoard(fetch: BoardFetch, options: SourceReadOptions): Promise<SourceRead> {
  const board = recogniseCompanyBoard(fetch.boardUrl);
  if (!board) return { postings: [], failed: true };
  const url = boardFetchUrl(options.env, board.board, board.listUrl);
  try {
    if (board.board !== 'workday') {
      const json = await withRetries(() => getJson(url, options), options, board.board);
      return { postings: readBoardListing(board, json), failed: false };
    }
    const all: unknown[] = [];
    for (let page = 0; page < WORKDAY_PAGES; page++) {
      const body = JSON.stringify({ appliedFacets: {}, limit: WORKDAY_PAGE, offset: page * WORKDAY_PAGE, searchText: '' });
      const json = await withRetries(() => getJson(url, options, body), options, board.board);
      const postings = (json as { jobPostings?: unknown }).jobPostings;
      const items = Array.isArray(postings) ? postings : [];
      all.push(...items);
      const total = Number((json as { total?: unknown }).total);
      if (items.length < WORKDAY_PAGE || (Number.isFinite(total) && all.length >= total)) break;
    }
    return { postings: readBoardListing(board, { jobPostings: all }), failed: false };
  } catch (error) {
    if (error instanceof SourceFailed) return { postings: [], failed: true };
    throw error;
  }
}

/** Runs `work` over `items`, `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/** Posting pages read per source and run, at most (LinkedIn and Indeed; the rest of a run's postings go unscored). */
export const MAX_PAGE_READS = 100;
const PAGES_AT_ONCE = 2;
/** A description shorter than this (a search card's snippet) is read from the posting's page. */
const SHORT_DESCRIPTION = 100;

/**
 * The postings' descriptions from their pages (LinkedIn and Indeed search cards have none, or a snippet),
 * each link once, two at a time, at most MAX_PAGE_READS a source; a source that refuses a page is not
 * asked again this run. Answers the postings read, by canonical link; the others stay as they were.
 */
export async function describePostings(deps: PageDeps, postings: readonly AlertPosting[]): Promise<Map<string, AlertPosting>> {
  const wanted = new Map<string, AlertPosting>();
  const perSource = new Map<string, number>();
  for (const posting of postings) {
    if (posting.description.length >= SHORT_DESCRIPTION || wanted.has(posting.canonicalUrl)) continue;
    const count = perSource.get(posting.source) ?? 0;
    if ((posting.source !== 'linkedin' && posting.source !== 'indeed') || count >= MAX_PAGE_READS) continue;
    perSource.set(posting.source, count + 1);
    wanted.set(posting.canonicalUrl, posting);
  }
  const refused = new Set<string>();
  const described = new Map<string, AlertPosting>();
  await eachLimited([...wanted.values()], PAGES_AT_ONCE, async (posting) => {
    if (refused.has(posting.source)) return;
    const parsed = parseJobUrl(posting.canonicalUrl);
    if (!parsed.ok) return;
    const page = await fetchJobPage(deps, parsed);
    if (!page.ok) {
      if (/^(http-(403|429|999)|sign-in-wall|bot-check|captcha)/.test(page.reason)) refused.add(posting.source);
      return;
    }
    described.set(posting.canonicalUrl, {
      ...posting,
      description: page.job.descriptionText,
      validThrough: posting.validThrough ?? page.job.validThrough ?? null,
      requisitionId: posting.requisitionId ?? page.job.requisitionId ?? null,
    });
  });
  return described;
}

export function readSource(fetch: SourceFetch, options: SourceReadOptions): Promise<SourceRead> {
  if (fetch.kind === 'board') return readBoard(fetch, options);
  return fetch.source === 'linkedin' ? readLinkedIn(fetch, options) : readIndeed(fetch, options);
}
