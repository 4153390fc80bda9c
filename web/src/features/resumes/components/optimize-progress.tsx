import { limits } from '@jobapp/shared';
import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { optimizeStageAt, optimizeStages } from '../optimize-rules';

/**
 * What the server is doing while an optimization runs. The request reports no progress, so the steps are
 * hints of the order of the work with the time spent so far, never a made-up percentage.
 */
export function OptimizeProgress({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt);
  const stage = optimizeStageAt(elapsed);
  const seconds = Math.floor(elapsed / 1000);

  return (
    <div
      className="grid gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950"
      data-testid="optimize-progress"
    >
      <p role="status" className="font-medium">
        Optimizing your resume… <span className="sr-only">{optimizeStages[stage]}</span>
      </p>
      <ol className="grid gap-2" aria-hidden="true">
        {optimizeStages.map((label, index) => (
          <li key={label} className={cn('flex items-center gap-2', index > stage && 'text-indigo-900/60')}>
            {index < stage ? (
              <Check className="size-4 text-emerald-700" />
            ) : index === stage ? (
              <LoaderCircle className="size-4 animate-spin text-indigo-700" />
            ) : (
              <span className="inline-block size-4 rounded-full border-2 border-indigo-300" />
            )}
            {label}
          </li>
        ))}
      </ol>
      <p className="text-xs text-indigo-900">
        {seconds} s so far. The steps show the order of the work, not measured progress. Most resumes take a few
        seconds; we stop waiting after {limits.optimizeTimeoutMs / 1000} s.
      </p>
    </div>
  );
}
