import { messages } from '@jobapp/shared';
// `import type`: the package's main entry loads Stripe.js as a side effect, which an inline `{ type }` import keeps.
import type { Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner, ButtonSpinner } from '@/components/ui/spinner';
import { loadStripeFor, returnUrl } from '../stripe';

export interface StripePaymentProps {
  publishableKey: string | null;
  clientSecret: string;
  /** The pay button's text, e.g. 'Pay $19.99'. */
  submitLabel: string;
  /** Where Stripe returns the browser if the payment method needs a redirect. */
  returnPath: string;
  /** The payment went through without a redirect. */
  onPaid: (paymentIntentId: string) => void | Promise<void>;
  /** Stripe declined or could not confirm; the form stays for another try. */
  onFailed: (message: string) => void;
  /** The work after `onPaid` (the server's sync or completion) is still running. */
  finishing?: boolean;
}

/**
 * Stripe's Payment Element for a payment secret: the card is typed into Stripe's own form (D2), never
 * into ours. While Stripe.js loads a spinner shows; if it cannot load, 'Failed to load Stripe' is said in
 * the dialog itself. The payment is confirmed with `redirect: 'if_required'`.
 */
export function StripePayment(props: StripePaymentProps) {
  const [stripe, setStripe] = useState<{ key: string | null; value: Stripe | null; failed: boolean }>({
    key: null,
    value: null,
    failed: false,
  });
  const ready = stripe.key === props.publishableKey;

  useEffect(() => {
    let live = true;
    loadStripeFor(props.publishableKey).then(
      (value) => live && setStripe({ key: props.publishableKey, value, failed: false }),
      () => live && setStripe({ key: props.publishableKey, value: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [props.publishableKey]);

  if (!ready) return <Spinner label="Loading the payment form" className="justify-center py-8" />;
  if (stripe.failed || !stripe.value) {
    return (
      <Alert variant="destructive" data-testid="stripe-load-failed">
        {messages.stripeLoadFailed}
      </Alert>
    );
  }
  return (
    <Elements stripe={stripe.value} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ submitLabel, returnPath, onPaid, onFailed, finishing = false }: StripePaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const busy = confirming || finishing;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setConfirming(true);
    setDeclined(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl(returnPath) },
      });
      if (result.error) {
        const message = result.error.message ?? messages.unexpectedError;
        setDeclined(message);
        onFailed(message);
        return;
      }
      await onPaid(result.paymentIntent.id);
    } catch {
      setDeclined(messages.unexpectedError);
      onFailed(messages.unexpectedError);
    } finally {
      setConfirming(false);
    }
  }

  if (loadError) {
    return (
      <Alert variant="destructive" data-testid="stripe-load-failed">
        {messages.stripeLoadFailed}
      </Alert>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={busy}>
      {!elementReady ? <Spinner label="Loading the payment form" className="justify-center py-4" /> : null}
      <PaymentElement onReady={() => setElementReady(true)} onLoadError={() => setLoadError(true)} />
      {declined ? (
        <Alert variant="destructive" title={messages.paymentFailed}>
          {declined}
        </Alert>
      ) : null}
      <Button type="submit" disabled={!stripe || !elements || !elementReady || busy}>
        {busy ? <ButtonSpinner /> : null}
        {busy ? 'Processing…' : submitLabel}
      </Button>
    </form>
  );
}
