/**
 * Job links as people paste them (decision D3): recognise LinkedIn and Indeed job postings in their
 * usual forms and reduce each to one canonical URL per posting.
 *
 * Canonical forms:
 * - LinkedIn: `https://www.linkedin.com/jobs/view/{id}/`. LinkedIn job ids are global, so the country
 *   subdomain (`de.linkedin.com`) is dropped.
 * - Indeed: `https://{host}/viewjob?jk={jk}` where host is the country site the link came from
 *   (`uk.indeed.com`), or `www.indeed.com` for `www.`, `m.` and bare `indeed.com`. An Indeed job key
 *   belongs to one country site, so the country host is kept.
 *
 * Accepted hosts: `linkedin.com` / `indeed.com`, and one subdomain label that is `www`, `m` or a
 * two-letter country code (`uk.indeed.com`, `de.linkedin.com`). Country top-level domains
 * (`indeed.co.uk`, `linkedin.cn`) are not accepted: Indeed redirects them to `<cc>.indeed.com`.
 * Rejected: other schemes, user info (`https://linkedin.com@evil.com/…`, `https://u:p@www.linkedin.com/…`),
 * explicit non-default ports, look-alike hosts and IP addresses.
 *
 * This module has no dependencies beyond `../messages` (zod is only used by the schema, which bundlers
 * drop when it is not imported), so content scripts can use it.
 */
import { z } from 'zod';
import { messages } from '../messages';

export type JobSource = 'linkedin' | 'indeed';

export interface ParsedJobUrlOk {
  ok: true;
  source: JobSource;
  /** LinkedIn: the numeric posting id. Indeed: the 16-hex-digit job key (lower case). */
  jobId: string;
  canonicalUrl: string;
}
export interface ParsedJobUrlError {
  ok: false;
  message: string;
}
export type ParsedJobUrl = ParsedJobUrlOk | ParsedJobUrlError;

/** How the link reached the posting: a page showing it, or a link on to it (Indeed `/rc/clk`, `/pagead/clk`, `/company/…/jobs/…`). */
type LinkKind = 'page' | 'redirect';
interface JobUrlMatch {
  source: JobSource;
  jobId: string;
  canonicalUrl: string;
  kind: LinkKind;
}

const LINKEDIN_HOST_RE = /^(?:(?:www|m|[a-z]{2})\.)?linkedin\.com$/;
const INDEED_HOST_RE = /^(?:(?:www|m|[a-z]{2})\.)?indeed\.com$/;

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** True for `linkedin.com`, `www.`/`m.`/country (`de.`) subdomains of it; false for look-alikes. */
export function isLinkedInHost(host: string): boolean {
  return LINKEDIN_HOST_RE.test(normaliseHost(host));
}

/** True for `indeed.com`, `www.`/`m.`/country (`uk.`) subdomains of it; false for look-alikes. */
export function isIndeedHost(host: string): boolean {
  return INDEED_HOST_RE.test(normaliseHost(host));
}

function toUrl(input: string | URL): URL | null {
  if (input instanceof URL) return input;
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** True when the URL is http(s) on the default port without user info. */
function isPlainWebUrl(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.port === '' && url.username === '' && url.password === '';
}

/** `'linkedin'` or `'indeed'` when the URL (string or URL) is an http(s) URL on one of their hosts; else null. */
export function jobSourceOf(url: string | URL): JobSource | null {
  const parsed = toUrl(url);
  if (!parsed || !isPlainWebUrl(parsed)) return null;
  if (isLinkedInHost(parsed.hostname)) return 'linkedin';
  if (isIndeedHost(parsed.hostname)) return 'indeed';
  return null;
}

const LINKEDIN_ID_RE = /^\d{1,19}$/;
const INDEED_JK_RE = /^[0-9a-f]{16}$/i;

function linkedInCanonical(id: string): string {
  return `https://www.linkedin.com/jobs/view/${id}/`;
}

function indeedCanonicalHost(hostname: string): string {
  const host = normaliseHost(hostname);
  const label = host.split('.').length === 3 ? host.split('.')[0] : undefined;
  return label && label !== 'www' && label !== 'm' ? host : 'www.indeed.com';
}

function matchLinkedIn(url: URL): JobUrlMatch | null {
  const path = url.pathname.replace(/\/{2,}/g, '/');
  // /jobs/view/{id}, /jobs/view/{slug}-{id}, /comm/jobs/view/{id} (e-mail links), guest API /jobs-guest/jobs/api/jobPosting/{id}
  const view =
    /^\/(?:comm\/)?jobs\/view\/(?:[^/]*-)?(\d+)\/?$/i.exec(path) ?? /^\/jobs-guest\/jobs\/api\/jobPosting\/(\d+)\/?$/i.exec(path);
  if (view?.[1] && LINKEDIN_ID_RE.test(view[1])) {
    return { source: 'linkedin', jobId: view[1], canonicalUrl: linkedInCanonical(view[1]), kind: 'page' };
  }
  // /jobs/search/?currentJobId=, /jobs/collections/{name}/?currentJobId=, /jobs/?currentJobId=, …
  if (/^\/jobs(?:\/|$)/i.test(path)) {
    const id = url.searchParams.get('currentJobId')?.trim();
    if (id && LINKEDIN_ID_RE.test(id)) {
      return { source: 'linkedin', jobId: id, canonicalUrl: linkedInCanonical(id), kind: 'page' };
    }
  }
  return null;
}

function matchIndeed(url: URL): JobUrlMatch | null {
  const path = url.pathname.replace(/\/{2,}/g, '/').toLowerCase().replace(/\/$/, '') || '/';
  const jk = url.searchParams.get('jk')?.trim();
  const vjk = url.searchParams.get('vjk')?.trim();
  let key: string | undefined;
  let kind: LinkKind = 'page';
  if (/^(?:\/m)?(?:\/basecamp)?\/viewjob$/.test(path)) key = jk;
  else if (path === '/rc/clk' || path === '/pagead/clk') {
    key = jk;
    kind = 'redirect';
  } else if (/^\/company\/[^/]+\/jobs\/[^/]*-[0-9a-f]{16}$/.test(path)) {
    // Search cards' organic links, /company/<Company>/jobs/<Title>-<jk>, which lead on to the job page.
    key = path.slice(-16);
    kind = 'redirect';
  } else if (/^(?:\/m)?\/jobs$/.test(path) || /^\/[^/]*jobs\.html$/.test(path) || /^\/cmp\/[^/]+\/jobs$/.test(path)) {
    // Search results (and SEO search pages like /q-python-l-austin,-tx-jobs.html) with the job open in the pane.
    key = vjk ?? (path.startsWith('/cmp/') ? jk : undefined);
  }
  if (!key || !INDEED_JK_RE.test(key)) return null;
  const jobId = key.toLowerCase();
  return { source: 'indeed', jobId, canonicalUrl: `https://${indeedCanonicalHost(url.hostname)}/viewjob?jk=${jobId}`, kind };
}

function matchJobUrl(url: URL): JobUrlMatch | null {
  if (!isPlainWebUrl(url)) return null;
  if (isLinkedInHost(url.hostname)) return matchLinkedIn(url);
  if (isIndeedHost(url.hostname)) return matchIndeed(url);
  return null;
}

/**
 * Parses what a user pasted. Messages are the spec's, word for word:
 * empty → 'Please provide a job listing URL'; not an http(s) URL → 'Please enter a valid URL starting
 * with http:// or https://'; any other URL that is not a LinkedIn or Indeed posting → 'Please enter a
 * valid LinkedIn or Indeed job posting URL'.
 */
export function parseJobUrl(input: string | null | undefined): ParsedJobUrl {
  const text = (input ?? '').trim();
  if (text === '') return { ok: false, message: messages.jobUrlMissing };
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return { ok: false, message: messages.jobUrlNotUrl };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: messages.jobUrlNotUrl };
  }
  const match = matchJobUrl(url);
  if (!match) return { ok: false, message: messages.jobUrlNotJob };
  return { ok: true, source: match.source, jobId: match.jobId, canonicalUrl: match.canonicalUrl };
}

