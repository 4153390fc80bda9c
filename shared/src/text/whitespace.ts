/** Whitespace: one-line clean-up of short strings, and the blank-line rule of multi-line text. */
import { decodeEntities } from './entities';

/** Trims and collapses every run of whitespace (including no-break and zero-width spaces) to one space. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/[\u200b\u200e\u200f\ufeff\u00ad]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** `collapseWhitespace(decodeEntities(text))`: for strings that come from JSON or attributes. */
export function cleanText(text: string | null | undefined): string {
  if (!text) return '';
  return collapseWhitespace(decodeEntities(text));
}

/**
 * Joins lines (already trimmed) with '\n', keeping at most one blank line between two others and none
 * at the start or the end.
 */
export function joinWithoutBlankRuns(lines: Iterable<string>): string {
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
