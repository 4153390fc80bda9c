import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The standard page width and padding. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** A page's one h1, with an optional eyebrow, lead paragraph and actions. */
export function PageHeader({
  title,
  eyebrow,
  description,
  actions,
  className,
  centered = false,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  centered?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-4',
        centered ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className={cn('min-w-0', centered && 'max-w-3xl')}>
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        {description ? <div className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

/** A titled section of a marketing page. */
export function Section({
  id,
  title,
  eyebrow,
  description,
  className,
  children,
  labelledBy,
}: {
  id?: string;
  title?: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  const headingId = labelledBy ?? (id ? `${id}-title` : undefined);
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <div className="mx-auto mb-12 max-w-2xl text-center">
            {eyebrow ? <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p> : null}
            <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {title}
            </h2>
            {description ? <p className="mt-4 text-lg text-pretty text-slate-600">{description}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
