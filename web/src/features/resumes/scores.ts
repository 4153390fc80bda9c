/** Match scores (0-100) as the match report and the resume lists show them. */

export type ScoreTone = 'low' | 'medium' | 'high';

/** A whole number from 0 to 100; null for a missing or unreadable score. */
export function normalizeScore(score: number | null | undefined): number | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  return Math.round(Math.min(100, Math.max(0, score)));
}

/** Below 50 low (red), 50-74 medium (amber), 75 and above high (green). */
export function scoreTone(score: number): ScoreTone {
  if (score >= 75) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}

/** '+24', '0' or '-3' (after minus before); null when either score is missing. */
export function scoreGain(before: number | null | undefined, after: number | null | undefined): string | null {
  const from = normalizeScore(before);
  const to = normalizeScore(after);
  if (from === null || to === null) return null;
  const gain = to - from;
  return gain > 0 ? `+${gain}` : String(gain);
}

/** '42 → 78', '— → 78' when one is missing, null when both are. */
export function scoreChangeLabel(before: number | null | undefined, after: number | null | undefined): string | null {
  const from = normalizeScore(before);
  const to = normalizeScore(after);
  if (from === null && to === null) return null;
  return `${from ?? '—'} → ${to ?? '—'}`;
}
