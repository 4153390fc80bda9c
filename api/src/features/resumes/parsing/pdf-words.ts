/**
 * Skill names a PDF's text layer gives back broken, mended where the skills vocabulary says what they
 * are (the names the product matches, shared/src/tailoring/skills-vocabulary.ts):
 * - A word cut by a glyph gap: pdf.js puts a space inside a text run where the template's kerning leaves a
 *   wide gap between two glyphs ("DevO ps Site Reliability Engineer"). Joined only when the joined word is a
 *   vocabulary name as written (letter case included) and the cut is clearly inside a word: after a capital
 *   that follows a small letter ("DevO" is no word's end), after a first half that is no word on its own
 *   (neither an English word nor a vocabulary name: "Kuber netes", where "netes" is in the word list as a
 *   rare plural, so the halves cannot be two words the writer meant), or between two halves neither of
 *   which is an English word ("Vue js"), the second half in small letters. Two words stay two: "Type
 *   Script", "Java script", "React js" (English words first) and "Jenkins file", "Kube flow" (names first).
 * - A small "l" for a capital "I": a template font whose capital I is drawn with the small l's glyph code
 *   ("Cl/CD pipelines"). Read as the vocabulary name when the word with the l is no name itself and has
 *   two capitals or more ("Cl/CD" → "CI/CD", "APl" → "API"); "Al", "Bl" (names, words) stay.
 * Nothing else is changed: a word the vocabulary does not know stays as the PDF gives it.
 */
import { skillEntries } from '@jobapp/shared/tailoring/skills-vocabulary';
import { isEnglishWord } from './english-words';

interface Vocabulary {
  /** Single-word vocabulary names as written. */
  readonly names: ReadonlySet<string>;
  /** The same names in small letters, to tell whether a half of a cut word is a name of its own. */
  readonly lowerNames: ReadonlySet<string>;
  /** The small-l misreadings of names with a capital I → the name. */
  readonly misread: ReadonlyMap<string, string>;
  /** One pattern over every misreading (null when there are none). */
  readonly misreadRe: RegExp | null;
}

let vocabulary: Vocabulary | undefined;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitals = (s: string) => s.replace(/[^\p{Lu}]/gu, '').length;

function vocabularyOf(): Vocabulary {
  if (vocabulary) return vocabulary;
  const names = new Set<string>();
  for (const entry of skillEntries()) for (const form of entry.forms) if (!/\s/.test(form.text)) names.add(form.text);
  const misread = new Map<string, string>();
  for (const name of names) {
    if (!name.includes('I')) continue;
    const variants = new Set([name.replace(/I/g, 'l')]);
    for (let i = name.indexOf('I'); i >= 0; i = name.indexOf('I', i + 1)) variants.add(`${name.slice(0, i)}l${name.slice(i + 1)}`);
    for (const variant of variants) if (capitals(variant) >= 2 && !names.has(variant)) misread.set(variant, name);
  }
  const alternation = [...misread.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|');
  const misreadRe = alternation === '' ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'gu');
  const lowerNames = new Set([...names].map((name) => name.toLowerCase()));
  vocabulary = { names, lowerNames, misread, misreadRe };
  return vocabulary;
}

/** Two halves of one word a space cut: "DevO ps", "Ansi ble" (the second half in small letters). */
const CUT_WORD_RE = /(?<![\p{L}\p{N}])(\p{L}{2,}) (\p{Ll}{1,})(?![\p{L}\p{N}])/gu;

function isCutInsideWord(head: string, tail: string, lowerNames: ReadonlySet<string>): boolean {
  if (/\p{Ll}\p{Lu}$/u.test(head)) return true;
  const lowerHead = head.toLowerCase();
  if (!isEnglishWord(lowerHead) && !lowerNames.has(lowerHead)) return true;
  return !isEnglishWord(lowerHead) && !isEnglishWord(tail);
}

/** The text with vocabulary names the PDF broke mended (see the module comment). */
export function mendBrokenNames(text: string): string {
  const { names, lowerNames, misread, misreadRe } = vocabularyOf();
  const joined = text.replace(CUT_WORD_RE, (whole, head: string, tail: string) => {
    const word = `${head}${tail}`;
    return names.has(word) && isCutInsideWord(head, tail, lowerNames) ? word : whole;
  });
  return misreadRe === null ? joined : joined.replace(misreadRe, (word) => misread.get(word) ?? word);
}
