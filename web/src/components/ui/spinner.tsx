import { LoaderCircle } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A spinner with a screen-reader label; `label` is announced politely. */
export function Spinner({ className, label = 'Loading', ...props }: ComponentProps<'div'> & { label?: string }) {
  return (
    <div role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)} {...props}>
      <LoaderCircle className="size-6 animate-spin text-indigo-600" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A decorative spinner for inside a button (the button's text says what is happening). */
export function ButtonSpinner() {
  return <LoaderCircle className="animate-spin" aria-hidden="true" />;
}
