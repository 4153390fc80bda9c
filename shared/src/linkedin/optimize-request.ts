/**
 * One call for the API's POST /api/linkedin-profile/optimize with the built-in engine: the validated
 * request's pasted profile read, optimized against the user's resumes, and the fields the
 * linkedin_profiles row stores (headline, summary, optimizedContent) alongside the full result.
 */
import type { ResumeDocument } from '../resume/document.schema';
import type { LinkedInOptimization, OptimizeLinkedInRequest } from './linkedin.schema';
import { optimizeLinkedInProfile, storedTextsOf } from './optimize';
import { optimizedContentOf } from './optimized-content';
import { readProfile } from './profile-read';

export interface OptimizedProfileRow {
  headline: string;
  summary: string;
  optimizedContent: string;
  result: LinkedInOptimization;
}

/** The built-in optimization of a validated request, as the row's fields. */
export function optimizeProfileRequest(request: OptimizeLinkedInRequest, resumes: readonly ResumeDocument[], now?: Date | string): OptimizedProfileRow {
  const result = optimizeLinkedInProfile({
    profile: readProfile(request.profileContent),
    target: { position: request.targetPosition, industry: request.targetIndustry },
    resumes: [...resumes],
    ...(now ? { now } : {}),
  });
  return { ...storedTextsOf(result), optimizedContent: optimizedContentOf(result), result };
}
