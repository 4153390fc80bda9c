/**
 * Language rules for the prose of a resume: no first-person pronouns, no passive voice, no
 * buzzwords, and plain words for filler ("in order to" → "to", "utilized" → "used", "successfully"
 * dropped). Fixes only remove or swap words that carry no fact.
 */
import nlp from 'compromise';
import { isActionVerb } from '../resume/verbs';
import { listOf } from '../text/lists';
import { detectTense } from './bullet-verbs';
import type { EditorSectionType } from './editor.schema';
import type { RuleContext, TextLine } from './context';
import { getBodyLines, findMatches, quote } from './context';
import type { EditorRule, RuleFix, RuleHit } from './rule-types';

const PROSE_TYPES: readonly EditorSectionType[] = ['experience', 'summary', 'other'];

/** The subject pronouns: "I built …", "We cut …" (not "I-9", not "my" or "our", which mark a result as the writer's). */
const PRONOUN_RE = /\b(?:I|[Ww]e)\b(?![-'’])/g;

/**
 * "Engineer I |", "Analyst I, Acme": a capitalised word then "I" with no lower-case word after it is a
 * grade in a job title, not the pronoun ("Then I built" has one).
 */
function isTitleGrade(line: string, index: number): boolean {
  return /\p{Lu}\p{L}*\s$/u.test(line.slice(0, index)) && !/^I\s+\p{Ll}/u.test(line.slice(index));
}

/** The fix for a line that opens with "I" and an action verb: drop the "I", capitalise the verb. */
function leadingIFix(line: TextLine, index: number): RuleFix | null {
  const before = line.text.slice(0, index);
  const atStart = /^\s*(?:[•▪■◦●○◆♦➢➤►▶▸‣∙·*]|[-–—])?\s*$/u.test(before) || /[.!?]\s+$/.test(before);
  const next = /^I ((\p{Ll})\p{L}*)/u.exec(line.text.slice(index));
  const verb = next?.[1] ?? '';
  if (!atStart || next?.[2] === undefined || !isActionVerb(verb) || detectTense(verb) === 'other') return null;
  const start = line.start + index;
  return { start, end: start + 3, after: next[2].toUpperCase(), label: 'Drop the leading ‘I’' };
}

/** Pronoun findings in the given sections, one per line naming each pronoun it uses; a leading "I " is dropped by the fix. */
export function findPronouns(ctx: RuleContext, types: readonly EditorSectionType[]): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const line of getBodyLines(ctx, types)) {
    const found = [...line.text.matchAll(PRONOUN_RE)].filter((m) => !(m[0] === 'I' && isTitleGrade(line.text, m.index ?? 0)));
    const first = found[0];
    if (first === undefined) continue;
    const words = [...new Set(found.map((m) => `“${m[0]}”`))];
    const named = listOf(words);
    const start = line.start + (first.index ?? 0);
    hits.push({
      start,
      end: start + first[0].length,
      suggestion: `${quote(line.text)} uses ${named}: resume bullets leave out the subject; start with the verb instead.`,
      fix: first[0] === 'I' ? leadingIFix(line, first.index ?? 0) : null,
    });
  }
  return hits;
}

const PASSIVE_RE = /\b(?:was|were|is|are)\s+(?:responsible|(?:\p{L}+ed|built|led|made|given|done|run|written|taken|held|sold|taught|chosen)\b(?:\s+by)?)/giu;

/**
 * Common words a slip of the fingers turns into a non-word ("teh", "adn", "wiht"). A typo is a word of
 * three letters or more that the part-of-speech tagger's lexicon does not know, that the resume does
 * not write anywhere else, and that is one keystroke (a letter dropped, added, changed or two swapped)
 * from one of these.
 */
const COMMON_WORDS = (
  'the and with for from that this have were which their there they them then than into over after before while ' +
  'across other each every more also work worked working team teams customer customers project projects process ' +
  'support service services system systems including between during within about through managed manage ' +
  'increased reduced developed improved department management company experience professional business ' +
  'report reports training using used daily weekly monthly annual people staff patients students clients sales'
).split(' ');

