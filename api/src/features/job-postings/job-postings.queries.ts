/**
 * Reading the user's own captures (the extension's GET). Writing goes through the jobs feature's
 * `upsertCapturedPosting`, which sanitises the description; this file only reads, scoped to the user.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPostings } from '../../db/schema';

export interface CaptureRow {
  id: number;
  url: string;
  canonicalUrl: string;
  source: string;
  title: string | null;
  company: string | null;
  location: string | null;
  descriptionHtml: string | null;
  datePosted: string | null;
  capturedAt: Date;
}

export async function findCaptureForUser(db: Db, params: { userId: number; canonicalUrl: string }): Promise<CaptureRow | undefined> {
  const [row] = await db
    .select({
      id: jobPostings.id,
      url: jobPostings.url,
      canonicalUrl: jobPostings.canonicalUrl,
      source: jobPostings.source,
      title: jobPostings.title,
      company: jobPostings.company,
      location: jobPostings.location,
      descriptionHtml: jobPostings.descriptionHtml,
      datePosted: jobPostings.datePosted,
      capturedAt: jobPostings.capturedAt,
    })
    .from(jobPostings)
    .where(and(eq(jobPostings.userId, params.userId), eq(jobPostings.canonicalUrl, params.canonicalUrl)))
    .limit(1);
  return row;
}
