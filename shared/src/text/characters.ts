/**
 * Characters that text extracted from resumes carries and no reader wants as they are: typographic
 * ligatures (a PDF's "ﬁ" for "fi") and private-use glyphs (icon fonts such as FontAwesome or
 * moderncv's). One table for the engine's normalizeText and the API's normalizeExtractedText.
 */
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};
const LIGATURE_RE = /[\uFB00-\uFB06]/g;

/** "ﬁnance" → "finance". */
export function spellOutLigatures(text: string): string {
  return text.replace(LIGATURE_RE, (ch) => LIGATURES[ch] ?? ch);
}

/** Private-use areas in the BMP and planes 15-16 (as surrogate pairs, so no `u` flag is needed). */
export const PRIVATE_USE_RE = /[\uE000-\uF8FF]|[\uDB80-\uDBFF][\uDC00-\uDFFF]/g;
