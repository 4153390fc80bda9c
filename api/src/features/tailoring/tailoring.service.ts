/**
 * Tailors a resume to a job (decision D4) with the configured engine. The CPU work (the engine, the
 * checks of the model's edits) runs in the compute pool (lib/compute/, tailor-task.ts); this module only
 * orchestrates, talks to the network and logs.
 *
 * - AI_PROVIDER=builtin: the shared built-in engine (deterministic).
 * - AI_PROVIDER=openai: the built-in engine runs first anyway (its match report and gaps go into the
 *   prompt, and it is the fallback); the model's edits then pass the same rules as the built-in
 *   writer's: truth, structure, stock phrases, grammar, the summary's (checkLlmText in tailor-task.ts).
 * On time-out, HTTP/network error or unusable output the built-in result answers, with
 * engine.fallbackReason saying why. Input too large or complex for the time limit → 422; the pool's
 * queue full → 503; the user's other compute task still running → 429 (lib/compute/compute.ts).
 */
import type { Deps } from '../../types';
import { compute, type ComputeCall } from '../../lib/compute/compute';
import type { ComputeOwner } from '../../lib/compute/compute-pool';
import { editableStatements } from './llm-edits';
import { requestTailoredResume } from './openai-provider';
import { fromBuiltIn, type TailorOutcome, type TailorTaskInput } from './tailor-task';

export type { TailorOutcome } from './tailor-task';

/** 'e0.s1 dropped-number', for the log (the reasons quote the resume). */
function refusalCodes(outcome: TailorOutcome): string[] {
  return outcome.refusedEdits.map((r) => `${r.id} ${r.code}`);
}

/** `owner`: the user the resume is tailored for (one compute task of theirs at a time). */
export async function tailorForJob(deps: Deps, input: TailorTaskInput, owner: ComputeOwner): Promise<TailorOutcome> {
  const { env } = deps;
  const call: ComputeCall = { log: deps.logger, owner };
  const builtIn = await compute('tailor', input, call);
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

  const checked = await compute('check-llm', { ...input, builtIn, edits: answer.edits, model: answer.model }, call);
  if (!checked.ok) {
    log.warn({ removed: checked.removed, refused: refusalCodes(checked.outcome) }, 'LLM edits all refused by the checks; the built-in engine answered');
    return checked.outcome;
  }
  log.info({ removed: checked.removed, refused: refusalCodes(checked.outcome), model: answer.model }, 'Resume tailored by the LLM');
  return checked.outcome;
}
