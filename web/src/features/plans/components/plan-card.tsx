import { type Plan, planPeriodLabel } from '@jobapp/shared';
import { Check, Minus } from 'lucide-react';
import { type ReactNode } from 'react';
import { registerPath } from '@/app/routes';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * One plan from the shared catalogue. Every plan card in the app (landing, pricing, membership) is
 * this component, so prices and features are stated once.
 */
export function PlanCard({
  plan,
  action,
  current = false,
  showLimitations = false,
  id,
  headingLevel = 3,
}: {
  plan: Plan;
  action: ReactNode;
  current?: boolean;
  showLimitations?: boolean;
  id?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${id ?? `plan-${plan.id}`}-name`;
  return (
    <article
      id={id}
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.highlighted ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
        current && 'border-emerald-600 ring-2 ring-emerald-600',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </Heading>
        {current ? (
          <Badge variant="success">Current plan</Badge>
        ) : plan.highlighted ? (
          <Badge variant="solid">Most popular</Badge>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
        <span className="text-sm font-medium text-slate-600">{planPeriodLabel(plan.id)}</span>
      </p>
      <ul className="mt-6 grid gap-3 text-sm text-slate-700" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {showLimitations && plan.limitations.length > 0 ? (
        <>
          <p className="mt-5 text-xs font-semibold tracking-wide text-slate-600 uppercase">Limitations</p>
          <ul className="mt-2 grid gap-2 text-sm text-slate-600" aria-label={`${plan.name} limitations`}>
            {plan.limitations.map((limitation) => (
              <li key={limitation} className="flex gap-2">
                <Minus className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                {limitation}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-auto pt-8">{action}</div>
    </article>
  );
}

/** The register link for a plan (landing, membership page, pricing for signed-out visitors). */
export function planRegisterPath(planId: Plan['id']): string {
  return registerPath(planId);
}
