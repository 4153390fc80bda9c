/**
 * linkedin_profiles (spec section 3; issue 13), the one owner of that table. Reads and writes by the
 * user are scoped to the owner; the background job reads and updates its own row by id.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linkedinProfiles } from '../../db/schema';

const columns = {
  id: linkedinProfiles.id,
  profileUrl: linkedinProfiles.profileUrl,
  targetPosition: linkedinProfiles.targetPosition,
  targetIndustry: linkedinProfiles.targetIndustry,
  status: linkedinProfiles.status,
  failureReason: linkedinProfiles.failureReason,
  headline: linkedinProfiles.headline,
  summary: linkedinProfiles.summary,
  optimizedContent: linkedinProfiles.optimizedContent,
  result: linkedinProfiles.result,
  createdAt: linkedinProfiles.createdAt,
  updatedAt: linkedinProfiles.updatedAt,
};

export interface LinkedInRecord {
  id: number;
  profileUrl: string;
  targetPosition: string | null;
  targetIndustry: string | null;
  status: string;
  failureReason: string | null;
  headline: string | null;
  summary: string | null;
  optimizedContent: string | null;
  result: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewLinkedInProfile {
  userId: number;
  profileUrl: string;
  profileContent: string;
  targetPosition: string;
  targetIndustry: string;
  now: Date;
}

export async function insertLinkedInProfile(db: Db, values: NewLinkedInProfile): Promise<LinkedInRecord> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(linkedinProfiles)
    .values({ ...rest, status: 'pending', createdAt: now, updatedAt: now })
    .returning(columns);
  if (!row) throw new Error('insert into linkedin_profiles returned no row');
  return row;
}

export function findLinkedInProfiles(db: Db, userId: number): Promise<LinkedInRecord[]> {
  return db.select(columns).from(linkedinProfiles).where(eq(linkedinProfiles.userId, userId)).orderBy(desc(linkedinProfiles.createdAt), desc(linkedinProfiles.id));
}

export async function findLinkedInProfile(db: Db, userId: number, id: number): Promise<LinkedInRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(linkedinProfiles)
    .where(and(eq(linkedinProfiles.id, id), eq(linkedinProfiles.userId, userId)))
    .limit(1);
  return row;
}

/** What the job needs: the request as stored, and whose it is. */
export async function findProfileWork(
  db: Db,
  id: number,
): Promise<{ userId: number; status: string; profileContent: string | null; targetPosition: string | null; targetIndustry: string | null } | undefined> {
  const [row] = await db
    .select({
      userId: linkedinProfiles.userId,
      status: linkedinProfiles.status,
      profileContent: linkedinProfiles.profileContent,
      targetPosition: linkedinProfiles.targetPosition,
      targetIndustry: linkedinProfiles.targetIndustry,
    })
    .from(linkedinProfiles)
    .where(eq(linkedinProfiles.id, id))
    .limit(1);
  return row;
}

export async function markProfileProcessing(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(linkedinProfiles)
    .set({ status: 'processing', updatedAt: now })
    .where(and(eq(linkedinProfiles.id, id), inArray(linkedinProfiles.status, ['pending', 'processing'])));
}

export async function completeProfile(
  db: Db,
  id: number,
  values: { headline: string; summary: string; optimizedContent: string; result: Record<string, unknown>; engine: string; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db.update(linkedinProfiles).set({ ...rest, status: 'completed', failureReason: null, updatedAt: now }).where(eq(linkedinProfiles.id, id));
}

/** Marks a profile still pending or processing failed; answers its owner, or undefined when it was not (already settled). */
export async function failProfile(db: Db, id: number, reason: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(linkedinProfiles)
    .set({ status: 'failed', failureReason: reason, updatedAt: now })
    .where(and(eq(linkedinProfiles.id, id), inArray(linkedinProfiles.status, ['pending', 'processing'])))
    .returning({ userId: linkedinProfiles.userId });
  return row?.userId;
}
