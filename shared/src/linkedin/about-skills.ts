/**
 * The About's skills said the way a person says them, grouped by kind: the practices the target asks
 * for as the focus of the work ("My focus is month-end close, consolidations and account
 * reconciliation."), then the credentials held and the named tools used ("I hold the CPA; day to day I
 * use Microsoft Excel, QuickBooks and NetSuite."). Never a list of everything ("I work with Medical-Surgical
 * Nursing, Basic Life Support, …": one does not "work with" a practice or a certification).
 */
import { canonicalSkill, skillEntry } from '../tailoring/skill-matcher';
import { escapeRegExp } from '../text/regexp';
import { listOf } from '../text/lists';

/** Vocabulary categories whose entries are tools, software or languages one uses. */
const TOOL_CATEGORIES = new Set(['tools', 'office-tools', 'finance-tools', 'databases', 'cloud', 'devops', 'data-ml', 'languages', 'frontend', 'backend']);
/** Vocabulary categories of ways of working, said as a focus even when capitalised ("Agile", "Scrum"). */
const PRACTICE_CATEGORIES = new Set(['engineering-practices', 'accounting', 'soft-skills']);
/** A word that ends like a common noun, capitalised only as a list item ("Onboarding", "Telemetry"). */
const COMMON_NOUN_RE = /^\p{Lu}[\p{Ll}-]+(?:ing|ion|ment|ity|ance|ence|ogy|phy|ics|ry|cy|ship|ness|ure|sis)$/u;
/** The last word of a practice named in several words ("Medical-Surgical Nursing", "Data Visualization"). */
const PRACTICE_HEAD_RE = /(?:ing|ion|ment|ity|ance|ence|ogy|ics|ship|ness)$/i;
/** A certification said as a skill ("Basic Life Support"): held, not used, and not a focus either. */
const CERTIFICATE_RE = /\b(?:life support|certified|certification|certificate|licen[cs]e)\b/i;
/** The last word of a practice named in plain capitalised words ("Technical Support", "Data Analysis"). */
const PRACTICE_LAST_RE = /^(?:Support|Service|Administration|Analysis|Design|Development|Testing|Planning|Research|Reporting)$/;
/** Words that join a name's parts ("Excel and Power Query"). */
const JOINERS = new Set(['and', 'or', '&', 'with', '/']);

const FOCUS_MAX = 3;
const TOOLS_MAX = 6;

/** The vocabulary's category of a skill, or ''. */
function categoryOf(skill: string): string {
  const name = canonicalSkill(skill);
  return (name && skillEntry(name)?.category) ?? '';
}

/**
 * True when the skill is a named thing one uses (a product, software, a language: "QuickBooks", "Epic",
 * "SAP EWM", "Excel and Power Query"), not a practice ("month-end close", "Medical-Surgical Nursing",
 * "GAAP", "Onboarding", "Data Visualization").
 */
export function isToolName(skill: string): boolean {
  const bare = skill.replace(/\s*\([^)]*\)/g, '').trim();
  const words = bare.split(/\s+/).filter((w) => !JOINERS.has(w.toLowerCase()));
  const last = words[words.length - 1] ?? '';
  // "Data Visualization", "Medical-Surgical Nursing"; a product's own capitals ("Pyxis MedStation") are a name.
  if (words.length === 0 || (words.length > 1 && PRACTICE_HEAD_RE.test(last) && !/\p{Ll}\p{Lu}/u.test(last))) return false;
  // A field of study ("Statistics", "Data Analysis", "Analytics") is a practice, whatever the vocabulary files it under.
  if (/^\p{Lu}\p{Ll}+(?:ics|ysis)$/u.test(last) && (words.length === 1 || /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? ''))) return false;
  const categories = [bare, ...words].map(categoryOf);
  if (PRACTICE_CATEGORIES.has(categories[0] ?? '')) return false;
  if (categories.some((c) => TOOL_CATEGORIES.has(c))) return !(words.length > 1 && words.every((w) => /^\p{Ll}+$/u.test(w)));
  // Plain words ending in an activity ("Technical Support", "User Experience Design", "Market Research") name a practice.
  if (words.length > 1 && PRACTICE_LAST_RE.test(last) && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) return false;
  // Every word a name's: capitalised, not a common noun alone, not an acronym alone ("GAAP", "GD&T").
  if (words.some((w) => !/^\p{Lu}/u.test(w))) return false;
  if (words.length === 1 && (COMMON_NOUN_RE.test(last) || /^[\p{Lu}\d&-]+$/u.test(last))) return false;
  return true;
}

