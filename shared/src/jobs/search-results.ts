/**
 * Search-result parsers (pure: they read what a page or API answer holds, they fetch nothing).
 *
 * - LinkedIn guest search API (`/jobs-guest/jobs/api/seeMoreJobPostings/search`): bare `<li>` cards,
 *   each `div.base-search-card[data-entity-urn="urn:li:jobPosting:<id>"]`; the full guest search page
 *   uses the same cards inside `ul.jobs-search__results-list`.
 * - Indeed search page: `window.mosaic.providerData["mosaic-provider-jobcards"]={…}` read with the raw
 *   JSON decoder, with the HTML cards (`div.job_seen_beacon`) as fallback.
 * Results carry canonical job URLs and are de-duplicated by id (first one wins).
 */
import { toIsoDate } from './dates';
import { type Root, textOf } from './dom-utils';
import { cleanText, htmlToText } from './html-text';
import { isIndeedHost, parseJobUrl } from './job-url';
import { findAssignedJson, getPath, isRecord } from './raw-json';
import { type JobSearchResult } from './types';

export type { JobSearchResult } from './types';

function dedupe(results: JobSearchResult[]): JobSearchResult[] {
  const seen = new Set<string>();
  return results.filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
}

/** LinkedIn guest search cards (API fragment or full guest search page) → results. */
export function parseLinkedInGuestSearch(root: Root): JobSearchResult[] {
  const results: JobSearchResult[] = [];
  const cards = Array.from(root.querySelectorAll('.base-search-card, .job-search-card, [data-entity-urn*="jobPosting:"]'));
  for (const card of cards) {
    if (card.parentElement?.closest('.base-search-card, .job-search-card')) continue; // nested match
    const link = card.matches('a[href]')
      ? card
      : (card.querySelector('a.base-card__full-link') ?? card.querySelector('a[href*="/jobs/view/"]'));
    const href = link?.getAttribute('href') ?? '';
    const parsed = parseJobUrl(href);
    const urnId = /jobPosting:(\d+)/.exec(card.getAttribute('data-entity-urn') ?? '')?.[1];
    const id = parsed.ok && parsed.source === 'linkedin' ? parsed.jobId : urnId;
    if (!id) continue;
    const title = textOf(card.querySelector('.base-search-card__title')) || textOf(link?.querySelector('.sr-only'));
    if (!title) continue;
    const company =
      textOf(card.querySelector('.base-search-card__subtitle a')) || textOf(card.querySelector('.base-search-card__subtitle'));
    const time = card.querySelector('time.job-search-card__listdate, time.job-search-card__listdate--new, time');
    const result: JobSearchResult = {
      id,
      title,
      company,
      location: textOf(card.querySelector('.job-search-card__location')),
      description: '',
      datePosted: toIsoDate(time?.getAttribute('datetime')),
      source: 'linkedin',
      url: `https://www.linkedin.com/jobs/view/${id}/`,
    };
    const salary = textOf(card.querySelector('.job-search-card__salary-info'));
    if (salary) result.salary = salary;
    results.push(result);
  }
  return dedupe(results);
}

