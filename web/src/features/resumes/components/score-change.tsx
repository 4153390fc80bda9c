import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { normalizeScore, scoreTone } from '../scores';

export const toneText = { low: 'text-red-700', medium: 'text-amber-800', high: 'text-emerald-700' } as const;
export const toneBar = { low: 'bg-red-600', medium: 'bg-amber-500', high: 'bg-emerald-600' } as const;

/** 'Match 42 → 78' in one line, for lists. Nothing when the resume has no scores. */
export function ScoreChange({
  before,
  after,
  className,
}: {
  before: number | null | undefined;
  after: number | null | undefined;
  className?: string;
}) {
  const from = normalizeScore(before);
  const to = normalizeScore(after);
  if (from === null && to === null) return null;
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-sm text-slate-700', className)}
      aria-label={`Match score ${from ?? 'unknown'} before, ${to ?? 'unknown'} after tailoring, out of 100`}
    >
      <span className="text-slate-600">Match</span>
      <span className={cn('font-semibold tabular-nums', from === null ? '' : toneText[scoreTone(from)])}>{from ?? '—'}</span>
      <ArrowRight className="size-3.5 text-slate-500" aria-hidden="true" />
      <span className={cn('font-semibold tabular-nums', to === null ? '' : toneText[scoreTone(to)])}>{to ?? '—'}</span>
    </span>
  );
}
