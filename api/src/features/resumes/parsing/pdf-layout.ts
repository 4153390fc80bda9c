/**
 * Reading order of one PDF page. Resume templates put text side by side in two ways:
 * - two columns (a sidebar with contact details and skills next to the experience): a vertical strip
 *   that (almost) no row crosses, with real text on both sides. Rows that cross it (a centred name) are
 *   read where they stand; between them, the left column is read before the right one;
 * - a date gutter: dates in a narrow column to the left of each entry (moderncv) or flush right
 *   (rendercv, most Word templates). Those dates are not lines of their own: a date, with its second
 *   half on the next row ("June 2020 –" / "Present"), goes back onto its entry's line as " | date"; when
 *   it sits on the first bullet of an entry, onto the entry's title line just above.
 *   A month whose year wrapped ("Expected May" / "2027") is one date too;
 * - a table (a skills grid): rows whose pieces start at the same x positions are read cell by cell.
 * The result is a list of lines with their geometry; pdf-statements.ts joins wrapped lines.
 */
import type { PdfItem, PdfPage } from './pdf-items';
import { buildRows, joinItems, segmentsText } from './pdf-rows';
import type { Row, Segment } from './pdf-rows';

export interface LayoutLine {
  page: number;
  y: number;
  x0: number;
  x1: number;
  size: number;
  font: string;
  text: string;
  /** Where the text after a bullet glyph starts (a wrapped bullet's continuation lines start there). */
  textX: number;
  /** Letter-spaced capitals were collapsed on this line. */
  spaced: boolean;
  /** An entry line that received a gutter date: a title, never continued by the next line. */
  closed: boolean;
  /** The right edge of the column this line is in (how far a wrapped line reaches). */
  columnRight: number;
  /** Where the text of the column's lines starts: left edge of the column. */
  columnLeft: number;
  /** Top and bottom of the page, for running headers and footers. */
  pageTop: number;
  pageBottom: number;
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE_TOKEN = `(?:${MONTH}|(?:\\d{1,2}[/.])?(?:19|20)\\d{2}|present|current|now|today|to|since|expected|anticipated|[–—-]|spring|summer|fall|autumn|winter)`;
const DATE_LIKE_RE = new RegExp(`^(?:${DATE_TOKEN}[\\s,]*)+$`, 'i');
const HAS_YEAR_OR_PRESENT_RE = /(?:19|20)\d{2}|present|current/i;

/** Only dates: "June 2020 –", "Present", "2009 – 2012", "Sept 2000 – May 2005". */
export function isDateLike(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= 40 && DATE_LIKE_RE.test(t) && (HAS_YEAR_OR_PRESENT_RE.test(t) || /^[–—-]$/.test(t));
}

const OPEN_ENDED_RE = /(?:[–—-]|\bto)$/i;
const MONTH_RE = new RegExp(`\\b${MONTH}$`, 'i');

/** The first half of a date whose year wrapped to the next row ("Expected May" / "2027"). */
function isDateStart(text: string): boolean {
  const t = text.trim();
  return t.length <= 40 && DATE_LIKE_RE.test(t) && MONTH_RE.test(t) && !HAS_YEAR_OR_PRESENT_RE.test(t);
}

/** The x of a vertical strip separating two columns, or null. */
function findColumnGutter(rows: readonly Row[], pageLeft: number, pageRight: number): number | null {
  const segments = rows.flatMap((row) => row.segments);
  if (segments.length < 10 || segments.length > 4000) return null;
  const width = pageRight - pageLeft;
  const candidates = new Set<number>();
  for (const segment of segments) {
    const c = Math.round(segment.x1) + 1;
    if (c > pageLeft + width * 0.15 && c < pageLeft + width * 0.75) candidates.add(c);
  }
  const allowedCrossing = Math.max(2, Math.floor(rows.length * 0.06));
  let best: { c: number; crossing: number; balance: number } | null = null;
  for (const c of candidates) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    let sideBySide = 0;
    for (const row of rows) {
      let l = false;
      let r = false;
      for (const segment of row.segments) {
        if (segment.x1 <= c) l = true;
        else if (segment.x0 >= c + 6) r = true;
        else if (segment.x0 < c) crossing++;
      }
      if (l) left++;
      if (r) right++;
      if (l && r) sideBySide++;
    }
    if (crossing > allowedCrossing || left < 4 || right < 4 || sideBySide < 3) continue;
    const balance = Math.min(left, right);
    if (best === null || crossing < best.crossing || (crossing === best.crossing && balance > best.balance)) {
      best = { c, crossing, balance };
    }
  }
  return best?.c ?? null;
}

