/**
 * The side panel's view of the application tracker (GET and POST /api/applications, contract in
 * `@jobapp/shared/applications/applications.schema`): whether the job on the page already has a card, at
 * which stage, and Save (a new card with source `extension`). A card matches when its job link has the
 * same canonical URL as the job (tracking parameters and country subdomains aside).
 */
import type { ApplicationItem, CreateApplicationInput } from '@jobapp/shared/applications/applications.schema';
import { canonicalJobUrl } from '@jobapp/shared/jobs/job-url';
import { type ApiFailure, call, failure, type FetchFn, readJson, type SignedOut, type Unreachable } from './api-client';
import type { PageJob } from './page-job';

export type TrackerStatus = { kind: 'tracked'; item: ApplicationItem } | { kind: 'untracked' } | SignedOut | Unreachable | ApiFailure;

/** The card for `job` in a list, or null. */
export function cardForJob(items: readonly ApplicationItem[], job: Pick<PageJob, 'canonicalUrl'>): ApplicationItem | null {
  const wanted = canonicalJobUrl(job.canonicalUrl) ?? job.canonicalUrl;
  return items.find((item) => item.jobUrl !== null && (canonicalJobUrl(item.jobUrl) ?? item.jobUrl) === wanted) ?? null;
}

/** GET /api/applications, then the job's card. */
export async function trackerStatus(webAppUrl: string, job: PageJob, fetchFn: FetchFn = fetch): Promise<TrackerStatus> {
  const res = await call(fetchFn, webAppUrl, '/api/applications', { method: 'GET' });
  if (!(res instanceof Response)) return res;
  if (!res.ok) return failure(res);
  const body = await readJson(res);
  if (!Array.isArray(body)) return { kind: 'unreachable', webAppUrl };
  const item = cardForJob(body as ApplicationItem[], job);
  return item ? { kind: 'tracked', item } : { kind: 'untracked' };
}

/** The body of POST /api/applications for the job on the page. */
export function saveInput(job: PageJob): CreateApplicationInput {
  return {
    source: 'extension',
    jobUrl: job.canonicalUrl,
    jobTitle: job.title,
    company: job.company,
    location: job.location,
    description: job.descriptionHtml,
    board: job.source,
  };
}

/** POST /api/applications (the API answers an existing card for a duplicate). */
export async function saveJob(webAppUrl: string, job: PageJob, fetchFn: FetchFn = fetch): Promise<TrackerStatus> {
  const res = await call(fetchFn, webAppUrl, '/api/applications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(saveInput(job)),
  });
  if (!(res instanceof Response)) return res;
  if (!res.ok) return failure(res);
  const item = (await readJson(res)) as ApplicationItem | null;
  return item && typeof item.id === 'number' ? { kind: 'tracked', item } : { kind: 'untracked' };
}
