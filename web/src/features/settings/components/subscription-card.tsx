import { plans, planPeriodLabel, type PublicUser } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscriptionStatus } from '@/features/account/api';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-messages';

export function SubscriptionCard({ user }: { user: PublicUser }) {
  const status = useSubscriptionStatus();
  const planId = status.data?.plan ?? user.subscriptionTier;
  const plan = plans[planId];
  const endDate = status.data?.endDate ?? user.subscriptionEndDate;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
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
          {status.isPending ? (
            <Skeleton className="h-6 w-16 rounded-full" />
          ) : status.data ? (
            <Badge variant={status.data.active ? 'success' : 'neutral'}>{status.data.active ? 'Active' : 'Inactive'}</Badge>
          ) : null}
        </div>
        {status.isError ? (
          <p className="text-sm text-red-700">Could not load your subscription status: {errorMessage(status.error)}</p>
        ) : (
          <p className="text-sm text-slate-700">
            {planId === 'free_trial' ? 'Trial ends' : 'Next billing'}:{' '}
            <span className="font-medium">{status.isPending ? '…' : formatDate(endDate)}</span>
          </p>
        )}
        <div>
          <Button asChild variant="secondary">
            <Link to="/pricing">View Plans</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
