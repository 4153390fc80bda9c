/** The one read exports need: a resume's text, document, template and file name, only when it is the user's. */
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
