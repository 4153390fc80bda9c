/**
 * The rules the model's summary keeps besides truthfulness (issue "The writer"): one paragraph; every
 * skill it names is one the resume names as such (or the user added with "I have this", which is in
 * the resume text by then); no stock phrase; never the old summary with a tail of skills appended
 * (", skilled in A, B and C" or "Proficient in A and B."); sentence case (no Title Case mid-sentence);
 * grammatical. The first rule it breaks is its refusal; the summary then stays the built-in one.
 */
import { resumeOfDocument } from '@jobapp/shared/resume/document';
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { foldStatement } from '@jobapp/shared/resume/statement-match';
import { namedSkillsOf, namesSkill } from '@jobapp/shared/tailoring/named-skills';
import { findSkills, skillSet } from '@jobapp/shared/tailoring/skill-matcher';
import { summarySentences } from '@jobapp/shared/tailoring/summary';
import { grammarRefusal, stockRefusal, titleCaseRefusal, type EditRefusal, type GrammarCheck, type RefusalCode } from './edit-checks';

export interface SummaryContext {
  /** The user's resume as the truthfulness check reads it. */
  resumeText: string;
  /** The skills the resume names as such (namedSkillsIn), or null to take every skill its text names. */
  namedSkills: ReadonlySet<string> | null;
  /** Employers, titles, schools, projects (edit-grammar.ts entryNamesOf): a skill word inside one is no skill. */
  entryNames: readonly string[];
  /** The resume's own summary ('' when it has none). */
  original: string;
  /** The built-in writer's summary: grammar faults it has too are not the model's. */
  builtIn: string;
  grammar: GrammarCheck;
}

const SUMMARY = 'summary';

/**
 * The skills a resume names as such (shared named-skills.ts: its skills list, certifications, and tools
 * its statements name as tools), and every skill of a statement the user added with "I have this".
 */
export function namedSkillsIn(original: ResumeDocument): Set<string> {
  const named = new Set(namedSkillsOf(resumeOfDocument(original), (piece) => findSkills(piece, 'lenient')).keys());
  const sections = [original.summary, original.certifications, ...original.experience.map((e) => e.statements), ...original.projects.map((p) => p.statements), ...original.other.map((o) => o.statements)];
  for (const statement of sections.flat()) {
    if (statement.source.kind === 'user') for (const skill of skillSet(statement.text, 'lenient')) named.add(skill);
  }
  return named;
}

function refusal(code: RefusalCode, detail: string): EditRefusal {
  return { id: SUMMARY, code, detail, claims: [] };
}

/** Words that introduce or join a list of skills; what is left after them and the skills says something. */
const LIST_INTRO_RE = /\b(?:(?:highly |very )?(?:skilled|proficient|experienced|expert|versed|fluent|competent|specializ(?:ed|ing)|specialis(?:ed|ing))\s+(?:in|with|at)|expertise\s+(?:in|with)|including|such as|as well as|tools?|technologies|stack)\b/gi;
const LIST_JOINERS = new Set(['and', 'or', 'also', 'plus']);

/** The summary's words once its skills and list words are taken out. */
function wordsBesideSkills(text: string): string[] {
  let rest = text.replace(LIST_INTRO_RE, ' ');
  for (const match of findSkills(rest, 'lenient').sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, match.start)} ${rest.slice(match.end)}`;
  }
  return foldStatement(rest)
    .split(' ')
    .filter((w) => w !== '' && !LIST_JOINERS.has(w));
}

/**
 * The old summary, every sentence of it whole, with nothing added but skills and the words that list
 * them: "…data pipelines, skilled in Python and Django." or "… Proficient in Python, Django."
 */
function isOriginalWithSkillsTail(original: string, written: string): boolean {
  const sentences = summarySentences(original).map((s) => foldStatement(s)).filter(Boolean);
  if (sentences.length === 0) return false;
  const folded = ` ${foldStatement(written)} `;
  if (!sentences.every((s) => folded.includes(` ${s} `))) return false;
  const had = skillSet(original, 'lenient');
  if (![...skillSet(written, 'lenient')].some((skill) => !had.has(skill))) return false;
  const left = new Map<string, number>();
  for (const w of wordsBesideSkills(original)) left.set(w, (left.get(w) ?? 0) + 1);
  for (const w of wordsBesideSkills(written)) {
    const n = left.get(w) ?? 0;
    if (n === 0) return false;
    left.set(w, n - 1);
  }
  return true;
}

/**
 * Skills the summary names as such (a tool's name, an acronym, a skill's whole name: shared
 * named-skills.ts namesSkill) that the resume does not; a skill word in ordinary prose ("logistics
 * platforms", "processed invoices") is no claim of the skill, and the truth check has read it already.
 */
function unnamedSkills(context: SummaryContext, written: string): string[] {
  const named = context.namedSkills ?? skillSet(context.resumeText, 'strict');
  const own = skillSet(context.original, 'lenient');
  const inName = (surface: string) => context.entryNames.some((name) => name.includes(surface) && written.includes(name));
  const claimed = findSkills(written, 'strict').filter((m) => namesSkill(written, m) && !named.has(m.skill) && !own.has(m.skill) && !inName(m.surface));
  return [...new Set(claimed.map((m) => m.skill))];
}

/** Why the model's summary is not used, or null when it keeps the rules. `raw`: as the model wrote it. */
export function checkSummaryEdit(context: SummaryContext, raw: string, written: string): EditRefusal | null {
  if (raw.trim().split(/\n+/).filter((line) => line.trim() !== '').length > 1) {
    return refusal('not-one-paragraph', 'is not one paragraph');
  }
  const unnamed = unnamedSkills(context, written);
  if (unnamed.length > 0) return refusal('unnamed-skill', `names ${unnamed.join(', ')}, which the resume does not name as a skill`);
  if (isOriginalWithSkillsTail(context.original, written)) {
    return refusal('skills-tail', 'is the old summary with a list of skills appended');
  }
  const stock = stockRefusal(SUMMARY, context.original, written);
  if (stock) return stock;
  const titleCase = titleCaseRefusal(SUMMARY, context.resumeText, context.builtIn, written);
  if (titleCase) return titleCase;
  // A summary may open with a noun phrase ("Backend engineer with 7 years of experience …").
  return grammarRefusal(SUMMARY, context.grammar, context.builtIn, written, ['no-verb']);
}
