/** What "I have this" reads and writes of a resume row, scoped to its owner. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';

export interface ResumeForEvidence {
  originalText: string | null;
  originalDocument: Record<string, unknown> | null;
  jobDetails: Record<string, unknown> | null;
  templateUsed: string | null;
}

export async function findResumeForEvidence(db: Db, userId: number, resumeId: number): Promise<ResumeForEvidence | undefined> {
  const [row] = await db
    .select({
      originalText: resumes.originalText,
      originalDocument: resumes.originalDocument,
      jobDetails: resumes.jobDetails,
      templateUsed: resumes.templateUsed,
    })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return row;
}

export interface RetailoredResume {
  optimizedContent: string;
  match: Record<string, unknown>;
  originalDocument: Record<string, unknown>;
  tailoredDocument: Record<string, unknown>;
  keywordReport: unknown[];
  engine: string;
  engineFallbackReason: string | null;
  updatedAt: Date;
}

/** False when the row is gone (or not the user's) by now. */
export async function updateRetailoredResume(db: Db, userId: number, resumeId: number, values: RetailoredResume): Promise<boolean> {
  const rows = await db
    .update(resumes)
    .set(values)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  return rows.length > 0;
}
