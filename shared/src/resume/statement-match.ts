/**
 * Is a tailored statement the original one, whole? The engine may reword the opening of a statement
 * ("Responsible for managing a team" → "Managed a team", "Worked on the billing API" → "Contributed to
 * the billing API") and the tense of its verbs, nothing else: the rest must be the original's words in
 * the original's order. Used to give a tailored statement its provenance and to prove, in the fixture
 * table, that nothing was lost.
 */
import { memoisedInCall } from '../text/call-memo';

/** At most this many words of the original's opening may be replaced. */
const MAX_REWORDED_OPENING_WORDS = 4;
/** …by at most this many words. */
const MAX_NEW_OPENING_WORDS = 3;

/**
 * Lower-case letters and digits, single spaces. Statements come from parsed (already normalised) text,
 * so this skips normalizeText's clean-up (foldForCompare) that dominated the cost of tracing a resume.
 * The stages of one tailoring fold the same statements again: remembered for the call (text/call-memo.ts).
 */
export const foldStatement: (text: string) => string = memoisedInCall(foldStatementOnce);

function foldStatementOnce(text: string): string {
  const lower = text.toLowerCase().replace(/&/g, ' and ');
  // ASCII text (most resumes) takes the cheaper non-Unicode pattern.
  return (/^\p{ASCII}*$/u.test(lower) ? lower.replace(/[^a-z0-9]+/g, ' ') : lower.replace(/[^\p{L}\p{N}]+/gu, ' ')).trim();
}

/** Folded words with tense endings cut ("transporting", "transported" → "transport"). */
function stems(folded: string): string[] {
  return folded
    .split(' ')
    .filter(Boolean)
    .map((w) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s|e)$/, '') : w));
}

export type StatementKinship = 'same' | 'reworded' | null;

/** A statement read once for comparing (many comparisons per resume). */
export interface ComparableStatement {
  readonly folded: string;
  readonly stems: readonly string[];
  readonly stemmed: string;
}

export function comparable(statement: string): ComparableStatement {
  const folded = foldStatement(statement);
  const s = stems(folded);
  return { folded, stems: s, stemmed: s.join(' ') };
}

/** 'same' when equal (folded), 'reworded' when only the opening or tenses changed, else null. */
export function kinshipOfComparable(original: ComparableStatement, tailored: ComparableStatement): StatementKinship {
  if (original.folded === tailored.folded) return 'same';
  if (original.stemmed === tailored.stemmed) return 'reworded';
  const from = original.stems;
  const to = tailored.stems;
  for (let k = 1; k <= MAX_NEW_OPENING_WORDS; k++) {
    const rest = to.length - k;
    if (rest < 3 || from.length - rest > MAX_REWORDED_OPENING_WORDS || rest > from.length) continue;
    let same = true;
    for (let i = 0; i < rest && same; i++) same = from[from.length - rest + i] === to[k + i];
    if (same) return 'reworded';
  }
  return null;
}

export function kinshipOf(original: string, tailored: string): StatementKinship {
  return kinshipOfComparable(comparable(original), comparable(tailored));
}
