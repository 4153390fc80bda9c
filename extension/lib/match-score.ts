/**
 * The side panel's match score: how well the user's latest resume covers the job on the page, 0-100.
 * There is no API route that scores a resume against a job without tailoring it (POST /api/optimize-resume
 * creates a resume), so the panel fetches the latest resume's text (GET /api/my-resumes, then
 * GET /api/resume/{id}) and runs the shared engine's scorer on it (`match.scoreBefore`, the same number
 * Optimize Resume shows as "before"). Loaded only by the side panel.
 */
import type { ResumeDetail, ResumeListItem } from '@jobapp/shared/resumes.schema';
import { tailorResume } from '@jobapp/shared/tailoring/engine';
import { type ApiFailure, call, failure, type FetchFn, readJson, type SignedOut, type Unreachable } from './api-client';
import type { PageJob } from './page-job';

export interface LatestResume {
  id: number;
  /** The job it was tailored to, or null. */
  jobTitle: string | null;
  text: string;
}

export type LatestResumeOutcome = { kind: 'resume'; resume: LatestResume } | { kind: 'no-resume' } | SignedOut | Unreachable | ApiFailure;

/** The newest of the user's resumes (by createdAt, then id). */
export function newestResume(items: readonly ResumeListItem[]): ResumeListItem | null {
  let newest: ResumeListItem | null = null;
  for (const item of items) {
    if (!newest || item.createdAt > newest.createdAt || (item.createdAt === newest.createdAt && item.id > newest.id)) newest = item;
  }
  return newest;
}

/** GET /api/my-resumes, then the newest one's text. */
export async function fetchLatestResume(webAppUrl: string, fetchFn: FetchFn = fetch): Promise<LatestResumeOutcome> {
  const list = await call(fetchFn, webAppUrl, '/api/my-resumes', { method: 'GET' });
  if (!(list instanceof Response)) return list;
  if (!list.ok) return failure(list);
  const items = await readJson(list);
  if (!Array.isArray(items)) return { kind: 'unreachable', webAppUrl };
  const newest = newestResume(items as ResumeListItem[]);
  if (!newest) return { kind: 'no-resume' };
  const detail = await call(fetchFn, webAppUrl, `/api/resume/${newest.id}`, { method: 'GET' });
  if (!(detail instanceof Response)) return detail;
  if (!detail.ok) return failure(detail);
  const body = (await readJson(detail)) as Partial<ResumeDetail> | null;
  const text = typeof body?.optimizedContent === 'string' ? body.optimizedContent : '';
  return text.trim() ? { kind: 'resume', resume: { id: newest.id, jobTitle: newest.jobTitle, text } } : { kind: 'no-resume' };
}

/** The resume's score for the job, 0-100, from the shared engine. */
export function matchScore(resumeText: string, job: Pick<PageJob, 'title' | 'company' | 'location' | 'descriptionHtml'>): number {
  const result = tailorResume({
    resumeText,
    job: { title: job.title, company: job.company, location: job.location, description: job.descriptionHtml },
  });
  return result.match.scoreBefore;
}
