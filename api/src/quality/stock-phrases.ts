/**
 * Stock phrases a recruiter skims past, this measure's own list: kept apart from the writers' banned
 * lists (shared/src/cover-letters/banned-phrases.ts, the tailoring and LinkedIn checks) so the writers
 * are not graded by their own rules. A sentence holding one is a stock sentence. Also the stock frames:
 * a sentence opening (its first three words) that starts a sentence in 30 % or more of a corpus's
 * letters, which reads as a form letter however the rest varies.
 */
import { normalised } from './texts';

export const STOCK_PHRASES: readonly string[] = [
  'results-driven',
  'results driven',
  'proven track record',
  'track record of success',
  'i am writing to express',
  'i am writing to apply',
  'the results i can point to are measurable',
  'prepares me for this role',
  'prepared me for this role',
  'speak to what this role needs',
  'team player',
  'dynamic',
  'passionate about',
  'hit the ground running',
  'would welcome a conversation',
  'welcome the opportunity to discuss',
  'detail-oriented',
  'self-starter',
  'go-getter',
  'think outside the box',
  'synergy',
  'strong work ethic',
  'hard-working',
  'hardworking',
  'fast-paced environment',
  'wear many hats',
  'perfect fit',
  'ideal candidate',
  'great fit',
  'excited to apply',
  'thrilled to',
  'to whom it may concern',
  'make an immediate impact',
  'value-add',
  'leverage my',
  'unique blend',
  'skill set that aligns',
  'aligns perfectly',
  'i believe i would be',
  'i am confident that i',
  'extensive experience',
  'highly motivated',
  'go above and beyond',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = STOCK_PHRASES.map((p) => ({ phrase: p, re: new RegExp(`(?<![\\p{L}\\p{N}-])${escape(p)}(?![\\p{L}\\p{N}-])`, 'iu') }));

/** The stock phrases a sentence holds (whole words, case folded). */
export function findStockPhrases(sentence: string): string[] {
  const text = normalised(sentence);
  return PATTERNS.filter((p) => p.re.test(text)).map((p) => p.phrase);
}

/** A sentence's frame: its first three words, case folded, without punctuation. */
export function frameOf(sentence: string): string {
  return normalised(sentence)
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
}

/** Share of letters above which an opening is a stock frame. */
export const STOCK_FRAME_SHARE = 0.3;

/**
 * The frames that open a sentence in at least STOCK_FRAME_SHARE of the letters, each with its share.
 * `letters` holds each letter's sentences.
 */
export function findStockFrames(letters: readonly (readonly string[])[]): { frame: string; share: number }[] {
  const count = new Map<string, number>();
  for (const sentences of letters) {
    for (const frame of new Set(sentences.map(frameOf).filter((f) => f.split(' ').length === 3))) count.set(frame, (count.get(frame) ?? 0) + 1);
  }
  const total = Math.max(1, letters.length);
  return [...count]
    .filter(([, n]) => n / total >= STOCK_FRAME_SHARE)
    .map(([frame, n]) => ({ frame, share: n / total }))
    .sort((a, b) => b.share - a.share);
}
