/**
 * Statements the tailored resume does not hold: the engine never drops one silently. A statement is an
 * experience or project bullet (kept when the tailored resume has it, its opening verb possibly
 * reworded) or a sentence of the summary (kept when the tailored summary holds all its content words).
 */
import { foldStatement } from '../resume/statement-match';
import type { StructuredResume } from '../resume/types';
import { contentStems, coversStems } from './concepts';
import { summarySentences } from './summary';

/** Lower case, letters and digits only: both sides come from the same reader, so no Unicode folding is needed. */
const foldForCompare = foldStatement;

/** Bullets of one entry without exact repeats (folded); the repeats are returned as dropped. */
export function withoutDuplicateBullets(bullets: readonly string[]): { kept: string[]; dropped: string[] } {
  const seen = new Set<string>();
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const b of bullets) {
    const key = foldForCompare(b);
    if (key !== '' && seen.has(key)) dropped.push(b);
    else {
      seen.add(key);
      kept.push(b);
    }
  }
  return { kept, dropped };
}

/** At most this many opening words may differ (a rewritten weak opener: "Responsible for managing" → "Managed"). */
const REWORDED_OPENING_WORDS = 4;

function keeps(original: string, tailoredFolded: readonly string[]): boolean {
  const words = foldForCompare(original).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  for (let cut = 0; cut <= Math.min(REWORDED_OPENING_WORDS, words.length - 2); cut++) {
    const rest = words.slice(cut).join(' ');
    if (tailoredFolded.some((t) => t === rest || (cut > 0 && t.endsWith(` ${rest}`)))) return true;
  }
  return false;
}

/** The original's statements missing from the tailored resume, plus `known` (left out on purpose), each once. */
export function findLeftOut(
  original: StructuredResume,
  tailored: StructuredResume,
  known: readonly string[],
  rewrites: ReadonlyMap<string, string> = new Map(),
): string[] {
  const folded = [...tailored.experience.flatMap((e) => e.bullets), ...tailored.projects.flatMap((p) => p.bullets)].map(foldForCompare);
  const exact = new Set(folded);
  const out = new Set(known);
  for (const b of [...original.experience.flatMap((e) => e.bullets), ...original.projects.flatMap((p) => p.bullets)]) {
    if (out.has(b) || exact.has(foldForCompare(b)) || exact.has(foldForCompare(rewrites.get(b) ?? b))) continue;
    if (!keeps(b, folded)) out.add(b);
  }
  const summaryStems = contentStems(tailored.summary);
  for (const s of summarySentences(original.summary)) {
    const stems = contentStems(s);
    if (stems.length > 0 && !coversStems(summaryStems, stems)) out.add(s);
  }
  return [...out];
}
