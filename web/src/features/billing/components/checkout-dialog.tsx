import { type BillingConfig, isPaidPlan, messages, type PlanId, planPeriodLabel, plans } from '@jobapp/shared';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { type PaymentStep, useSubscribe } from '../use-subscribe';
import { LazyStripePayment } from './lazy-stripe-payment';
import { TestModeNotice } from './test-mode-notice';

/**
 * The payment step for one plan (opened by Subscribe with Stripe, and by `/subscription?plan=…&checkout=1`
 * after registering with a paid plan chosen). With Stripe it creates the subscription as it opens and
 * shows the Payment Element for the first payment; in test mode it states the plan and the test-mode
 * notice and subscribes on the button; without keys it says 'Billing is not configured'.
 */
export function CheckoutDialog({
  plan,
  currentPlan = null,
  config,
  configError,
  onClose,
}: {
  /** The plan to pay for; null: closed. */
  plan: PlanId | null;
  /** The plan the account is on: a change from one paid plan to another applies at the next cycle. */
  currentPlan?: PlanId | null;
  config: BillingConfig | undefined;
  configError: unknown;
  onClose: () => void;
}) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="checkout-dialog">
        {plan ? <CheckoutBody
            key={plan}
            plan={plan}
            currentPlan={currentPlan}
            config={config}
            configError={configError}
            onClose={onClose}
          /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CheckoutBody({
  plan,
  currentPlan,
  config,
  configError,
  onClose,
}: {
  plan: PlanId;
  currentPlan: PlanId | null;
  config: BillingConfig | undefined;
  configError: unknown;
  onClose: () => void;
}) {
  const { subscribe, finishPayment, failed, pendingPlan, finishing } = useSubscribe();
  const [step, setStep] = useState<PaymentStep | null>(null);
  const started = useRef(false);
  const details = plans[plan];
  const mode = config?.mode;
  const changesAtNextCycle = currentPlan !== null && isPaidPlan(currentPlan) && isPaidPlan(plan);
  // A new paid subscription with Stripe needs a card; a change between paid plans only a confirmation.
  const needsCard = mode === 'stripe' && isPaidPlan(plan) && !changesAtNextCycle;

  async function choose() {
    const next = await subscribe(plan);
    if (next) setStep(next);
    else onClose();
  }

  // With Stripe the subscription is created as the dialog opens (once, StrictMode runs effects twice).
  useEffect(() => {
    if (!needsCard || started.current) return;
    started.current = true;
    void choose();
  }, [needsCard]);

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
        submitLabel={`Pay ${details.price}`}
        returnPath="/dashboard?checkout=complete"
        finishing={finishing}
        onPaid={() => finishPayment()}
        onFailed={(message) => failed(new Error(message))}
      />
    );
  } else if (needsCard) {
    body = <Spinner label="Preparing your payment" className="justify-center py-8" />;
  } else {
    const busy = pendingPlan === plan;
    body = (
      <div className="grid gap-4">
        {mode === 'test' ? <TestModeNotice /> : null}
        <Button onClick={() => void choose()} disabled={busy}>
          {busy ? <ButtonSpinner /> : null}
          {changesAtNextCycle ? `Change to ${details.name}` : isPaidPlan(plan) ? `Subscribe to ${details.name}` : 'Start free trial'}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{changesAtNextCycle ? `Change to ${details.name}` : `Subscribe to ${details.name}`}</DialogTitle>
        <DialogDescription>
          {details.name} is {details.price}
          {planPeriodLabel(plan)}.{' '}
          {changesAtNextCycle
            ? `You stay on ${plans[currentPlan].name} until your next billing date; ${details.name} starts then.`
            : isPaidPlan(plan)
              ? 'It renews monthly; cancelling keeps access until the end of the paid period.'
              : ''}
        </DialogDescription>
      </div>
      {body}
    </div>
  );
}
