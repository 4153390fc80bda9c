/**
 * What a rule sees: the analysed text (one section, or the whole resume), its sections with offsets,
 * "today" as a month index and the job's keywords. Lines, bullets and roles are parsed once per
 * context and kept in a small cache, so forty-odd rules do not each re-read the text.
 */
import { findDateRange } from '../resume/dates';
import { isBulletLine } from '../resume/normalize';
import type { EditorSectionType } from './editor.schema';
import { MARKER_RE, readRoles } from './reading';
import { headingOfLine } from './section-reading';

export interface TextLine {
  text: string;
  /** Offsets of the line in the analysed text, without its line break. */
  start: number;
  end: number;
}

export interface ContextSection {
  name: string;
  type: EditorSectionType;
  start: number;
  end: number;
  /** Where the body starts (after the heading line, when the section has one). */
  bodyStart: number;
}

/** A bullet or statement line of a role: its marker ('' when none) and its words' span. */
export interface Statement {
  marker: string;
  markerStart: number;
  start: number;
  end: number;
  body: string;
}

export interface Role {
  /** The job title and the employer as the reader reads them ('' when there is none). */
  title: string;
  employer: string;
  /** The role's heading lines (title, employer, dates) before its bullets. */
  headerLines: TextLine[];
  start: number;
  end: number;
  /** The first date range in the heading lines, offsets into the analysed text. */
  dates: { start: number; end: number; raw: string; startIndex: number | null; endIndex: number | null; present: boolean; hasEnd: boolean } | null;
  statements: Statement[];
  /** Non-bullet lines of 25 words or more in the role's body. */
  paragraphs: TextLine[];
}

export interface RuleContext {
  text: string;
  mode: 'section' | 'resume';
  /** Sections the rule looks at: one for a section rule, all for a whole-resume rule. */
  sections: readonly ContextSection[];
  /** Every section of the resume (the same as `sections` when a single section is analysed). */
  allSections: readonly ContextSection[];
  /** Month index (year × 12 + month − 1) of options.today. */
  todayIndex: number;
  jobKeywords: readonly string[];
  cache: Map<string, unknown>;
}

/** Returns the cached value for `key`, computing it once. */
export function memoize<T>(ctx: RuleContext, key: string, compute: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const value = compute();
  ctx.cache.set(key, value);
  return value;
}

/** Splits [start, end) of `text` into lines with offsets. */
export function splitLines(text: string, start: number, end: number): TextLine[] {
  const out: TextLine[] = [];
  let pos = start;
  while (pos < end) {
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl < 0 || nl > end ? end : nl;
    const raw = text.slice(pos, lineEnd);
    const trimmedEnd = raw.endsWith('\r') ? lineEnd - 1 : lineEnd;
    out.push({ text: text.slice(pos, trimmedEnd), start: pos, end: trimmedEnd });
    pos = lineEnd + 1;
  }
  return out;
}

/** Where a section's body starts: after its first line when that line is a heading. */
export function findBodyStart(text: string, start: number, end: number): number {
  const first = splitLines(text, start, end)[0];
  const heading = first ? headingOfLine(first.text, { kind: 'header', heading: '' }) : null;
  if (!first || heading === null) return start;
  const restAt = heading.rest === '' ? -1 : first.text.indexOf(heading.rest);
  return restAt >= 0 ? first.start + restAt : Math.min(end, first.end + 1);
}

/** Sections of the given types. */
export function selectSections(ctx: RuleContext, types: readonly EditorSectionType[]): ContextSection[] {
  return ctx.sections.filter((s) => types.includes(s.type));
}

/** Non-blank body lines of the sections of the given types. */
export function getBodyLines(ctx: RuleContext, types: readonly EditorSectionType[]): TextLine[] {
  return memoize(ctx, `lines:${types.join(',')}`, () =>
    selectSections(ctx, types).flatMap((s) => splitLines(ctx.text, s.bodyStart, s.end).filter((l) => l.text.trim() !== '')),
  );
}

/** Every non-blank line of the analysed sections (headings included). */
export function getAllLines(ctx: RuleContext): TextLine[] {
  return memoize(ctx, 'all-lines', () =>
    ctx.sections.flatMap((s) => splitLines(ctx.text, s.start, s.end).filter((l) => l.text.trim() !== '')),
  );
}


/** The statement on a line: marker and body span. */
export function readStatement(line: TextLine): Statement {
  const m = MARKER_RE.exec(line.text);
  const markerStart = line.start + (m?.[1]?.length ?? 0);
  const bodyStart = line.start + (m?.[0].length ?? line.text.length - line.text.trimStart().length);
  let bodyEnd = line.end;
  while (bodyEnd > bodyStart && /\s/.test(line.text[bodyEnd - line.start - 1] ?? '')) bodyEnd--;
  return { marker: m?.[2] ?? '', markerStart, start: bodyStart, end: bodyEnd, body: line.text.slice(bodyStart - line.start, bodyEnd - line.start) };
}

