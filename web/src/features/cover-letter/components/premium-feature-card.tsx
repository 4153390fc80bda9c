import { PlanGateCard } from '@/components/common/plan-gate-card';
import { coverLetterGateText } from '@/features/billing/feature-gates';

/** For plans without cover letters (spec section 2): 'Premium Feature' and 'Upgrade Subscription' to /subscription. */
export function PremiumFeatureCard() {
  return (
    <PlanGateCard title="Premium Feature" action="Upgrade Subscription" href="/subscription" testId="premium-feature">
      {coverLetterGateText()}
    </PlanGateCard>
  );
}
