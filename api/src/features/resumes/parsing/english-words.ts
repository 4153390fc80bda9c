/**
 * Whether a lower-case string is an English word, from the `word-list` package (about 274,000 words,
 * plurals and inflections included, 2.9 MB). Used only where a PDF line ends in a hyphen and the
 * document itself does not say how the word is written: "rate-" / "update" is a compound to keep
 * ("rateupdate" is no word, both halves are), "al-" / "gorithm" a word to mend. Loaded on first use,
 * once per parse worker (about 20 MB of its heap), so a resume without such a wrap pays nothing.
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let words: Set<string> | undefined;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(word);
}
