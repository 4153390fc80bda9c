/**
 * Is a tailored statement the original one, whole? The engine may reword the opening of a statement
 * ("Responsible for managing a team" → "Managed a team", "Worked on the billing API" → "Contributed to
 * the billing API") and the tense of its verbs, nothing else: the rest must be the original's words in
 * the original's order. Used to give a tailored statement its provenance and to prove, in the fixture
 * table, that nothing was lost.
 */
import { foldForCompare } from './normalize';

/** At most this many words of the original's opening may be replaced. */
const MAX_REWORDED_OPENING_WORDS = 4;
/** …by at most this many words. */
const MAX_NEW_OPENING_WORDS = 3;

/** Folded words with tense endings cut ("transporting", "transported" → "transport"). */
function stems(statement: string): string[] {
  return foldForCompare(statement)
    .split(' ')
    .filter(Boolean)
    .map((w) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s|e)$/, '') : w));
}

export type StatementKinship = 'same' | 'reworded' | null;

/** 'same' when equal (folded), 'reworded' when only the opening or tenses changed, else null. */
export function kinshipOf(original: string, tailored: string): StatementKinship {
  if (foldForCompare(original) === foldForCompare(tailored)) return 'same';
  const from = stems(original);
  const to = stems(tailored);
  if (from.join(' ') === to.join(' ')) return 'reworded';
  for (let k = 1; k <= MAX_NEW_OPENING_WORDS; k++) {
    const rest = to.slice(k);
    if (rest.length < 3 || from.length - rest.length > MAX_REWORDED_OPENING_WORDS) continue;
    if (from.slice(from.length - rest.length).join(' ') === rest.join(' ')) return 'reworded';
  }
  return null;
}
