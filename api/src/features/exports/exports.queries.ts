/** The one read exports need: a resume's text, document, template and file name, only when it is the user's. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { findOwnedResume } from '../resumes/resumes.queries';

export interface ResumeForExport {
  originalFileName: string | null;
  optimizedContent: string | null;
  templateUsed: string | null;
  /** The tailored resume document (null on resumes made before documents were stored). */
  tailoredDocument: Record<string, unknown> | null;
}

export function findResumeForExport(db: Db, userId: number, resumeId: number): Promise<ResumeForExport | undefined> {
  return findOwnedResume(db, userId, resumeId, {
    originalFileName: resumes.originalFileName,
    optimizedContent: resumes.optimizedContent,
    templateUsed: resumes.templateUsed,
    tailoredDocument: resumes.tailoredDocument,
  });
}

/** The user's newest resume, for "Preview with my resume". */
export async function findLatestResumeForExport(db: Db, userId: number): Promise<ResumeForExport | undefined> {
  const [row] = await db
    .select({
      originalFileName: resumes.originalFileName,
      optimizedContent: resumes.optimizedContent,
      templateUsed: resumes.templateUsed,
      tailoredDocument: resumes.tailoredDocument,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .limit(1);
  return row;
}
