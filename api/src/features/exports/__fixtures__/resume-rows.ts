/** Test factory: resume rows inserted straight into the database (the optimize endpoints are not needed). */
import { eq, sql } from 'drizzle-orm';
import type { PlanId } from '@jobapp/shared';
import type { Db } from '../../../db/client';
import { resumes, users } from '../../../db/schema';
import { fixture } from './resumes';

export type ResumeRowInput = Partial<typeof resumes.$inferInsert> & { userId: number };

/** Inserts a resume (default: the nurse fixture, uploaded as "Aisha Thompson Resume.pdf") and returns its id. */
export async function insertResume(db: Db, values: ResumeRowInput): Promise<number> {
  const [owner] = await db
    .update(users)
    .set({ resumesMade: sql`${users.resumesMade} + 1` })
    .where(eq(users.id, values.userId))
    .returning({ number: users.resumesMade });
  const [row] = await db
    .insert(resumes)
    .values({
      jobTitle: 'ICU Registered Nurse',
      company: 'Lakeside Health',
      jobUrl: 'https://www.linkedin.com/jobs/view/4012345678',
      originalFileName: 'Aisha Thompson Resume.pdf',
      originalMimeType: 'application/pdf',
      originalSize: 48_211,
      templateUsed: 'basic-1',
      optimizedContent: fixture('nurse').text,
      engine: 'builtin',
      number: owner?.number ?? 1,
      ...values,
    })
    .returning({ id: resumes.id });
  return row!.id;
}

export async function setPlan(db: Db, userId: number, plan: PlanId): Promise<void> {
  await db.update(users).set({ subscriptionTier: plan, subscriptionStatus: plan === 'free_trial' ? 'trialing' : 'active', subscriptionEndDate: null }).where(eq(users.id, userId));
}
