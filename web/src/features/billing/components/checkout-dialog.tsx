import { type BillingConfig, isPaidPlan, messages, type PlanId, plans } from '@jobapp/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { changesAtNextCycle, type ConfirmationAccount, planConfirmation } from '../confirmation';
import { type PaymentStep, useSubscribe } from '../use-subscribe';
import { ConfirmActions, ConfirmationSummary } from './confirmation-summary';
import { LazyStripePayment } from './lazy-stripe-payment';
import { TestModeNotice } from './test-mode-notice';

/**
 * The confirmation of a plan choice (D15), opened by every Subscribe on /pricing and by
 * `/subscription?plan=…&checkout=1` after registering with a paid plan chosen. It says the price, what
 * changes and when (a change between paid plans: at the next billing date, the current plan kept until
 * then), and nothing is created, charged or scheduled before Confirm. With Stripe, Confirm creates the
 * subscription and shows the Payment Element for the first payment; without keys it says 'Billing is
 * not configured'.
 */
export function CheckoutDialog({
  plan,
  account = null,
  config,
  configError,
  onClose,
}: {
  /** The plan to confirm; null: closed. */
  plan: PlanId | null;
  /** The account as the billing overview has it (null while unknown). */
  account?: ConfirmationAccount;
  config: BillingConfig | undefined;
  configError: unknown;
  onClose: () => void;
}) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="checkout-dialog">
        {plan ? <CheckoutBody key={plan} plan={plan} account={account} config={config} configError={configError} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CheckoutBody({
  plan,
  account,
  config,
  configError,
  onClose,
}: {
  plan: PlanId;
  account: ConfirmationAccount;
  config: BillingConfig | undefined;
  configError: unknown;
  onClose: () => void;
}) {
  const { subscribe, finishPayment, failed, pendingPlan, finishing } = useSubscribe();
  const [step, setStep] = useState<PaymentStep | null>(null);
  const mode = config?.mode;
  const confirmation = planConfirmation(plan, account, mode, new Date());
  // A new paid subscription with Stripe needs a card; a change between paid plans only the confirmation.
  const needsCard = mode === 'stripe' && isPaidPlan(plan) && !changesAtNextCycle(plan, account);
  const busy = pendingPlan === plan;

  async function confirm() {
    const next = await subscribe(plan, account?.plan ?? null);
    if (next) setStep(next);
    else onClose();
  }

  let body;
  if (configError && !config) {
    body = <Alert variant="destructive">{errorMessage(configError)}</Alert>;
  } else if (!config) {
    body = <Spinner label="Loading" className="justify-center py-8" />;
  } else if (mode === 'unconfigured' && isPaidPlan(plan)) {
    body = <Alert variant="destructive">{messages.billingNotConfigured}</Alert>;
  } else if (step) {
    body = (
      <LazyStripePayment
        publishableKey={config.publishableKey}
        clientSecret={step.clientSecret}
        submitLabel={`Pay ${plans[plan].price}`}
        returnPath="/dashboard?checkout=complete"
        finishing={finishing}
        onPaid={() => finishPayment()}
        onFailed={(message) => failed(new Error(message))}
      />
    );
  } else if (busy && needsCard) {
    body = <Spinner label="Preparing your payment" className="justify-center py-8" />;
  } else {
    body = (
      <div className="grid gap-4">
        {mode === 'test' ? <TestModeNotice /> : null}
        <ConfirmActions busy={busy} onConfirm={() => void confirm()} testId="confirm-plan" />
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <ConfirmationSummary confirmation={confirmation} />
      {body}
    </div>
  );
}
