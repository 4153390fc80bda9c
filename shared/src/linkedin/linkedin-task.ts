/**
 * The CPU work of a LinkedIn optimization on user text, run in the compute pool: the built-in
 * optimizer (shared linkedin/optimize.ts) over the pasted profile and the user's resume documents, or a
 * model's texts put through the same truthfulness enforcement and before/after checklist. Plain data.
 */
import { storedResumeDocument, type ResumeDocument } from '../resume/document.schema';
import type { LlmProfileAnswer } from './llm-profile.schema';
import { completeOptimization, storedTextsOf } from './optimize';
import { optimizedContentOf } from './optimized-content';
import { optimizeProfileRequest, type OptimizedProfileRow } from './optimize-request';
import { readProfile } from './profile-read';

export interface LinkedInTaskInput {
  profileContent: string;
  targetPosition: string;
  targetIndustry: string;
  /** The user's stored resume documents (validated here; invalid ones are skipped). */
  resumes: unknown[];
}

function documentsOf(input: LinkedInTaskInput): ResumeDocument[] {
  return input.resumes.map((r) => storedResumeDocument(r)).filter((d): d is ResumeDocument => d !== null);
}

export function optimizeBuiltIn(input: LinkedInTaskInput): OptimizedProfileRow {
  return optimizeProfileRequest(
    { profileUrl: '', profileContent: input.profileContent, targetPosition: input.targetPosition, targetIndustry: input.targetIndustry },
    documentsOf(input),
  );
}

/** A model's texts, checked like the built-in ones (anything unsupported removed and listed). */
export function completeModelProfile(input: LinkedInTaskInput & { answer: LlmProfileAnswer }): OptimizedProfileRow {
  const result = completeOptimization(input.answer, {
    profile: readProfile(input.profileContent),
    target: { position: input.targetPosition, industry: input.targetIndustry },
    resumes: documentsOf(input),
  });
  return { ...storedTextsOf(result), optimizedContent: optimizedContentOf(result), result };
}
