/**
 * What the user's own input supports (decision D4): the pasted profile and the user's resumes as one
 * truthfulness Support, and the keyword look-ups the checks and the optimizer share ("does this text
 * name this keyword", "does the user truly have this skill").
 */
import { resumeOfDocument } from '../resume/document';
import type { ResumeDocument } from '../resume/document.schema';
import { foldForCompare } from '../resume/normalize';
import { renderResumeText } from '../resume/render';
import { parseResume } from '../resume/structure';
import type { StructuredResume } from '../resume/types';
import { canonicalSkill, skillSet } from '../tailoring/skill-matcher';
import { supportFor, type Support } from '../tailoring/truthfulness';
import { profileContentOf } from './profile-content';
import type { LinkedInProfile } from './profile-types';

/** The resumes as StructuredResume (what the checks compare with). */
export function structuredResumesOf(resumes: readonly ResumeDocument[]): StructuredResume[] {
  return resumes.map(resumeOfDocument);
}

/** The profile and the resumes as one text: everything the user has said about themselves. */
export function supportTextOf(profile: LinkedInProfile, resumes: readonly StructuredResume[]): string {
  const parts = [profileContentOf(profile, Number.POSITIVE_INFINITY), ...resumes.map((r) => renderResumeText(r))];
  return parts.filter((p) => p.trim() !== '').join('\n\n');
}

/** The truthfulness Support of the profile and the resumes; `now` dates a current role's "Present" for the years the role dates add up to. */
export function profileSupport(profile: LinkedInProfile, resumes: readonly StructuredResume[], now?: Date | string): Support {
  const text = supportTextOf(profile, resumes);
  return supportFor(text, parseResume(text), now ? { now } : {});
}

function phraseIn(foldedText: string, phrase: string): boolean {
  const f = foldForCompare(phrase);
  return f !== '' && foldedText.includes(` ${f} `);
}

/** The keywords the text names (as a skill or as the phrase itself), in the keywords' order. */
export function keywordsIn(text: string, keywords: readonly string[]): string[] {
  const skills = skillSet(text, 'lenient');
  const folded = ` ${foldForCompare(text)} `;
  return keywords.filter((k) => {
    const canonical = canonicalSkill(k);
    return (canonical !== null && skills.has(canonical)) || phraseIn(folded, k);
  });
}

/** True when the Support shows the skill (its canonical name, an alias, or the phrase itself). */
export function supportsSkill(support: Support, skill: string): boolean {
  const canonical = canonicalSkill(skill);
  return (canonical !== null && support.skills.has(canonical)) || phraseIn(support.folded, skill);
}
