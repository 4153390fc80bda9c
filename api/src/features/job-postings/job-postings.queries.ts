/**
 * The job_postings table's one owner (issue 9): the browser extension's captures (decision D3), one row
 * per user and canonical URL. Every query is scoped to the user; the description HTML is sanitised
 * before it is written. Read by the extension's GET (job-postings.service.ts) and by job resolution
 * (jobs/job-source.service.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { JOB_BOARDS } from '@jobapp/shared/applications/applications.schema';
import type { JobBoard } from '@jobapp/shared/jobs/types';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { jobPostings } from '../../db/schema';
import { sanitizeJobHtml } from '../../lib/html-sanitize';

export interface CapturedPosting {
  id: number;
  url: string;
  canonicalUrl: string;
  source: JobBoard;
  title: string | null;
  company: string | null;
  location: string | null;
  descriptionHtml: string | null;
  datePosted: string | null;
  capturedAt: Date;
}

/** The stored board name (rows from before D12 hold 'linkedin' or 'indeed'); anything unknown reads as 'other'. */
function asBoard(value: string): JobBoard {
  return (JOB_BOARDS as readonly string[]).includes(value) ? (value as JobBoard) : 'other';
}

function prepareFindCapturedPosting(db: Db) {
  return db
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
    .where(and(eq(jobPostings.userId, sql.placeholder('userId')), eq(jobPostings.canonicalUrl, sql.placeholder('canonicalUrl'))))
    .limit(1)
    .prepare('find_captured_posting');
}
/** Built once per database (db/prepared.ts): every optimization with a link asks it first (issue 26). */
const capturedPostingQuery = preparedPerDatabase(prepareFindCapturedPosting);

export async function findCapturedPosting(db: Db, params: { userId: number; canonicalUrl: string }): Promise<CapturedPosting | undefined> {
  const [row] = await capturedPostingQuery(db).execute(params);
  return row ? { ...row, source: asBoard(row.source) } : undefined;
}

export interface CapturedPostingInput {
  userId: number;
  /** The page address the extension was on. */
  url: string;
  canonicalUrl: string;
  source: JobBoard;
  title: string | null;
  company: string | null;
  location: string | null;
  /** Untrusted page markup; sanitised here. */
  descriptionHtml: string | null;
  /** `YYYY-MM-DD` or null. */
  datePosted: string | null;
}

/** Inserts the user's capture of a posting, or replaces their earlier capture of the same posting. */
export async function upsertCapturedPosting(db: Db, input: CapturedPostingInput): Promise<{ id: number }> {
  const values = {
    url: input.url,
    source: input.source,
    title: input.title,
    company: input.company,
    location: input.location,
    descriptionHtml: input.descriptionHtml === null ? null : sanitizeJobHtml(input.descriptionHtml),
    datePosted: input.datePosted,
  };
  const [row] = await db
    .insert(jobPostings)
    .values({ ...values, userId: input.userId, canonicalUrl: input.canonicalUrl })
    .onConflictDoUpdate({
      target: [jobPostings.userId, jobPostings.canonicalUrl],
      set: { ...values, capturedAt: sql`now()` },
    })
    .returning({ id: jobPostings.id });
  if (!row) throw new Error('upsertCapturedPosting returned no row');
  return row;
}
