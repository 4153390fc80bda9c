/**
 * "a" or "an" before a word, by how it is said. Words and numbers are the `indefinite` package's
 * (maintained; it knows "an hour", "a university", "a one-year", "an 8-year", "an 11-year"). Capitals
 * are ours: the package reads every all-capital word letter by letter, which is right for "an MBA",
 * "an RN", "an SQL", "an FEA", "an FMEA", but not for an acronym said as a word: four or more capitals
 * whose second letter is a vowel ("a MERN stack", "a HIPAA audit", "a NICU", "a LEED project").
 */
import indefinite from 'indefinite';

const SAID_AS_A_WORD_RE = /^[B-DF-HJ-NP-TV-Z][AEIOU][A-Z]{2,}\b/;
const CAPITALS_RE = /^[A-Z]{2,}(?![a-z])|^[A-Z](?:\.|$|[^a-zA-Z'])/;

export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.trim();
  if (w === '') return 'a';
  if (SAID_AS_A_WORD_RE.test(w)) return indefinite(w.toLowerCase(), { articleOnly: true }) === 'an' ? 'an' : 'a';
  if (CAPITALS_RE.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  return indefinite(w, { articleOnly: true }) === 'an' ? 'an' : 'a';
}
