/**
 * What a rule sees: the analysed text (one section, or the whole resume), its sections with offsets,
 * "today" as a month index and the job's keywords. Lines, bullets and roles are parsed once per
 * context and kept in a small cache, so forty-odd rules do not each re-read the text.
 */
import { findDateRange } from '../resume/dates';
import { matchHeading } from '../resume/headings';
import { isBulletLine } from '../resume/normalize';
import { isEditorHeading } from '../resume/sections';
import type { EditorSectionType } from './editor.schema';

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
  if (first && isEditorHeading(first.text)) return Math.min(end, first.end + 1);
  return start;
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

const MARKER_RE = /^(\s*)([•▪■◦●○◆♦➢➤►▶▸‣∙·*]|[-–—](?=\s))\s*/u;

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
 * Roles of the experience sections: a role starts at a non-bullet line that follows a bullet (or a
 * blank line after body text) and collects heading lines until its first bullet. Non-bullet lines
 * in the body of 8 words or more without a date count as statements; 25 words or more, as paragraphs.
 */
export function getRoles(ctx: RuleContext): Role[] {
  return memoize(ctx, 'roles', () => {
    const roles: Role[] = [];
    for (const section of selectSections(ctx, ['experience'])) {
      let role: Role | null = null;
      let inBody = false;
      let blankSince = false;
      for (const line of splitLines(ctx.text, section.bodyStart, section.end)) {
        if (line.text.trim() === '') {
          blankSince = true;
          continue;
        }
        const statement = isStatementLine(line);
        const words = countWords(line.text);
        if (!statement && words <= 4 && matchHeading(line.text, false) !== null) {
          // A heading the editor does not split at ("Skills"): what follows is not experience.
          break;
        }
        const hasDate = findDateRange(line.text) !== null;
        const startsRole = !statement && (role === null || (inBody && (hasDate || blankSince || words < 8)));
        if (startsRole) {
          role = { headerLines: [line], start: line.start, end: line.end, dates: readRoleDates(line, ctx.todayIndex), statements: [], paragraphs: [] };
          roles.push(role);
          inBody = false;
        } else if (role === null) {
          // Bullets with no role heading above them: a role without a heading.
          role = { headerLines: [], start: line.start, end: line.end, dates: null, statements: [readStatement(line)], paragraphs: [] };
          roles.push(role);
          inBody = true;
        } else {
          role.end = line.end;
          if (statement || (!hasDate && words >= 8 && (inBody || role.headerLines.length >= 2 || role.dates !== null))) {
            role.statements.push(readStatement(line));
            if (!statement && words >= 25) role.paragraphs.push(line);
            inBody = true;
          } else {
            role.headerLines.push(line);
            role.dates ??= readRoleDates(line, ctx.todayIndex);
          }
        }
        blankSince = false;
      }
    }
    return roles;
  });
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
