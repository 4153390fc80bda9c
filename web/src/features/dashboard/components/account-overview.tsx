import { isPaidPlan, plans, planPeriodLabel, type PublicUser, type SubscriptionStatus } from '@jobapp/shared';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { paymentMethodLabel } from '../account-labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function AccountOverview({
  user,
  status,
  isLoading,
  isError = false,
}: {
  user: PublicUser;
  status: SubscriptionStatus | undefined;
  isLoading: boolean;
  isError?: boolean;
}) {
  return (
    <Card data-testid="account-overview" role="region" aria-labelledby="account-overview-title">
      <CardHeader>
        <CardTitle id="account-overview-title">Account Overview</CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-slate-700">Your plan details could not be loaded. Reload the page to try again.</p>
        ) : isLoading || !status ? (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
          </div>
        ) : (
          <>
            <dl className="divide-y divide-slate-200">
              <Row label="Current Plan">
                <span data-testid="current-plan">
                  {plans[status.plan].name} · {plans[status.plan].price}
                  <span className="font-normal text-slate-600">{planPeriodLabel(status.plan)}</span>
                </span>
              </Row>
              <Row label="Status">
                <Badge variant={status.active ? 'success' : 'neutral'} data-testid="subscription-status">
                  {status.active ? 'Active' : 'Inactive'}
                </Badge>
              </Row>
              <Row label={status.plan === 'free_trial' ? 'Trial Ends' : 'Next Billing'}>
                {formatDate(status.endDate)}
              </Row>
              <Row label="Payment Method">{paymentMethodLabel(status.plan, user.hasPaymentMethod)}</Row>
            </dl>
            <div className="mt-4 flex flex-wrap gap-3">
              {isPaidPlan(status.plan) ? (
                <Button asChild variant="secondary">
                  <Link to="/pricing">Change Plan</Link>
                </Button>
              ) : (
                <Button asChild>
                  <Link to="/pricing">View plans</Link>
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
