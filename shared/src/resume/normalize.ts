/**
 * Clean-up of resume text as it comes out of PDF/DOCX extraction or a paste.
 *
 * Only presentation noise is touched: line endings, odd spaces, soft hyphens, ligatures, icon-font
 * glyphs (Unicode private-use characters), typographic quotes and hyphens. Words, numbers and dates
 * are left as they are, so a fact found in the cleaned text is a fact of the original.
 */
import { PRIVATE_USE_RE, spellOutLigatures } from '../text/characters';
import { joinWithoutBlankRuns } from '../text/whitespace';
import { rememberedForLongTexts } from '../text/recent-texts';

/** Characters that carry no text: soft hyphen, zero-width spaces and joiners, BOM, word joiner. */
const INVISIBLE_RE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
/** Spacing characters that should read as one ordinary space (tab, CR inside a line, NBSP, thin spaces). */
const ODD_SPACE_RE = /[\t\v\f\r\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;
const HYPHEN_LIKE_RE = /[\u2010\u2011\u2043\u2212]/g;
const FIGURE_DASH_RE = /\u2012/g;
const SINGLE_QUOTES_RE = /[\u2018\u2019\u201A\u201B\u2032\u00B4]/g;
const DOUBLE_QUOTES_RE = /[\u201C\u201D\u201E\u201F\u2033]/g;
const REPEATED_INNER_HYPHEN_RE = /([\p{L}\p{N}])-{2,}(?=[\p{L}\p{N}])/gu;
const REPLACEMENT_CHAR_RE = /\uFFFD/g;
/** Any character one of the replacements above would touch: most text has none, and skips them all. */
const NEEDS_CLEANING_RE =
  /[\uFB00-\uFB06\uE000-\uF8FF\uDB80-\uDBFF\u00AD\u200B-\u200D\u2060\uFEFF\t\v\f\r\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u2010-\u2012\u2043\u2212\u2018-\u201F\u2032\u2033\u00B4\uFFFD]|--/;
const NON_ASCII_RE = /[^\p{ASCII}]/u;

/**
 * The engine normalises the same resume text several times (sections, structure, scores before and
 * after): the last few long texts are remembered. The function is pure, so this changes no answer.
 */
const normalizeRemembered = rememberedForLongTexts(normalizeUncached, { fromChars: 500, upToChars: 100_000, size: 8 });

/** Normalises one piece of text (possibly many lines). Idempotent. */
export function normalizeText(input: string): string {
  return normalizeRemembered(input);
}

function normalizeUncached(input: string): string {
  let text = input;
  if (text.includes('\r\n')) text = text.replace(/\r\n/g, '\n');
  // Old Mac line endings: only when the text has no \n at all (PDF text uses \r inside lines as a space).
  if (!text.includes('\n') && text.includes('\r')) text = text.replace(/\r/g, '\n');
  if (NON_ASCII_RE.test(text)) text = text.normalize('NFC');
  if (NEEDS_CLEANING_RE.test(text)) text = spellOutLigatures(text)
    .replace(INVISIBLE_RE, '')
    .replace(PRIVATE_USE_RE, ' ')
    .replace(REPLACEMENT_CHAR_RE, ' ')
    .replace(ODD_SPACE_RE, ' ')
    .replace(HYPHEN_LIKE_RE, '-')
    .replace(FIGURE_DASH_RE, '–')
    .replace(SINGLE_QUOTES_RE, "'")
    .replace(DOUBLE_QUOTES_RE, '"')
    .replace(REPEATED_INNER_HYPHEN_RE, '$1-');
  // Runs of blank lines become one; none at the start or the end.
  return joinWithoutBlankRuns(text.split('\n').map((line) => collapseSpacedWords(line).replace(/ {2,}/g, ' ').trim()));
}

/** "R O B E R T   K I M" → "ROBERT KIM" (letter-spaced words separated by wider gaps). */
function collapseSpacedWords(line: string): string {
  if (!/\S {2,}\S/.test(line)) return line;
  const words = line.trim().split(/ {2,}/);
  if (words.length < 2) return line;
  const spaced = words.every((w) => /^(?:\p{L} ){1,}\p{L}$/u.test(w));
  return spaced ? words.map((w) => w.replace(/ /g, '')).join(' ') : line;
}

/** Bullet glyphs that start a list item. Hyphen-like ones need a following space. */
const BULLET_GLYPHS = '•▪■□◦●○◆◇♦➢➤►▶▸▹‣⁃∙✓✔✗➔→·*';
const BULLET_RE = new RegExp(
  `^(?:[${BULLET_GLYPHS.replace(/[-\\\]^]/g, '\\$&')}]+\\s*|[-–—~>]\\s+|\\(?\\d{1,2}[.)]\\s+|\\(?[a-z][.)]\\s+)`,
  'u',
);
const BULLET_ONLY_RE = new RegExp(`^[${BULLET_GLYPHS.replace(/[-\\\]^]/g, '\\$&')}\\-–—\\s]+$`, 'u');

/** True when the line starts with a list marker (•, ▪, -, *, –, 1., a) …). */
export function isBulletLine(line: string): boolean {
  return BULLET_RE.test(line) && !BULLET_ONLY_RE.test(line);
}

/** True for lines made only of bullet glyphs (Word-to-PDF exports put the glyphs on their own lines). */
export function isBulletOnlyLine(line: string): boolean {
  return line.trim() !== '' && BULLET_ONLY_RE.test(line);
}

/** Removes a leading list marker. */
export function stripBullet(line: string): string {
  return line.replace(BULLET_RE, '').trim();
}

/**
 * Letter-spaced text ("E X P E R I E N C E", "C O N TAC T") collapsed to "EXPERIENCE"/"CONTACT".
 * Returns null when the line is not letter-spaced (most tokens are single letters).
 */
export function collapseLetterSpacing(line: string): string | null {
  const tokens = line.trim().split(' ');
  if (tokens.length < 4) return null;
  const single = tokens.filter((t) => /^\p{L}$/u.test(t)).length;
  if (single / tokens.length < 0.6) return null;
  if (tokens.some((t) => t.length > 3 || !/^[\p{L}&/]+$/u.test(t))) return null;
  return tokens.join('');
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-case, letters and digits only, single spaces: used to compare phrases across formatting. */
export function foldForCompare(text: string): string {
  return normalizeText(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
