/** The user's job searches (job_searches): each search made is stored with its results. Scoped to the user. */
import type { JobSearchResult, JobSource } from '@jobapp/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSearches } from '../../db/schema';

export interface NewJobSearch {
  userId: number;
  jobTitle: string;
  /** '' when none (stored as null). */
  location: string;
  source: JobSource;
  results: JobSearchResult[];
  createdAt: Date;
}

export interface RecentSearch {
  id: number;
  jobTitle: string;
  location: string;
  createdAt: Date;
}

/** The user's searches on `source` made after `since`, newest first (at most `limit`), without results. */
export async function listRecentSearches(
  db: Db,
  params: { userId: number; source: JobSource; since: Date; limit: number },
): Promise<RecentSearch[]> {
  const rows = await db
    .select({ id: jobSearches.id, jobTitle: jobSearches.jobTitle, location: jobSearches.location, createdAt: jobSearches.createdAt })
    .from(jobSearches)
    .where(and(eq(jobSearches.userId, params.userId), eq(jobSearches.source, params.source), gt(jobSearches.createdAt, params.since)))
    .orderBy(desc(jobSearches.createdAt), desc(jobSearches.id))
    .limit(params.limit);
  return rows.map((row) => ({ ...row, location: row.location ?? '' }));
}

/** The stored results of one of the user's searches. */
export async function findSearchResults(db: Db, params: { userId: number; id: number }): Promise<JobSearchResult[] | undefined> {
  const [row] = await db
    .select({ results: jobSearches.results })
    .from(jobSearches)
    .where(and(eq(jobSearches.userId, params.userId), eq(jobSearches.id, params.id)))
    .limit(1);
  return row ? ((row.results ?? []) as JobSearchResult[]) : undefined;
}

export async function insertJobSearch(db: Db, search: NewJobSearch): Promise<{ id: number }> {
  const [row] = await db
    .insert(jobSearches)
    .values({
      userId: search.userId,
      jobTitle: search.jobTitle,
      location: search.location === '' ? null : search.location,
      source: search.source,
      results: search.results,
      createdAt: search.createdAt,
    })
    .returning({ id: jobSearches.id });
  if (!row) throw new Error('insertJobSearch returned no row');
  return row;
}
