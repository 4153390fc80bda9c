import { ArrowRight, Wand2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PendingFix } from '../fixes';

/**
 * One-click edits: each shows what it does and its before → after, with 'Apply fix'. `message` is the
 * refusal shown when a fix's text has changed since the analysis.
 */
export function FixList({
  fixes,
  onApply,
  message,
  showSection = false,
}: {
  fixes: readonly PendingFix[];
  onApply: (fix: PendingFix) => void;
  message: string | null;
  showSection?: boolean;
}) {
  if (fixes.length === 0 && !message) return null;
  return (
    <section aria-label="One-click fixes" className="grid gap-3" data-testid="editor-fixes">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Wand2 className="size-4 text-indigo-600" aria-hidden="true" />
        One-click fixes
      </h3>
      {message ? (
        <Alert variant="warning" data-testid="fix-stale">
          {message}
        </Alert>
      ) : null}
      <ul className="grid gap-2">
        {fixes.map((pending) => (
          <li
            key={pending.key}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1 text-sm">
              <p id={`fix-${pending.key}`} className="font-medium text-slate-900">
                {showSection ? <span className="mr-1 text-slate-600">{pending.section}:</span> : null}
                {pending.fix.label}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-1.5 font-mono text-xs">
                <del className="rounded bg-red-50 px-1 text-red-800">{pending.fix.before || '(nothing)'}</del>
                <ArrowRight className="size-3 text-slate-500" aria-label="becomes" />
                <ins className="rounded bg-emerald-50 px-1 text-emerald-800 no-underline">{pending.fix.after || '(removed)'}</ins>
              </p>
            </div>
            <Button size="sm" variant="soft" aria-describedby={`fix-${pending.key}`} onClick={() => onApply(pending)}>
              Apply fix
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