let lexicon: ReadonlySet<string> | null = null;
function knownWord(word: string): boolean {
  lexicon ??= new Set(Object.keys((nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon));
  return lexicon.has(word);
}

/** A known word with an ending ("departments", "reviewed", "scheduling"): not a typo of the bare word. */
function isInflected(word: string): boolean {
  const stems = [/(?:es|s)$/, /(?:ed|d)$/, /ing$/, /(?:er|ers)$/, /ly$/].flatMap((re) => (re.test(word) ? [word.replace(re, ''), word.replace(re, 'e')] : []));
  return stems.some((stem) => stem.length >= 3 && (knownWord(stem) || COMMON_WORDS.includes(stem)));
}

/** One keystroke apart: a letter dropped, added or changed, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    const [i = 0, j = 0] = diff;
    return diff.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** Typo findings in the given sections: each word, once, with the word it was likely meant to be. */
export function findTypos(ctx: RuleContext, types: readonly EditorSectionType[]): RuleHit[] {
  const lines = getBodyLines(ctx, types);
  const counts = new Map<string, number>();
  for (const m of ctx.text.toLowerCase().matchAll(/\p{L}+/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  const hits: RuleHit[] = [];
  for (const m of findMatches(lines, /(?<![\p{L}\p{N}@./-])\p{Ll}{3,}(?![\p{L}\p{N}@/-])/gu)) {
    const word = m.text;
    if (knownWord(word) || (counts.get(word) ?? 0) > 1 || COMMON_WORDS.includes(word) || isInflected(word)) continue;
    const meant = COMMON_WORDS.find((c) => oneSlipApart(word, c));
    if (meant === undefined) continue;
    hits.push({
      start: m.start,
      end: m.end,
      suggestion: `“${word}” looks like a typo for “${meant}” in ${quote(m.line.text)}.`,
      fix: { start: m.start, end: m.end, after: meant, label: `Change ‘${word}’ to ‘${meant}’` },
    });
  }
  return hits;
}

const BUZZWORDS = [
  'synergy',
  'synergies',
  'go-getter',
  'results-driven',
  'results-oriented',
  'team player',
  'hard worker',
  'hard-working',
  'hardworking',
  'think outside the box',
  'thinking outside the box',
  'detail-oriented',
  'self-starter',
  'self-motivated',
  'best of breed',
  'value-add',
  'go-to person',
  'rockstar',
  'ninja',
  'guru',
  'seasoned',
  'proven track record',
  'highly motivated',
  'passionate',
];
const BUZZ_RE = new RegExp(`\\b(?:${BUZZWORDS.map((b) => b.replace(/-/g, '[- ]')).join('|')})\\b`, 'gi');

/** Buzzword findings in the given sections. */
export function findBuzzwords(ctx: RuleContext, types: readonly EditorSectionType[], extra: RegExp | null = null): RuleHit[] {
  const lines = getBodyLines(ctx, types);
  return [...findMatches(lines, BUZZ_RE), ...(extra === null ? [] : findMatches(lines, extra))]
    .sort((a, b) => a.start - b.start)
    .map((m) => ({ start: m.start, end: m.end, suggestion: `“${m.text}” is a cliché recruiters skip: show it with a concrete example instead.` }));
}

interface Filler {
  re: RegExp;
  replace: ((match: string, line: TextLine, index: number) => { end: number; after: string } | null) | null;
  /** What to do instead; `{plain}` stands for the replacement in the match's own form ("utilized" → "used"). */
  advice: string;
}

const FILLERS: readonly Filler[] = [
  { re: /\bin order to\b/gi, replace: (m) => ({ end: m.length, after: /^I/.test(m) ? 'To' : 'to' }), advice: 'say “to”' },
  {
    re: /\butiliz(?:e|es|ed|ing)\b/gi,
    replace: (m) => {
      const tail = m.toLowerCase().slice(6);
      const plain = ({ e: 'use', es: 'uses', ed: 'used', ing: 'using' } as Record<string, string>)[tail] ?? 'use';
      return { end: m.length, after: /^U/.test(m) ? `U${plain.slice(1)}` : plain };
    },
    advice: 'say “{plain}”',
  },
  {
    re: /\bsuccessfully\s+/gi,
    replace: (m, line, index) => {
      const next = line.text.charAt(index + m.length);
      const capital = /^S/.test(m);
      return { end: m.length + (capital ? 1 : 0), after: capital ? next.toUpperCase() : '' };
    },
    advice: 'drop it: the result shows the success',
  },
  { re: /\bvarious\b/gi, replace: null, advice: 'name them, or leave the word out' },
  { re: /\b(?:a variety of|numerous|etc\.?)(?=\W|$)/gi, replace: null, advice: 'be specific' },
];

export const LANGUAGE_RULES: readonly EditorRule[] = [
  {
    id: 'lang.pronouns',
    sectionTypes: ['experience', 'other'],
    weight: 3,
    area: 'First-person pronouns',
    description: 'Bullets are written without “I” or “we” as their subject: start with the verb.',
    check: (ctx) => findPronouns(ctx, ['experience', 'other']),
  },
  {
    id: 'lang.passive',
    sectionTypes: PROSE_TYPES,
    weight: 2,
    area: 'Passive voice',
    description: 'Active verbs (“Managed the budget”) read stronger than passive ones (“The budget was managed”).',
    check: (ctx) =>
      findMatches(getBodyLines(ctx, PROSE_TYPES), PASSIVE_RE).map((m) => ({
        start: m.start,
        end: m.end,
        suggestion: `${quote(m.text)} is passive: say who did what, starting with the verb (e.g. “Managed …”).`,
      })),
  },
  {
    id: 'lang.typos',
    sectionTypes: PROSE_TYPES,
    weight: 3,
    area: 'Spelling',
    description: 'A typo in a common word is the first thing a recruiter notices.',
    check: (ctx) => findTypos(ctx, PROSE_TYPES),
  },
  {
    id: 'lang.buzzwords',
    sectionTypes: ['experience', 'other'],
    weight: 2,
    area: 'Buzzwords',
    description: 'Words like “synergy” or “team player” say nothing a recruiter can check.',
    check: (ctx) => findBuzzwords(ctx, ['experience', 'other']),
  },
  {
    id: 'lang.filler',
    sectionTypes: ['experience', 'summary', 'other', 'education'],
    weight: 1,
    area: 'Filler words',
    description: 'Plain words are shorter and clearer: “to” for “in order to”, “use” for “utilize”.',
    check: (ctx) => {
      const hits: RuleHit[] = [];
      for (const line of getBodyLines(ctx, ['experience', 'summary', 'other', 'education'])) {
        for (const filler of FILLERS) {
          for (const m of line.text.matchAll(filler.re)) {
            const index = m.index ?? 0;
            const start = line.start + index;
            const r = filler.replace?.(m[0], line, index) ?? null;
            hits.push({
              start,
              end: start + m[0].trimEnd().length,
              suggestion: `“${m[0].trim()}” is filler: ${filler.advice.replace('{plain}', r?.after ?? '')}.`,
              fix: r === null ? null : { start, end: start + r.end, after: r.after, label: `Replace ‘${m[0].trim()}’` },
            });
          }
        }
      }
      return hits.sort((a, b) => a.start - b.start);
    },
  },
];
