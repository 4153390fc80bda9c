/**
 * How the tracker tells that two jobs are the same (issue 24): first the canonical link, then the board
 * and requisition id, then the match key (normalised company | title | location). Pure functions, shared
 * by the API and anything that wants to predict a duplicate.
 */
import { canonicalJobUrl } from '../jobs/job-url';

/** Query parameters that only track where a click came from; they never change which job a link shows. */
const TRACKING_PARAM = /^(?:utm_.*|gh_src|gclid|fbclid|msclkid|mc_[a-z]+|ref|refid|trackingid|trk|src|source|lipi|_hsenc|_hsmi)$/i;

/**
 * The link a card is matched on: LinkedIn and Indeed job links as the job-link parser writes them;
 * any other http(s) link with its host lower-cased, fragment, tracking parameters and trailing slash
 * removed and the other parameters sorted. Null for no link or one that is not an http(s) URL.
 */
export function applicationCanonicalUrl(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (text === '') return null;
  const known = canonicalJobUrl(text);
  if (known) return known;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING_PARAM.test(name)).sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  const path = url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  const port = url.port ? `:${url.port}` : '';
  return `https://${url.hostname.toLowerCase().replace(/^www\./, '')}${port}${path}${query ? `?${query}` : ''}`;
}

/** Lower case, accents and punctuation removed, runs of space made one. */
function normalisePart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "company|title|location", normalised; empty when the company or the title is missing (too weak to match on). */
export function applicationMatchKey(company: string, title: string, location: string): string {
  const c = normalisePart(company);
  const t = normalisePart(title);
  if (c === '' || t === '') return '';
  return `${c}|${t}|${normalisePart(location)}`;
}
