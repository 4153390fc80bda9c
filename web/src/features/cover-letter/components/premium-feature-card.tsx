import { PlanGateCard } from '@/components/common/plan-gate-card';

/** For plans without cover letters (spec section 2): 'Premium Feature' and 'Upgrade Subscription' to /subscription. */
export function PremiumFeatureCard() {
  return (
    <PlanGateCard title="Premium Feature" action="Upgrade Subscription" href="/subscription" testId="premium-feature">
      Cover letters are part of the Pro and Elite plans: pick one of your resumes and a job, choose a template, and get a letter
      written for that job.
    </PlanGateCard>
  );
}
