/**
 * The user's skills ranked for the target: first the skills the target asks for that the user truly has
 * (the profile or the resumes show them), most asked first; then the profile's own list in its order;
 * then the resumes' skills. Names are the user's own where the profile lists the skill.
 */
import { canonicalSkill } from '../tailoring/skill-matcher';
import { buzzwordsIn } from './checks-headline-about';
import type { Support } from '../tailoring/truthfulness';
import { SKILLS_MAX } from './checks-roles-skills';
import type { LinkedInProfile } from './profile-types';
import { supportsSkill } from './support';

function keyOf(skill: string): string {
  return (canonicalSkill(skill) ?? skill).toLowerCase();
}

/**
 * The ranked skills list (at most SKILLS_MAX), every one supported: the target's keywords the user has,
 * the profile's list, then `more` (the resumes' skills lists), clichés left out.
 */
export function rankSkills(profile: LinkedInProfile, keywords: readonly string[], support: Support, more: readonly string[] = []): string[] {
  const ownName = new Map<string, string>();
  for (const s of profile.skills) if (!ownName.has(keyOf(s))) ownName.set(keyOf(s), s);
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (skill: string) => {
    const key = keyOf(skill);
    if (seen.has(key) || !supportsSkill(support, skill) || buzzwordsIn(skill).length > 0 || out.length >= SKILLS_MAX) return;
    seen.add(key);
    out.push(ownName.get(key) ?? skill);
  };
  keywords.forEach(add);
  profile.skills.forEach(add);
  more.forEach(add);
  return out;
}
