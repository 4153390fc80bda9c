import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A determinate progress bar (0-100) exposed to assistive technology as `progressbar`. */
export function Progress({
  value,
  label,
  className,
  indicatorClassName,
  ...props
}: ComponentProps<'div'> & { value: number; label: string; indicatorClassName?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-indigo-600 transition-[width]', indicatorClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
