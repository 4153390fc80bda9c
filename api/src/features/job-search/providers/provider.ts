/**
 * What the LinkedIn and Indeed search providers share: the provider interface, fetching a search page
 * through `safeFetch` (LinkedIn/Indeed hosts or the configured origins only, DNS pinned, JOB_FETCH_TIMEOUT_MS,
 * 2 MB, a browser-like User-Agent), and turning what went wrong into the two answers a user can act on:
 * - 429 `search_limited` (searchLimitedMessage): the site answered 429, 999 (LinkedIn's refusal) or 403,
 *   or sent a bot check (Cloudflare and other challenges) or a sign-in wall instead of results;
 * - 503 `search_unavailable` (searchUnavailableMessage): time-out, network error, 5xx or any other
 *   failure to get the page.
 */
import { AppError, searchLimitedMessage, searchUnavailableMessage, type JobSearchResult, type JobSource } from '@jobapp/shared';
import { detectBlockedPage } from '@jobapp/shared/jobs/extract-job';
import { isIndeedHost, isLinkedInHost } from '@jobapp/shared/jobs/job-url';
import { JobFetchError, safeFetch } from '../../../lib/safe-fetch';
import type { Logger } from '../../../logger';
import type { AppEnv } from '../../../types';
import { parseHtmlDocument } from '../../../lib/html-document';

export interface SearchQuery {
  /** Trimmed, inner whitespace collapsed. */
  jobTitle: string;
  /** '' for anywhere. */
  location: string;
}

export interface ProviderContext {
  env: AppEnv;
  log: Logger;
}

export interface JobSearchProvider {
  readonly source: JobSource;
  /** The results (canonical URLs, at most MAX_SEARCH_RESULTS); throws AppError search_limited / search_unavailable. */
  searchJobs(query: SearchQuery, ctx: ProviderContext): Promise<JobSearchResult[]>;
}

/** At most this many results per search. */
export const MAX_SEARCH_RESULTS = 25;

const SITE_ORIGINS: Record<JobSource, string> = { linkedin: 'https://www.linkedin.com', indeed: 'https://www.indeed.com' };

/** The configured origin a source is fetched from (LINKEDIN_ORIGIN / INDEED_ORIGIN). */
export function sourceOrigin(env: AppEnv, source: JobSource): string {
  return new URL(source === 'linkedin' ? env.LINKEDIN_ORIGIN : env.INDEED_ORIGIN).origin;
}

/**
 * The fetched address as it is on the job site: a configured stand-in origin (a fixture server in tests)
 * is mapped back to the site, so page checks and job links see the real host. A real host (uk.indeed.com) stays.
 */
export function siteUrlOf(env: AppEnv, source: JobSource, fetchedUrl: string): string {
  const url = new URL(fetchedUrl);
  const isSiteHost = source === 'linkedin' ? isLinkedInHost(url.hostname) : isIndeedHost(url.hostname);
  if (isSiteHost || url.origin !== sourceOrigin(env, source)) return fetchedUrl;
  return `${SITE_ORIGINS[source]}${url.pathname}${url.search}`;
}


export function searchLimited(source: JobSource): AppError {
  return new AppError('search_limited', searchLimitedMessage(source));
}

export function searchUnavailable(source: JobSource): AppError {
  return new AppError('search_unavailable', searchUnavailableMessage(source));
}

/** Throws search_limited when a page that gave no results is a bot check or a sign-in wall. */
export function assertNotBlocked(doc: Document, siteUrl: string, source: JobSource, ctx: ProviderContext): void {
  const blocked = detectBlockedPage(doc, siteUrl);
  if (!blocked) return;
  ctx.log.warn({ jobSearchSource: source, blocked, url: siteUrl }, 'Job search source sent a blocking page');
  throw searchLimited(source);
}

const LIMITING_STATUSES = new Set([403, 429, 999]);

export interface SearchPage {
  html: string;
  /** The address on the job site (see siteUrlOf). */
  siteUrl: string;
}

/** GETs one search page; failures become search_limited / search_unavailable (see the module comment). */
export async function fetchSearchPage(source: JobSource, url: string, ctx: ProviderContext): Promise<SearchPage> {
  const { env } = ctx;
  try {
    const page = await safeFetch(url, {
      trustedOrigins: [env.LINKEDIN_ORIGIN, env.INDEED_ORIGIN],
      timeoutMs: env.JOB_FETCH_TIMEOUT_MS,
    });
    return { html: page.html, siteUrl: siteUrlOf(env, source, page.finalUrl) };
  } catch (error) {
    if (!(error instanceof JobFetchError)) throw error;
    const status = Number(/^http-(\d+)$/.exec(error.reason)?.[1] ?? NaN);
    const blocked = error.html ? detectBlockedPage(parseHtmlDocument(error.html), siteUrlOf(env, source, error.url)) : null;
    const limited = LIMITING_STATUSES.has(status) || blocked !== null;
    ctx.log.warn({ jobSearchSource: source, reason: error.reason, blocked, url: error.url }, 'Job search page could not be fetched');
    throw limited ? searchLimited(source) : searchUnavailable(source);
  }
}
