/**
 * Whether a capitalised word is a common English word ("Customer", "Service", "Engineer") or a name
 * ("Salesforce", "Zendesk", "Google"), by compromise's lexicon: a word it lists as a company, a person or a
 * place is a name, a word it lists otherwise is common, and a word it does not list is common only when it
 * ends like a common noun ("Management", "Computing"). Used to put Title Case into sentence case without
 * lower-casing a product's name.
 */
import { lexiconTag } from '../text/lexicon';

/** compromise's lexicon tags of a name (a company, a person, a place). */
const NAME_TAG_RE = /Organization|Person|Place|Name|Country|City|Region|Acronym/;
/** Endings of common nouns the lexicon may not list ("management", "computing"). */
const COMMON_END_RE = /(?:ment|ing|tion|sion|ance|ence|ship|ness|ity|ogy)$/;

/** True when the word is a common English word, not a name (see the module comment); joiners ("and", "of") are common. */
export function isCommonWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:and|or|of|&)$/.test(lower)) return true;
  const tag = lexiconTag(lower);
  return tag !== undefined ? !NAME_TAG_RE.test(tag) : COMMON_END_RE.test(lower);
}
