/**
 * The checks a model's edit of one statement passes besides truthfulness (issue "The writer", point 8):
 * the same structure, style and grammar rules the built-in writer keeps. An edit rewords its own
 * statement and nothing else: it may not split it, merge another statement into it, take another
 * role's statement in its place, drop what it said, drop or add a number, change a date, bring in a
 * skill the statement does not show, add a stock phrase, or break its grammar. The first rule an edit
 * breaks is its refusal; the statement then keeps the built-in wording.
 */
import { contentStems } from '@jobapp/shared/tailoring/concepts';
import { datePointsIn } from '@jobapp/shared/resume/dates';
import { splitSentences } from '@jobapp/shared/resume/entry-lines';
import { findSkills, skillSet } from '@jobapp/shared/tailoring/skill-matcher';
import { summarySentences } from '@jobapp/shared/tailoring/summary';
import { supportedNumbers } from '@jobapp/shared/tailoring/text';
import type { UnsupportedClaim } from '@jobapp/shared/tailoring/truthfulness';
import { stockPhrasesIn } from './stock-phrases';
import { escapeRegExp } from '@jobapp/shared/text/regexp';

export type RefusalCode =
  | 'unsupported-claim'
  | 'too-long'
  | 'split'
  | 'merged'
  | 'moved'
  | 'lost-content'
  | 'dropped-number'
  | 'changed-date'
  | 'added-fact'
  | 'stock-phrase'
  | 'grammar'
  | 'not-one-paragraph'
  | 'skills-tail'
  | 'title-case'
  | 'unnamed-skill';

/** An edit not applied: which statement ('summary' for the summary), why, and the claims for a truth refusal. */
export interface EditRefusal {
  id: string;
  code: RefusalCode;
  /** Plain English, for the result and the log. */
  detail: string;
  claims: UnsupportedClaim[];
}

/** A grammar fault as shared/src/text/grammar.ts reports it ('no-verb', 'pronoun-noun', 'title-case-mid-sentence'…). */
export interface GrammarFault {
  readonly kind: string;
}
export type GrammarCheck = (text: string) => readonly GrammarFault[];

/** A statement of the tailored document and the role or project it is under. */
export interface PlacedStatement {
  id: string;
  text: string;
  /** The role's or project's key ("e0", "p1"): statements never leave theirs. */
  entry: string;
  /** Its heading as the user sees it ("Backend Engineer, Acme Logistics"). */
  entryLabel: string;
}

export interface StatementContext {
  /** Every statement of the tailored document (to tell a merge or a move). */
  all: readonly PlacedStatement[];
  grammar: GrammarCheck;
  /** The user's resume: how it capitalises a word. */
  resumeText: string;
}

/** Share of the content words of `a` that `b` says too. */
function coverOf(a: string, b: string): number {
  const from = new Set(contentStems(a));
  if (from.size === 0) return 1;
  const to = new Set(contentStems(b));
  let shared = 0;
  for (const stem of from) if (to.has(stem)) shared += 1;
  return shared / from.size;
}

/** An edit keeps at least this share of its statement's content words… */
const MIN_OWN_COVER = 0.5;
/** …and says at most this share of another statement's (of at least MIN_OTHER_STEMS words). */
const MAX_OTHER_COVER = 0.7;
const MIN_OTHER_STEMS = 3;

function refusal(id: string, code: RefusalCode, detail: string): EditRefusal {
  return { id, code, detail, claims: [] };
}

/** Another statement whose content the edit carries, with how much of its own it kept. */
function structureRefusal(statement: PlacedStatement, text: string, all: readonly PlacedStatement[]): EditRefusal | null {
  const own = coverOf(statement.text, text);
  for (const other of all) {
    if (other.id === statement.id || new Set(contentStems(other.text)).size < MIN_OTHER_STEMS) continue;
    if (coverOf(other.text, text) < MAX_OTHER_COVER) continue;
    if (own >= MIN_OWN_COVER) return refusal(statement.id, 'merged', `merges in another statement ("${other.text}")`);
    if (other.entry !== statement.entry) {
      return refusal(statement.id, 'moved', `puts a statement of ${other.entryLabel} under ${statement.entryLabel}`);
    }
    return refusal(statement.id, 'lost-content', `replaces the statement with another one of the same role ("${other.text}")`);
  }
  if (own < MIN_OWN_COVER) return refusal(statement.id, 'lost-content', 'drops what the statement said');
  return null;
}

