/**
 * The CPU work of a LinkedIn optimization on user text, run in the compute pool: the built-in
 * optimizer (shared linkedin/optimize.ts) over the pasted profile and the user's resume documents, or a
 * model's texts put through the same truthfulness enforcement, before/after checklist and writing bar
 * (model-gate; the built-in writer answers when they fall short). Plain data.
 */
import { storedResumeDocument, type ResumeDocument } from '../resume/document.schema';
import type { LlmProfileAnswer } from './llm-profile.schema';
import { completeOptimization, storedTextsOf } from './optimize';
import { optimizedContentOf } from './optimized-content';
import { optimizeProfileRequest, type OptimizedProfileRow } from './optimize-request';
import { modelAnswerFaults, modelFallbackNote } from './model-gate';
import { readProfile } from './profile-read';
import { structuredResumesOf } from './support';

export interface LinkedInTaskInput {
  profileContent: string;
  targetPosition: string;
  targetIndustry: string;
  /** The user's stored resume documents (validated here; invalid ones are skipped). */
  resumes: unknown[];
  /** Today (ISO), for a current role's "Present" in the years the headline says. */
  now?: string;
}

function documentsOf(input: LinkedInTaskInput): ResumeDocument[] {
  return input.resumes.map((r) => storedResumeDocument(r)).filter((d): d is ResumeDocument => d !== null);
}

export function optimizeBuiltIn(input: LinkedInTaskInput): OptimizedProfileRow {
  return optimizeProfileRequest(
    { profileUrl: '', profileContent: input.profileContent, targetPosition: input.targetPosition, targetIndustry: input.targetIndustry },
    documentsOf(input),
    input.now,
  );
}

/** A model's texts checked like the built-in ones, and what in them fell short (modelFaults). */
export interface ModelProfileRow extends OptimizedProfileRow {
  /** [] when the model's texts are used; else the reasons, and the row is the built-in writer's. */
  modelFaults: string[];
}

/**
 * A model's texts, checked like the built-in ones (anything unsupported removed and listed), then held
 * to the built-in writer's bar (model-gate): when they fall short, the built-in writer answers and the
 * result's notes say why.
 */
export async function completeModelProfile(input: LinkedInTaskInput & { answer: LlmProfileAnswer }): Promise<ModelProfileRow> {
  const profile = readProfile(input.profileContent);
  const resumes = documentsOf(input);
  const result = completeOptimization(input.answer, { profile, target: { position: input.targetPosition, industry: input.targetIndustry }, resumes, ...(input.now ? { now: input.now } : {}) });
  const modelFaults = await modelAnswerFaults({ answer: input.answer, result, profile, resumes: structuredResumesOf(resumes), targetPosition: input.targetPosition });
  if (modelFaults.length === 0) return { ...storedTextsOf(result), optimizedContent: optimizedContentOf(result), result, modelFaults };
  const builtIn = optimizeBuiltIn(input);
  const noted = { ...builtIn.result, removedClaims: [modelFallbackNote(modelFaults), ...builtIn.result.removedClaims] };
  return { ...storedTextsOf(noted), optimizedContent: optimizedContentOf(noted), result: noted, modelFaults };
}
