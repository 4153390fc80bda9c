/** The one read exports need: a resume's text, document, template and file name, only when it is the user's. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';

export interface ResumeForExport {
  originalFileName: string | null;
  optimizedContent: string | null;
  templateUsed: string | null;
  /** The tailored resume document (null on resumes made before documents were stored). */
  tailoredDocument: Record<string, unknown> | null;
}

export async function findResumeForExport(db: Db, userId: number, resumeId: number): Promise<ResumeForExport | undefined> {
  const [row] = await db
    .select({
      originalFileName: resumes.originalFileName,
      optimizedContent: resumes.optimizedContent,
      templateUsed: resumes.templateUsed,
      tailoredDocument: resumes.tailoredDocument,
    })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return row;
}
