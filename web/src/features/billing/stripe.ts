/**
 * Stripe.js, loaded only when a payment form opens (the `pure` entry does not add Stripe's script to
 * every page as the package's main entry does). One load per publishable key; a failed load is
 * forgotten so the next attempt tries again.
 */
import { messages } from '@jobapp/shared';
import { type Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loads = new Map<string, Promise<Stripe>>();

/** Resolves Stripe for `publishableKey`, or rejects with 'Failed to load Stripe' (script blocked, offline, no key). */
export function loadStripeFor(publishableKey: string | null | undefined): Promise<Stripe> {
  if (!publishableKey) return Promise.reject(new Error(messages.stripeLoadFailed));
  const known = loads.get(publishableKey);
  if (known) return known;
  const load = loadStripe(publishableKey).then(
    (stripe) => {
      if (!stripe) throw new Error(messages.stripeLoadFailed);
      return stripe;
    },
    () => {
      throw new Error(messages.stripeLoadFailed);
    },
  );
  load.catch(() => loads.delete(publishableKey));
  loads.set(publishableKey, load);
  return load;
}

/** Where Stripe sends the browser back when a payment method needs a redirect (3-D Secure, a bank page). */
export function returnUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
