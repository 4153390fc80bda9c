/**
 * LinkedIn optimizations run on the durable job runner (lib/jobs; issue 13): the request answers at
 * once with a `pending` row, and a job does the work — `processing`, then `completed` with the result,
 * or `failed` with a reason the page shows. A job pending when the server stops is claimed when a
 * runner starts again; one cut off mid-run is claimed again once its lease runs out, and running it
 * twice is harmless (it rewrites the same row). Attempts that throw (the database away) are retried by
 * the runner; the last one marks the row failed and gives the user's quota unit back (the period it was
 * taken in travels in the payload), once: only the run that moves the row to failed returns it.
 */
import { llmProfileAnswerSchema, llmProfilePromptOf } from '@jobapp/shared/linkedin/llm-profile.schema';
import { readProfile } from '@jobapp/shared/linkedin/profile-read';
import type { OptimizedProfileRow } from '@jobapp/shared/linkedin/optimize-request';
import { renderResumeText } from '@jobapp/shared/resume/render';
import { resumeOfDocument } from '@jobapp/shared/resume/document';
import { storedResumeDocument } from '@jobapp/shared/resume/document.schema';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { returnQuotaUnit } from '../billing/usage.queries';
import type { JobRunner } from '../../lib/jobs/job-runner';
import type { Clock } from '../../lib/clock';
import { requestStructured } from '../../lib/openai-structured';
import type { Logger } from '../../logger';
import type { AppEnv } from '../../types';
import { findRecentResumeDocuments } from '../resumes/resumes.queries';
import { compute } from '../../lib/compute/compute';
import type { LinkedInTaskInput } from '@jobapp/shared/linkedin/linkedin-task';
import { completeProfile, failProfile, findProfileWork, markProfileProcessing } from './linkedin.queries';

export const LINKEDIN_JOB = 'linkedin-optimize';
export const LINKEDIN_JOB_ATTEMPTS = 3;
/** The resumes whose statements back the optimization (newest first). */
const RESUMES_READ = 5;

export const linkedInFailure = 'We could not optimize this profile. Please try again.';

const payloadSchema = z.object({
  profileId: z.number().int().positive(),
  /** The quota period the unit was taken from (absent in jobs queued before it was recorded). */
  quotaPeriodStart: z.iso.datetime().optional(),
});
export type LinkedInJobPayload = z.infer<typeof payloadSchema>;

type ProfileRow = OptimizedProfileRow & { engine: string };

export interface LinkedInJobDeps {
  db: Db;
  env: AppEnv;
  logger: Logger;
  clock: Clock;
  /** Writes the profile's texts; defaults to a configured model, else the built-in optimizer (tests pass one that fails). */
  optimizeProfile?: (input: LinkedInTaskInput) => Promise<ProfileRow>;
}

/**
 * A configured model's texts, checked in the pool (truth, then the writing bar: when they fall short the
 * row is the built-in writer's, engine 'built-in', and its notes say why); null when none is configured or
 * the call failed (logged).
 */
async function modelProfile(deps: LinkedInJobDeps, input: LinkedInTaskInput): Promise<ProfileRow | null> {
  const { env } = deps;
  if (env.AI_PROVIDER !== 'openai' || !env.OPENAI_API_KEY) return null;
  const resumeTexts = input.resumes.flatMap((r) => {
    const doc = storedResumeDocument(r);
    return doc ? [renderResumeText(resumeOfDocument(doc))] : [];
  });
  const prompt = llmProfilePromptOf(readProfile(input.profileContent), { position: input.targetPosition, industry: input.targetIndustry }, resumeTexts);
  const answer = await requestStructured(
    { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS },
    { system: prompt.system, user: prompt.user, schema: llmProfileAnswerSchema, name: 'linkedin_profile' },
  );
  if (!answer.ok) {
    deps.logger.warn({ reason: answer.reason, detail: answer.detail }, 'The model did not optimize the LinkedIn profile; the built-in optimizer is used');
    return null;
  }
  const { modelFaults, ...checked } = await compute('linkedin-check', { ...input, answer: answer.value }, backgroundCall(deps));
  if (modelFaults.length > 0) {
    deps.logger.warn({ faults: modelFaults }, "The model's LinkedIn texts fell short of the writing bar; the built-in writer's are used");
    return { ...checked, engine: 'built-in' };
  }
  return { ...checked, engine: answer.model };
}

/** The job runner's work, not a request's: not limited per user (a 429 would only fail the attempt). */
const backgroundCall = (deps: LinkedInJobDeps) => ({ log: deps.logger, owner: null });

async function optimizeProfile(deps: LinkedInJobDeps, input: LinkedInTaskInput): Promise<ProfileRow> {
  if (deps.optimizeProfile) return deps.optimizeProfile(input);
  return (await modelProfile(deps, input)) ?? { ...(await compute('linkedin-optimize', input, backgroundCall(deps))), engine: 'built-in' };
}

async function optimizeStoredProfile(deps: LinkedInJobDeps, profileId: number): Promise<void> {
  const work = await findProfileWork(deps.db, profileId);
  if (!work || work.status === 'completed' || work.status === 'failed') return;
  await markProfileProcessing(deps.db, profileId, deps.clock());
  const input: LinkedInTaskInput = {
    profileContent: work.profileContent ?? '',
    targetPosition: work.targetPosition ?? '',
    targetIndustry: work.targetIndustry ?? '',
    resumes: await findRecentResumeDocuments(deps.db, work.userId, RESUMES_READ),
    now: deps.clock().toISOString(),
  };
  const row = await optimizeProfile(deps, input);
  await completeProfile(deps.db, profileId, { ...row, result: row.result as unknown as Record<string, unknown>, now: deps.clock() });
  deps.logger.info({ profileId, engine: row.engine, before: row.result.before.score, after: row.result.after.score }, 'LinkedIn profile optimized');
}

/** The last attempt failed: the row says so and the unit goes back to the user's quota, in one transaction. */
async function failForGood(deps: LinkedInJobDeps, payload: LinkedInJobPayload): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await failProfile(tx, payload.profileId, linkedInFailure, deps.clock());
    if (userId === undefined || payload.quotaPeriodStart === undefined) return;
    await returnQuotaUnit(tx, { userId, feature: 'linkedin_optimization', periodStart: new Date(payload.quotaPeriodStart) });
  });
}

export async function runLinkedInOptimization(deps: LinkedInJobDeps, payload: LinkedInJobPayload, attempt: number): Promise<void> {
  try {
    await optimizeStoredProfile(deps, payload.profileId);
  } catch (error) {
    deps.logger.error({ err: error, profileId: payload.profileId, attempt }, 'LinkedIn optimization failed');
    if (attempt >= LINKEDIN_JOB_ATTEMPTS) await failForGood(deps, payload);
    throw error;
  }
}

export function registerLinkedInJobs(runner: JobRunner, deps: LinkedInJobDeps): void {
  runner.register(LINKEDIN_JOB, async (payload, job) => {
    await runLinkedInOptimization(deps, payloadSchema.parse(payload), job.attempt);
  });
}
