/**
 * LinkedIn job search through the guest search API, the one LinkedIn's own signed-out search page
 * loads its results from: GET {LINKEDIN_ORIGIN}/jobs-guest/jobs/api/seeMoreJobPostings/search
 * ?keywords=&location=&start=N. The answer is bare `<li>` cards (no `<ul>`), about 10 a page; they
 * are wrapped in a list and read by the shared parser. Pages are fetched one after another until
 * MAX_SEARCH_RESULTS, a page that adds nothing new, or MAX_PAGES. A failure on a later page keeps the
 * results already read. The cards carry no description, so it stays ''.
 */
import type { JobSearchResult } from '@jobapp/shared';
import { parseLinkedInGuestSearch } from '@jobapp/shared/jobs/search-results';
import { AppError } from '@jobapp/shared';
import {
  assertNotBlocked,
  fetchSearchPage,
  MAX_SEARCH_RESULTS,
  sourceOrigin,
  type JobSearchProvider,
  type ProviderContext,
  type SearchQuery,
} from './provider';
import { parseHtmlDocument } from '../../../lib/html-document';

export const LINKEDIN_SEARCH_PATH = '/jobs-guest/jobs/api/seeMoreJobPostings/search';
export const MAX_PAGES = 3;

export function linkedInSearchUrl(origin: string, query: SearchQuery, start: number): string {
  const params = new URLSearchParams({ keywords: query.jobTitle, location: query.location, start: String(start) });
  return `${origin}${LINKEDIN_SEARCH_PATH}?${params.toString()}`;
}

/** A full page (a bot check, the guest search page) is read as it is; the API's bare cards go in a list. */
export function linkedInDocument(html: string): Document {
  if (/<(html|head|body)[\s>]/i.test(html)) return parseHtmlDocument(html);
  const cards = html.replace(/^\s*<!doctype[^>]*>/i, '');
  return parseHtmlDocument(`<!DOCTYPE html><html><head></head><body><ul>${cards}</ul></body></html>`);
}

async function searchPage(query: SearchQuery, start: number, ctx: ProviderContext): Promise<JobSearchResult[]> {
  const page = await fetchSearchPage('linkedin', linkedInSearchUrl(sourceOrigin(ctx.env, 'linkedin'), query, start), ctx);
  const doc = linkedInDocument(page.html);
  const results = parseLinkedInGuestSearch(doc);
  if (results.length === 0) assertNotBlocked(doc, page.siteUrl, 'linkedin', ctx);
  return results;
}

export const linkedInProvider: JobSearchProvider = {
  source: 'linkedin',
  async searchJobs(query, ctx) {
    const results: JobSearchResult[] = [];
    const seen = new Set<string>();
    let start = 0;
    for (let page = 0; page < MAX_PAGES && results.length < MAX_SEARCH_RESULTS; page++) {
      let pageResults: JobSearchResult[];
      try {
        pageResults = await searchPage(query, start, ctx);
      } catch (error) {
        if (page === 0 || !(error instanceof AppError)) throw error;
        ctx.log.warn({ start, error: error.code }, 'LinkedIn search: a later page failed; keeping the results read so far');
        break;
      }
      const fresh = pageResults.filter((r) => !seen.has(r.id));
      if (fresh.length === 0) break;
      for (const r of fresh) {
        seen.add(r.id);
        results.push(r);
      }
      start += pageResults.length;
    }
    return results.slice(0, MAX_SEARCH_RESULTS);
  },
};