function dateKeys(text: string): Set<string> {
  return new Set(datePointsIn(text).map((p) => (p.present ? 'present' : `${p.year ?? ''}-${p.month ?? ''}-${p.season ?? ''}`)));
}

/** Digits and number words; "one" is left out ("one of the …" is no count). */
function numbersOf(text: string): Set<string> {
  return supportedNumbers(text.replace(/\bone\b/gi, ' '));
}

function missingFrom(from: ReadonlySet<string>, to: ReadonlySet<string>): string[] {
  return [...from].filter((value) => !to.has(value));
}

/** Numbers, dates and skills: the edit keeps the statement's and adds none from elsewhere in the resume. */
function factRefusal(statement: PlacedStatement, text: string): EditRefusal | null {
  const beforeDates = dateKeys(statement.text);
  const afterDates = dateKeys(text);
  if (missingFrom(beforeDates, afterDates).length > 0 || missingFrom(afterDates, beforeDates).length > 0) {
    return refusal(statement.id, 'changed-date', 'changes a date the statement gave');
  }
  const beforeNumbers = numbersOf(statement.text);
  const afterNumbers = numbersOf(text);
  const dropped = missingFrom(beforeNumbers, afterNumbers);
  if (dropped.length > 0) return refusal(statement.id, 'dropped-number', `drops the number ${dropped.join(', ')}`);
  const added = missingFrom(afterNumbers, beforeNumbers);
  if (added.length > 0) return refusal(statement.id, 'added-fact', `adds the number ${added.join(', ')}, which the statement did not give`);
  const shown = skillSet(statement.text, 'lenient');
  const brought = [...skillSet(text, 'strict')].filter((skill) => !shown.has(skill));
  if (brought.length > 0) return refusal(statement.id, 'added-fact', `adds ${brought.join(', ')}, which the statement does not show`);
  return null;
}

/** Stock phrases the edit brings that `before` (the user's own words) did not have. */
export function stockRefusal(id: string, before: string, text: string): EditRefusal | null {
  const own = new Set(stockPhrasesIn(before));
  const added = stockPhrasesIn(text).filter((phrase) => !own.has(phrase));
  return added.length > 0 ? refusal(id, 'stock-phrase', `adds the stock phrase "${added[0]}"`) : null;
}

/** Grammar faults of `text` whose kind `before` did not have (the user's own style is not the model's fault). */
export function grammarRefusal(id: string, grammar: GrammarCheck, before: string, text: string, skip: readonly string[] = []): EditRefusal | null {
  const had = new Set(grammar(before).map((f) => f.kind));
  const fault = grammar(text).find((f) => !had.has(f.kind) && !skip.includes(f.kind));
  if (!fault) return null;
  if (fault.kind === 'title-case-mid-sentence') return refusal(id, 'title-case', 'writes a word in Title Case mid-sentence');
  return refusal(id, 'grammar', fault.kind === 'no-verb' ? 'has no verb' : `is not grammatical English (${fault.kind})`);
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
export function titleCaseWord(resumeText: string, written: string): string | null {
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

/** A word the edit writes in Title Case mid-sentence that `before` and the resume write in lower case. */
export function titleCaseRefusal(id: string, resumeText: string, before: string, text: string): EditRefusal | null {
  const word = titleCaseWord(resumeText, text);
  return word && titleCaseWord(resumeText, before) !== word ? refusal(id, 'title-case', `writes "${word}" in Title Case mid-sentence`) : null;
}

/**
 * Why the model's rewording `text` of `statement` is not applied, or null when it keeps the rules.
 */
export function checkStatementEdit(statement: PlacedStatement, text: string, context: StatementContext): EditRefusal | null {
  const { all, grammar, resumeText } = context;
  if (splitSentences(text).length > Math.max(1, splitSentences(statement.text).length)) {
    return refusal(statement.id, 'split', 'splits the statement into several sentences');
  }
  return (
    structureRefusal(statement, text, all) ??
    factRefusal(statement, text) ??
    stockRefusal(statement.id, statement.text, text) ??
    titleCaseRefusal(statement.id, resumeText, statement.text, text) ??
    grammarRefusal(statement.id, grammar, statement.text, text)
  );
}
