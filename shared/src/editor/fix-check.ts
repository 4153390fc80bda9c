/**
 * One-click fixes that cannot hurt (issue 23): before a finding offers its fix, the fix is applied to a
 * copy of the statement it sits in (its line, or the lines it spans) and the result is checked. A fix is
 * offered only when
 *   (a) the fixed statement still reads as a sentence: when the fix changes words of a statement that has a
 *       verb, the fixed one still has one, and its first word is still tagged a verb when the original's
 *       was (compromise's tagger, the statement read after "I" as a resume leaves the subject out); and a
 *       past verb made present ("Launched" → "Launch", for a role still held) is refused where the
 *       statement tells a finished result ("… that now drives …", "… two weeks early", "… by 18%"), a
 *       one-off act ("Launched", "Founded") or something done to the person ("Promoted to …");
 *   (b) every number, date, proper name (a capitalised word not opening the line or a sentence; a
 *       heading holds none) and skill of the original statement is still in it; a fix that only removes
 *       text (a repeated skill) may move one out when the rest of the text still holds it;
 *   (c) the tailoring truth check passes for the fixed statement against the whole analysed text.
 * Formatting fixes (punctuation, a heading, a bullet, spacing, a date's form, a skill's spelling) change
 * no word, so (a) does not apply; (b) and (c) do. A fix that fails is dropped: the finding stays,
 * without its button; so is a fix in a statement of more than 2,000 characters (no resume line; bounded
 * work). Server and test code only, like text/grammar.ts: the tagger (`compromise/two`, the same tags
 * as full compromise at about half the time) is large.
 */
import nlp from 'compromise/two';
import { findDateRanges } from '../resume/dates';
import { matchHeading } from '../resume/headings';
import { isEditorHeading } from '../resume/sections';
import { checkTruthfulness } from '../tailoring/truthfulness';
import { findSkills, skillSet } from '../tailoring/skill-matcher';
import { numbersIn } from '../tailoring/text';
import { escapeRegExp } from '../text/regexp';
import { detectTense, isVerbStart } from './bullet-verbs';
import { readStatement } from './context';
import type { RuleFix } from './rule-types';

export type FixFault = 'too-long' | 'no-verb' | 'verb-lost' | 'finished-result' | 'passive' | 'number-lost' | 'date-lost' | 'name-lost' | 'skill-lost' | 'unsupported-claim';

export interface FixVerdict {
  ok: boolean;
  fault: FixFault | null;
  /** What failed, in words, for tests and logs ("the number 40 is gone"). */
  detail: string;
}

/** The statement a fix sits in, before and after the fix. */
export interface FixedStatement {
  start: number;
  end: number;
  before: string;
  after: string;
}

/** A statement longer than this is not checked, so its fix is not offered (bounded work on hostile input). */
export const MAX_CHECKED_CHARS = 2_000;

const PASS: FixVerdict = { ok: true, fault: null, detail: '' };
const fail = (fault: FixFault, detail: string): FixVerdict => ({ ok: false, fault, detail });

/** The lines [start, end) of `text` that the fix touches, with the fix applied to a copy of them. */
export function fixedStatementOf(text: string, fix: RuleFix): FixedStatement {
  const start = text.lastIndexOf('\n', fix.start - 1) + 1;
  const nl = text.indexOf('\n', Math.max(fix.start, fix.end - 1));
  const end = Math.max(fix.end, nl < 0 ? text.length : nl);
  return { start, end, before: text.slice(start, end), after: text.slice(start, fix.start) + fix.after + text.slice(fix.end, end) };
}

/**
 * Whether the statement around a fix is longer than MAX_CHECKED_CHARS, looking no further than that
 * either side (a 50,000-character line with thousands of fixes must not be copied for each).
 */
function isTooLong(text: string, fix: RuleFix): boolean {
  let length = fix.end - fix.start + fix.after.length;
  for (let i = fix.start - 1; i >= 0 && text[i] !== '\n' && length <= MAX_CHECKED_CHARS; i--) length++;
  for (let i = fix.end; i < text.length && text[i] !== '\n' && length <= MAX_CHECKED_CHARS; i++) length++;
  return length > MAX_CHECKED_CHARS;
}

// (b) The facts of a statement.

