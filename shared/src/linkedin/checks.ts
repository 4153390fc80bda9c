/**
 * The profile checklist (deterministic): every check of the headline, About, Experience, Skills and
 * Education, and the score they give a profile for a target (the weighted share passed, 0-100).
 */
import type { ResumeDocument } from '../resume/document.schema';
import type { ProfileScore } from './linkedin.schema';
import type { ProfileCheck } from './check-types';
import { ABOUT_CHECKS, HEADLINE_CHECKS } from './checks-headline-about';
import { ROLE_CHECKS, SKILL_CHECKS } from './checks-roles-skills';
import { WRITING_CHECKS } from './checks-writing';
import type { LinkedInProfile, ProfileTarget } from './profile-types';
import { structuredResumesOf } from './support';

export type { CheckOutcome, ProfileCheck } from './check-types';

/** Every check, in the order the checklist shows them. */
export const PROFILE_CHECKS: readonly ProfileCheck[] = [...HEADLINE_CHECKS, ...ABOUT_CHECKS, ...WRITING_CHECKS, ...ROLE_CHECKS, ...SKILL_CHECKS];

/** The profile's checklist and score for the target; resumes make the consistency checks bite. */
export function scoreProfile(profile: LinkedInProfile, target: ProfileTarget, resumes: readonly ResumeDocument[] = []): ProfileScore {
  const structured = structuredResumesOf(resumes);
  let total = 0;
  let earned = 0;
  const checks = PROFILE_CHECKS.map((c) => {
    const { pass, detail } = c.check(profile, target, structured);
    total += c.weight;
    if (pass) earned += c.weight;
    return { id: c.id, label: c.label, pass, detail };
  });
  return { score: total === 0 ? 0 : Math.round((100 * earned) / total), checks };
}
