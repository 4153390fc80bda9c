/**
 * How the resume shows each skill, for honest matching (issue 9, point 5):
 * - a skill named with a qualifier ("Python basics", "familiar with Go", "exposure to Kubernetes",
 *   "coursework in SQL") is a mention, never experience: it meets no years requirement, never leads the
 *   skills list and never becomes a headline skill;
 * - a skill is "in use" when a statement (experience or project bullet, or a role title) shows it
 *   without a qualifier and not as a helper ("Helped the internal audit team …" shows involvement, not
 *   the skill): only those become headline skills (summary, top of the skills list);
 * - years of experience with a skill count only the roles whose title or bullets show it.
 */
import { computedExperienceYears } from '../resume/experience-years';
import type { MonthIndexed } from '../resume/dates';
import type { ExperienceEntry, StructuredResume } from '../resume/types';
import { contentStems, coversStems } from './concepts';
import { findSkills, withImplied, type SkillMatch } from './skill-matcher';

/** Words that make a mention less than experience. Tested with the skill names themselves taken out. */
const QUALIFIER_RE =
  /\b(?:basics?|familiar|familiarity|exposure|exposed|introductory|introduction to|beginners?|learning|coursework|course work)\b/i;

/** A statement that tells of helping others do the work (its own opening verb). */
const ASSIST_RE = /^\W*(?:helped|helping|assisted|assisting|aided|supported|supporting|contributed|participated|shadowed|observed)\b/i;

/** True when the statement opens with a helper verb ("Helped the audit team …", "Assisted with …"). */
export function isAssistStatement(statement: string): boolean {
  return ASSIST_RE.test(statement);
}

function isClauseEnd(text: string, i: number): boolean {
  const c = text.charAt(i);
  if (c === ',' || c === ';' || c === '•' || c === '|' || c === '·') return true;
  if (c === '.' || c === '!' || c === '?') return /\s/.test(text.charAt(i + 1)) || i + 1 >= text.length;
  if (c === '\n') {
    // A wrapped line ("Python\nand Machine Learning basics") continues the clause.
    const next = /^[^\S\n]*(\S)/.exec(text.slice(i + 1, i + 40))?.[1] ?? '';
    return !/\p{Ll}/u.test(next);
  }
  return false;
}

/**
 * For each match (sorted by start, as findSkills returns them): is its clause qualified? One pass: each
 * clause is read once for all the matches in it (a 50,000-character line of "R R R …" stays linear).
 */
export function qualifiedMentions(text: string, matches: readonly SkillMatch[]): boolean[] {
  const result = matches.map(() => false);
  let floor = 0;
  let i = 0;
  while (i < matches.length) {
    const m = matches[i] as SkillMatch;
    let from = Math.max(m.start, floor);
    while (from > floor && !isClauseEnd(text, from - 1)) from--;
    let to = Math.max(m.end, from);
    while (to < text.length && !isClauseEnd(text, to)) to++;
    let clause = '';
    let at = from;
    let j = i;
    for (; j < matches.length && (matches[j] as SkillMatch).start < to; j++) {
      const other = matches[j] as SkillMatch;
      if (other.start < at) continue;
      clause += `${text.slice(at, other.start)} `;
      at = other.end;
    }
    clause += text.slice(Math.min(at, to), to);
    const qualified = QUALIFIER_RE.test(clause);
    for (let k = i; k < j; k++) result[k] = qualified;
    floor = Math.max(to, floor);
    i = Math.max(j, i + 1);
  }
  return result;
}

/** Skills of the matches whose clause has no qualifier. */
export function unqualifiedSkills(text: string, matches: readonly SkillMatch[]): string[] {
  const qualified = qualifiedMentions(text, matches);
  return matches.filter((_, i) => !qualified[i]).map((m) => m.skill);
}

export interface SkillEvidence {
  /** Skills a statement shows in use (unqualified, not as a helper): may headline the summary and skills. */
  readonly inUse: ReadonlySet<string>;
  /** Skills the resume only ever names with a qualifier. */
  readonly qualifiedOnly: ReadonlySet<string>;
  /** Per experience entry: the skills (and those they imply) its title or bullets show unqualified. */
  readonly roleSkills: readonly ReadonlySet<string>[];
}

/**
 * `textMatches` are the strict matches of the whole resume text; `matchesOf` gives a piece's strict
 * matches (the analysis stage remembers them, so each statement is searched once).
 */
export function analyseSkillEvidence(
  resume: StructuredResume,
  text: string,
  textMatches: readonly SkillMatch[],
  matchesOf: (piece: string) => readonly SkillMatch[],
): SkillEvidence {
  const qualified = qualifiedMentions(text, textMatches);
  const plain = new Set<string>();
  const onlyQualified = new Set<string>();
  textMatches.forEach((m, i) => (qualified[i] ? onlyQualified : plain).add(m.skill));
  for (const s of plain) onlyQualified.delete(s);

  const inUse = new Set<string>();
  const shown = (piece: string) => unqualifiedSkills(piece, matchesOf(piece));
  const roleSkills = resume.experience.map((e) => {
    const skills: string[] = e.title ? shown(e.title) : [];
    for (const s of skills) inUse.add(s);
    for (const b of e.bullets) {
      const found = shown(b);
      skills.push(...found);
      if (!isAssistStatement(b)) for (const s of found) inUse.add(s);
    }
    return withImplied(skills);
  });
  for (const p of resume.projects) {
    for (const b of p.bullets) if (!isAssistStatement(b)) for (const s of shown(b)) inUse.add(s);
  }
  return { inUse, qualifiedOnly: onlyQualified, roleSkills };
}

/** Whole years of the roles whose statements show `skill` (0 when the resume only names it with a qualifier). */
export function skillYears(resume: StructuredResume, evidence: SkillEvidence, skill: string, reference: MonthIndexed | null): number {
  if (evidence.qualifiedOnly.has(skill)) return 0;
  const wanted = contentStems(skill);
  return computedExperienceYears(resume, reference, (e, i) => roleShows(e, evidence.roleSkills[i], wanted, skill));
}

/** A role shows a skill when its statements do, or its title names the field ("Software Engineer" → Software Engineering). */
function roleShows(entry: ExperienceEntry, skills: ReadonlySet<string> | undefined, wanted: readonly string[], skill: string): boolean {
  return (skills?.has(skill) ?? false) || coversStems(contentStems(entry.title), wanted);
}

/** The roles counted for `skill`, oldest last (as the resume lists them). */
export function rolesShowing(resume: StructuredResume, evidence: SkillEvidence, skill: string): number[] {
  if (evidence.qualifiedOnly.has(skill)) return [];
  const wanted = contentStems(skill);
  return resume.experience.flatMap((e, i) => (roleShows(e, evidence.roleSkills[i], wanted, skill) ? [i] : []));
}

/** True when a piece (a skills-list item, a clause) names what it has with a qualifier ("Python basics"). */
export function hasQualifier(piece: string): boolean {
  const matches = findSkills(piece, 'lenient');
  if (matches.length === 0) return QUALIFIER_RE.test(piece);
  return qualifiedMentions(piece, matches).some(Boolean);
}
