// The shared extractor is typed against the DOM (it runs in browsers too); linkedom gives it a Document.
/**
 * Reads a job posting from its page on the server (decision D3, source "fetch").
 *
 * The canonical URL is fetched from the configured origin (LINKEDIN_ORIGIN / INDEED_ORIGIN: the real
 * sites in production, fixture servers in tests) through `safeFetch`. The page is parsed with linkedom
 * and read by the shared extractor under its real address (a configured origin is mapped back to the
 * job site), so sign-in walls and bot checks are recognised the same way the extension recognises them.
 * Any other page is read the same way from its own address (`fetchOtherJobPage`, decision D12); the
 * boards with a public JSON API are read in job-board.service.ts.
 * Failures are answered as a reason, not thrown: the caller asks for the pasted description.
 */
import { extractJobPosting, detectBlockedPage, type ExtractedJob } from '@jobapp/shared/jobs/extract-job';
import type { ParsedJobUrlOk } from '@jobapp/shared/jobs/job-url';
import type { AppEnv, Deps } from '../../types';
import { JobFetchError, safeFetch, type ResolveHost } from '../../lib/safe-fetch';
import type { JobPageFailure } from '../../lib/unreadable-pages';
import { parseHtmlDocument } from '../../lib/html-document';

export const DEFAULT_LINKEDIN_ORIGIN = 'https://www.linkedin.com';
export const DEFAULT_INDEED_ORIGIN = 'https://www.indeed.com';

/** Fewer characters of description text than this is not a posting we can tailor to. */
export const MIN_DESCRIPTION_CHARS = 50;

export type { JobPageFailure };

export type JobPageResult =
  | { ok: true; job: ExtractedJob; finalUrl: string }
  | { ok: false; reason: JobPageFailure; finalUrl?: string };

function configuredOrigin(env: AppEnv, parsed: ParsedJobUrlOk): { origin: string; isDefault: boolean } {
  const origin = parsed.source === 'linkedin' ? env.LINKEDIN_ORIGIN : env.INDEED_ORIGIN;
  const fallback = parsed.source === 'linkedin' ? DEFAULT_LINKEDIN_ORIGIN : DEFAULT_INDEED_ORIGIN;
  return { origin: new URL(origin).origin, isDefault: new URL(origin).origin === fallback };
}

/**
 * Where a canonical job URL is fetched from. With the default origins this is the canonical URL
 * itself (an Indeed country site such as uk.indeed.com stays); otherwise the configured origin with
 * the canonical path and query.
 */
export function jobPageUrl(env: AppEnv, parsed: ParsedJobUrlOk): string {
  const { origin, isDefault } = configuredOrigin(env, parsed);
  if (isDefault) return parsed.canonicalUrl;
  const canonical = new URL(parsed.canonicalUrl);
  return `${origin}${canonical.pathname}${canonical.search}`;
}

/** The fetched page's address as seen on the job site: a configured origin is mapped back. */
export function sitePageUrl(env: AppEnv, parsed: ParsedJobUrlOk, finalUrl: string): string {
  const { origin, isDefault } = configuredOrigin(env, parsed);
  const url = new URL(finalUrl);
  if (isDefault || url.origin !== origin) return finalUrl;
  return `${new URL(parsed.canonicalUrl).origin}${url.pathname}${url.search}`;
}


/** What reading a job page needs of the app's dependencies (the alert digest reads pages outside a request). */
export type PageDeps = Pick<Deps, 'env' | 'clock' | 'logger'>;

export interface FetchJobPageOptions {
  /** For tests: name resolution used by safeFetch. */
  resolveHost?: ResolveHost;
}

/** How one page is fetched and how its address reads on its own site. */
interface PageFetch {
  /** The page's address as seen on its site (a stand-in origin mapped back). */
  siteUrl: (finalUrl: string) => string;
  trustedOrigins: readonly string[];
  anyPublicHost?: boolean;
}

/**
 * Fetches one page and reads the posting from it. The description HTML comes back as the page has it:
 * it is sanitised and read into text once, in the compute pool ('read-job', job-text.ts), not here on
 * the event loop; the extractor's own text says whether there is a description at all.
 */
