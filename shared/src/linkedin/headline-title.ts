/**
 * The title the headline and About put forward, and the skills they may name: the target's core title
 * ("Registered Nurse - Medical/Surgical Telemetry (Nights)" → "Registered Nurse") when the user's own
 * titles, headline or summary say it, else the user's current title; skills as the user wrote them,
 * without a group label, a job title or a credential standing in for a skill.
 */
import { foldForCompare } from '../resume/normalize';
import { contentStems } from '../tailoring/concepts';
import { isTitleItem } from './writing-faults';
import { INSTITUTION_PATTERN, looksLikeLocation } from '../resume/lexicon';

export { coreTitle } from './title-core';
export { proseSpelling } from '../text/prose-spelling';
import { distinctNames } from './skill-ranking';
import type { LinkedInProfile } from './profile-types';
import { isAspiration } from '../text/aspiration';

/**
 * True when one of the user's titles, their headline or one summary sentence names every word of the title:
 * "Senior Accountant" and "Staff Accountant" held in turn do not make a "Senior Staff Accountant".
 */
export function holdsTitle(profile: LinkedInProfile, title: string, more: readonly string[] = []): boolean {
  const stems = contentStems(title);
  // Of a summary, what it calls the person ("Mechanical engineer with 10 years in manufacturing …" → "Mechanical
  // engineer"): a sentence that only names the work, or what the person seeks ("Seeking an Account Executive role"),
  // holds no title (an SDR's headlines led with "Account Executive").
  const described = more
    .flatMap((m) => m.split(/(?<=[.;!?])\s+/))
    .filter((sentence) => !isAspiration(sentence))
    .map((sentence) => sentence.split(/\s+(?:with|who|that|specializ\w*|experienced in)\s|,/i)[0] ?? '');
  const sources = [...profile.positions.map((p) => p.title), profile.headline, ...described];
  return stems.length > 0 && sources.some((source) => {
    const own = new Set(contentStems(source));
    return stems.every((s) => own.has(s));
  });
}

/** True when the item is a job title or a licence rather than a skill. */
export function isTitleOrCredential(item: string, titles: readonly string[], listed: readonly string[] = []): boolean {
  if (/\b(?:licen[cs]e|licensed|certified|certification|certificate|degree)\b/i.test(item)) return true;
  return item.split(/\s+and\s+|\s*&\s*/).some((part) => isTitleItem(part, titles, listed));
}

/** A skill fit to name in prose or a headline: no label, no broken bracket, not a sentence. */
function isCleanSkill(skill: string): boolean {
  const opens = (skill.match(/\(/g) ?? []).length;
  const closes = (skill.match(/\)/g) ?? []).length;
  return skill.length <= 40 && opens === closes && !/:|\.$/.test(skill) && skill.split(/\s+/).length <= 5;
}

/** The skills the headline and About may name, best first, each once. */
export function nameableSkills(skills: readonly string[], titles: readonly string[], listed: readonly string[] = [], industry = ''): string[] {
  const field = foldForCompare(industry);
  const place = (s: string) => INSTITUTION_PATTERN.test(s) || looksLikeLocation(s);
  // A skill whose details make it too long to name ("Excel (pivot tables, XLOOKUP, Power Query)") is named without them.
  // Names another holds ("XLOOKUP" in it) go first, so the shorter name does not bring them back.
  const named = distinctNames(skills).map((s) => (isCleanSkill(s) ? s : s.replace(/\s*\([^)]*\)\s*$/, '').trim()));
  return distinctNames(named.filter((s) => s !== '' && isCleanSkill(s) && !place(s) && !isTitleOrCredential(s, titles, listed) && foldForCompare(s) !== field));
}

