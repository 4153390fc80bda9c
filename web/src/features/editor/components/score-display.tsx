import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { editorScoreTone, scoreBarValue, scoreToneClasses } from '../scores';

/** A score out of 10 in its colour (green from 8, amber from 6, red below) with its bar at 10 × the score. */
export function ScoreDisplay({
  label,
  score,
  size = 'md',
  explanation,
}: {
  label: string;
  score: number;
  size?: 'md' | 'lg';
  explanation?: string | undefined;
}) {
  const tone = scoreToneClasses[editorScoreTone(score)];
  return (
    <div className="grid gap-1.5" data-testid="editor-score" data-score-tone={editorScoreTone(score)}>
      <div className="flex items-baseline justify-between gap-3">
        <span className={cn('font-semibold text-slate-900', size === 'lg' ? 'text-base' : 'text-sm')}>{label}</span>
        <span className={cn('font-bold tabular-nums', tone.text, size === 'lg' ? 'text-3xl' : 'text-base')}>
          {score}
          <span className="text-sm font-medium text-slate-600">/10</span>
        </span>
      </div>
      <Progress
        value={scoreBarValue(score)}
        label={`${label}: ${score} out of 10`}
        indicatorClassName={tone.bar}
        className={size === 'lg' ? 'h-3' : undefined}
      />
      {explanation ? <p className="text-xs leading-relaxed text-slate-600">{explanation}</p> : null}
    </div>
  );
}