function indeedHostOf(pageUrl: string | undefined): string {
  if (!pageUrl) return 'www.indeed.com';
  try {
    const host = new URL(pageUrl).hostname.toLowerCase();
    if (!isIndeedHost(host)) return 'www.indeed.com';
    const label = host.split('.')[0];
    return host.split('.').length === 3 && label !== 'www' && label !== 'm' ? host : 'www.indeed.com';
  } catch {
    return 'www.indeed.com';
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? cleanText(value) : '';
}

/** The `results` array of Indeed's mosaic job-cards provider, from page HTML, script text or a Document. */
export function readIndeedMosaicResults(source: Document | string): unknown[] | null {
  const texts =
    typeof source === 'string'
      ? [source]
      : Array.from(source.querySelectorAll('script'))
          .map((s) => s.textContent ?? '')
          .filter((t) => t.includes('mosaic-provider-jobcards'));
  for (const text of texts) {
    const data = findAssignedJson(text, 'providerData["mosaic-provider-jobcards"]');
    const results = getPath(data, ['metaData', 'mosaicProviderJobCardsModel', 'results']);
    if (Array.isArray(results)) return results;
  }
  return null;
}

/** One mosaic job card (Indeed's own keys) → a result; null when it has no valid job key or title. */
export function indeedCardToResult(card: unknown, host = 'www.indeed.com'): JobSearchResult | null {
  if (!isRecord(card)) return null;
  const jobkey = str(card.jobkey).toLowerCase();
  if (!/^[0-9a-f]{16}$/.test(jobkey)) return null;
  const title = str(card.displayTitle) || str(card.title);
  if (!title) return null;
  let location = str(card.formattedLocation);
  if (!location && card.remoteLocation === true) location = 'Remote';
  const result: JobSearchResult = {
    id: jobkey,
    title,
    company: str(card.company) || str(card.truncatedCompany),
    location,
    description: typeof card.snippet === 'string' ? htmlToText(card.snippet) : '',
    datePosted: toIsoDate(card.pubDate) ?? toIsoDate(card.createDate),
    source: 'indeed',
    url: `https://${host}/viewjob?jk=${jobkey}`,
  };
  const salary = str(getPath(card, ['salarySnippet', 'text']));
  if (salary) result.salary = salary;
  return result;
}

function parseIndeedCards(root: Root, host: string): JobSearchResult[] {
  const results: JobSearchResult[] = [];
  for (const card of Array.from(root.querySelectorAll('div.job_seen_beacon, td.resultContent'))) {
    if (card.matches('td.resultContent') && card.closest('div.job_seen_beacon')) continue;
    const link = card.querySelector('a.jcs-JobTitle[data-jk], a[data-jk]');
    const jobkey = (link?.getAttribute('data-jk') ?? '').toLowerCase();
    if (!/^[0-9a-f]{16}$/.test(jobkey)) continue;
    const title = textOf(link?.querySelector('span[id^="jobTitle-"]')) || textOf(link?.querySelector('span')) || textOf(link);
    if (!title) continue;
    const snippet = card.querySelector('[data-testid="jobsnippet_footer"], .job-snippet, [data-testid="belowJobSnippet"]');
    const result: JobSearchResult = {
      id: jobkey,
      title,
      company: textOf(card.querySelector('[data-testid="company-name"], .companyName')),
      location: textOf(card.querySelector('[data-testid="text-location"], .companyLocation')),
      description: snippet ? htmlToText(snippet.innerHTML) : '',
      datePosted: null,
      source: 'indeed',
      url: `https://${host}/viewjob?jk=${jobkey}`,
    };
    const salary = textOf(card.querySelector('[data-testid="attribute_snippet_testid"].salary-snippet-container, .salary-snippet-container'));
    if (salary) result.salary = salary;
    results.push(result);
  }
  return results;
}

function toDocument(html: string): Document | null {
  if (typeof DOMParser === 'undefined') return null;
  return new DOMParser().parseFromString(html, 'text/html');
}

/**
 * Indeed search page → results. Reads the mosaic job-cards data; falls back to the HTML cards (for a
 * string input only where `DOMParser` exists). `pageUrl` gives the country site for the job URLs.
 */
export function parseIndeedSearch(input: Document | string, pageUrl?: string): JobSearchResult[] {
  const host = indeedHostOf(pageUrl);
  const cards = readIndeedMosaicResults(input);
  if (cards) {
    const results = cards.map((c) => indeedCardToResult(c, host)).filter((r): r is JobSearchResult => r !== null);
    if (results.length > 0) return dedupe(results);
  }
  const doc = typeof input === 'string' ? toDocument(input) : input;
  return doc ? dedupe(parseIndeedCards(doc, host)) : [];
}
