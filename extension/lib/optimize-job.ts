/**
 * "Optimize my resume for this job" (run by the background, so it finishes even when the popup closes):
 * send the posting to the web app's capture endpoint, then open /optimize-resume with the job link
 * prefilled. The web app then uses the captured description instead of fetching the page.
 */
import { type CaptureOutcome, captureJob, type FetchFn } from './api-client';
import { type PageJob, toCaptureInput } from './page-job';
import { optimizeResumeUrl } from './web-app';

export type OptimizeOutcome =
  | { kind: 'opened'; url: string }
  | Exclude<CaptureOutcome, { kind: 'captured' }>;

export interface OptimizeDeps {
  webAppUrl: string;
  openTab: (url: string) => Promise<unknown>;
  fetch?: FetchFn;
}

export async function optimizeJob(job: PageJob, deps: OptimizeDeps): Promise<OptimizeOutcome> {
  const outcome = await captureJob(deps.webAppUrl, toCaptureInput(job), deps.fetch);
  if (outcome.kind !== 'captured') return outcome;
  const url = optimizeResumeUrl(deps.webAppUrl, outcome.canonicalUrl);
  await deps.openTab(url);
  return { kind: 'opened', url };
}