/** The canonical URL of a job link, or null when it is not one. */
export function canonicalJobUrl(input: string): string | null {
  const parsed = parseJobUrl(input);
  return parsed.ok ? parsed.canonicalUrl : null;
}

/**
 * True when a browser page URL shows one job posting: a LinkedIn job view page, a LinkedIn search or
 * collection with `currentJobId`, an Indeed `viewjob` page or an Indeed search with `vjk`. Redirect
 * links (`/rc/clk`) are job links but not job pages.
 */
export function isJobPageUrl(url: string | URL): boolean {
  const parsed = toUrl(url);
  if (!parsed) return false;
  return matchJobUrl(parsed)?.kind === 'page';
}

/**
 * Match patterns (WebExtension syntax) for job links and job pages, e.g. for a context menu's
 * `targetUrlPatterns` or `documentUrlPatterns`. `*.linkedin.com` also matches `linkedin.com` itself.
 * Patterns are coarse (match patterns cannot express every rule); check with `parseJobUrl` afterwards.
 */
export const jobLinkPatterns: readonly string[] = Object.freeze([
  '*://*.linkedin.com/jobs/view/*',
  '*://*.linkedin.com/comm/jobs/view/*',
  '*://*.linkedin.com/jobs/search*currentJobId=*',
  '*://*.linkedin.com/jobs/collections*currentJobId=*',
  '*://*.linkedin.com/jobs/*currentJobId=*',
  '*://*.indeed.com/viewjob*',
  '*://*.indeed.com/m/viewjob*',
  '*://*.indeed.com/m/basecamp/viewjob*',
  // Redirect links only with a job key: sponsored `/pagead/clk?ad=…` links without one name no job.
  '*://*.indeed.com/rc/clk*jk=*',
  '*://*.indeed.com/pagead/clk*jk=*',
  '*://*.indeed.com/company/*/jobs/*',
  '*://*.indeed.com/jobs*vjk=*',
  '*://*.indeed.com/m/jobs*vjk=*',
  '*://*.indeed.com/*jobs.html*vjk=*',
]);

function buildJobUrlSchema() {
  return z.string({ error: messages.jobUrlMissing }).transform((value, ctx) => {
    const parsed = parseJobUrl(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return { source: parsed.source, jobId: parsed.jobId, canonicalUrl: parsed.canonicalUrl };
  });
}

/**
 * Zod schema for a pasted job link: validates with the spec's messages and transforms to
 * `{ source, jobId, canonicalUrl }`. Built through a pure call so bundles that do not use it drop zod.
 */
export const jobUrlSchema = /* @__PURE__ */ buildJobUrlSchema();
export type JobUrlSchemaOutput = z.output<typeof jobUrlSchema>;

function buildCanonicalJobUrlSchema() {
  return buildJobUrlSchema().transform((job) => job.canonicalUrl);
}

/** Same checks as `jobUrlSchema`, but the output is just the canonical URL string (for form fields). */
export const canonicalJobUrlSchema = /* @__PURE__ */ buildCanonicalJobUrlSchema();
