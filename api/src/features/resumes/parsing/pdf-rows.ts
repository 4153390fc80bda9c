/**
 * Rows and segments: the first step from positioned PDF text items back to lines. Items whose
 * baselines lie within a fraction of the font size form a row; within a row, items are ordered by x and
 * a space is put only where the gap between two items is wider than a word space could be inside a
 * word (kerning), so "s" + "peed up" stays "speed up". A row is cut into segments at gaps of about two
 * em or more: segments are what column and gutter detection (pdf-layout.ts) look at.
 */
import { collapseSpacedItem, groupLetterRun } from './letter-spacing';
import type { PdfItem } from './pdf-items';

export interface Segment {
  items: PdfItem[];
  x0: number;
  x1: number;
  text: string;
}

export interface Row {
  y: number;
  /** The row's dominant font size (of its longest item). */
  size: number;
  font: string;
  segments: Segment[];
  /** The row holds letter-spaced capitals (a name or heading in a designed template). */
  spaced: boolean;
}

/** A gap wider than this (in em) between two items is a space. */
const SPACE_GAP_EM = 0.17;
/** A gap wider than this (in em) separates segments (columns, gutters, far-apart fields). */
const SEGMENT_GAP_EM = 1.8;
/** Segments further apart than this (in em) are separate fields of the row. */
const FIELD_GAP_EM = 5;

/** Joins items already sorted by x, spacing them by their gaps. */
export function joinItems(items: readonly PdfItem[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x - end;
    if (text !== '' && gap > SPACE_GAP_EM * item.size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    text += item.text;
    end = Math.max(end, item.x + item.width);
  }
  return text.replace(/\s+/g, ' ').trim();
}

function makeSegment(items: PdfItem[]): Segment {
  const x0 = items[0]?.x ?? 0;
  const x1 = items.reduce((max, item) => Math.max(max, item.x + item.width), x0);
  return { items, x0, x1, text: joinItems(items) };
}

function splitSegments(items: PdfItem[], size: number): Segment[] {
  const segments: Segment[] = [];
  let current: PdfItem[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    if (current.length > 0 && item.x - end > SEGMENT_GAP_EM * size) {
      segments.push(makeSegment(current));
      current = [];
    }
    current.push(item);
    end = Math.max(end, item.x + item.width);
  }
  if (current.length > 0) segments.push(makeSegment(current));
  return segments.filter((segment) => segment.text !== '');
}

const isLetter = (item: PdfItem) => /^\p{Lu}$/u.test(item.text);

/** Letter-spaced capitals (one item, or a run of one-letter items) → words (letter-spacing.ts). */
function collapseLetterSpacing(items: readonly PdfItem[]): PdfItem[] {
  const out: PdfItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as PdfItem;
    const collapsed = collapseSpacedItem(item.text);
    if (collapsed !== null) {
      out.push({ ...item, text: collapsed, spaced: true });
      continue;
    }
    let end = i;
    while (end + 1 < items.length && isLetter(items[end + 1] as PdfItem) && isLetter(item)) end++;
    if (end - i < 3) {
      out.push(item);
      continue;
    }
    const run = items.slice(i, end + 1);
    const letters = run.map((letter, k) => {
      const previous = run[k - 1];
      return { text: letter.text, gapBefore: previous ? letter.x - (previous.x + previous.width) : 0 };
    });
    const last = run[run.length - 1] as PdfItem;
    out.push({ ...item, text: groupLetterRun(letters), width: last.x + last.width - item.x, spaced: true });
    i = end;
  }
  return out;
}

const largest = (group: readonly PdfItem[]) => group.reduce((max, item) => Math.max(max, item.text.trim() === '' ? 0 : item.size), 0);

/** Superscripts and subscripts (a footnote mark, "n²") set in smaller type join the row they sit on. */
function mergeRaisedText(groups: PdfItem[][]): void {
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i] as PdfItem[];
    // Only a mark of a few characters: a line of smaller text beside a big name is a row of its own.
    if (group.length === 0 || group.reduce((n, item) => n + item.text.trim().length, 0) > 3) continue;
    const size = largest(group);
    const y = group[0]?.y ?? 0;
    for (const j of [i + 1, i - 1]) {
      const other = groups[j];
      if (other === undefined || other.length === 0) continue;
      const otherSize = largest(other);
      if (size >= otherSize * 0.85 || Math.abs((other[0]?.y ?? 0) - y) > 0.5 * otherSize) continue;
      other.push(...group);
      group.length = 0;
      break;
    }
  }
  removeEmpty(groups);
}

const BULLET_GLYPH_RE = /^[•◦▪■●○‣⁃∙·➢➤►▶✓✔◆❖\uE000-\uF8FF]$/u;
const firstVisible = (group: readonly PdfItem[]) =>
  group.filter((item) => item.text.trim() !== '').reduce<PdfItem | null>((first, item) => (first === null || item.x < first.x ? item : first), null);

/**
 * A bullet glyph drawn on a baseline of its own (browsers set the list marker in another font, a few
 * points off the text) joins the first line of its item: the row just above when that row's text starts
 * right of the glyph, else the row just below.
 */
