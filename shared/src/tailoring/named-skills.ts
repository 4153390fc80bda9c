/**
 * Which skills a resume names as such, in its own words (issue "The writer", point 1): only these may
 * enter the tailored summary or be added to the skills list.
 * - every skill of a skills-list or certifications item ("Inventory control and cycle counting");
 * - in a statement, a tool or skill written as a name: a product or acronym ("Epic", "Manhattan WMS",
 *   "PostgreSQL", "Node.js"), or the skill's own name in several words ("barcode scanning");
 * - never an ordinary word inside another phrase: "inventory data" is no Inventory Management,
 *   "Scheduled apprentice classes" no Scheduling, "two HVAC trade associations" no HVAC.
 */
import type { StructuredResume } from '../resume/types';
import { canonicalSkill, findSkills, type SkillMatch } from './skill-matcher';
import { escapeRegExp } from '../text/regexp';

/** Nouns after an acronym that keep it the name of a tool ("SQL queries", "AWS Lambda"). */
const TOOL_NOUN_RE = /^(?:queries|query|scripts?|code|coding|programming|databases?|pipelines?|dashboards?|reports?|models?|certification|certified)\b/;

function isAcronym(word: string): boolean {
  return /^[A-Z][A-Z0-9&/-]+$/.test(word);
}

/** Mixed case or a sign inside a name: "PostgreSQL", "InDesign", "Node.js", "C++", "GD&T", "5S". */
function looksLikeName(surface: string): boolean {
  return /[a-z][A-Z]|[.+#&]\w|\+\+|\d/.test(surface);
}

/** True when the match starts a clause (the first word of a statement, or after ". ", ": ", "; "). */
function startsClause(text: string, start: number): boolean {
  // A bounded look back: a 50,000-character statement is read in linear time.
  const before = text.slice(Math.max(0, start - 40), start).trimEnd();
  return before === '' || /[.:;!?•(–—-]$/.test(before);
}

/** Whether a statement names the matched skill as a tool or skill, not as an ordinary word. */
export function namesSkill(text: string, m: SkillMatch): boolean {
  const surface = m.surface.trim();
  const words = surface.split(/\s+/);
  const next = /^\s*(\S+)/.exec(text.slice(m.end, m.end + 60))?.[1] ?? '';
  if (words.length === 1 && isAcronym(surface)) return !/^\p{Ll}/u.test(next) || TOOL_NOUN_RE.test(next);
  if (looksLikeName(surface)) return true;
  // A capitalised name in mid-sentence ("Daily user of Epic"), not the statement's first word.
  if (/^\p{Lu}/u.test(surface) && !startsClause(text, m.start)) return true;
  // The skill's whole name in several words ("barcode scanning"), not a phrase it is only related to ("annual audits").
  const folded = (t: string) => t.toLowerCase().replace(/s\b/g, '');
  return words.length >= 2 && folded(surface) === folded(m.skill);
}

const MAX_TRIES = 3;

/** Skills a resume names as such → the words it names them with. */
export function namedSkillsOf(resume: StructuredResume, matchesOf: (piece: string) => readonly SkillMatch[]): Map<string, string> {
  const named = new Map<string, string>();
  const note = (skill: string, words: string) => {
    if (!named.has(skill)) named.set(skill, words.trim());
  };
  for (const item of [...resume.skills, ...resume.certifications]) {
    // A short item is named whole ("Food costing", "Design for manufacturing"); in a longer one, a skill
    // after "for", "of", "with" or "in" is what the item is about, not a skill of its own.
    const whole = item.trim().split(/\s+/).length <= 3 && !/[,&(]|\band\b/.test(item);
    for (const m of findSkills(item, 'lenient')) {
      if (whole) note(m.skill, item);
      else if (!/\b(?:for|of|with|in|on)\s+$/i.test(item.slice(Math.max(0, m.start - 12), m.start))) note(m.skill, m.surface);
    }
    const canon = canonicalSkill(item);
    if (canon) note(canon, item);
  }
  const statements = [
    ...resume.experience.flatMap((e) => e.bullets),
    ...resume.projects.flatMap((p) => p.bullets),
    ...resume.summary.split(/(?<=[.!?])\s+|\n/),
  ];
  for (const s of statements) {
    // A few mentions of one skill decide (a statement of 25,000 "R"s is read once per skill, not per mention).
    const tries = new Map<string, number>();
    for (const m of matchesOf(s)) {
      const n = tries.get(m.skill) ?? 0;
      if (named.has(m.skill) || n >= MAX_TRIES) continue;
      tries.set(m.skill, n + 1);
      if (namesSkill(s, m)) note(m.skill, m.surface);
    }
  }
  return named;
}

/**
 * A skill written for the middle of a sentence: a name keeps its casing ("SQL", "Epic", "Manhattan WMS"),
 * a common noun is lower case ("inventory control", not "Inventory Control"): a Title Case term is common
 * when the resume or the job writes each of its words in lower case somewhere ("Adobe Illustrator" stays),
 * unless one of them writes it as a name, capitalised after a lower-case word other than "and"/"or" (a list's
 * "and Scikit-learn" says nothing) — "using Python and Kafka":
 * a posting's "command of python" does not lower the resume's Python.
 */
export function midSentence(term: string, texts: readonly string[]): string {
  const words = term.split(/\s+/);
  // Only words with an initial capital and nothing else upper case may be common nouns.
  const capitalised = words.filter((w) => /^\p{Lu}[\p{Ll}'’/-]*$/u.test(w));
  if (capitalised.length === 0 || words.some((w) => !capitalised.includes(w) && w !== w.toLowerCase())) return term;
  const asName = new RegExp(`(?<![\\p{L}])(?!(?:and|or|nor) )\\p{Ll}+ ${words.map(escapeRegExp).join('\\s+')}(?![\\p{L}])`, 'u');
  if (texts.some((t) => asName.test(t))) return term;
  const common = capitalised.every((w) => {
    const lower = w.toLowerCase();
    const re = new RegExp(`(?<![\\p{L}])${lower.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}])`, 'u');
    return texts.some((t) => re.test(t));
  });
  return common ? words.map((w) => (capitalised.includes(w) ? w.toLowerCase() : w)).join(' ') : term;
}
