/**
 * Choosing a plan, as pure rules: what a plan card's button does for this visitor, where registration
 * with a plan chosen leads, and the `/subscription?plan=…&checkout=1` link that opens the payment step.
 */
import { type BillingConfig, isPaidPlan, isPlanId, type PlanId } from '@jobapp/shared';

export const subscriptionPath = '/subscription';

/** The payment step for a plan: /subscription opens its checkout dialog at once. */
export function checkoutPath(plan: PlanId): string {
  return `${subscriptionPath}?plan=${encodeURIComponent(plan)}&checkout=1`;
}

/** The plan whose checkout `?plan=…&checkout=1` asks to open; null when absent or not a plan. */
export function readCheckoutPlan(search: string): PlanId | null {
  const params = new URLSearchParams(search);
  if (params.get('checkout') !== '1') return null;
  const plan = params.get('plan');
  return isPlanId(plan) ? plan : null;
}

/**
 * Where a new account goes after registering: a paid plan chosen on /membership or /pricing goes on to
 * its payment step; otherwise (no plan, or the free trial every account starts on) the dashboard.
 */
export function pathAfterRegister(plan: string | null | undefined): string {
  return isPlanId(plan) && isPaidPlan(plan) ? checkoutPath(plan) : '/dashboard';
}

export type PlanButton =
  /** Signed out: to /auth?action=register&plan=…. */
  | { kind: 'register' }
  | { kind: 'current' }
  /** A change to this plan already waits for the next billing cycle. */
  | { kind: 'scheduled'; effectiveAt: string }
  /** The free trial is once per account. */
  | { kind: 'trial-used' }
  /** Production without keys: paid plans answer 'Billing is not configured'. */
  | { kind: 'unconfigured' }
  /** create-subscription answers at once (test mode; the trial; a scheduled change). */
  | { kind: 'subscribe' }
  /** Stripe: the checkout dialog creates the subscription and takes the card in Stripe's Payment Element. */
  | { kind: 'checkout' };

export function planButton(
  plan: PlanId,
  account: {
    signedIn: boolean;
    currentPlan: PlanId | null;
    trialAvailable: boolean;
    scheduledChange?: { plan: PlanId; effectiveAt: string } | null;
  },
  mode: BillingConfig['mode'] | undefined,
): PlanButton {
  if (!account.signedIn) return { kind: 'register' };
  if (account.currentPlan === plan) return { kind: 'current' };
  if (account.scheduledChange?.plan === plan) return { kind: 'scheduled', effectiveAt: account.scheduledChange.effectiveAt };
  if (!isPaidPlan(plan)) return account.trialAvailable ? { kind: 'subscribe' } : { kind: 'trial-used' };
  if (mode === 'unconfigured') return { kind: 'unconfigured' };
  if (mode === 'stripe') return { kind: 'checkout' };
  return { kind: 'subscribe' };
}

export interface StripeReturn {
  kind: 'subscription' | 'storage';
  paymentIntentId: string | null;
  succeeded: boolean;
}

/**
 * Stripe's return to /dashboard after a payment that needed a redirect (3-D Secure, a bank page):
 * `?checkout=complete` (a subscription's first payment) or `?purchase=storage`, with Stripe's
 * `payment_intent` and `redirect_status`. Null for any other visit.
 */
export function readStripeReturn(search: string): StripeReturn | null {
  const params = new URLSearchParams(search);
  const kind = params.get('checkout') === 'complete' ? 'subscription' : params.get('purchase') === 'storage' ? 'storage' : null;
  if (!kind) return null;
  const paymentIntentId = params.get('payment_intent');
  return {
    kind,
    paymentIntentId: paymentIntentId && /^[A-Za-z0-9_]+$/.test(paymentIntentId) ? paymentIntentId : null,
    succeeded: params.get('redirect_status') === 'succeeded',
  };
}
