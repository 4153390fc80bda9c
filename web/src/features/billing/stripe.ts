/**
 * Stripe.js, loaded only when a payment form opens (the `pure` entry does not add Stripe's script to
 * every page as the package's main entry does). One load per publishable key; a failed load is
 * forgotten so the next attempt tries again.
 *
 * Stripe's loader waits for the script's load or error event, which a script refused by the page's
 * Content-Security-Policy may never send, so a refusal (the `securitypolicyviolation` event) or
 * `loadTimeoutMs` without an answer also ends the wait with 'Failed to load Stripe'.
 */
import { messages } from '@jobapp/shared';
// `import type`: the package's main entry loads Stripe.js as a side effect, which an inline `{ type }` import keeps.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loadTimeoutMs = 20_000;
const loads = new Map<string, Promise<Stripe>>();

function refusedOrSlow(): { promise: Promise<never>; stop: () => void } {
  let stop = () => {};
  const promise = new Promise<never>((_resolve, reject) => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith('https://js.stripe.com')) reject(new Error(messages.stripeLoadFailed));
    };
    const timer = window.setTimeout(() => reject(new Error(messages.stripeLoadFailed)), loadTimeoutMs);
    document.addEventListener('securitypolicyviolation', onViolation);
    stop = () => {
      window.clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  });
  return { promise, stop };
}

/** Resolves Stripe for `publishableKey`, or rejects with 'Failed to load Stripe' (script blocked, offline, no key). */
export function loadStripeFor(publishableKey: string | null | undefined): Promise<Stripe> {
  if (!publishableKey) return Promise.reject(new Error(messages.stripeLoadFailed));
  const known = loads.get(publishableKey);
  if (known) return known;
  const guard = refusedOrSlow();
  const loaded = loadStripe(publishableKey).then((stripe) => {
    if (!stripe) throw new Error(messages.stripeLoadFailed);
    return stripe;
  });
  const load = Promise.race([loaded, guard.promise])
    .catch(() => {
      throw new Error(messages.stripeLoadFailed);
    })
    .finally(guard.stop);
  loaded.catch(() => undefined); // settled by the race; a late failure is no news
  load.catch(() => loads.delete(publishableKey));
  loads.set(publishableKey, load);
  return load;
}

/** Where Stripe sends the browser back when a payment method needs a redirect (3-D Secure, a bank page). */
export function returnUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
