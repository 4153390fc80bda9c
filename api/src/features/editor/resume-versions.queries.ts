/**
 * resume_versions (issue 12, D10), the one owner of that table. Every read and write is scoped to the
 * owner (userId): another user's resume behaves exactly like one that does not exist. A save is one
 * transaction: the resume row is locked, version 1 (the resume as tailoring left it) is written the
 * first time, the new version's bytes are charged to the owner's storage with a conditional UPDATE, the
 * version is inserted and the resume row takes its text and document.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, resumeVersions, type ResumeVersionSource } from '../../db/schema';
import { chargeStorage } from '../users/storage.queries';

export interface VersionRecord {
  version: number;
  source: ResumeVersionSource;
  createdAt: Date;
  characters: number;
}

const listColumns = {
  version: resumeVersions.version,
  source: resumeVersions.source,
  createdAt: resumeVersions.createdAt,
  characters: sql<number>`char_length(${resumeVersions.content})::integer`,
};

/** The resume's stored versions, newest first (empty until its first save in the editor). */
export function findVersions(db: Db, userId: number, resumeId: number): Promise<VersionRecord[]> {
  return db
    .select(listColumns)
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId)))
    .orderBy(desc(resumeVersions.version));
}

export async function findVersion(
  db: Db,
  userId: number,
  resumeId: number,
  version: number,
): Promise<(VersionRecord & { content: string; document: Record<string, unknown> | null }) | undefined> {
  const [row] = await db
    .select({ ...listColumns, content: resumeVersions.content, document: resumeVersions.document })
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId), eq(resumeVersions.version, version)))
    .limit(1);
  return row;
}

/** The storage the resume's versions charged (given back with the resume). */
export async function versionBytesOf(db: Db, userId: number, resumeId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${resumeVersions.storageBytes}), 0)::integer` })
    .from(resumeVersions)
    .where(and(eq(resumeVersions.resumeId, resumeId), eq(resumeVersions.userId, userId)));
  return row?.bytes ?? 0;
}

export interface NewVersion {
  userId: number;
  resumeId: number;
  content: string;
  document: Record<string, unknown> | null;
  source: ResumeVersionSource;
  storageBytes: number;
  now: Date;
}

export type SaveVersionOutcome =
  | { ok: true; version: number }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'storage_full'; storageLimit: number; storageUsed: number };

/**
 * Adds a version and makes it current. Pass a transaction as `db` (the caller's quota unit is then
 * given back when this refuses); it locks the resume row so two saves cannot take one number.
 */
export async function insertVersion(db: Db, values: NewVersion): Promise<SaveVersionOutcome> {
  const { userId, resumeId } = values;
  const [current] = await db
    .select({ version: resumes.version, content: resumes.optimizedContent, document: resumes.tailoredDocument, createdAt: resumes.createdAt })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .for('update');
  if (!current) return { ok: false, reason: 'not_found' };

  const full = await chargeStorage(db, userId, values.storageBytes);
  if (full) return { ok: false, reason: 'storage_full', ...full };

  // The resume as tailoring made it becomes version 1 when it is first edited.
  await db
    .insert(resumeVersions)
    .values({
      resumeId,
      userId,
      version: current.version,
      source: 'tailoring',
      content: current.content ?? '',
      document: current.document,
      storageBytes: 0,
      createdAt: current.createdAt,
    })
    .onConflictDoNothing({ target: [resumeVersions.resumeId, resumeVersions.version] });

  const version = current.version + 1;
  await db.insert(resumeVersions).values({
    resumeId,
    userId,
    version,
    source: values.source,
    content: values.content,
    document: values.document,
    storageBytes: values.storageBytes,
    createdAt: values.now,
  });
  await db
    .update(resumes)
    .set({ optimizedContent: values.content, tailoredDocument: values.document, version, updatedAt: values.now })
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  return { ok: true, version };
}
