import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type TrialState } from '@/lib/dates';

/** The free-trial warning (spec section 2): shown when the trial ends in less than 2 days. */
export function TrialBanner({ state }: { state: TrialState }) {
  if (!state) return null;
  return (
    <div
      role="status"
      data-testid="trial-banner"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">
        {state === 'ending-soon' ? 'Your free trial is ending soon.' : 'Your free trial has ended.'}
      </p>
      <Link
        to="/pricing"
        className="rounded-lg bg-amber-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-950"
      >
        Upgrade now
      </Link>
    </div>
  );
}