function attachBulletGlyphs(groups: PdfItem[][]): void {
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i] as PdfItem[];
    const visible = group.filter((item) => item.text.trim() !== '');
    const glyph = visible[0];
    if (visible.length !== 1 || glyph === undefined || !BULLET_GLYPH_RE.test(glyph.text.trim())) continue;
    const fits = (other: PdfItem[] | undefined, reach: number) => {
      const first = other ? firstVisible(other) : null;
      if (!other || first === null || BULLET_GLYPH_RE.test(first.text.trim())) return false;
      const dy = Math.abs((other[0]?.y ?? 0) - glyph.y);
      return dy <= reach * first.size && first.x > glyph.x && first.x - glyph.x <= 3 * first.size;
    };
    const above = groups[i - 1];
    const below = groups[i + 1];
    const target = fits(above, 1) ? above : fits(below, 0.6) ? below : undefined;
    if (target === undefined) continue;
    target.push({ ...glyph, y: target[0]?.y ?? glyph.y });
    group.length = 0;
  }
  removeEmpty(groups);
}

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
  '+': '⁺', '-': '⁻', '−': '⁻', '=': '⁼', '(': '⁽', ')': '⁾', n: 'ⁿ', i: 'ⁱ',
};

/** "2" → "²"; null when a character has no superscript form ("st" of "1st" stays as it is). */
function toSuperscript(text: string): string | null {
  let out = '';
  for (const ch of text) {
    const sup = SUPERSCRIPTS[ch];
    if (sup === undefined) return null;
    out += sup;
  }
  return out === '' ? null : out;
}

/**
 * Items of one row, in x order, as the text reads: an icon-font glyph that hugs the word before it (the
 * link picture rendercv puts after "RenderCV", which reads as a stray "2") is dropped, one that opens a
 * field ("ð yourusername", after a gap) is kept for the contact reader; a small raised item right after
 * a base item ("n" + raised "2") becomes its superscript character ("n²") where one exists.
 */
function readAsText(items: readonly PdfItem[]): PdfItem[] {
  const main = items.reduce((best, item) => (item.text.length > best.text.length ? item : best), items[0] as PdfItem);
  const out: PdfItem[] = [];
  let afterIcon = false;
  for (const next of items) {
    const previous: PdfItem | undefined = out[out.length - 1];
    // Punctuation right after a dropped icon closes up to the word before it ("McDowell ." → "McDowell.").
    const glue: boolean = afterIcon && previous !== undefined && /^[.,;:!?)\]]/.test(next.text);
    const item: PdfItem = glue && previous ? { ...next, x: previous.x + previous.width, width: next.x + next.width - (previous.x + previous.width) } : next;
    const gap = previous ? item.x - (previous.x + previous.width) : Number.POSITIVE_INFINITY;
    afterIcon = item.icon === true && previous !== undefined && gap < 0.5 * item.size;
    if (afterIcon) continue;
    const raised = previous !== undefined && item.y - previous.y >= 0.2 * previous.size && item.size <= 0.8 * Math.max(previous.size, main.size);
    const superscript = raised && gap < 0.3 * (previous?.size ?? item.size) ? toSuperscript(item.text.trim()) : null;
    out.push(superscript === null ? item : { ...item, text: superscript, y: previous?.y ?? item.y, size: previous?.size ?? item.size });
  }
  return out;
}

/** Drops the groups emptied by a merge, in one pass (no splicing inside loops: thousands of rows). */
function removeEmpty(groups: PdfItem[][]): void {
  let kept = 0;
  for (const group of groups) if (group.length > 0) groups[kept++] = group;
  groups.length = kept;
}

/** Groups a page's items into rows, top to bottom. */
export function buildRows(items: readonly PdfItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PdfItem[][] = [];
  let current: PdfItem[] = [];
  let rowY = 0;
  let rowSize = 0;
  for (const item of sorted) {
    const visible = item.text.trim() !== '';
    // Within a third of the smaller font's size: a big name beside a block of small contact lines
    // does not swallow the contact line nearest its baseline.
    const tolerance = 0.35 * (visible && rowSize > 0 ? Math.min(rowSize, item.size) : Math.max(rowSize, item.size));
    if (current.length > 0 && Math.abs(rowY - item.y) <= tolerance) {
      current.push(item);
      if (visible && item.size > rowSize) rowSize = item.size;
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [item];
    rowY = item.y;
    rowSize = visible ? item.size : 0;
  }
  if (current.length > 0) groups.push(current);
  attachBulletGlyphs(groups);
  mergeRaisedText(groups);

  const rows: Row[] = [];
  for (const group of groups) {
    const visible = group.filter((item) => item.text.trim() !== '');
    if (visible.length === 0) continue;
    const ordered = collapseLetterSpacing(readAsText(visible.sort((a, b) => a.x - b.x)));
    if (ordered.length === 0) continue;
    const main = ordered.reduce((best, item) => (item.text.length > best.text.length ? item : best));
    const segments = splitSegments(ordered, main.size);
    const spaced = ordered.some((item) => item.spaced === true);
    if (segments.length > 0) rows.push({ y: main.y, size: main.size, font: main.font, segments, spaced });
  }
  return rows;
}

/** A row's text over the segments given, in x order. */
export function segmentsText(segments: readonly Segment[], size: number): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const segment of segments) {
    // Far-apart fields on one row ("Apple, Software Engineer      Cupertino, CA") stay told apart.
    if (text !== '') text += segment.x0 - end > FIELD_GAP_EM * size ? ' | ' : ' ';
    text += segment.text;
    end = segment.x1;
  }
  return text.trim();
}
