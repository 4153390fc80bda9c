/**
 * Letter-spaced capitals, a favourite of resume templates for names and headings ("J A R E D",
 * "E X P E R I E N C E"). pdf.js gives them back either as one item with a space between letters
 * (kerned pairs stay together: "C O N TAC T") or as one item per letter. Left alone they reach the
 * resume parser as "J A R E D R I C H A R D S", which is no name and no heading.
 * - one item: the spaces are not word breaks, the letters are one word ("S E N I O R" → "SENIOR"); a
 *   word break inside such an item is invisible to the text layer (pdf.js folds the space glyph into
 *   the letter gap), see splitByGlyphSpaces for where it can be recovered;
 * - one item per letter: letters closer than 1.6 times the run's usual gap are one word.
 * The name line is title-cased by the statement builder ("Jared Richards"); headings stay in capitals.
 */

// Capitals, or a capital then small caps drawn as lower case ("P r o f i l e"), with the initials'
// and suffixes' full stops ("R O B E R T L . H A I N E S J R .").
const SPACED_ITEM_RE = /^[\p{Lu}&][\p{L}&'.]{0,2}(?: [\p{L}&.][\p{L}&'.]{0,2}){2,}$/u;

/**
 * "S E N I O R" → "SENIOR", "C O N TAC T" → "CONTACT", "P r o f i l e" → "Profile", "R O B E R T L ." →
 * "ROBERTL." (its word breaks come from the glyph stream, pdf-text.ts); null when the text is not
 * letter-spaced.
 */
export function collapseSpacedItem(text: string): string | null {
  const t = text.trim();
  if (!SPACED_ITEM_RE.test(t)) return null;
  const tokens = t.split(' ');
  const singles = tokens.filter((token) => token.length === 1).length;
  // Mixed case only as small caps: one capital, then lower case ("P r o f i l e", not "I a m").
  const letters = tokens.join('');
  const smallCaps = /^\p{Lu}[\p{Ll}&'.]+$/u.test(letters) && letters.length >= 4;
  if (!smallCaps && /\p{Ll}/u.test(letters)) return null;
  return singles >= 3 && singles * 2 >= tokens.length ? letters : null;
}

/** Single-letter runs: where the letters of a run of one-letter items are words. */
export function groupLetterRun(letters: readonly { text: string; gapBefore: number }[]): string {
  const gaps = letters
    .slice(1)
    .map((letter) => letter.gapBefore)
    .sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)] ?? 0;
  let out = '';
  letters.forEach((letter, i) => {
    if (i > 0 && letter.gapBefore > Math.max(usual * 1.6, usual + 1)) out += ' ';
    out += letter.text;
  });
  return out;
}

/**
 * Where the words of a collapsed letter-spaced run are, from the page's glyph stream (the space glyphs
 * the content stream draws, which pdf.js's text items fold away): "JAREDRICHARDS" with "J A R E D  R I
 * C H A R D S" in the stream → "JARED RICHARDS". Null when the stream does not show it.
 */
export function splitByGlyphSpaces(word: string, glyphStream: string): string | null {
  if (word.length < 6 || word.length > 60) return null;
  const escaped = [...word].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const match = new RegExp(escaped.join('( *)')).exec(glyphStream);
  if (match === null) return null;
  const gaps = escaped.slice(1).map((_, i) => match[i + 1]?.length ?? 0);
  // Letters spaced with space glyphs ("E X P E R"): a word break is a wider run of spaces.
  const spacedBySpaces = gaps.filter((gap) => gap > 0).length * 2 > gaps.length;
  const breakAt = spacedBySpaces ? 2 : 1;
  let out = '';
  escaped.forEach((_, i) => {
    out += word[i] ?? '';
    if (i < gaps.length && (gaps[i] ?? 0) >= breakAt) out += ' ';
  });
  return out.includes(' ') ? out : null;
}

/** "JARED RICHARDS" → "Jared Richards" (Mc/Mac and O' are left as the simple form). */
export function toTitleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s'-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
