import { linkedInMessages as m } from '@jobapp/shared/linkedin/linkedin-messages';
import { PlanGateCard } from '@/components/common/plan-gate-card';

/** What a plan without LinkedIn optimization sees (spec section 2): 'Elite Plan Feature', 'Upgrade Required'. */
export function EliteGate() {
  return (
    <PlanGateCard title={m.eliteTitle} action="View Pricing" href="/pricing" testId="elite-feature">
      <strong className="font-semibold text-slate-800">{m.upgradeRequired}</strong>: LinkedIn profile optimization is part of the
      Elite plan, with 2 optimizations a month.
    </PlanGateCard>
  );
}
