/**
 * What the result says about the engine that tailored the resume (decision D4): why the built-in engine
 * answered when a model was tried, and each of the model's changes that was not applied, with its reason
 * (the API's `aiNotes`, present only on a fresh result).
 */
import type { EngineInfo } from '@jobapp/shared';

const FALLBACK_SENTENCES: Record<string, string> = {
  timeout: "The AI model didn't answer in time, so the built-in engine tailored your resume.",
  error: "The AI model wasn't available, so the built-in engine tailored your resume.",
  'invalid-output': "The AI model's answer could not be used, so the built-in engine tailored your resume.",
};

const ALL_REFUSED = "None of the AI model's changes passed our checks, so the built-in engine tailored your resume.";

/** The fallback sentence (or null when the engine answered as configured), then the refused changes. */
export function engineNotes(engine: EngineInfo, aiNotes: readonly string[] = []): { fallback: string | null; refused: string[] } {
  const reason = engine.fallbackReason;
  const fallback = !reason
    ? null
    : reason === 'invalid-output' && aiNotes.length > 0
      ? ALL_REFUSED
      : (FALLBACK_SENTENCES[reason] ?? `The AI model didn't answer (${reason}), so the built-in engine tailored your resume.`);
  return { fallback, refused: [...aiNotes] };
}
