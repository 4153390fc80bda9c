/** The consultations table (db/schema/consultations.ts). Every query a user's request makes is scoped to that user. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, consultations, resumes, users } from '../../db/schema';

export type ConsultationRow = typeof consultations.$inferSelect;
export type NewConsultationRow = typeof consultations.$inferInsert;

export async function insertConsultation(db: Db, values: NewConsultationRow): Promise<ConsultationRow> {
  const [row] = await db.insert(consultations).values(values).returning();
  if (!row) throw new Error('insert into consultations returned no row');
  return row;
}

export function listConsultations(db: Db, userId: number): Promise<ConsultationRow[]> {
  return db.select().from(consultations).where(eq(consultations.userId, userId)).orderBy(desc(consultations.createdAt), desc(consultations.id));
}

export async function findConsultation(db: Db, userId: number, id: number): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Applies `changes` only while the booking is still at `version` (and its status is one of `from`),
 * raising the version: the row as changed, or undefined when something else changed it first.
 */
export async function updateConsultationAt(
  db: Db,
  where: { userId: number; id: number; version: number; from: ConsultationRow['status'][] },
  changes: Partial<Pick<ConsultationRow, 'status' | 'slots' | 'confirmedSlot' | 'timezone'>>,
  now: Date,
): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .update(consultations)
    .set({ ...changes, version: sql`${consultations.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(consultations.id, where.id),
        eq(consultations.userId, where.userId),
        eq(consultations.version, where.version),
        sql`${consultations.status} in (${sql.join(
          where.from.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return row;
}

export interface ResumeForConsultation {
  number: number;
  jobTitle: string | null;
  company: string | null;
  originalFileName: string | null;
  originalMimeType: string | null;
  originalFile: Buffer | null;
  originalText: string | null;
}

export async function findResumeForConsultation(db: Db, userId: number, resumeId: number): Promise<ResumeForConsultation | undefined> {
  const [row] = await db
    .select({
      number: resumes.number,
      jobTitle: resumes.jobTitle,
      company: resumes.company,
      originalFileName: resumes.originalFileName,
      originalMimeType: resumes.originalMimeType,
      originalFile: resumes.originalFile,
      originalText: resumes.originalText,
    })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return row;
}

export async function findApplicationForConsultation(
  db: Db,
  userId: number,
  applicationId: number,
): Promise<{ jobTitle: string; company: string; stage: string } | undefined> {
  const [row] = await db
    .select({ jobTitle: applications.jobTitle, company: applications.company, stage: applications.stage })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .limit(1);
  return row;
}

/** Who the e-mails go to and the time zone the times are shown in. */
export async function findConsultationUser(db: Db, userId: number): Promise<{ email: string; fullName: string | null; timezone: string; username: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName, timezone: users.timezone, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
