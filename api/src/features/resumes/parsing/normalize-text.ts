/**
 * Clean-up of text as extractors produce it, keeping its line structure (the resume parser and the
 * tailoring engine read lines): CRLF/CR → LF, NFC, typographic ligatures spelled out (ﬁ → fi), soft
 * hyphens removed (a soft hyphen at a line end joins the word back), NULs, other control characters,
 * zero-width characters and private-use glyphs (icon fonts) removed, odd spaces and tabs → one space,
 * runs of spaces collapsed, lines trimmed, runs of blank lines reduced to one.
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
const PRIVATE_USE_RE = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
// C0 controls except \t and \n (\r is gone by then), DEL, C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const ZERO_WIDTH_RE = /[\u200B-\u200D\u2060\uFEFF]/g;
const ODD_SPACE_RE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

export function normalizeExtractedText(raw: string): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n')
    .normalize('NFC')
    .replace(LIGATURE_RE, (ch) => LIGATURES[ch] ?? ch)
    .replace(/\u00AD[ \t]*\n[ \t]*/g, '')
    .replace(/\u00AD/g, '')
    .replace(CONTROL_RE, '')
    .replace(ZERO_WIDTH_RE, '')
    .replace(PRIVATE_USE_RE, '')
    .replace(ODD_SPACE_RE, ' ');
  const lines: string[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/ {2,}/g, ' ').trim();
    if (line === '' && (lines.length === 0 || lines[lines.length - 1] === '')) continue;
    lines.push(line);
  }
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