interface ColumnRow {
  row: Row;
  segments: Segment[];
  /** Dates split off this row (a gutter), to be attached to an entry line. */
  note: string | null;
  noteSide: 'left' | 'right' | null;
}

/** Splits a date off the start of a row when a wide gap follows it (a left-hand date gutter). */
function splitLeadingDate(segments: Segment[]): { note: string; rest: Segment[] } | null {
  const first = segments[0];
  if (first === undefined) return null;
  if (segments.length > 1 && (isDateLike(first.text) || isDateStart(first.text))) return { note: first.text, rest: segments.slice(1) };
  const items = first.items;
  for (let k = 1; k < items.length && k <= 8; k++) {
    const head = items.slice(0, k);
    const next = items[k];
    const prev = head[head.length - 1];
    if (next === undefined || prev === undefined) break;
    const gap = next.x - (prev.x + prev.width);
    if (gap < 0.6 * next.size) continue;
    const headText = joinItems(head);
    if (!isDateLike(headText) && !isDateStart(headText)) return null;
    const tail = items.slice(k);
    const rest: Segment = { items: tail, x0: next.x, x1: first.x1, text: joinItems(tail) };
    return { note: headText, rest: [rest, ...segments.slice(1)] };
  }
  return null;
}

function splitNotes(rows: readonly { row: Row; segments: Segment[] }[], left: number, right: number): ColumnRow[] {
  const width = Math.max(1, right - left);
  return rows.map(({ row, segments }) => {
    const last = segments[segments.length - 1];
    if (segments.length > 1 && last !== undefined && isDateLike(last.text) && last.x0 > left + width * 0.45) {
      return { row, segments: segments.slice(0, -1), note: last.text, noteSide: 'right' };
    }
    const leading = splitLeadingDate(segments);
    if (leading !== null) return { row, segments: leading.rest, note: leading.note, noteSide: 'left' };
    return { row, segments, note: null, noteSide: null };
  });
}

const BULLET_START_RE = /^[•◦▪■●○‣⁃∙·➢➤►▶✓✔◆❖*\uE000-\uF8FF-]/u;
const BULLET_ONLY_RE = /^[•◦▪■●○‣⁃∙·➢➤►▶✓✔◆❖*\uE000-\uF8FF-]$/u;

/** x of the first item after a bullet glyph drawn as an item of its own (else the line's start). */
function textStart(segments: readonly Segment[]): number {
  const items = segments[0]?.items ?? [];
  const first = items[0];
  if (first === undefined) return 0;
  if (BULLET_ONLY_RE.test(first.text.trim())) return items[1]?.x ?? first.x;
  return first.x;
}

/** Rows in a table this close to each other (in em) are one table. */
const TABLE_ROW_GAP_EM = 2.6;

/** A row's items cut where an item starts at one of the table's column starts; null when a segment starts elsewhere. */
function cellsAt(segments: readonly Segment[], starts: readonly number[], size: number): Segment[] | null {
  const atStart = (x: number) => starts.some((start) => Math.abs(start - x) <= 0.6 * size);
  if (!segments.every((segment) => atStart(segment.x0))) return null;
  const cells: PdfItem[][] = [];
  for (const item of segments.flatMap((segment) => segment.items)) {
    const current = cells[cells.length - 1];
    if (current === undefined || (atStart(item.x) && item.x - (current[current.length - 1]?.x ?? item.x) > size)) cells.push([item]);
    else current.push(item);
  }
  if (cells.length < 2) return null;
  return cells.map((items) => {
    const x0 = items[0]?.x ?? 0;
    const x1 = items.reduce((max, item) => Math.max(max, item.x + item.width), x0);
    return { items, x0, x1, text: joinItems(items) };
  });
}

