import { type BillingOverview, messages } from '@jobapp/shared';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { PortalButton } from './manage-subscription';

const linkClass = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2';

function Banner({
  tone,
  testId,
  children,
  action,
}: {
  tone: 'warning' | 'danger';
  testId: string;
  children: ReactNode;
  action: ReactNode;
}) {
  const Icon = tone === 'warning' ? TriangleAlert : CircleAlert;
  return (
    <div
      role={tone === 'warning' ? 'status' : 'alert'}
      data-testid={testId}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3',
        tone === 'warning' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">{children}</p>
      {action}
    </div>
  );
}

/**
 * The dashboard's account banners, from the overview the server computed (D9): the free trial ending in
 * less than 2 days (spec section 2), a failed renewal (past_due keeps access for now: update the card in
 * the portal), and a plan that has ended (new work is refused until a plan is chosen).
 */
export function BillingBanners({ overview }: { overview: BillingOverview }) {
  return (
    <>
      {!overview.newWork.allowed ? (
        <Banner
          tone="danger"
          testId="plan-ended-banner"
          action={
            <Link to={overview.newWork.href} className={cn(linkClass, 'bg-red-700 outline-red-700 hover:bg-red-800')}>
              Choose a plan
            </Link>
          }
        >
          {overview.newWork.message}
        </Banner>
      ) : null}
      {overview.banner === 'trial_ending' ? (
        <Banner
          tone="warning"
          testId="trial-banner"
          action={
            <Link to="/pricing" className={cn(linkClass, 'bg-amber-900 outline-amber-900 hover:bg-amber-950')}>
              Upgrade now
            </Link>
          }
        >
          {messages.trialEndingSoon}
        </Banner>
      ) : null}
      {overview.banner === 'past_due' ? (
        <Banner
          tone="danger"
          testId="past-due-banner"
          action={
            <PortalButton size="sm" variant="destructive">
              Update card
            </PortalButton>
          }
        >
          Your last payment did not go through. Update your card to keep your plan.
        </Banner>
      ) : null}
    </>
  );
}
