/**
 * Indeed job search: GET {INDEED_ORIGIN}/jobs?q=&l=, read by the shared parser from the page's
 * `window.mosaic.providerData["mosaic-provider-jobcards"]` data (the HTML cards as fallback). Job links
 * keep the country site when INDEED_ORIGIN is one (uk.indeed.com); descriptions are the cards' snippets.
 */
import { parseIndeedSearch } from '@jobapp/shared/jobs/search-results';
import {
  assertNotBlocked,
  fetchSearchPage,
  MAX_SEARCH_RESULTS,
  sourceOrigin,
  type JobSearchProvider,
  type SearchQuery,
} from './provider';
import { parseHtmlDocument } from '../../../lib/html-document';

export function indeedSearchUrl(origin: string, query: SearchQuery): string {
  const params = new URLSearchParams({ q: query.jobTitle, l: query.location });
  return `${origin}/jobs?${params.toString()}`;
}

export const indeedProvider: JobSearchProvider = {
  source: 'indeed',
  async searchJobs(query, ctx) {
    const page = await fetchSearchPage('indeed', indeedSearchUrl(sourceOrigin(ctx.env, 'indeed'), query), ctx);
    const doc = parseHtmlDocument(page.html);
    const results = parseIndeedSearch(doc, page.siteUrl);
    if (results.length === 0) assertNotBlocked(doc, page.siteUrl, 'indeed', ctx);
    return results.slice(0, MAX_SEARCH_RESULTS);
  },
};