/**
 * Tables (a skills grid): three or more rows in a row, with no gutter date, whose pieces start at the
 * same x positions (two columns or more). Their cells are read one by one, each its own line, so
 * "Event planning" and "Vendor negotiation" on one row are two skills, not one. Row index → cells.
 */
function tableCells(split: readonly ColumnRow[]): Map<number, Segment[]> {
  const tables = new Map<number, Segment[]>();
  for (let i = 0; i < split.length; i++) {
    const first = split[i] as ColumnRow;
    if (first.note !== null || first.segments.length < 2) continue;
    const size = first.row.size;
    const starts = first.segments.map((segment) => segment.x0);
    const run: Segment[][] = [];
    let j = i;
    for (; j < split.length; j++) {
      const entry = split[j] as ColumnRow;
      const above = split[j - 1];
      if (entry.note !== null || (j > i && above !== undefined && above.row.y - entry.row.y > TABLE_ROW_GAP_EM * size)) break;
      const cells = cellsAt(entry.segments, starts, size);
      if (cells === null) break;
      run.push(cells);
    }
    if (run.length < 3) continue;
    run.forEach((cells, k) => tables.set(i + k, cells));
    i = j - 1;
  }
  return tables;
}

/** Rows of one column → lines, with gutter dates merged and put back on their entry lines. */
function columnLines(page: PdfPage, rows: readonly { row: Row; segments: Segment[] }[]): LayoutLine[] {
  const left = Math.min(...rows.map((r) => r.segments[0]?.x0 ?? Number.POSITIVE_INFINITY));
  const right = Math.max(...rows.map((r) => r.segments[r.segments.length - 1]?.x1 ?? 0));
  const split = splitNotes(rows, left, right);
  // How far the column's text reaches, gutter dates left out.
  const textRight = Math.max(left, ...split.map((r) => r.segments[r.segments.length - 1]?.x1 ?? left));
  // A date continued on the next row ("June 2020 –" / "Present") is one date.
  for (let i = 0; i + 1 < split.length; i++) {
    const a = split[i];
    const b = split[i + 1];
    if (a?.note == null || b?.note == null || a.noteSide !== b.noteSide) continue;
    if (!OPEN_ENDED_RE.test(a.note) && !/^[–—-]/.test(b.note) && !isDateStart(a.note)) continue;
    if (a.row.y - b.row.y > 2 * a.row.size) continue;
    a.note = `${a.note} ${b.note}`;
    b.note = null;
  }
  // A month whose year never came ("May" in a gutter) was text after all: back in front of its row.
  const strayStarts = new Set<number>();
  split.forEach((entry, i) => {
    if (entry.note !== null && isDateStart(entry.note)) strayStarts.add(i);
  });
  const tables = tableCells(split);
  const lines: (LayoutLine | null)[] = split.map(({ row, segments, note }, i) => {
    if (segments.length === 0) return null;
    const own = segmentsText(segments, row.size);
    const text = strayStarts.has(i) && note !== null ? `${note} ${own}` : own;
    return {
      page: page.number,
      y: row.y,
      x0: segments[0]?.x0 ?? left,
      x1: segments[segments.length - 1]?.x1 ?? right,
      size: row.size,
      font: row.font,
      text,
      textX: textStart(segments),
      spaced: row.spaced,
      // Far-apart fields ("Microsoft | New York"): a title row, not a line that wraps on.
      closed: text.includes(' | '),
      columnLeft: left,
      columnRight: textRight,
      pageTop: page.top,
      pageBottom: page.bottom,
    };
  });
  split.forEach(({ note, row }, i) => {
    if (note === null || strayStarts.has(i)) return;
    // The entry line: this row, or the title just above when this row is the entry's first bullet.
    let target = i;
    const own = lines[i];
    if (own === null || own === undefined || BULLET_START_RE.test(own.text)) {
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        const candidate = lines[j];
        if (candidate && !BULLET_START_RE.test(candidate.text)) {
          target = j;
          break;
        }
      }
    }
    const line = lines[target];
    if (line) {
      line.text = `${line.text} | ${note}`;
      line.closed = true;
    } else lines[i] = { ...lineAt(page, row, left, right), text: note };
  });
  return lines.flatMap((line, i) => {
    if (line === null) return [];
    const cells = tables.get(i);
    if (cells === undefined) return [line];
    // One line per cell, each closed: a cell is never continued by the cell below it.
    return cells.map((cell) => ({ ...line, x0: cell.x0, x1: cell.x1, text: cell.text, textX: textStart([cell]), closed: true }));
  });
}

