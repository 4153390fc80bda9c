/**
 * Content words of a phrase, folded and stemmed, for comparing what two phrases say regardless of order,
 * case, punctuation and singular/plural: "procedures and controls" = "controls and procedures";
 * "audits" ~ "auditing" ~ "audit".
 */
import { foldForCompare } from '../resume/normalize';

const FUNCTION_WORDS = new Set(
  `a an and or the of in on at to for with by from as into via per our your their its is are be been being
  this that these those such other using use strong solid good excellent proven ability able knowledge
  understanding experience experienced skills skill proficiency proficient`.split(/\s+/),
);

/** "procedures" → "procedur", "auditing" → "audit" (longer words only; short names stay as written). */
export function stemWord(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  return word.replace(/(?:ing|ed|es|s|e)$/, '');
}

/**
 * Two words of one root: equal, or a common head of `head` letters or more that leaves each at most four
 * ("management" ~ "manager", "supervisory" ~ "supervisor").
 */
export function sameRoot(a: string, b: string, head = 6): boolean {
  if (a === b) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n >= head && a.length - n <= 4 && b.length - n <= 4;
}

/** "manager" → "manag", "management" → "manag", "engineering" → "engine", "analyst" → "analy": a word's root, so a role and its field meet. */
export function roleRoot(word: string): string {
  let root = word;
  for (let i = 0; i < 4; i++) {
    const next = root.replace(/(?:ment|ing|ation|ator|ion|ance|ence|ist|ant|ent|er|or|sis|tics|st|e|s)$/, '');
    if (next.length < 4 || next === root) break;
    root = next;
  }
  return root;
}

/** Phrases already read (skill names and job terms repeat across runs); cleared when it grows. */
const stemCache = new Map<string, readonly string[]>();
const STEM_CACHE_MAX = 4000;

/** The folded, stemmed content words of a phrase, in order. */
export function contentStems(phrase: string): string[] {
  const cached = stemCache.get(phrase);
  if (cached) return [...cached];
  const stems = foldForCompare(phrase)
    .split(' ')
    .filter((w) => w !== '' && !FUNCTION_WORDS.has(w))
    .map(stemWord);
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  if (phrase.length <= 300) stemCache.set(phrase, stems);
  return [...stems];
}

/** One key per concept: the content stems, deduplicated and sorted. */
export function conceptKey(phrase: string): string {
  return [...new Set(contentStems(phrase))].sort().join(' ');
}

/** True when every stem of `inner` is among the stems of `outer`. */
export function coversStems(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0) return false;
  const set = new Set(outer);
  return inner.every((s) => set.has(s));
}

/** True when `inner`'s stems occur in `outer` as one run, in any order ("annual audits" holds "audit"). */
export function holdsRun(outer: readonly string[], inner: readonly string[]): boolean {
  const n = inner.length;
  if (n === 0 || n > outer.length) return false;
  const want = [...inner].sort().join(' ');
  for (let i = 0; i + n <= outer.length; i++) {
    if ([...outer.slice(i, i + n)].sort().join(' ') === want) return true;
  }
  return false;
}