/** Ways of working joined under one name ("Agile and Scrum"): not a tool one uses. */
function joinsPractices(skill: string): boolean {
  const categories = skill.split(/\s+/).filter((w) => !JOINERS.has(w.toLowerCase())).map(categoryOf);
  return categories.some((c) => PRACTICE_CATEGORIES.has(c)) && !categories.some((c) => TOOL_CATEGORIES.has(c));
}

/** A tool as named: "python (pandas)" said in prose is still "Python (pandas)". */
function asNamed(tool: string): string {
  const canonical = canonicalSkill(tool.replace(/\s*\([^)]*\)/g, '')) ?? '';
  return /^\p{Ll}/u.test(tool) && /^\p{Lu}/u.test(canonical) ? `${tool.charAt(0).toUpperCase()}${tool.slice(1)}` : tool;
}

/**
 * A practice in running prose, in lower case when the user writes one of its words so or it ends like a
 * common noun ("Medical-Surgical Nursing" → "medical-surgical nursing", "Onboarding" → "onboarding");
 * "Agile", "Scrum", acronyms and names inside ("motor controls and VFDs") keep their capitals.
 */
export function inProse(skill: string, text: string): string {
  const words = skill.split(' ');
  // A product's own capitals inside a word ("AutoCAD Civil 3D", "QuickBooks Online") make the whole a name.
  if (words.some((w) => /\p{Ll}\p{Lu}/u.test(w))) return skill;
  const capitalised = (w: string) => /^\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)*$/u.test(w);
  const writtenLower = (w: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(w.toLowerCase())}(?!\\p{L})`, 'u').test(text);
  const common = COMMON_NOUN_RE.test(words[words.length - 1] ?? '') || words.some((w) => capitalised(w) && writtenLower(w)) || !words.some(capitalised);
  return common ? words.map((w) => (capitalised(w) ? w.toLowerCase() : w)).join(' ') : skill;
}

/**
 * A skill as a headline names it: a tool as named ("Microsoft Excel", "Manhattan WMS"), a practice in
 * sentence case ("Medical-Surgical Nursing" → "Medical-surgical nursing", beside "Patient care"), so one
 * headline does not mix Title Case and sentence case.
 */
export function headlineSpelling(skill: string, text = ''): string {
  if (isToolName(skill)) return skill;
  const prose = inProse(skill, text);
  return `${prose.charAt(0).toUpperCase()}${prose.slice(1)}`;
}

/** A personal quality or a skill said as one ("Patience", "Leadership", "IT skills", "Expert-level knowledge of accounting"): not a focus of the work. */
const QUALITY_RE = /\b(?:skills?|knowledge|proficiency|proficient|abilit(?:y|ies)|basic mathematics)\b/i;
export function isQuality(skill: string): boolean {
  return categoryOf(skill) === 'soft-skills' || QUALITY_RE.test(skill);
}

/** A list joined for prose, with a comma before the last "and" when an item has its own "and". */
export function joined(items: readonly string[]): string {
  return listOf(items, items.some((i) => /\sand\s/.test(i)));
}

/** "I hold the CPA" / "I hold the PCCN and ACLS credentials", or ''. */
function credentialClause(credentials: readonly string[]): string {
  if (credentials.length === 0) return '';
  return credentials.length === 1 ? `I hold the ${credentials[0] ?? ''}` : `I hold the ${listOf(credentials)} credentials`;
}

/** The About's skills: the focus sentence and the credentials-and-tools sentence ('' when none). */
export interface AboutSkills {
  focus: string;
  kit: string;
}

/**
 * The About's skills: the focus (practices, the target's first), then the credentials and the tools in
 * one sentence. `skills` come best first, already fit to name and spelled for prose; a credential is not
 * said again as a tool.
 */
export function aboutSkills(skills: readonly string[], credentials: readonly string[], text = ''): AboutSkills {
  const held = new Set(credentials.map((c) => c.toLowerCase()));
  const named = skills.filter((s) => !held.has(s.toLowerCase()) && !CERTIFICATE_RE.test(s));
  const tools = named.filter((s) => isToolName(s) && !joinsPractices(s)).slice(0, TOOLS_MAX).map(asNamed);
  const practices = named.filter((s) => !isToolName(s) && !isQuality(s)).slice(0, FOCUS_MAX).map((s) => inProse(s, text));
  const focus = practices.length > 0 ? `My focus is ${joined(practices)}.` : '';
  const hold = credentialClause(credentials);
  // Not "day to day I use": the skills list is the whole career's (a recruiter's read: Python from a 2018 internship).
  const use = tools.length > 0 ? `my tools include ${joined(tools)}` : '';
  const kit = hold && use ? `${hold}; ${use}.` : hold ? `${hold}.` : use ? `${use.charAt(0).toUpperCase()}${use.slice(1)}.` : '';
  return { focus, kit };
}
