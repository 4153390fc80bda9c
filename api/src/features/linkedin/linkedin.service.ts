/**
 * LinkedIn profile optimization (issue 13, section 2; spec sections 3, 5, 6, 8; D4, D9). Elite only, 2 per
 * billing period: the quota is taken, the `pending` row inserted and its job scheduled in one
 * transaction, so parallel requests at the limit let exactly the remaining number through and a failed
 * insert gives the unit back. Past the limit the message names the monthly limit (the page shows
 * 'Limit Reached'). The work itself runs on the job runner (linkedin-jobs.ts).
 */
import { AppError } from '@jobapp/shared';
import type { LinkedInOptimization, LinkedInProfileDetail, LinkedInProfileStatus, OptimizeLinkedInRequest } from '@jobapp/shared/linkedin/linkedin.schema';
import { enqueueJob } from '../../lib/jobs/jobs.queries';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { requireFeature, takeQuota, type BillingUser } from '../billing/billing-account';
import { compute } from '../../lib/compute/compute';
import { dataExportMessages, type DataExportReading } from './data-export-task';
import { LINKEDIN_JOB, LINKEDIN_JOB_ATTEMPTS, type LinkedInJobPayload } from './linkedin-jobs';
import { findLinkedInProfile, findLinkedInProfiles, insertLinkedInProfile, type LinkedInRecord } from './linkedin.queries';

export const linkedInProfileNotFound = 'Profile not found';

const STATUSES: readonly LinkedInProfileStatus[] = ['pending', 'processing', 'completed', 'failed'];

function detailOf(row: LinkedInRecord): LinkedInProfileDetail {
  const status = STATUSES.includes(row.status as LinkedInProfileStatus) ? (row.status as LinkedInProfileStatus) : 'pending';
  return {
    id: row.id,
    profileUrl: row.profileUrl,
    targetPosition: row.targetPosition ?? '',
    targetIndustry: row.targetIndustry ?? '',
    status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    headline: row.headline,
    summary: row.summary,
    optimizedContent: row.optimizedContent,
    result: (row.result as LinkedInOptimization | null) ?? null,
  };
}

export async function startOptimization(deps: Deps, log: Logger, user: BillingUser, input: OptimizeLinkedInRequest): Promise<LinkedInProfileDetail> {
  const now = deps.clock();
  // The job gives this period's unit back if it fails for good (linkedin-jobs.ts).
  const { periodStart } = requireFeature(user, 'linkedin_optimization', now).quotas.linkedin_optimization;
  const row = await deps.db.transaction(async (tx) => {
    await takeQuota(tx, user, 'linkedin_optimization', now);
    const inserted = await insertLinkedInProfile(tx, { userId: user.id, ...input, now });
    const payload: LinkedInJobPayload = { profileId: inserted.id, quotaPeriodStart: periodStart.toISOString() };
    await enqueueJob(tx, LINKEDIN_JOB, payload, { userId: user.id, maxAttempts: LINKEDIN_JOB_ATTEMPTS });
    return inserted;
  });
  log.info({ profileId: row.id }, 'LinkedIn optimization queued');
  return detailOf(row);
}

export async function listProfiles(deps: Deps, userId: number): Promise<LinkedInProfileDetail[]> {
  return (await findLinkedInProfiles(deps.db, userId)).map(detailOf);
}

export async function getProfile(deps: Deps, userId: number, id: number): Promise<LinkedInProfileDetail> {
  const row = await findLinkedInProfile(deps.db, userId, id);
  if (!row) throw new AppError('not_found', linkedInProfileNotFound);
  return detailOf(row);
}

/** The data export's profile content (no AI); its own message for a file that is not one. */
export async function importDataExport(deps: Deps, userId: number, bytes: Buffer | undefined): Promise<Extract<DataExportReading, { ok: true }>> {
  if (!bytes || bytes.length === 0) throw new AppError('validation_failed', dataExportMessages.notZip, { file: dataExportMessages.notZip });
  const reading = await compute('linkedin-data-export', { bytes: new Uint8Array(bytes) }, { log: deps.logger, owner: userId });
  if (!reading.ok) throw new AppError('validation_failed', reading.message, { file: reading.message });
  return reading;
}