function lineAt(page: PdfPage, row: Row, left: number, right: number): LayoutLine {
  return {
    page: page.number,
    y: row.y,
    x0: left,
    x1: left,
    size: row.size,
    font: row.font,
    text: '',
    textX: left,
    spaced: false,
    closed: true,
    columnLeft: left,
    columnRight: right,
    pageTop: page.top,
    pageBottom: page.bottom,
  };
}

/** The page's lines in reading order. */
export function layoutPage(page: PdfPage): LayoutLine[] {
  const rows = buildRows(page.items);
  const gutter = findColumnGutter(rows, page.left, page.right);
  if (gutter === null) return columnLines(page, rows.map((row) => ({ row, segments: row.segments })));

  // Rows are rebuilt per column: a sidebar line and a main-column line at about the same height are
  // not one row (their sizes, baselines and bullets differ).
  const crossingRows = rows.filter((row) => row.segments.some((segment) => segment.x0 < gutter && segment.x1 > gutter));
  const sideItems = rows
    .filter((row) => !crossingRows.includes(row))
    .flatMap((row) => row.segments.flatMap((segment) => segment.items.map((item) => ({ item, left: segment.x1 <= gutter }))));
  const asColumn = (side: boolean) =>
    buildRows(sideItems.filter((entry) => entry.left === side).map((entry) => entry.item)).map((row) => ({ row, segments: row.segments }));
  let leftRows = asColumn(true);
  let rightRows = asColumn(false);
  const lines: LayoutLine[] = [];
  const emitAbove = (y: number) => {
    let left = leftRows.filter((entry) => entry.row.y > y);
    let right = rightRows.filter((entry) => entry.row.y > y);
    // Above the first height where both columns have text (a headline under a centred name that
    // happens to clear the gutter), rows are read top to bottom, before either column.
    const sideBySide = Math.min(left[0]?.row.y ?? Number.NEGATIVE_INFINITY, right[0]?.row.y ?? Number.NEGATIVE_INFINITY) + 1;
    const heading = [...left, ...right].filter((entry) => entry.row.y > sideBySide).sort((a, b) => b.row.y - a.row.y);
    for (const entry of heading) lines.push(...columnLines(page, [entry]));
    left = left.filter((entry) => !heading.includes(entry));
    right = right.filter((entry) => !heading.includes(entry));
    if (left.length > 0) lines.push(...columnLines(page, left));
    if (right.length > 0) lines.push(...columnLines(page, right));
    leftRows = leftRows.filter((entry) => entry.row.y <= y);
    rightRows = rightRows.filter((entry) => entry.row.y <= y);
  };
  for (const row of crossingRows) {
    emitAbove(row.y);
    lines.push(...columnLines(page, [{ row, segments: row.segments }]));
  }
  emitAbove(Number.NEGATIVE_INFINITY);
  return lines;
}
