/**
 * The grammar check (text/grammar.ts) on the parts of a letter the user's resume supplies: each
 * statement put in the first person ("I ran …."), and the resume's description of its writer ("I am a
 * registered nurse …."). The frames around them are the templates' own, written to be grammatical, so
 * one check per statement serves every template. Verdicts are kept (bounded), since the tagger costs a
 * few milliseconds a sentence and the same resume is written for again and again.
 */
import { findGrammarFaults } from '../text/grammar';

const MAX_KEPT = 5_000;
const verdicts = new Map<string, boolean>();

/** Whether the grammar check finds no fault in `sentence`, with `names` allowed their capitals. */
export function isGrammatical(sentence: string, names: readonly string[]): boolean {
  const key = `${names.join('\u0001')}\u0002${sentence}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const verdict = findGrammarFaults(sentence, { names }).length === 0;
  if (verdicts.size >= MAX_KEPT) verdicts.clear();
  verdicts.set(key, verdict);
  return verdict;
}
