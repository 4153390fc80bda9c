/**
 * Clean-up of text as extractors produce it, keeping its line structure (the resume parser and the
 * tailoring engine read lines): CRLF/CR → LF, NFC, typographic ligatures spelled out (ﬁ → fi), soft
 * hyphens removed (a soft hyphen at a line end joins the word back), NULs, other control characters,
 * zero-width characters and private-use glyphs (icon fonts) removed, odd spaces and tabs → one space,
 * runs of spaces collapsed, lines trimmed, runs of blank lines reduced to one.
 *
 * Not the engine's normalizeText (@jobapp/shared/resume/normalize): that one also straightens quotes and
 * hyphens and turns private-use glyphs into spaces, where this text, which is stored, keeps the resume's
 * own typography. The blank-line rule is the text module's.
 */
import { PRIVATE_USE_RE, spellOutLigatures } from '@jobapp/shared/text/characters';
import { joinWithoutBlankRuns } from '@jobapp/shared/text/whitespace';

// C0 controls except \t and \n (\r is gone by then), DEL, C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const ZERO_WIDTH_RE = /[\u200B-\u200D\u2060\uFEFF]/g;
const ODD_SPACE_RE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

export function normalizeExtractedText(raw: string): string {
  const text = spellOutLigatures(raw.replace(/\r\n?/g, '\n').replace(/\f/g, '\n').normalize('NFC'))
    .replace(/\u00AD[ \t]*\n[ \t]*/g, '')
    .replace(/\u00AD/g, '')
    .replace(CONTROL_RE, '')
    .replace(ZERO_WIDTH_RE, '')
    .replace(PRIVATE_USE_RE, '')
    .replace(ODD_SPACE_RE, ' ');
  return joinWithoutBlankRuns(text.split('\n').map((line) => line.replace(/ {2,}/g, ' ').trim()));
}
