/**
 * Applies the findings' one-click fixes to make the formatted text, and proves it adds no fact.
 * Fixes are taken in text order; one that overlaps a fix already kept is left out. They are applied
 * from the end so earlier offsets stay valid. The result is then checked with the tailoring
 * truthfulness check: the fixes on any line it flags are dropped and the check runs again; if it
 * still fails, the unformatted text is returned.
 */
import { checkTruthfulness } from '../tailoring/truthfulness';
import type { EditorFix } from './editor.schema';

/** Fixes in text order with overlapping ones left out (the first kept; two insertions at one place overlap). */
export function selectFixes(fixes: readonly EditorFix[]): EditorFix[] {
  const sorted = [...fixes].sort((a, b) => a.start - b.start || a.end - b.end || compareText(a.after, b.after));
  const kept: EditorFix[] = [];
  let lastEnd = -1;
  let lastInsert = -1;
  for (const fix of sorted) {
    const insert = fix.start === fix.end;
    if (fix.start < lastEnd || (insert && fix.start === lastInsert)) continue;
    kept.push(fix);
    lastEnd = Math.max(lastEnd, fix.end);
    if (insert) lastInsert = fix.start;
  }
  return kept;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Applies non-overlapping fixes (as returned by selectFixes) from the end. */
export function applyFixes(text: string, fixes: readonly EditorFix[]): string {
  // One pass in text order (the fixes are sorted and do not overlap): linear in the text and the fixes,
  // where splicing one fix at a time was quadratic on a hostile list of thousands of repeats.
  const parts: string[] = [];
  let pos = 0;
  for (const f of fixes) {
    parts.push(text.slice(pos, f.start), f.after);
    pos = f.end;
  }
  parts.push(text.slice(pos));
  return parts.join('');
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The line numbers (0-based) of the fixed text that each fix's replacement lands on. */
function mapFixesToLines(original: string, fixes: readonly EditorFix[]): Set<number>[] {
  let shift = 0;
  let pos = 0;
  let before = 0;
  return fixes.map((f) => {
    before += countNewlines(original.slice(pos, f.start));
    pos = f.start;
    const first = before + shift;
    const lines = new Set<number>();
    for (let i = 0; i <= countNewlines(f.after); i++) lines.add(first + i);
    shift += countNewlines(f.after) - countNewlines(original.slice(f.start, f.end));
    return lines;
  });
}

export interface FormattedText {
  text: string;
  /** The fixes that made it. */
  applied: EditorFix[];
}

/** The text with every safe fix applied; never a text with a claim the original does not support. */
export function formatTruthfully(original: string, fixes: readonly EditorFix[], today: string): FormattedText {
  let kept = selectFixes(fixes);
  if (kept.length === 0) return { text: original, applied: [] };
  for (let attempt = 0; attempt < 2; attempt++) {
    const text = applyFixes(original, kept);
    const report = checkTruthfulness(original, text, { now: today });
    if (report.ok) return { text, applied: kept };
    const bad = new Set(report.unsupported.map((c) => c.lineIndex));
    const lines = mapFixesToLines(original, kept);
    kept = kept.filter((_, i) => ![...(lines[i] ?? [])].some((l) => bad.has(l)));
  }
  return { text: original, applied: [] };
}
