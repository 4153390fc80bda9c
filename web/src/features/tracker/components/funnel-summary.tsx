import { type Funnel } from '@jobapp/shared/applications/applications.schema';
import { funnelSteps } from '../funnel-rules';

/** GET /api/applications/funnel as four numbers: how far applications got, from their history. */
export function FunnelSummary({ funnel }: { funnel: Funnel | undefined }) {
  if (!funnel) return null;
  return (
    <section aria-labelledby="tracker-funnel" className="mt-6">
      <h2 id="tracker-funnel" className="sr-only">
        Funnel
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="tracker-funnel">
        {funnelSteps(funnel).map((step) => (
          <div key={step.label} className="rounded-xl border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{step.label}</dt>
            <dd className="text-lg font-semibold text-slate-900">
              {step.count}
              {step.rate !== null ? <span className="ml-1 text-xs font-medium text-slate-600">({step.rate}%)</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
