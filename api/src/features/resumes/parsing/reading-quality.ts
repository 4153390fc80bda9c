/**
 * Test helper (imported by tests only): what a user sees when a resume is read badly, as checks over
 * the extracted text. A statement cut at a line wrap becomes a bullet of a word or two, a bullet that
 * starts in the middle of a sentence or stops on "and"; a word split by the wrap keeps its hyphen
 * ("al-gorithm"); a gutter date becomes a bullet of its own ("• Jan 2004").
 */
import { isDateLike } from './pdf-layout';

/**
 * A bullet ending in one of these stopped mid-phrase. "in" is not among them: a fixture's real bullet
 * ends "…the most beneficial to invest in".
 */
const DANGLING = new Set(['and', 'or', 'the', 'of', 'to', 'with', 'for', 'a', 'an']);

const wordsOf = (line: string) => line.slice(2).trim().split(/\s+/).filter((w) => w !== '');

/** The median word count of the run of bullets line `i` belongs to. */
function runMedianWords(lines: readonly string[], i: number): number {
  let start = i;
  let end = i;
  while (start > 0 && lines[start - 1]?.startsWith('• ')) start--;
  while (end + 1 < lines.length && lines[end + 1]?.startsWith('• ')) end++;
  const counts = lines
    .slice(start, end + 1)
    .map((line) => wordsOf(line).length)
    .sort((a, b) => a - b);
  // The lower middle: a two-item list of one long and one short item is no list of long bullets.
  return counts[Math.floor((counts.length - 1) / 2)] ?? 0;
}

/** Words split by a wrap seen in the fixtures when the hyphen is kept. */
export const KNOWN_BREAKS = ['al-gorithm', 'per-formance', 'win-dows', 'Publication-En-try', 'PublicationEn-try'];

export interface ReadingProblem {
  kind: 'fragment-bullet' | 'split-word' | 'date-bullet';
  line: string;
}

/** The bullets a reader would call broken, and words still split at a wrap. */
export function findReadingProblems(text: string): ReadingProblem[] {
  const problems: ReadingProblem[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.startsWith('• ')) {
      const body = line.slice(2).trim();
      const words = wordsOf(line);
      const last = (words[words.length - 1] ?? '').toLowerCase();
      // Under 4 words among long bullets (a list of achievements), not a list of skills ("• Java") nor a
      // labelled item ("• Tools Used: C").
      const short = words.length < 4 && runMedianWords(lines, i) >= 6 && !body.includes(':');
      if (isDateLike(body)) problems.push({ kind: 'date-bullet', line });
      else if (short || /^\p{Ll}/u.test(body) || DANGLING.has(last)) problems.push({ kind: 'fragment-bullet', line });
    }
    // The rest of a bullet on a line of its own ("• … view and draw on a" / "with each person's edits").
    if (!line.startsWith('• ') && /^\p{Ll}/u.test(line) && lines[i - 1]?.startsWith('• ')) problems.push({ kind: 'fragment-bullet', line });
    const next = lines[i + 1] ?? '';
    if (/\p{Ll}-$/u.test(line) && /^(?:• )?\p{Ll}/u.test(next)) problems.push({ kind: 'split-word', line: `${line} / ${next}` });
    for (const split of KNOWN_BREAKS) if (line.includes(split)) problems.push({ kind: 'split-word', line });
  });
  return problems;
}
