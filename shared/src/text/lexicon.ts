/**
 * compromise's lexicon: the word class it lists for an English word ("developed" → Adjective, "written"
 * → Participle, "you" → Pronoun), or undefined for a word it does not list. A lookup, not a parse: cheap
 * enough for every phrase a posting names.
 */
import nlp from 'compromise';

const lexicon = (nlp as unknown as { model(): { one: { lexicon: Record<string, string | undefined> } } }).model().one.lexicon;

/** The lexicon's tag of a word, lower-cased first; undefined when the word is not listed. */
export function lexiconTag(word: string): string | undefined {
  return lexicon[word.toLowerCase()];
}
