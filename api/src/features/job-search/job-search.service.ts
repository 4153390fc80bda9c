/**
 * Job search on LinkedIn or Indeed (spec sections 2 and 7): the provider for the chosen source reads
 * the site's search results (providers/). Every search that reaches the site is stored in job_searches
 * with its results. The same search again (same user, source, and job title and location compared
 * without regard to case or spacing) within SEARCH_CACHE_MS is answered from the stored row, without
 * asking the site again and without counting against the user's search limit.
 */
import type { JobSearchResult, JobSource, searchJobsSchema } from '@jobapp/shared';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { findSearchResults, insertJobSearch, listRecentSearches } from './job-search.queries';
import { consumeForUser } from '../../middleware/rate-limit';
import { indeedProvider } from './providers/indeed.provider';
import { linkedInProvider } from './providers/linkedin.provider';
import type { JobSearchProvider } from './providers/provider';

export type SearchJobsData = z.output<typeof searchJobsSchema>;

export const SEARCH_CACHE_MS = 15 * 60 * 1000;
/** Recent searches looked at for a match (a user makes at most userLimits.search.points fresh ones per window). */
const RECENT_SEARCHES_CHECKED = 100;

export const providers: Record<JobSource, JobSearchProvider> = { linkedin: linkedInProvider, indeed: indeedProvider };

/** Spacing collapsed; the text as typed otherwise. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function sameText(a: string, b: string): boolean {
  return tidy(a).toLocaleLowerCase('en-US') === tidy(b).toLocaleLowerCase('en-US');
}

export interface SearchJobsOptions {
  limiter: RateLimiterDrizzle;
  log: Logger;
}

export async function searchJobs(
  deps: Deps,
  userId: number,
  input: SearchJobsData,
  options: SearchJobsOptions,
): Promise<JobSearchResult[]> {
  const query = { jobTitle: tidy(input.jobTitle), location: tidy(input.location) };
  const now = deps.clock();
  const recent = await listRecentSearches(deps.db, {
    userId,
    source: input.source,
    since: new Date(now.getTime() - SEARCH_CACHE_MS),
    limit: RECENT_SEARCHES_CHECKED,
  });
  const match = recent.find((s) => sameText(s.jobTitle, query.jobTitle) && sameText(s.location, query.location));
  if (match) {
    const stored = await findSearchResults(deps.db, { userId, id: match.id });
    if (stored) {
      options.log.info({ jobSearchSource: input.source, searchId: match.id }, 'Job search answered from a recent identical search');
      return stored;
    }
  }

  await consumeForUser(options.limiter, userId);
  const results = await providers[input.source].searchJobs(query, { env: deps.env, log: options.log });
  const { id } = await insertJobSearch(deps.db, { userId, ...query, source: input.source, results, createdAt: now });
  options.log.info({ jobSearchSource: input.source, searchId: id, results: results.length }, 'Job search done');
  return results;
}
