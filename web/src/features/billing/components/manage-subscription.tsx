import { type BillingConfig, type BillingOverview, plans } from '@jobapp/shared';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useCancelSubscription, usePortalSession, useResumeSubscription } from '../api';
import { manageAction, renewalText } from '../billing-labels';
import { TestModeNotice } from './test-mode-notice';

/** Opens Stripe's customer portal (a fresh short-lived session per click, D2). */
export function usePortal() {
  const portal = usePortalSession();
  return {
    pending: portal.isPending || portal.isSuccess,
    open: () =>
      portal.mutate(undefined, {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) =>
          toast({ title: 'Could not open billing', description: errorMessage(error), variant: 'destructive' }),
      }),
  };
}

/** A button that opens the billing portal ('Manage', 'Update card'). */
export function PortalButton({ children, ...props }: ButtonProps) {
  const portal = usePortal();
  return (
    <Button {...props} onClick={portal.open} disabled={portal.pending} aria-busy={portal.pending}>
      {portal.pending ? <ButtonSpinner /> : null}
      {children}
    </Button>
  );
}

/**
 * 'Manage' for a paid plan (spec section 2; D2, D5): Stripe's customer portal, or in test mode a small
 * dialog to cancel at the period's end or undo that. Nothing on the free trial.
 */
export function ManageSubscriptionButton({
  overview,
  mode,
  variant = 'secondary',
}: {
  overview: BillingOverview;
  mode: BillingConfig['mode'] | undefined;
  variant?: ButtonProps['variant'];
}) {
  const [open, setOpen] = useState(false);
  const action = manageAction(overview.plan, mode);
  if (action === null) return null;
  if (action === 'portal') {
    return (
      <PortalButton variant={variant} data-testid="manage-subscription">
        Manage
      </PortalButton>
    );
  }
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="manage-subscription">
        Manage
      </Button>
      <TestModeManageDialog overview={overview} open={open} onOpenChange={setOpen} />
    </>
  );
}

function TestModeManageDialog({
  overview,
  open,
  onOpenChange,
}: {
  overview: BillingOverview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const busy = cancel.isPending || resume.isPending;
  const plan = plans[overview.plan];
  const renewal = renewalText(overview);

  const done = (title: string) => () => {
    toast({ title, variant: 'success' });
    onOpenChange(false);
  };
  const failed = (error: unknown) =>
    toast({ title: 'Could not change your subscription', description: errorMessage(error), variant: 'destructive' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="manage-dialog">
        <div className="grid gap-5">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle>Manage your {plan.name} plan</DialogTitle>
            <DialogDescription>
              {renewal ? `${renewal}. ` : ''}
              {overview.cancelAtPeriodEnd
                ? 'Resume to keep your plan renewing monthly.'
                : 'Cancelling keeps your access until the end of the paid period. No partial refunds.'}
            </DialogDescription>
          </div>
          <TestModeNotice />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Close
            </Button>
            {overview.cancelAtPeriodEnd ? (
              <Button
                onClick={() => resume.mutate(undefined, { onSuccess: done('Subscription resumed'), onError: failed })}
                disabled={busy}
              >
                {resume.isPending ? <ButtonSpinner /> : null}
                Resume subscription
              </Button>
            ) : (
              <Button
                variant="destructive"
                onClick={() => cancel.mutate(undefined, { onSuccess: done('Subscription cancelled'), onError: failed })}
                disabled={busy}
              >
                {cancel.isPending ? <ButtonSpinner /> : null}
                Cancel subscription
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
