import { linkedInMessages as m } from '@jobapp/shared/linkedin/linkedin-messages';
import { PlanGateCard } from '@/components/common/plan-gate-card';
import { linkedInGateText } from '@/features/billing/feature-gates';

/** What a plan without LinkedIn optimization sees (spec section 2): 'Elite Plan Feature', 'Upgrade Required'. */
export function EliteGate() {
  return (
    <PlanGateCard title={m.eliteTitle} action="View Pricing" href="/pricing" testId="elite-feature">
      <strong className="font-semibold text-slate-800">{m.upgradeRequired}</strong>: {linkedInGateText()}
    </PlanGateCard>
  );
}
