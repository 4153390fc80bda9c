/**
 * Text that sits outside the section it belongs to once a resume is split at its headings:
 * - contact lines further down (a page footer, a header repeated on page 2) belong to the header;
 * - a summary paragraph with no heading (right under the name, or, on a two-column page read
 *   sidebar first, after the sidebar's last section) is the summary.
 */
import { findEmail, findPhone, isContactLine } from './contact-details';
import type { SectionKind } from './headings';
import { isContactOnlyLine } from './header-contact';
import { isBulletLine } from './normalize';

export interface LooseSection {
  readonly kind: SectionKind | 'header';
  readonly heading: string;
  readonly lines: string[];
}

/** Contact-only lines below the header move into it: all of them when the top has no e-mail or phone, else repeats. */
export function gatherContactLines(sections: LooseSection[]): void {
  const header = sections[0];
  if (!header) return;
  const hasContact = sections.some(
    (s) => (s.kind === 'header' || s.kind === 'contact') && s.lines.some((l) => findEmail(l) !== '' || findPhone(l) !== ''),
  );
  for (const section of sections.slice(1)) {
    if (section.kind === 'contact') continue;
    for (let i = section.lines.length - 1; i >= 0; i--) {
      const line = section.lines[i] ?? '';
      if (!isContactOnlyLine(line) || (hasContact && !header.lines.includes(line))) continue;
      section.lines.splice(i, 1);
      if (!header.lines.includes(line)) header.lines.push(line);
    }
  }
}

/** Sections a summary paragraph may be stranded in: the header and the sidebar's short lists. */
const SIDEBAR_KINDS: ReadonlySet<SectionKind | 'header'> = new Set(['header', 'contact', 'skills', 'education', 'languages', 'certifications']);

/**
 * Below the name and the contact lines, one sentence is a summary already ("Seeking an Account Executive role where I
 * can own the full sales cycle." was read as a section of its own, and tailored as an achievement).
 */
const HEADER_PROSE_MIN = { words: 8, chars: 50 };

/** A paragraph of prose: sentences, mostly lower-case words, long enough to be a summary. */
export function isProseParagraph(text: string, min: { words: number; chars: number } = { words: 15, chars: 100 }): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < min.words || text.length < min.chars || !/^\p{Lu}/u.test(text) || !/[.!?]["')]?$/.test(text)) return false;
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return lower / words.length >= 0.5;
}

/** A line that reads as the start of a sentence: eight words or more, most of them lower-case. */
function isProseLine(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  return words.length >= 8 && /^\p{Lu}/u.test(line) && words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length >= 0.5;
}

/** [start, end) of each run of non-blank lines. */
function blocksOf(lines: readonly string[]): [number, number][] {
  const blocks: [number, number][] = [];
  let start = -1;
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (start >= 0) blocks.push([start, i]);
      start = -1;
    } else if (start < 0) start = i;
  });
  if (start >= 0) blocks.push([start, lines.length]);
  return blocks;
}

/** Where a stranded summary starts and ends in a section's lines, or null. */
function strandedSummary(section: LooseSection): [number, number] | null {
  const blocks = blocksOf(section.lines);
  if (section.kind === 'header') {
    // Below the name and contact lines: from the first line of prose to the end of its block.
    for (const [start, end] of blocks) {
      // The paragraph runs to the end of its block, below the block's last bullet or contact line.
      let from = end;
      while (from > Math.max(start, 1) && !isBulletLine(section.lines[from - 1] ?? '') && !isContactLine(section.lines[from - 1] ?? '')) from--;
      const first = section.lines.slice(from, end).findIndex(isProseLine);
      if (first >= 0 && isProseParagraph(section.lines.slice(from + first, end).join(' '), HEADER_PROSE_MIN)) return [from + first, end];
    }
    return null;
  }
  // In a sidebar list, only a paragraph set apart after the list's own lines.
  for (const [start, end] of blocks.slice(1)) {
    const lines = section.lines.slice(start, end);
    if (!lines.some(isBulletLine) && isProseParagraph(lines.join(' '))) return [start, end];
  }
  return null;
}

/** Moves a summary paragraph that has no heading into a summary section (heading '') after the header. */
export function gatherUnheadedSummary(sections: LooseSection[]): void {
  if (sections.some((s) => s.kind === 'summary')) return;
  for (const section of sections) {
    if (!SIDEBAR_KINDS.has(section.kind)) continue;
    const found = strandedSummary(section);
    if (!found) continue;
    const lines = section.lines.splice(found[0], found[1] - found[0]);
    sections.splice(1, 0, { kind: 'summary', heading: '', lines });
    return;
  }
}