/** A regular-expression match on a line, with its offsets in the analysed text. */
export interface LineMatch {
  match: RegExpExecArray;
  text: string;
  start: number;
  end: number;
  line: TextLine;
}

/** Every match of a global regular expression on the given lines, in text order. */
export function findMatches(lines: readonly TextLine[], re: RegExp): LineMatch[] {
  const out: LineMatch[] = [];
  for (const line of lines) {
    for (const m of line.text.matchAll(re)) {
      const start = line.start + m.index;
      out.push({ match: m, text: m[0], start, end: start + m[0].length, line });
    }
  }
  return out;
}

/** Number of words in a text. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function isStatementLine(line: TextLine): boolean {
  return isBulletLine(line.text.trim()) || MARKER_RE.test(line.text);
}

function readRoleDates(line: TextLine, todayIndex: number): Role['dates'] {
  const r = findDateRange(line.text);
  if (!r) return null;
  const index = (p: { year?: number; month?: number; present?: boolean }, fallbackMonth: number): number | null => {
    if (p.present) return todayIndex;
    if (p.year === undefined) return null;
    return p.year * 12 + ((p.month ?? fallbackMonth) - 1);
  };
  return {
    start: line.start + r.index,
    end: line.start + r.index + r.length,
    raw: r.raw,
    startIndex: index(r.start, 1),
    endIndex: r.end ? index(r.end, 12) : null,
    present: r.end?.present === true,
    hasEnd: r.end !== null,
  };
}

/**
 * Roles of the experience sections as the product's reader reads them (./reading): its heading lines,
 * its first date range, and its statements found in the text. Unmarked body lines that read as a
 * paragraph (isParagraph) are its paragraphs.
 */
export function getRoles(ctx: RuleContext): Role[] {
  return memoize(ctx, 'roles', () =>
    selectSections(ctx, ['experience']).flatMap((section) =>
      readRoles(splitLines(ctx.text, section.bodyStart, section.end)).flatMap((read): Role[] => {
        const lines = [...read.headerLines, ...read.bodyLines];
        if (lines.length === 0) return [];
        const statements = read.statements.map((s) => ({ ...s, body: ctx.text.slice(s.start, s.end) }));
        let dates: Role['dates'] = null;
        for (const line of read.headerLines) dates ??= readRoleDates(line, ctx.todayIndex);
        return [
          {
            title: read.title,
            employer: read.employer,
            headerLines: read.headerLines,
            start: Math.min(...lines.map((l) => l.start)),
            end: Math.max(...lines.map((l) => l.end)),
            dates,
            statements,
            paragraphs: read.bodyLines.filter((l) => !isStatementLine(l) && isParagraph(l.text)),
          },
        ];
      }),
    ),
  );
}

/** A body line that is a paragraph: two sentences or more in 25 words or more, or 45 words in one. */
function isParagraph(text: string): boolean {
  const words = countWords(text);
  return words >= 45 || (words >= 25 && /[.!?]\s+\p{Lu}/u.test(text.trim().replace(/[.!?]$/, '')));
}

/**
 * "Full P&L responsibility for a 650-employee plant …": an unmarked line first in a role whose other
 * statements carry bullet marks says the role's scope, as executives' resumes do; it is not a bullet.
 */
export function isScopeLine(ctx: RuleContext, s: Statement): boolean {
  const role = getRoles(ctx).find((r) => r.statements[0] === s);
  return role !== undefined && s.marker === '' && role.statements.slice(1).some((x) => x.marker !== '');
}

/** Where a finding about a whole role points: its first heading line, else the role. */
export function roleHeadSpan(role: Role): { start: number; end: number } {
  const head = role.headerLines[0];
  return { start: head?.start ?? role.start, end: head?.end ?? role.end };
}

/** What a suggestion calls a role: its first heading line, else its first bullet. */
export function labelRole(role: Role): string {
  return role.headerLines[0]?.text ?? role.statements[0]?.body ?? '';
}

/** Every statement of every role. */
export function getStatements(ctx: RuleContext): Statement[] {
  return memoize(ctx, 'statements', () => getRoles(ctx).flatMap((r) => r.statements));
}

/** The first word of a statement, letters only ("Managed" of "Managed, with …"). */
export function getFirstWord(text: string): string {
  return /^[\p{L}'’-]+/u.exec(text.trim())?.[0] ?? '';
}

/** Quotes a text for a suggestion, shortened to about 60 characters. */
export function quote(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return `“${t.length > 60 ? `${t.slice(0, 57).trimEnd()}…` : t}”`;
}
