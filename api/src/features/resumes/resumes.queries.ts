/**
 * Resume rows and the storage they use. Every read and write is scoped to the owner (userId), so
 * another user's id behaves exactly like an id that does not exist. Storage is charged and refunded
 * in the same transaction as the row, with a conditional UPDATE, so two uploads racing for the last
 * free bytes cannot both be stored.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { resumes, users } from '../../db/schema';
import { versionBytesOf } from '../editor/resume-versions.queries';

/** What the lists show: the two scores are read out of the match report by PostgreSQL, not the report. */
const listColumns = {
  id: resumes.id,
  number: resumes.number,
  jobTitle: resumes.jobTitle,
  company: resumes.company,
  createdAt: resumes.createdAt,
  originalFileName: resumes.originalFileName,
  originalSize: resumes.originalSize,
  templateUsed: resumes.templateUsed,
  scoreBefore: resumes.scoreBefore,
  scoreAfter: resumes.scoreAfter,
};

const detailColumns = {
  ...listColumns,
  match: resumes.match,
  keywordReport: resumes.keywordReport,
  jobUrl: resumes.jobUrl,
  optimizedContent: resumes.optimizedContent,
  jobDetails: resumes.jobDetails,
  engine: resumes.engine,
  engineFallbackReason: resumes.engineFallbackReason,
};

export type ResumeListRecord = {
  id: number;
  number: number;
  jobTitle: string | null;
  company: string | null;
  createdAt: Date;
  originalFileName: string | null;
  originalSize: number | null;
  templateUsed: string | null;
  scoreBefore: number | null;
  scoreAfter: number | null;
};

export type ResumeDetailRecord = ResumeListRecord & {
  match: Record<string, unknown> | null;
  keywordReport: unknown[] | null;
  jobUrl: string | null;
  optimizedContent: string | null;
  jobDetails: Record<string, unknown> | null;
  engine: string | null;
  engineFallbackReason: string | null;
};

/** What a tailoring writes into its resume row (on insert, and again after "I have this"). */
export interface TailoringColumns {
  optimizedContent: string;
  match: Record<string, unknown>;
  originalDocument: Record<string, unknown>;
  tailoredDocument: Record<string, unknown>;
  keywordReport: unknown[];
  engine: string;
  engineFallbackReason: string | null;
}

/** A tailored resume, or one written in the editor (no job: no job link, job details or match report). */
export interface NewResume extends Omit<TailoringColumns, 'match'> {
  match: Record<string, unknown> | null;
  userId: number;
  originalFileName: string | null;
  originalMimeType: string | null;
  originalSize: number;
  originalFile: Buffer | null;
  originalText: string;
  jobUrl: string | null;
  jobTitle: string | null;
  company: string | null;
  templateUsed: string;
  jobDetails: Record<string, unknown> | null;
  createdAt: Date;
}

const jsonOrNull = (value: Record<string, unknown> | null): string | null => (value === null ? null : JSON.stringify(value));

/**
 * Inserts the resume, numbered among the owner's (1, 2, 3…, never reused), and adds its size to the
 * owner's storage, together. Returns the new id, or undefined (nothing written) when the size no
 * longer fits in the owner's remaining storage. One statement: a conditional UPDATE of the owner's row
 * (a data-modifying CTE) charges the storage and takes the next number, and the INSERT reads that
 * number, so racing uploads can neither overspend nor share a number, in one round trip to the
 * database instead of a four-statement transaction. Pasted text counts its bytes like a file; a size
 * of 0 (nothing stored) is never refused, even by an account over its limit after a downgrade. Parameters are cast: in an INSERT … SELECT PostgreSQL
 * does not take their types from the target columns.
 */
export async function insertResumeChargingStorage(db: Db, values: NewResume): Promise<number | undefined> {
  const size = values.originalSize;
  // The one Db type is generic over both drivers; each answers rows (node-postgres and PGlite alike).
  const result = (await db.execute(sql`
    with owner as (
      update ${users}
      set storage_used = storage_used + ${size}::integer, resumes_made = resumes_made + 1
      where id = ${values.userId}::integer and (${size}::integer = 0 or storage_used + ${size}::integer <= storage_limit)
      returning resumes_made
    )
    insert into ${resumes} (
      user_id, number, original_file_name, original_mime_type, original_size, original_file, original_text,
      job_url, job_title, company, template_used, optimized_content, job_details, match, original_document,
      tailored_document, keyword_report, engine, engine_fallback_reason, created_at, updated_at
    )
    select
      ${values.userId}::integer, owner.resumes_made, ${values.originalFileName}::text, ${values.originalMimeType}::text,
      ${size}::integer, ${values.originalFile}::bytea, ${values.originalText}::text, ${values.jobUrl}::text,
      ${values.jobTitle}::text, ${values.company}::text, ${values.templateUsed}::text, ${values.optimizedContent}::text,
      ${jsonOrNull(values.jobDetails)}::jsonb, ${jsonOrNull(values.match)}::jsonb,
      ${JSON.stringify(values.originalDocument)}::jsonb, ${JSON.stringify(values.tailoredDocument)}::jsonb,
      ${JSON.stringify(values.keywordReport)}::jsonb, ${values.engine}::text,
      ${values.engineFallbackReason}::text, ${values.createdAt}::timestamptz, ${values.createdAt}::timestamptz
    from owner
    returning id`)) as { rows: { id: number }[] };
  return result.rows[0]?.id;
}