export async function readJobPageAt(deps: PageDeps, url: string, how: PageFetch, options: FetchJobPageOptions = {}): Promise<JobPageResult> {
  const { env } = deps;
  let page;
  try {
    page = await safeFetch(url, {
      trustedOrigins: how.trustedOrigins,
      timeoutMs: env.JOB_FETCH_TIMEOUT_MS,
      ...(how.anyPublicHost ? { anyPublicHost: true } : {}),
      ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    });
  } catch (error) {
    if (!(error instanceof JobFetchError)) throw error;
    // A bot check or sign-in page often comes with 403/999: name it rather than the status.
    const blocked = error.html ? detectBlockedPage(parseHtmlDocument(error.html), how.siteUrl(error.url)) : null;
    return { ok: false, reason: blocked ?? error.reason, finalUrl: error.url };
  }
  const pageUrl = how.siteUrl(page.finalUrl);
  const doc = parseHtmlDocument(page.html);
  const blocked = detectBlockedPage(doc, pageUrl);
  if (blocked) return { ok: false, reason: blocked, finalUrl: page.finalUrl };
  const job = extractJobPosting(doc, pageUrl, { now: deps.clock() });
  if (!job) return { ok: false, reason: 'no-job-found', finalUrl: page.finalUrl };
  if (job.descriptionText.trim().length < MIN_DESCRIPTION_CHARS) {
    return { ok: false, reason: 'no-description', finalUrl: page.finalUrl };
  }
  return { ok: true, job, finalUrl: page.finalUrl };
}

function readJobPage(deps: PageDeps, parsed: ParsedJobUrlOk, url: string, options: FetchJobPageOptions): Promise<JobPageResult> {
  const { env } = deps;
  return readJobPageAt(
    deps,
    url,
    { siteUrl: (finalUrl) => sitePageUrl(env, parsed, finalUrl), trustedOrigins: [env.LINKEDIN_ORIGIN, env.INDEED_ORIGIN] },
    options,
  );
}

/**
 * Any other job page (decision D12): a company career site or a board without a JSON API, fetched
 * through the same safe fetcher (public addresses only, the same time and size limits) and read from
 * its JobPosting (JSON-LD, microdata) or, failing that, its main text.
 */
export function fetchOtherJobPage(deps: PageDeps, url: string, options: FetchJobPageOptions = {}): Promise<JobPageResult> {
  const { env } = deps;
  return readJobPageAt(
    deps,
    url,
    { siteUrl: (finalUrl) => finalUrl, trustedOrigins: env.JOB_PAGE_TRUSTED_ORIGINS, anyPublicHost: true },
    options,
  );
}

/**
 * LinkedIn's public guest endpoint for one posting. It answers the same guest markup as the job page
 * (top card and description) and is often served where the job page itself shows servers a sign-in wall.
 */
export function linkedInGuestPostingUrl(env: AppEnv, parsed: ParsedJobUrlOk): string {
  return `${configuredOrigin(env, parsed).origin}/jobs-guest/jobs/api/jobPosting/${parsed.jobId}`;
}

/** Failures of the LinkedIn job page worth a second try through the guest endpoint (not a 404: gone). */
function worthGuestRetry(reason: string): boolean {
  return reason === 'sign-in-wall' || reason === 'no-job-found' || /^http-(403|429|999)$/.test(reason);
}

/**
 * Fetches and reads the posting from its page; for LinkedIn, when the page is walled or unreadable,
 * once more from the guest endpoint. The first failure is reported when both fail.
 */
export async function fetchJobPage(deps: PageDeps, parsed: ParsedJobUrlOk, options: FetchJobPageOptions = {}): Promise<JobPageResult> {
  const first = await readJobPage(deps, parsed, jobPageUrl(deps.env, parsed), options);
  if (first.ok || parsed.source !== 'linkedin' || !worthGuestRetry(first.reason)) return first;
  const guest = await readJobPage(deps, parsed, linkedInGuestPostingUrl(deps.env, parsed), options);
  if (guest.ok) deps.logger.info({ firstReason: first.reason }, 'Job page walled; read from the LinkedIn guest endpoint');
  return guest.ok ? guest : first;
}

