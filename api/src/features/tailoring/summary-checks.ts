/**
 * The rules the model's summary keeps besides truthfulness (issue "The writer"): one paragraph; every
 * skill it names is one the resume names as such (or the user added with "I have this", which is in
 * the resume text by then); no stock phrase; never the old summary with a tail of skills appended
 * (", skilled in A, B and C" or "Proficient in A and B."); sentence case (no Title Case mid-sentence);
 * grammatical. The first rule it breaks is its refusal; the summary then stays the built-in one.
 */
import { foldStatement } from '@jobapp/shared/resume/statement-match';
import { findSkills, skillSet } from '@jobapp/shared/tailoring/skill-matcher';
import { summarySentences } from '@jobapp/shared/tailoring/summary';
import { grammarRefusal, stockRefusal, type EditRefusal, type GrammarCheck, type RefusalCode } from './edit-checks';

export interface SummaryContext {
  /** The user's resume as the truthfulness check reads it. */
  resumeText: string;
  /** The resume's own summary ('' when it has none). */
  original: string;
  /** The built-in writer's summary: grammar faults it has too are not the model's. */
  builtIn: string;
  grammar: GrammarCheck;
}

const SUMMARY = 'summary';

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the resume writes `word` capitalised where a sentence or line does not start. */
function isCapitalisedInResume(resumeText: string, word: string): boolean {
  for (const m of resumeText.matchAll(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'g'))) {
    const before = resumeText.slice(Math.max(0, m.index - 3), m.index);
    if (m.index > 0 && !/(?:^|[\n.!?:•|*–-])\s*$/.test(before)) return true;
  }
  return false;
}

/** A word in Title Case mid-sentence that the resume writes in lower case ("Builds Reliable APIs"). */
function titleCaseWord(resumeText: string, written: string): string | null {
  const names = new Set(findSkills(written, 'lenient').flatMap((m) => m.surface.split(/\s+/)));
  for (const sentence of summarySentences(written)) {
    const words = sentence.match(/\p{L}[\p{L}'-]*/gu) ?? [];
    for (const word of words.slice(1)) {
      if (!/^\p{Lu}\p{Ll}+$/u.test(word) || names.has(word)) continue;
      const lower = new RegExp(`\\b${escapeRegExp(word.toLowerCase())}\\b`);
      if (lower.test(resumeText) && !isCapitalisedInResume(resumeText, word)) return word;
    }
  }
  return null;
}

/** Why the model's summary is not used, or null when it keeps the rules. `raw`: as the model wrote it. */
export function checkSummaryEdit(context: SummaryContext, raw: string, written: string): EditRefusal | null {
  if (raw.trim().split(/\n+/).filter((line) => line.trim() !== '').length > 1) {
    return refusal('not-one-paragraph', 'is not one paragraph');
  }
  const named = skillSet(context.resumeText, 'strict');
  const unnamed = [...skillSet(written, 'strict')].filter((skill) => !named.has(skill));
  if (unnamed.length > 0) return refusal('unnamed-skill', `names ${unnamed.join(', ')}, which the resume does not name as a skill`);
  if (isOriginalWithSkillsTail(context.original, written)) {
    return refusal('skills-tail', 'is the old summary with a list of skills appended');
  }
  const stock = stockRefusal(SUMMARY, context.original, written);
  if (stock) return stock;
  const titleCase = titleCaseWord(context.resumeText, written);
  if (titleCase) return refusal('title-case', `writes "${titleCase}" in Title Case mid-sentence`);
  // A summary may open with a noun phrase ("Backend engineer with 7 years of experience …").
  return grammarRefusal(SUMMARY, context.grammar, context.builtIn, written, ['no-verb']);
}
