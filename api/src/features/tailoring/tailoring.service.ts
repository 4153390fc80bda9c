/**
 * Tailors a resume to a job (decision D4) with the configured engine. The CPU work (the engine, the
 * truthfulness check) runs in the compute pool (compute-pool.ts, tailor-task.ts); this module only
 * orchestrates, talks to the network and logs.
 *
 * - AI_PROVIDER=builtin: the shared built-in engine (deterministic).
 * - AI_PROVIDER=openai: the built-in engine runs first anyway (its match report and gaps go into the
 *   prompt, and it is the fallback); the model's text then passes the same truthfulness rules as the
 *   built-in engine's (checkLlmText in tailor-task.ts).
 * On time-out, HTTP/network error or unusable output the built-in result answers, with
 * engine.fallbackReason saying why. Input too large or complex for the time limit → 422; the pool's
 * queue full → 503.
 */
import { AppError, messages } from '@jobapp/shared';
import type { Deps } from '../../types';
import { ComputeBusyError, ComputeLimitError, getComputePool } from './compute-pool';
import type { ComputeKind, ComputeTasks } from './compute-tasks';
import { editableStatements } from './llm-edits';
import { requestTailoredResume } from './openai-provider';
import { fromBuiltIn, type TailorOutcome, type TailorTaskInput } from './tailor-task';

export type { TailorOutcome } from './tailor-task';

/** Texts of this module's answers (not in the spec). */
export const tailoringMessages = {
  tooComplex:
    'This resume or job description is too long or too complex to tailor in time. Please shorten it and try again.',
} as const;

/** Runs one CPU-heavy step in the compute pool; its limits become the API's answers. */
export async function compute<K extends ComputeKind>(deps: Pick<Deps, 'logger'>, kind: K, input: ComputeTasks[K]['input']): Promise<ComputeTasks[K]['result']> {
  const pool = getComputePool((error) => deps.logger.error({ err: error }, 'Compute worker failed'));
  try {
    return await pool.run(kind, input);
  } catch (error) {
    if (error instanceof ComputeLimitError) {
      deps.logger.warn({ task: kind, limit: error.limit, detail: error.message }, 'Tailoring stopped at its limit');
      throw new AppError('unprocessable', tailoringMessages.tooComplex);
    }
    if (error instanceof ComputeBusyError) throw new AppError('service_unavailable', messages.optimizationFailedDefault);
    throw error;
  }
}

export async function tailorForJob(
  deps: Deps,
  input: TailorTaskInput,
): Promise<TailorOutcome> {
  const { env } = deps;
  const builtIn = await compute(deps, 'tailor', input);
  if (env.AI_PROVIDER !== 'openai') return fromBuiltIn(builtIn);
  const log = deps.logger.child({ aiModel: env.OPENAI_MODEL });
  if (!env.OPENAI_API_KEY) {
    log.error('AI_PROVIDER=openai without OPENAI_API_KEY; using the built-in engine');
    return fromBuiltIn(builtIn, 'error');
  }

  const answer = await requestTailoredResume(
    { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS },
    { resumeText: input.resumeText, job: input.job, match: builtIn.match, statements: editableStatements(builtIn.documents.tailored) },
  );
  if (!answer.ok) {
    log.warn({ reason: answer.reason, detail: answer.detail }, 'LLM tailoring failed; the built-in engine answered');
    return fromBuiltIn(builtIn, answer.reason);
  }

  const checked = await compute(deps, 'check-llm', { ...input, builtIn, edits: answer.edits, model: answer.model });
  if (!checked.ok) {
    log.warn({ removed: checked.removed }, 'LLM text unusable after the truthfulness check; the built-in engine answered');
    return checked.outcome;
  }
  log.info({ removed: checked.removed, model: answer.model }, 'Resume tailored by the LLM');
  return checked.outcome;
}
