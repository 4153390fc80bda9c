/**
 * The user's skills ranked for the target: first the skills the target asks for that the user truly has
 * (the profile or the resumes show them), most asked first; then the profile's own list in its order;
 * then the resumes' skills. Names are the user's own where the profile lists the skill.
 */
import { foldForCompare } from '../resume/normalize';
import { canonicalSkill } from '../tailoring/skill-matcher';
import { buzzwordsIn } from './checks-headline-about';
import type { Support } from '../tailoring/truthfulness';
import { SKILLS_MAX } from './checks-roles-skills';
import type { LinkedInProfile } from './profile-types';
import { supportsSkill } from './support';
import { coreTitle } from './title-core';
import { escapeRegExp } from '../text/regexp';
import { isCommonWord } from './common-words';

function keyOf(skill: string): string {
  return (canonicalSkill(skill) ?? skill).toLowerCase();
}

/** A skill's name without the details in brackets after it ("Excel (pivot tables, XLOOKUP)" → "Excel"). */
function withoutDetails(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim() || name;
}

/** True when one name holds the other as whole words ("AWS" and "AWS (EC2, S3, Lambda, RDS)"). */
export function holdsName(outer: string, inner: string): boolean {
  const f = foldForCompare(inner);
  return f !== '' && ` ${foldForCompare(outer)} `.includes(` ${f} `);
}

/** Names without one that another holds ("Critical Care" and "Critical Care Nursing" → the first seen). */
export function distinctNames(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) if (!out.some((o) => holdsName(name, o) || holdsName(o, name))) out.push(name);
  return out;
}

/** True when the skill is a job title ("Registered Nurse") or a title with a word more ("HR Generalist Duties"). */
export function isTitleSkill(skill: string, titles: readonly string[]): boolean {
  const f = foldForCompare(skill);
  return f !== '' && titles.some((t) => {
    const whole = foldForCompare(t);
    const core = foldForCompare(coreTitle(t) || t);
    return f === whole || f === core || (core.includes(' ') && ` ${f} `.startsWith(` ${core} `));
  });
}

/**
 * The name in the user's spelling: as their profile or resume lists it; else in sentence case when their
 * text writes it in lower case ("Patient Care" → "Patient care"); else as the target writes it.
 */
function spelledAsUser(name: string, text: string): string {
  const words = name.split(' ');
  const titleCase = words.length > 1 && words.every((w) => /^\p{Lu}[\p{Ll}-]*$/u.test(w) || /^(?:and|or|of|&)$/.test(w));
  const lower = name.toLowerCase();
  const writtenLower = new RegExp(`(?<!\\p{L})${escapeRegExp(lower)}(?!\\p{L})`, 'u').test(text);
  if (!titleCase || text.includes(name) || !writtenLower) return name;
  return `${name.charAt(0)}${lower.slice(1)}`;
}

/**
 * True when the user's skill names the keyword: the same skill ("Account reconciliation" for "Account
 * Reconciliation"), the same before its details ("FEA (ANSYS Mechanical)" for "Finite Element Analysis"),
 * or the keyword whole inside it ("NEC 2020 code compliance" for "NEC", "Fish and whole-animal butchery"
 * for "Butchery").
 */
export function namesKeyword(skill: string, keyword: string): boolean {
  const key = keyOf(keyword);
  // "Excel and Power Query" names "Microsoft Excel": the product without its maker's name.
  const product = keyword.replace(/^(?:Microsoft|Adobe|Google|Oracle|Amazon)\s+(?=\S)/, '');
  return keyOf(skill) === key || keyOf(withoutDetails(skill)) === key || holdsName(skill, keyword) || (product !== keyword && holdsName(skill, product));
}

/** The first word of a name, folded, when it says what the skill is about ("inventory" of "Inventory and ordering"). */
function firstWordOf(name: string): string {
  const word = foldForCompare(name).split(' ')[0] ?? '';
  return word.length >= 4 ? word : '';
}

/**
 * The skills of a ranked list that the target asks for, in the list's order (rankSkills puts them first,
 * most asked first): what the headline and the About's focus name.
 */
export function askedSkills(ranked: readonly string[], keywords: readonly string[]): string[] {
  return ranked.filter((s) => keywords.some((k) => namesKeyword(s, k)));
}

