import { messages, type Plan, type PlanId, planList } from '@jobapp/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/features/auth/session';
import { useBillingAccount, useBillingConfig } from '@/features/billing/api';
import { planButton, readCheckoutPlan } from '@/features/billing/checkout';
import { CheckoutDialog } from '@/features/billing/components/checkout-dialog';
import { TestModeNotice } from '@/features/billing/components/test-mode-notice';
import { formatDate } from '@/lib/dates';
import { PlanCard, planRegisterPath } from '../components/plan-card';
import { PlanGrid } from '../components/plan-grid';

function actionLabel(plan: Plan) {
  return plan.id === 'free_trial' ? 'Start free trial' : 'Subscribe';
}

/**
 * /pricing and /subscription. Signed-out visitors go to registration with the plan chosen. Signed in,
 * the current plan is marked and Subscribe opens the confirmation (D15: price, what changes and when),
 * whose Confirm chooses the plan: in test mode at once, with Stripe through Stripe's Payment Element;
 * without keys 'Billing is not configured'. `?plan=…&checkout=1` (registration with a paid plan chosen)
 * opens that plan's confirmation.
 */
export function PricingPage() {
  const session = useSession();
  const user = session.data ?? null;
  const config = useBillingConfig();
  const account = useBillingAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const [checkoutPlan, setCheckoutPlan] = useState<PlanId | null>(null);

  // The payment step asked for by the address opens once the user is known; the query then goes.
  const askedPlan = readCheckoutPlan(location.search);
  useEffect(() => {
    if (!askedPlan || !user) return;
    if (askedPlan !== user.subscriptionTier) setCheckoutPlan(askedPlan);
    void navigate(location.pathname, { replace: true });
  }, [askedPlan, user, navigate, location.pathname]);

  const mode = config.data?.mode;
  // An expired plan is no longer "current": choosing it again is a new subscription.
  const currentPlan = account.data?.status === 'expired' ? null : (account.data?.plan ?? user?.subscriptionTier ?? null);
  const signedInAccount = {
    signedIn: Boolean(user),
    currentPlan,
    // Unknown (the overview failed to load): offered, and the server says if it was used.
    trialAvailable: account.data ? account.data.trialAvailable : true,
    scheduledChange: account.data?.scheduledChange ?? null,
  };

  function choose(plan: PlanId, kind: 'subscribe' | 'checkout' | 'unconfigured') {
    if (kind === 'unconfigured') {
      toast({ title: messages.subscriptionFailed, description: messages.billingNotConfigured, variant: 'destructive' });
      return;
    }
    // Every purchase and plan change is confirmed in the dialog before anything is charged or scheduled.
    setCheckoutPlan(plan);
  }

  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        centered
        eyebrow="Pricing"
        title="Simple plans for every job search"
        description="Start with a 7-day free trial. Upgrade when you need more templates, cover letters or LinkedIn profile optimization."
      />
      {user && mode === 'test' ? <TestModeNotice className="mx-auto mt-8 max-w-2xl" /> : null}
      <div className="mt-12">
        {/* While the session is checked (and in the prerendered page) the plans show as to a visitor. */}
        <PlanGrid>
          {planList.map((plan) => {
            const button = planButton(plan.id, signedInAccount, mode);
            const variant = plan.highlighted ? 'primary' : 'secondary';
            let action;
            if (button.kind === 'register') {
              action = (
                <Button asChild className="w-full" variant={variant}>
                  <Link to={planRegisterPath(plan.id)}>{actionLabel(plan)}</Link>
                </Button>
              );
            } else if (button.kind === 'current') {
              action = (
                <Button className="w-full" variant="secondary" disabled>
                  Your current plan
                </Button>
              );
            } else if (button.kind === 'scheduled') {
              action = (
                <Button className="w-full" variant="secondary" disabled>
                  Starts {formatDate(button.effectiveAt)}
                </Button>
              );
            } else if (button.kind === 'trial-used') {
              action = (
                <Button className="w-full" variant="secondary" disabled>
                  Free trial already used
                </Button>
              );
            } else {
              const waiting = config.isPending || account.isPending;
              action = (
                <Button
                  className="w-full"
                  variant={variant}
                  disabled={waiting}
                  aria-haspopup="dialog"
                  aria-label={`${actionLabel(plan)}: ${plan.name}`}
                  onClick={() => choose(plan.id, button.kind)}
                  data-testid={`subscribe-${plan.id}`}
                >
                  {actionLabel(plan)}
                </Button>
              );
            }
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={button.kind === 'current'}
                action={action}
                showLimitations
                headingLevel={2}
              />
            );
          })}
        </PlanGrid>
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-600">
        Prices in US dollars. Paid plans renew monthly; a change between paid plans applies from your next billing
        date, and cancelling keeps access until the end of the paid period. Read our{' '}
        <Link to="/refund-policy" className="font-medium text-indigo-700 underline underline-offset-4">
          refund policy
        </Link>{' '}
        or{' '}
        <Link to="/membership" className="font-medium text-indigo-700 underline underline-offset-4">
          compare memberships
        </Link>
        .
      </p>
      <CheckoutDialog
        plan={checkoutPlan}
        account={account.data ?? null}
        config={config.data}
        configError={config.error}
        onClose={() => setCheckoutPlan(null)}
      />
    </PageContainer>
  );
}
