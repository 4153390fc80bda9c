/**
 * Checks on resume statements that a reader would call broken: a fragment of a statement cut off by a
 * line wrap ("Utilizing", "Designed and", "Actions."), and a word left split by a PDF's hyphenation
 * ("al-gorithm"). The tailoring fixture table and the readers' tests use them; the editor can show them.
 */

/** Words a whole statement does not end with: the wrap cut it there. */
const DANGLING_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'to', 'with', 'for', 'in', 'on', 'at', 'by', 'from',
  'into', 'onto', 'via', 'as', 'than', 'that', 'which', 'who', 'whose', 'including', 'such', 'like', '&',
]);

/** Why a statement reads as a fragment, or null when it reads whole. */
export function fragmentReason(statement: string): 'short' | 'lower-case start' | 'dangling end' | null {
  const text = statement.trim();
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length < 4) return 'short';
  if (/^\p{Ll}/u.test(text)) return 'lower-case start';
  const last = (words[words.length - 1] ?? '').toLowerCase().replace(/[^\p{L}\p{N}&]+$/u, '');
  if (DANGLING_WORDS.has(last) || /[,;:\-–]$/.test(text)) return 'dangling end';
  return null;
}

/**
 * Words split by hyphenation at a line end and never joined back: a lower-case piece, a hyphen, and a
 * lower-case piece that is not a word on its own ("al-gorithm", "per-formance", "manage-ment").
 * Compounds ("cross-functional", "real-time", "end-to-end") are whole words and are not reported.
 */
const SUFFIX_PIECES =
  /^(?:gorithm|formance|ment|ments|tion|tions|sion|sions|ing|ings|ance|ances|ence|ences|ity|ities|ness|able|ible|ical|ally|ology|ologies|ure|ures|ive|ively|ent|ents|ant|ants|ize|ized|izing|ise|ised|ising|ous|ously|al|ary|ory|ial|ian|ism|ist|ists|ward|ship|ture|tures|ger|gers|ler|lers|ter|ters|der|ders|ver|vers|ned|ted|ded|sed)$/;

export function splitHyphenWords(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}-])(\p{Ll}{1,20})-(\p{Ll}{1,20})(?![\p{L}-])/gu)) {
    if (SUFFIX_PIECES.test(m[2] ?? '')) found.push(m[0]);
  }
  return found;
}
