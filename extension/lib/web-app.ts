/**
 * The ResumeBoost web app as the extension sees it: validating the address the user types on the
 * options page, and building the links the popup, the context menu and the background open.
 */

export type ParsedWebAppUrl = { ok: true; url: string } | { ok: false; message: string };

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Validates the web app address and reduces it to its origin (`http://localhost:3000/dashboard` →
 * `http://localhost:3000`). http is accepted for loopback and private addresses only, since the
 * session cookie travels with each request; anywhere else the address must use https.
 */
export function parseWebAppUrl(input: string): ParsedWebAppUrl {
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Enter the address of your ResumeBoost web app.' };
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : null;
  if (!withScheme) return { ok: false, message: 'Enter a full address starting with http:// or https://, like http://localhost:3000.' };
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: 'That is not a valid web address.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The address must start with http:// or https://.' };
  }
  if (url.username || url.password) return { ok: false, message: 'The address must not contain a user name or password.' };
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname) && !isPrivateHost(url.hostname)) {
    return { ok: false, message: 'Use https:// for a web app that is not on this computer or your local network.' };
  }
  return { ok: true, url: url.origin };
}

/** RFC 1918 IPv4 addresses and `.local` / `.localhost` / `.internal` names. */
function isPrivateHost(hostname: string): boolean {
  if (/\.(local|localhost|internal|home\.arpa)$/i.test(hostname)) return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(hostname);
  if (!m) return false;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

function pageUrl(webAppUrl: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, `${webAppUrl}/`);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.href;
}

/** `{webApp}/optimize-resume?jobUrl=…` (the job link prefilled), or the bare page without a job. */
export function optimizeResumeUrl(webAppUrl: string, jobUrl?: string): string {
  return jobUrl ? `${pageUrl(webAppUrl, '/optimize-resume')}?jobUrl=${encodeURIComponent(jobUrl)}` : pageUrl(webAppUrl, '/optimize-resume');
}

/** `{webApp}/cover-letter?jobUrl=…` (the cover letter form with the job link filled in). */
export function coverLetterUrl(webAppUrl: string, jobUrl: string): string {
  return pageUrl(webAppUrl, '/cover-letter', { jobUrl });
}

/** `{webApp}/job-search?jobTitle=…&location=…&source=…` (the web app's search form reads those). */
export function jobSearchUrl(webAppUrl: string, query: { jobTitle?: string; location?: string; source?: string } = {}): string {
  return pageUrl(webAppUrl, '/job-search', {
    jobTitle: query.jobTitle ?? '',
    location: query.location ?? '',
    source: query.source ?? '',
  });
}

/**
 * `{webApp}/auth` (sign in or register). With `returnTo` (a URL on the web app, e.g. its
 * /optimize-resume link for the job), `?next=<path>` brings the user back there after signing in.
 */
export function signInUrl(webAppUrl: string, returnTo?: string): string {
  const auth = pageUrl(webAppUrl, '/auth');
  if (!returnTo) return auth;
  const target = new URL(returnTo, `${webAppUrl}/`);
  if (target.origin !== new URL(auth).origin) return auth;
  return pageUrl(webAppUrl, '/auth', { next: `${target.pathname}${target.search}` });
}

/** An API endpoint of the web app (same origin: the API and the web app are served together). */
export function apiUrl(webAppUrl: string, path: string): string {
  return pageUrl(webAppUrl, path);
}
