/**
 * cover_letters (spec section 3; issue 13), the one owner of that table. Every read and write is
 * scoped to the owner: another user's letter behaves exactly like one that does not exist.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { coverLetters } from '../../db/schema';

const listColumns = {
  id: coverLetters.id,
  resumeId: coverLetters.resumeId,
  jobTitle: coverLetters.jobTitle,
  company: coverLetters.company,
  templateUsed: coverLetters.templateUsed,
  status: coverLetters.status,
  createdAt: coverLetters.createdAt,
  updatedAt: coverLetters.updatedAt,
};

const detailColumns = {
  ...listColumns,
  jobUrl: coverLetters.jobUrl,
  content: coverLetters.content,
  customInstructions: coverLetters.customInstructions,
  extras: coverLetters.extras,
  removedClaims: coverLetters.removedClaims,
  engine: coverLetters.engine,
};

export interface CoverLetterRecord {
  id: number;
  resumeId: number | null;
  jobTitle: string | null;
  company: string | null;
  templateUsed: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CoverLetterDetailRecord extends CoverLetterRecord {
  jobUrl: string | null;
  content: string | null;
  customInstructions: string | null;
  extras: Record<string, string> | null;
  removedClaims: string[] | null;
  engine: string | null;
}

export interface NewCoverLetter {
  userId: number;
  resumeId: number;
  jobUrl: string | null;
  jobTitle: string;
  company: string;
  content: string;
  templateUsed: string;
  customInstructions: string | null;
  extras: Record<string, string>;
  removedClaims: string[];
  engine: string;
  now: Date;
}

export async function insertCoverLetter(db: Db, values: NewCoverLetter): Promise<number> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(coverLetters)
    .values({ ...rest, status: 'completed', createdAt: now, updatedAt: now })
    .returning({ id: coverLetters.id });
  if (!row) throw new Error('insert into cover_letters returned no row');
  return row.id;
}

/** Built once per database (db/prepared.ts): the letters page and the dashboard ask for it often. */
const coverLettersByUserQuery = preparedPerDatabase((db) =>
  db
    .select(listColumns)
    .from(coverLetters)
    .where(eq(coverLetters.userId, sql.placeholder('userId')))
    .orderBy(desc(coverLetters.createdAt), desc(coverLetters.id))
    .prepare('find_cover_letters_by_user'),
);

/** The owner's letters, newest first (index cover_letters_user_id_created_at_idx). */
export function findCoverLetters(db: Db, userId: number): Promise<CoverLetterRecord[]> {
  return coverLettersByUserQuery(db).execute({ userId });
}

export async function findCoverLetter(db: Db, userId: number, id: number): Promise<CoverLetterDetailRecord | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .limit(1);
  return row;
}

/** The user's edit of the letter's text. Undefined when it is not theirs. */
export async function updateCoverLetterContent(db: Db, userId: number, id: number, content: string, now: Date): Promise<CoverLetterDetailRecord | undefined> {
  const [row] = await db
    .update(coverLetters)
    .set({ content, updatedAt: now })
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning(detailColumns);
  return row;
}

export async function deleteCoverLetter(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}