export interface RankOptions {
  /** The user's titles and the target's: never listed as a skill. */
  titles?: readonly string[];
  /** Everything the user wrote, for how they spell a skill the target names. */
  text?: string;
  /** The target industry as typed: a form value, not a skill the user lists ("Hospitality"). */
  industry?: string;
}

/** Title Case of common words ("Customer Service", "Warehouse Management"), not a product's name ("Salesforce Service Cloud", "Zendesk Guide"). */
function isTitleCasePhrase(name: string): boolean {
  const words = name.split(' ');
  return words.length > 1 && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w) || /^(?:and|or|of|&)$/.test(w)) && words.every(isCommonWord);
}

/** Sentence case for multi-word items ("Billing and refunds", "Patient care") more often than Title Case. */
function writesSentenceCase(names: readonly string[]): boolean {
  const multi = names.filter((n) => n.includes(' '));
  const sentence = multi.filter((n) => /^\p{Lu}\p{Ll}*(?: (?:\p{Ll}[\p{Ll}-]*|and|or|of|&))+$/u.test(n)).length;
  return sentence > 0 && sentence > multi.filter(isTitleCasePhrase).length;
}

/**
 * The ranked skills list (at most SKILLS_MAX), every one supported: the target's keywords the user has,
 * the profile's list, then `more` (the resumes' skills lists), clichés and job titles left out, each in the
 * user's spelling.
 */
export function rankSkills(profile: LinkedInProfile, keywords: readonly string[], support: Support, more: readonly string[] = [], options: RankOptions = {}): string[] {
  const ownName = new Map<string, string>();
  for (const s of [...profile.skills, ...more]) if (!ownName.has(keyOf(s))) ownName.set(keyOf(s), s);
  const titles = [...(options.titles ?? []), ...profile.positions.map((p) => p.title)];
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (skill: string) => {
    const key = keyOf(skill);
    if (seen.has(key) || !supportsSkill(support, skill) || buzzwordsIn(skill).length > 0) return;
    seen.add(key);
    const name = ownName.get(key) ?? spelledAsUser(skill, options.text ?? '');
    if (isTitleSkill(name, titles)) return;
    // One item for a skill: "AWS" folds into "AWS (EC2, S3, Lambda, RDS)", in the place of the first, and
    // "Microsoft Excel" into "Excel (pivot tables, XLOOKUP)" (the same skill before its details).
    const head = keyOf(withoutDetails(name));
    const holder = out.findIndex((o) => holdsName(o, name) || holdsName(name, o) || keyOf(withoutDetails(o)) === head);
    if (holder >= 0) {
      const held = out[holder] ?? '';
      if (holdsName(name, held) || (name !== withoutDetails(name) && held === withoutDetails(held))) out[holder] = name;
      return;
    }
    if (out.length < SKILLS_MAX) out.push(name);
  };
  // The industry typed as the target's is not listed as a skill unless the user lists it.
  const industry = keyOf(options.industry ?? '');
  const asked = keywords.filter((k) => industry === '' || keyOf(k) !== industry);
  // What the target asks for and the user lists comes first, in the user's words ("NEC 2020 code
  // compliance" for "NEC"), most asked first; then what it asks for that only their sentences show.
  const listed = [...profile.skills, ...more];
  for (const k of asked) {
    const own = listed.find((u) => namesKeyword(u, k) && supportsSkill(support, u));
    if (own !== undefined) add(own);
  }
  // A keyword the user says in their own words already ("Inventory Management" beside their "Inventory and
  // ordering") is not listed a second time in the target's.
  const ownFirstWords = new Set(listed.map(firstWordOf).filter((w) => w !== ''));
  asked.filter((k) => !out.some((o) => namesKeyword(o, k)) && !ownFirstWords.has(firstWordOf(k))).forEach(add);
  profile.skills.forEach(add);
  more.forEach(add);
  // A target's name in Title Case ("Customer Service") beside the user's sentence case ("Billing and
  // refunds") is written as the user writes: one list, one case.
  if (!writesSentenceCase([...profile.skills, ...more])) return out;
  return out.map((name) => (ownName.has(keyOf(name)) || !isTitleCasePhrase(name) ? name : `${name.charAt(0)}${name.slice(1).toLowerCase()}`));
}
