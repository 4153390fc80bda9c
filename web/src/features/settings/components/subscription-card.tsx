import { isPaidPlan, plans, planPeriodLabel, type PublicUser } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingAccount, useBillingConfig } from '@/features/billing/api';
import { isActiveStatus, renewalText, scheduledChangeText, statusLabel } from '@/features/billing/billing-labels';
import { ManageSubscriptionButton } from '@/features/billing/components/manage-subscription';
import { errorMessage } from '@/lib/error-messages';

/**
 * Settings → Subscription (spec section 2): the plan, when it renews or ends ('Renews on …', 'Ends on …',
 * 'Trial ends on …'), Manage for paid plans (as on the dashboard) and View Plans.
 */
export function SubscriptionCard({ user }: { user: PublicUser }) {
  const account = useBillingAccount();
  const config = useBillingConfig();
  const overview = account.data;
  const plan = plans[overview?.plan ?? user.subscriptionTier];
  const renewal = overview ? renewalText(overview) : null;
  const scheduled = overview ? scheduledChangeText(overview) : null;

  return (
    <Card role="region" aria-labelledby="settings-subscription-title">
      <CardHeader>
        <CardTitle id="settings-subscription-title">Subscription</CardTitle>
        <CardDescription>Your current plan and its renewal.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-slate-50 p-4">
          <div>
            <p className="text-sm text-slate-600">Current plan</p>
            <p className="text-xl font-semibold text-slate-900" data-testid="settings-current-plan">
              {plan.name}{' '}
              <span className="text-base font-normal text-slate-600">
                {plan.price}
                {planPeriodLabel(plan.id)}
              </span>
            </p>
          </div>
          {account.isPending ? (
            <Skeleton className="h-6 w-16 rounded-full" />
          ) : overview ? (
            <Badge variant={isActiveStatus(overview.status) ? 'success' : 'neutral'}>{statusLabel(overview.status)}</Badge>
          ) : null}
        </div>
        {account.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load your subscription: {errorMessage(account.error)}
          </p>
        ) : account.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          <div className="grid gap-1 text-sm text-slate-700">
            {renewal ? <p data-testid="settings-renewal">{renewal}</p> : null}
            {scheduled ? <p data-testid="settings-plan-change">{scheduled}</p> : null}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          {overview && isPaidPlan(overview.plan) ? <ManageSubscriptionButton overview={overview} mode={config.data?.mode} /> : null}
          <Button asChild variant="secondary">
            <Link to="/pricing">View Plans</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
