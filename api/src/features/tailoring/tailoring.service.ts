/**
 * Tailors a resume to a job (decision D4) with the configured engine.
 *
 * - AI_PROVIDER=builtin: the shared built-in engine (deterministic, in-process).
 * - AI_PROVIDER=openai: the built-in engine runs first anyway (its match report and gaps go into the
 *   prompt, and it is the fallback); the model's text then passes the same truthfulness rules as the
 *   built-in engine's (enforceTruthfulness against the user's resume): every unsupported skill,
 *   employer, title, date, degree or number is removed and listed in removedClaims. The match report
 *   keeps the built-in requirements, items, gaps and scoreBefore (the original resume); scoreAfter and
 *   breakdownAfter are the built-in scorer's view of the final text (the engine scores its input as
 *   "before", so scoring the final text is a second engine run on it).
 * On time-out, HTTP/network error or unusable output the built-in result answers, with
 * engine.fallbackReason saying why.
 */
import type { EngineInfo, JobDetails } from '@jobapp/shared';
import { tailorResume, type MatchReport, type TailoringResult } from '@jobapp/shared/tailoring/engine';
import { enforceTruthfulness, type UnsupportedClaim } from '@jobapp/shared/tailoring/truthfulness';
import type { Deps } from '../../types';
import { jobInputOf } from '../jobs/job-details';
import { requestTailoredResume, type LlmFailureReason } from './openai-provider';

export interface TailorOutcome {
  text: string;
  match: MatchReport;
  engine: EngineInfo;
  removedClaims: string[];
  warnings: string[];
}

/** Below this, what is left of the model's text after the truthfulness check is not a resume. */
const MIN_FINAL_CHARS = 100;

const FALLBACK_WARNINGS: Record<LlmFailureReason, string> = {
  timeout: 'The AI service did not answer in time, so the built-in engine tailored this resume.',
  error: 'The AI service was not available, so the built-in engine tailored this resume.',
  'invalid-output': 'The AI service gave an unusable answer, so the built-in engine tailored this resume.',
};

function fromBuiltIn(result: TailoringResult, fallbackReason?: LlmFailureReason): TailorOutcome {
  return {
    text: result.text,
    match: result.match,
    engine: fallbackReason ? { name: 'built-in', fallbackReason } : { name: 'built-in' },
    removedClaims: [],
    warnings: fallbackReason ? [...result.warnings, FALLBACK_WARNINGS[fallbackReason]] : [...result.warnings],
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'skill "Kubernetes"', 'employer "Google"', 'date "Mar 2014"' (the checker writes dates as "3 2014"). */
function describeClaim(claim: UnsupportedClaim): string {
  const monthYear = claim.kind === 'date' ? /^(\d{1,2}) (\d{4})$/.exec(claim.value) : null;
  const month = monthYear ? MONTHS[Number(monthYear[1]) - 1] : undefined;
  return `${claim.kind} "${month && monthYear ? `${month} ${monthYear[2]}` : claim.value}"`;
}

/** Built-in warnings about its own rewrite (not about the inputs) do not apply to the model's text. */
function inputWarnings(warnings: readonly string[]): string[] {
  return warnings.filter((w) => !w.startsWith('Removed ') && !w.startsWith('Section "'));
}

export async function tailorForJob(
  deps: Deps,
  input: { resumeText: string; job: JobDetails; now: Date },
): Promise<TailorOutcome> {
  const { env } = deps;
  const job = jobInputOf(input.job);
  const builtIn = tailorResume({ resumeText: input.resumeText, job, now: input.now });
  if (env.AI_PROVIDER !== 'openai') return fromBuiltIn(builtIn);
  const log = deps.logger.child({ aiModel: env.OPENAI_MODEL });
  if (!env.OPENAI_API_KEY) {
    log.error('AI_PROVIDER=openai without OPENAI_API_KEY; using the built-in engine');
    return fromBuiltIn(builtIn, 'error');
  }

  const answer = await requestTailoredResume(
    { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS },
    { resumeText: input.resumeText, job: input.job, match: builtIn.match },
  );
  if (!answer.ok) {
    log.warn({ reason: answer.reason, detail: answer.detail }, 'LLM tailoring failed; the built-in engine answered');
    return fromBuiltIn(builtIn, answer.reason);
  }

  const enforced = enforceTruthfulness(input.resumeText, answer.text, { now: input.now });
  // Removed lines can leave runs of blank lines behind.
  const text = enforced.text.replace(/\n{3,}/g, '\n\n').trim();
  if (text.length < MIN_FINAL_CHARS) {
    log.warn({ removed: enforced.removed.length }, 'LLM text unusable after the truthfulness check; the built-in engine answered');
    return fromBuiltIn(builtIn, 'invalid-output');
  }
  const removedClaims = [...new Set(enforced.removed.map(describeClaim))];
  const finalScore = tailorResume({ resumeText: text, job, now: input.now }).match;
  const match: MatchReport = {
    ...builtIn.match,
    scoreAfter: Math.max(builtIn.match.scoreBefore, finalScore.scoreBefore),
    breakdownAfter: finalScore.breakdownBefore,
  };
  const warnings = inputWarnings(builtIn.warnings);
  if (removedClaims.length > 0) {
    warnings.push(`Removed ${removedClaims.length} statement(s) the AI wrote that your resume does not support.`);
  }
  if (finalScore.scoreBefore < builtIn.match.scoreBefore) {
    warnings.push('The AI-tailored text does not score higher than your original resume for this job.');
  }
  log.info({ removed: removedClaims.length, model: answer.model }, 'Resume tailored by the LLM');
  return { text, match, engine: { name: answer.model }, removedClaims, warnings };
}
