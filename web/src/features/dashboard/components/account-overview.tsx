import { type BillingConfig, type BillingOverview, isPaidPlan, plans, planPeriodLabel } from '@jobapp/shared';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  billingDateRow,
  isActiveStatus,
  paymentMethodLabel,
  quotaLines,
  renewalText,
  scheduledChangeText,
  statusLabel,
} from '@/features/billing/billing-labels';
import { ManageSubscriptionButton } from '@/features/billing/components/manage-subscription';
import { cn } from '@/lib/cn';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Account Overview (spec section 2): plan and price, Active/Inactive, the trial's end or the next
 * billing date, the payment method, Manage and Change Plan for paid plans; what is left of the plan's
 * counted features this period (D9).
 */
export function AccountOverview({
  overview,
  mode,
  isLoading,
  isError = false,
}: {
  overview: BillingOverview | undefined;
  mode: BillingConfig['mode'] | undefined;
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
        ) : isLoading || !overview ? (
          <div className="grid gap-4" aria-busy="true">
            <span className="sr-only">Loading your plan</span>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
          </div>
        ) : (
          <OverviewDetails overview={overview} mode={mode} />
        )}
      </CardContent>
    </Card>
  );
}

function OverviewDetails({ overview, mode }: { overview: BillingOverview; mode: BillingConfig['mode'] | undefined }) {
  const plan = plans[overview.plan];
  const date = billingDateRow(overview);
  const quotas = quotaLines(overview.plan, overview.quotas);
  const cancelled = overview.cancelAtPeriodEnd ? renewalText(overview) : null;
  const scheduled = scheduledChangeText(overview);
  return (
    <>
      <dl className="divide-y divide-slate-200">
        <Row label="Current Plan">
          <span data-testid="current-plan">
            {plan.name} · {plan.price}
            <span className="font-normal text-slate-600">{planPeriodLabel(overview.plan)}</span>
          </span>
        </Row>
        <Row label="Status">
          <Badge variant={isActiveStatus(overview.status) ? 'success' : 'neutral'} data-testid="subscription-status">
            {statusLabel(overview.status)}
          </Badge>
        </Row>
        <Row label={date.label}>
          <span data-testid="billing-date">{date.value}</span>
        </Row>
        <Row label="Payment Method">
          <span data-testid="payment-method">{paymentMethodLabel(overview.plan, overview.paymentMethod)}</span>
        </Row>
      </dl>
      {cancelled || scheduled ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="plan-change-note">
          {[cancelled ? `${cancelled}.` : null, scheduled].filter(Boolean).join(' ')}
        </p>
      ) : null}
      {quotas.length > 0 ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">This period</p>
          <ul className="mt-2 grid gap-1.5 text-sm" aria-label="What is left this period" data-testid="quota-lines">
            {quotas.map((line) => (
              <li key={line.feature} className={cn(line.exhausted ? 'font-medium text-red-700' : 'text-slate-700')}>
                {line.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {isPaidPlan(overview.plan) ? (
          <>
            <ManageSubscriptionButton overview={overview} mode={mode} />
            <Button asChild variant="secondary">
              <Link to="/pricing">Change Plan</Link>
            </Button>
          </>
        ) : (
          <Button asChild>
            <Link to="/pricing">View plans</Link>
          </Button>
        )}
      </div>
    </>
  );
}
