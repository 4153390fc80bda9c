import { type Plan, planList, plans } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/features/auth/session';
import { PlanCard, planRegisterPath } from '../components/plan-card';
import { PlanGrid } from '../components/plan-grid';

function actionLabel(plan: Plan) {
  return plan.id === 'free_trial' ? 'Start free trial' : 'Subscribe';
}

/**
 * /pricing and /subscription. Signed-out visitors go to registration with the plan chosen.
 * Online payment is built in a later issue: until then a signed-in user sees their current plan and a
 * plain notice instead of a checkout.
 */
export function PricingPage() {
  const session = useSession();
  const user = session.data ?? null;

  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        centered
        eyebrow="Pricing"
        title="Simple plans for every job search"
        description="Start with a 7-day free trial. Upgrade when you need more templates, cover letters or LinkedIn profile optimization."
      />
      <div className="mt-12">
        {/* While the session is checked (and in the prerendered page) the plans show as to a visitor. */}
        <PlanGrid>
          {planList.map((plan) => {
            const current = user?.subscriptionTier === plan.id;
            let action;
            if (!user) {
              action = (
                <Button asChild className="w-full" variant={plan.highlighted ? 'primary' : 'secondary'}>
                  <Link to={planRegisterPath(plan.id)}>
                    {actionLabel(plan)}
                  </Link>
                </Button>
              );
            } else if (current) {
              action = (
                <Button className="w-full" variant="secondary" disabled>
                  Your current plan
                </Button>
              );
            } else {
              action = (
                <Button
                  className="w-full"
                  variant="secondary"
                  aria-disabled="true"
                  onClick={() =>
                    toast({
                      title: 'Online payment is not available yet',
                      description: `You are on the ${plans[user.subscriptionTier].name} plan. Nothing has been charged.`,
                    })
                  }
                >
                  {actionLabel(plan)}
                </Button>
              );
            }
            return <PlanCard key={plan.id} plan={plan} current={current} action={action} showLimitations headingLevel={2} />;
          })}
          </PlanGrid>
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-600">
        Prices in US dollars. Paid plans renew monthly; cancelling keeps access until the end of the paid period.
        Read our{' '}
        <Link to="/refund-policy" className="font-medium text-indigo-700 underline underline-offset-4">
          refund policy
        </Link>{' '}
        or{' '}
        <Link to="/membership" className="font-medium text-indigo-700 underline underline-offset-4">
          compare memberships
        </Link>
        .
      </p>
    </PageContainer>
  );
}