interface Facts {
  numbers: Set<string>;
  dates: Set<string>;
  names: Set<string>;
  skills: Set<string>;
}

/** The text with its dates blanked out (a date's form may change; its numbers are not counts). */
function withoutDates(text: string, dates: Set<string>): string {
  let out = text;
  for (const r of findDateRanges(text)) {
    for (const p of r.end === null ? [r.start] : [r.start, r.end]) dates.add(`${p.year ?? ''}-${p.month ?? ''}-${p.season ?? ''}-${p.present === true}`);
    out = out.slice(0, r.index) + ' '.repeat(r.length) + out.slice(r.index + r.length);
  }
  return out;
}

const LINE_START_RE = /(?:^|[.!?:;(“"]\s*|^\s*(?:[•▪■◦●○◆♦➢➤►▶▸‣∙·*]|[-–—])\s*)$/u;
const CAPITALISED_RE = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’&+#-]*/gu;

function isHeadingLine(line: string): boolean {
  const t = line.trim();
  return t.length <= 40 && (isEditorHeading(t) || matchHeading(t, false) !== null);
}

/** Capitalised words not opening their line or a sentence, outside skills ("Birch", "HR"); none in a heading. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  const skillSpans = findSkills(text, 'lenient');
  let lineStart = 0;
  for (const line of text.split('\n')) {
    if (!isHeadingLine(line)) {
      for (const m of line.matchAll(CAPITALISED_RE)) {
        const at = lineStart + m.index;
        const inSkill = skillSpans.some((s) => s.start < at + m[0].length && s.end > at);
        if (m[0] !== 'I' && !inSkill && !LINE_START_RE.test(line.slice(0, m.index))) names.add(m[0]);
      }
    }
    lineStart += line.length + 1;
  }
  return names;
}

function factsOf(text: string): Facts {
  const dates = new Set<string>();
  const plain = withoutDates(text, dates);
  return { numbers: new Set(numbersIn(plain).map((n) => n.value)), dates, names: namesIn(plain), skills: skillSet(text, 'strict') };
}

function holdsWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** The first fact of `before` that `after` no longer holds, or null. */
function findLostFact(before: Facts, afterText: string): { fault: FixFault; detail: string } | null {
  const dates = new Set<string>();
  const plain = withoutDates(afterText, dates);
  const numbers = new Set(numbersIn(plain).map((n) => n.value));
  for (const n of before.numbers) if (!numbers.has(n)) return { fault: 'number-lost', detail: `the number ${n.replace(/^~/, '')} is gone` };
  for (const d of before.dates) if (!dates.has(d)) return { fault: 'date-lost', detail: `the date ${d} is gone` };
  for (const name of before.names) if (!holdsWord(plain, name)) return { fault: 'name-lost', detail: `the name “${name}” is gone` };
  if (before.skills.size > 0) {
    const skills = skillSet(afterText, 'lenient');
    for (const s of before.skills) if (!skills.has(s)) return { fault: 'skill-lost', detail: `the skill “${s}” is gone` };
  }
  return null;
}

// (a) The statement still reads as a sentence.

interface RawTerm {
  text: string;
  normal?: string;
  post: string;
  tags: Set<string>;
}

interface Reading {
  /** The first word. */
  first: string;
  firstIsVerb: boolean;
  /** The tagger's: the first word is a past tense. */
  firstIsPast: boolean;
  hasVerb: boolean;
}

const SUBJECT_RE = /^(?:i|we|you|they|he|she|it|my|our)$/i;

/**
 * Words as compromise reads them. At a statement's start they are read after "I" when the first is a word
 * the editor takes for a bullet's verb ("Managed payroll" alone reads as an adjective and a noun), since a
 * resume leaves the subject out; as written otherwise ("Excel and Power Query" is not "I excel …"). A
 * skill's word is never the verb ("Tools: Tableau, Excel, Git").
 */
function readClause(words: string, atStart: boolean): Reading {
  const first = /^[\p{L}'’-]+/u.exec(words)?.[0] ?? '';
  const framed = atStart && !SUBJECT_RE.test(first) && /^\p{Lu}?\p{Ll}+$/u.test(first) && isVerbStart(first);
  const sentence = framed ? `I ${first.toLowerCase()}${words.slice(first.length)}` : words;
  const skillWords = new Set(findSkills(words, 'lenient').flatMap((m) => m.surface.toLowerCase().split(/\s+/)));
  const isVerb = (t: RawTerm) => t.tags.has('Verb') && !skillWords.has((t.normal ?? t.text).toLowerCase());
  const terms = (nlp(sentence) as unknown as { docs: RawTerm[][] }).docs.flat().slice(framed ? 1 : 0);
  const head = terms[0];
  return { first, firstIsVerb: head !== undefined && isVerb(head), firstIsPast: head?.tags.has('PastTense') === true, hasVerb: terms.some(isVerb) };
}

/** Words either side of a change that the tagger reads with it. */
const WINDOW_WORDS = 3;

/**
 * The part of a statement a fix changes, widened by a few words either side: the tagger's cost grows
 * with the words it reads, and the words outside are the same before and after.
 */
function changedWindow(before: string, after: string): { before: string; after: string; atStart: boolean } {
  const most = Math.min(before.length, after.length);
  let head = 0;
  while (head < most && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < most - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const start = head - (new RegExp(`(?:\\S+\\s+){0,${WINDOW_WORDS}}\\S*$`).exec(before.slice(0, head))?.[0].length ?? 0);
  const end = before.length - tail + (new RegExp(`^\\S*(?:\\s+\\S+){0,${WINDOW_WORDS}}`).exec(before.slice(before.length - tail))?.[0].length ?? 0);
  return { before: before.slice(start, end), after: after.slice(start, after.length - (before.length - end)), atStart: start === 0 };
}

/**
 * Words of a text, for telling a formatting fix from one that changes words: a date's form and a skill's
 * spelling ("Excel" or "Microsoft Excel", the same skill) do not count.
 */
function wordsOf(text: string): string {
  let plain = withoutDates(text, new Set());
  for (const m of findSkills(plain, 'lenient').reverse()) plain = `${plain.slice(0, m.start)} ${m.skill} ${plain.slice(m.end)}`;
  return (plain.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/** Time words that mark a result as done: "that now drives", "first", "since 2022", "in 2023". */
const DONE_TIME_RE = /\b(?:now|since|first|already|ago|previously|originally|initially|eventually|last (?:year|quarter|month)|(?:19|20)\d\d)\b/i;
/** Completion against a plan: "two weeks early", "under its budget", "ahead of schedule". */
const DONE_PLAN_RE = /\b(?:early|ahead of schedule|(?:under|within|on) (?:its |the )?budget|before (?:its|the) deadline)\b/i;
/** A measured change: "by 18%", "from 5 hours to 70 minutes", "40% fewer". */
const DONE_CHANGE_RE = /\bby (?:over |more than |nearly |about |almost )?[$€£]?\d[\d.,]*\s*(?:%|percent|x\b)|\bfrom [$€£]?\d[\d.,]*\S*\s+(?:\p{L}+\s+)?to [$€£]?\d|\d\s*%\s+(?:fewer|less|more|faster|lower|higher|increase|decrease|reduction|growth|improvement)\b/iu;
/** One-off acts: done once, so a role still held tells them in the past. */
const ONE_OFF = new Set(
  'launched founded co-founded introduced created established completed delivered achieved opened secured migrated implemented released shipped deployed initiated piloted replaced converted consolidated redesigned overhauled pioneered spearheaded instituted revamped restructured added started won earned'.split(' '),
);
/** An act that recurs is not one-off: "Added new vendors every week" (not "Introduced quarterly councils"). */
const RECURRING_RE = /\b(?:each|every|per) (?:day|week|month|quarter|year|shift|sprint|release)\b|\b(?:daily|weekly|monthly|quarterly|yearly|annually|regularly|routinely)\s*(?:[,.;]|$)/i;
/** Done to the person ("Promoted to …", "Awarded …"): the present would make it an order. */
const ALWAYS_PASSIVE = new Set('awarded promoted nominated elected appointed recognized recognised honored honoured commended invited hired certified licensed'.split(' '));
const PASSIVE_BEFORE_PREPOSITION = new Set('added selected chosen named assigned asked transferred recruited tapped entrusted credited featured cited published quoted'.split(' '));
const PASSIVE_PREPOSITION_RE = /^\s+(?:to|as|by|for|into|onto|from|among|in|on|at)\b/i;

/** "Managed", "Helped", "Led": a verb in the past tense ("Need", "Speed" are not). */
function isPastVerb(word: string): boolean {
  return detectTense(word) === 'past' || (/^\p{L}{2,}[^e]ed$/u.test(word) && isVerbStart(word));
}

/** Why a past verb must stay past in this statement, or null. */
function findFinishedResult(body: string, verb: string): { fault: FixFault; detail: string } | null {
  const word = verb.toLowerCase();
  const rest = body.slice(verb.length);
  if (ALWAYS_PASSIVE.has(word) || (PASSIVE_BEFORE_PREPOSITION.has(word) && PASSIVE_PREPOSITION_RE.test(rest))) {
    return { fault: 'passive', detail: `“${verb}” tells what was done to you` };
  }
  const marker = DONE_TIME_RE.exec(rest) ?? DONE_PLAN_RE.exec(rest) ?? DONE_CHANGE_RE.exec(rest);
  if (marker !== null) return { fault: 'finished-result', detail: `“${marker[0]}” tells a finished result` };
  if (ONE_OFF.has(word) && !RECURRING_RE.test(rest)) return { fault: 'finished-result', detail: `“${verb}” is done once` };
  return null;
}

/** The first words of a statement: enough context for the tagger to read its first word. */
function openingOf(statement: string): string {
  return /^\S*(?:\s+\S+){0,4}/.exec(statement)?.[0] ?? '';
}

/**
 * (a) for one line whose words the fix changes; null when it still reads as a sentence. Tagging costs
 * up to a millisecond a reading, so the fewest words are read: when the fix changes the first word,
 * the new opening (a verb there means the statement has one); else the words around the change; the
 * whole statement only when those hold no verb.
 */
function findSentenceFault(beforeLine: string, afterLine: string): { fault: FixFault; detail: string } | null {
  const before = readStatement({ text: beforeLine, start: 0, end: beforeLine.length }).body;
  const after = readStatement({ text: afterLine, start: 0, end: afterLine.length }).body;
  if (before.split(/\s+/).length < 3 || isHeadingLine(beforeLine)) return null;
  const window = changedWindow(before, after);
  if (window.atStart) {
    const now = readClause(openingOf(after), true);
    const first = /^[\p{L}'’-]+/u.exec(before)?.[0] ?? '';
    if (now.firstIsVerb) {
      // Past to present: the old form is told lexically ("Managed", "Helped"), with no second reading.
      return !now.firstIsPast && isPastVerb(first) ? findFinishedResult(before, first) : null;
    }
    if (readClause(openingOf(before), true).firstIsVerb) return { fault: 'verb-lost', detail: `“${now.first}” does not read as a verb` };
  }
  if (readClause(window.after, window.atStart).hasVerb || readClause(after, true).hasVerb || !readClause(before, true).hasVerb) return null;
  return { fault: 'no-verb', detail: `“${after}” has no verb` };
}

// The check.

/**
 * Checks fixes against the text they were found in (one section, or the whole resume); `today` is the
 * analysis's ISO day, the truth check's "now".
 */
export function checkFix(text: string, fix: RuleFix, today: string): FixVerdict {
  if (isTooLong(text, fix)) return fail('too-long', `more than ${MAX_CHECKED_CHARS} characters`);
  const s = fixedStatementOf(text, fix);
  if (s.after === s.before) return PASS;
  const before = factsOf(s.before);
  const lost = findLostFact(before, s.after);
  if (lost !== null) {
    const rest = text.slice(0, s.start) + s.after + text.slice(s.end);
    const removal = fix.after.trim() === '' && findLostFact(before, rest) === null;
    if (!removal) return fail(lost.fault, lost.detail);
  }
  const beforeLines = s.before.split('\n');
  const afterLines = s.after.split('\n');
  if (beforeLines.length === 1 && afterLines.length === 1 && wordsOf(s.before) !== wordsOf(s.after)) {
    const fault = findSentenceFault(s.before, s.after);
    if (fault !== null) return fail(fault.fault, fault.detail);
  }
  const truth = checkTruthfulness(text, s.after, { now: today });
  if (!truth.ok) return fail('unsupported-claim', truth.unsupported.map((c) => `${c.kind} “${c.value}”`).join(', '));
  return PASS;
}