/** The owner's storage as it is now (limit and used). */
export async function findStorage(db: Db, userId: number): Promise<{ storageLimit: number; storageUsed: number } | undefined> {
  const [row] = await db
    .select({ storageLimit: users.storageLimit, storageUsed: users.storageUsed })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

function prepareFindResumesByUser(db: Db) {
  return db
    .select(listColumns)
    .from(resumes)
    .where(eq(resumes.userId, sql.placeholder('userId')))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .prepare('find_resumes_by_user');
}
/** Built once per database (db/prepared.ts): the dashboard and My Resumes ask for it often. */
const resumesByUserQuery = preparedPerDatabase(prepareFindResumesByUser);

/** The owner's resumes, newest first (index resumes_user_id_created_at_idx). */
export async function findResumesByUser(db: Db, userId: number): Promise<ResumeListRecord[]> {
  return resumesByUserQuery(db).execute({ userId });
}

export async function findResume(db: Db, userId: number, resumeId: number): Promise<ResumeDetailRecord | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return row;
}

/** Chosen columns of one resume, only when it is the user's: the one read each feature's lookups go through. */
export async function findOwnedResume<T extends SelectedFields>(
  db: Db,
  userId: number,
  resumeId: number,
  columns: T,
): Promise<SelectResultFields<T> | undefined> {
  // Drizzle cannot resolve a generic selection's row type inside this function; callers get it exact.
  const rows = (await db
    .select(columns)
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1)) as SelectResultFields<T>[];
  return rows[0];
}

export function findResumeOriginal(
  db: Db,
  userId: number,
  resumeId: number,
): Promise<{ originalFileName: string | null; originalMimeType: string | null; originalFile: Buffer | null } | undefined> {
  return findOwnedResume(db, userId, resumeId, {
    originalFileName: resumes.originalFileName,
    originalMimeType: resumes.originalMimeType,
    originalFile: resumes.originalFile,
  });
}

export async function renameResume(
  db: Db,
  userId: number,
  resumeId: number,
  jobTitle: string,
  now: Date,
): Promise<ResumeDetailRecord | undefined> {
  const [row] = await db
    .update(resumes)
    .set({ jobTitle, updatedAt: now })
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .returning(detailColumns);
  return row;
}

/**
 * Deletes the resume (its versions go with it) and gives its bytes and its versions' back to the owner's
 * storage (never below 0). False when not found.
 */
export async function deleteResumeRefundingStorage(db: Db, userId: number, resumeId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const versionBytes = await versionBytesOf(tx, userId, resumeId);
    const [deleted] = await tx
      .delete(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
      .returning({ originalSize: resumes.originalSize });
    if (!deleted) return false;
    const size = (deleted.originalSize ?? 0) + versionBytes;
    if (size > 0) {
      await tx
        .update(users)
        .set({ storageUsed: sql`greatest(${users.storageUsed} - ${size}, 0)` })
        .where(eq(users.id, userId));
    }
    return true;
  });
}

export interface ResumeForEvidence {
  originalText: string | null;
  /** The match report as it stands (its "before" is the resume before any answer). */
  match: Record<string, unknown> | null;
  originalDocument: Record<string, unknown> | null;
  jobDetails: Record<string, unknown> | null;
  templateUsed: string | null;
}

/** What "I have this" needs of a resume: its uploaded text and document, its job and template. */
export function findResumeForEvidence(db: Db, userId: number, resumeId: number): Promise<ResumeForEvidence | undefined> {
  return findOwnedResume(db, userId, resumeId, {
    originalText: resumes.originalText,
    match: resumes.match,
    originalDocument: resumes.originalDocument,
    jobDetails: resumes.jobDetails,
    templateUsed: resumes.templateUsed,
  });
}

/**
 * "I have this", or a corrected original: the row tailored again (with the corrected original's text when
 * there is one). False when the row is gone (or not the user's) by now.
 */
export async function updateRetailoredResume(
  db: Db,
  userId: number,
  resumeId: number,
  values: TailoringColumns & { updatedAt: Date; originalText?: string },
): Promise<boolean> {
  const rows = await db
    .update(resumes)
    .set(values)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  return rows.length > 0;
}

/** A saved version's match and keyword reports (an editor save of a resume tailored for a job). */
export async function updateMatchReports(
  db: Db,
  userId: number,
  resumeId: number,
  values: { match: Record<string, unknown>; keywordReport: unknown[] },
): Promise<void> {
  await db
    .update(resumes)
    .set(values)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
}

/** The owner's newest resume documents (tailored, else as uploaded): the evidence LinkedIn optimization reads. */
export async function findRecentResumeDocuments(db: Db, userId: number, limit: number): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ tailored: resumes.tailoredDocument, original: resumes.originalDocument })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .limit(limit);
  return rows.flatMap((r) => {
    const doc = r.tailored ?? r.original;
    return doc ? [doc] : [];
  });
}
