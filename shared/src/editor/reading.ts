/**
 * How the editor reads a resume: with the product's reader (../resume), so the editor, the tailoring and
 * "Check what we read" agree about the same text (issue 23). A section starts at any heading the reader
 * knows, in any case, with or without a colon ("Work History", "Skills:"); the roles and their statements
 * are the reader's (`readExperienceLines`), each found back in the text so that a finding names its line
 * and a fix edits it in place.
 */
import { readExperienceLines } from '../resume/experience-entries';
import { matchHeading, type SectionKind } from '../resume/headings';
import { isBulletLine, normalizeText } from '../resume/normalize';
import { HEADER_SECTION_NAME } from '../resume/sections';
import { isItemOf } from '../resume/structure';
import type { EditorSectionType } from './editor.schema';

export interface ReadSection {
  /** The heading as written, without a trailing colon; 'HEADER' for the text before the first heading. */
  name: string;
  kind: SectionKind | 'header';
  type: EditorSectionType;
  /** resumeText.slice(start, end) is the heading line and the body; the sections cover the text whole. */
  start: number;
  end: number;
  /** Where the body starts: after the heading line, or after "Skills:" on a line that goes on. */
  bodyStart: number;
}

const TYPE_OF_KIND: Record<SectionKind | 'header', EditorSectionType> = {
  header: 'header',
  contact: 'header',
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  certifications: 'other',
  projects: 'other',
  achievements: 'other',
  languages: 'other',
  other: 'other',
};

/** The editor's section type of a reader's section kind. */
export function editorTypeOfKind(kind: SectionKind | 'header'): EditorSectionType {
  return TYPE_OF_KIND[kind];
}

/** The heading a line is, as the reader reads it inside `current` (null for an ordinary line). */
export function headingOfLine(line: string, current: { kind: SectionKind | 'header'; heading: string }): ReturnType<typeof matchHeading> {
  const text = normalizeText(line);
  if (text === '' || isBulletLine(text)) return null;
  const heading = matchHeading(text, true);
  return heading !== null && !isItemOf(heading, current) ? heading : null;
}

/** Splits a resume into the reader's sections, with offsets; text before the first heading is the HEADER. */
export function readSections(text: string): ReadSection[] {
  const starts: Omit<ReadSection, 'end'>[] = [];
  let current: { kind: SectionKind | 'header'; heading: string } = { kind: 'header', heading: '' };
  let offset = 0;
  for (const raw of text.split('\n')) {
    const lineEnd = offset + raw.length;
    const heading = headingOfLine(raw, current);
    if (heading !== null) {
      const restAt = heading.rest === '' ? -1 : raw.indexOf(heading.rest);
      const bodyStart = restAt >= 0 ? offset + restAt : Math.min(text.length, lineEnd + 1);
      starts.push({ name: heading.heading, kind: heading.kind, type: editorTypeOfKind(heading.kind), start: offset, bodyStart });
      current = heading;
    }
    offset = lineEnd + 1;
  }
  const sections: ReadSection[] = [];
  const firstStart = starts[0]?.start ?? text.length;
  if (firstStart > 0 || starts.length === 0) {
    sections.push({ name: HEADER_SECTION_NAME, kind: 'header', type: 'header', start: 0, end: firstStart, bodyStart: 0 });
  }
  starts.forEach((s, i) => sections.push({ ...s, end: starts[i + 1]?.start ?? text.length }));
  return sections;
}

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

const MARKER_RE = /^(\s*)([•▪■◦●○◆♦➢➤►▶▸‣∙·*]|[-–—](?=\s))\s*/u;

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
