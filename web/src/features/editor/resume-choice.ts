/**
 * Which resume the editor opens (issue 23, "a way in"): the one in the route; without one, the user's
 * latest saved resume; with none saved, the empty state (upload one, paste one, or try the sample).
 * Pure, unit-tested in resume-choice.test.ts.
 */
import type { ResumeListItem } from '@jobapp/shared';
import { formatDate } from '@/lib/dates';
import { resumeTitle } from '@/features/resumes/labels';

export type EditorStart =
  /** The resume list is still loading (only waited for when the route names no resume). */
  | { kind: 'loading' }
  /** Open this resume: the route's, else the latest saved one. */
  | { kind: 'resume'; resumeId: number }
  /** No saved resumes: the empty state. */
  | { kind: 'none' }
  /** No resume in the route and the list could not be read. */
  | { kind: 'list-failed' };

type Dated = Pick<ResumeListItem, 'id' | 'createdAt'>;

/** Newest first by creation time (the higher id first on a tie), whatever order the list came in. */
export function newestFirst<T extends Dated>(resumes: readonly T[]): T[] {
  return [...resumes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export function editorStart({
  routeResumeId,
  resumes,
  listFailed,
}: {
  /** The resume id in the route, already read (null: none). */
  routeResumeId: number | null;
  /** The saved resumes, once loaded. */
  resumes: readonly Dated[] | undefined;
  listFailed: boolean;
}): EditorStart {
  if (routeResumeId !== null) return { kind: 'resume', resumeId: routeResumeId };
  if (listFailed) return { kind: 'list-failed' };
  if (!resumes) return { kind: 'loading' };
  const latest = newestFirst(resumes)[0];
  return latest ? { kind: 'resume', resumeId: latest.id } : { kind: 'none' };
}

/** The picker's option: 'Data Analyst at Acme Corp, November 28, 2026' ('Resume 2, …' without a job title). */
export function resumeChoiceLabel(resume: Pick<ResumeListItem, 'number' | 'jobTitle' | 'company' | 'createdAt'>): string {
  const company = resume.company?.trim();
  return `${resumeTitle(resume)}${company ? ` at ${company}` : ''}, ${formatDate(resume.createdAt)}`;
}

