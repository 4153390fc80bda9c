/**
 * How the editor reads a role (issue 23): the product reader's roles and statements
 * (`readExperienceLines`), each found back in the text so that a finding names its line and a fix edits
 * it in place. The sections are read in ./section-reading.
 */
import { readExperienceLines } from '../resume/experience-entries';
import { normalizeText } from '../resume/normalize';

/** A line of the analysed text with its offsets (without its line break). */
export interface LocatedLine {
  text: string;
  start: number;
  end: number;
}

/** A statement of a role found in the text: the span of its words, over one line or several. */
export interface LocatedStatement {
  /** The bullet glyph written before it ('' when none). */
  marker: string;
  markerStart: number;
  start: number;
  end: number;
}

export interface LocatedRole {
  title: string;
  employer: string;
  /** The dates as written, or ''. */
  dates: string;
  /** Its heading lines (title, employer, dates, location): the role's lines that hold no statement. */
  headerLines: LocatedLine[];
  statements: LocatedStatement[];
  /** Lines of the body that are one unmarked paragraph (split into several statements by the reader). */
  bodyLines: LocatedLine[];
}

/** A bullet glyph or a dash at a line's start (group 1 the indent, group 2 the glyph). */
export const MARKER_RE = /^(\s*)([•▪■◦●○◆♦➢➤►▶▸‣∙·*]|[-–—](?=\s))\s*/u;

interface Token {
  norm: string;
  start: number;
  end: number;
  /** Index of its line in the role's lines. */
  line: number;
}

/** A word as compared: case, quotes, dashes and Unicode forms set aside. */
function normToken(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, '-');
}

function tokensOf(lines: readonly LocatedLine[]): Token[] {
  const out: Token[] = [];
  lines.forEach((line, index) => {
    const marker = MARKER_RE.exec(line.text);
    const from = marker?.[0].length ?? 0;
    for (const m of line.text.slice(from).matchAll(/\S+/g)) {
      const start = line.start + from + m.index;
      out.push({ norm: normToken(m[0]), start, end: start + m[0].length, line: index });
    }
  });
  return out;
}

/** Where a statement's words start and end among the tokens, from `from` on; null when not found. */
function locate(tokens: readonly Token[], words: readonly string[], from: number): { first: number; last: number } | null {
  const n = words.length;
  const lead = Math.min(4, n);
  for (let i = from; i + lead <= tokens.length; i++) {
    let same = true;
    for (let k = 0; k < lead && same; k++) same = tokens[i + k]?.norm === words[k];
    if (!same) continue;
    const lastWord = words[n - 1];
    // Wrapped and hyphen-broken words make the text's count differ a little from the reader's.
    for (let j = Math.max(i + lead - 1, i + n - 4); j <= Math.min(tokens.length - 1, i + n + 4); j++) {
      if (tokens[j]?.norm === lastWord) return { first: i, last: j };
    }
    return { first: i, last: Math.min(tokens.length - 1, i + n - 1) };
  }
  return null;
}

/**
 * The roles of an experience section's body lines, as the reader reads them, each with its heading lines
 * and its statements found in the text. A statement the text does not hold word for word (the reader
 * mended a word broken at the line's end) is found by its first and last words.
 */
export function readRoles(lines: readonly LocatedLine[]): LocatedRole[] {
  const read = readExperienceLines(lines.map((l) => normalizeText(l.text)));
  return read.map(({ entry, lines: at }) => {
    const own = at.flatMap((i) => (lines[i] === undefined ? [] : [lines[i]]));
    const tokens = tokensOf(own);
    const statements: LocatedStatement[] = [];
    const inStatement = new Set<number>();
    let cursor = 0;
    for (const bullet of entry.bullets) {
      const words = bullet.split(/\s+/).filter(Boolean).map(normToken);
      const found = words.length === 0 ? null : locate(tokens, words, cursor);
      if (found === null) continue;
      const first = tokens[found.first] as Token;
      const last = tokens[found.last] as Token;
      const line = own[first.line] as LocatedLine;
      const marker = MARKER_RE.exec(line.text);
      const firstOnLine = tokens[found.first - 1]?.line !== first.line;
      statements.push({
        marker: firstOnLine ? (marker?.[2] ?? '') : '',
        markerStart: firstOnLine && marker ? line.start + (marker[1]?.length ?? 0) : first.start,
        start: first.start,
        end: last.end,
      });
      for (let k = first.line; k <= last.line; k++) inStatement.add(k);
      cursor = found.last + 1;
    }
    return {
      title: entry.title,
      employer: entry.employer,
      dates: entry.dates,
      headerLines: own.filter((l, i) => !inStatement.has(i) && l.text.trim() !== ''),
      statements,
      bodyLines: own.filter((_, i) => inStatement.has(i)),
    };
  });
}
