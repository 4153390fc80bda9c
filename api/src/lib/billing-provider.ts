/**
 * Who takes the money (decision D5): Stripe when it is configured, otherwise a test-mode provider that
 * charges nothing. Both answer in the same terms (a subscription snapshot, a storage payment), and the
 * billing service applies those to the users row with the same code, so test mode exercises every
 * database effect that Stripe does. In production without Stripe keys there is no provider:
 * purchases answer 503 'Billing is not configured'.
 */
import type { PlanId } from '@jobapp/shared';

/** A subscription as the provider knows it now (re-read, never taken from an event's payload). */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** Our user id, from the subscription's metadata. */
  userId: number | null;
  /** The plan of the current price; null when the price is none of ours. */
  plan: PlanId | null;
  /** Stripe's status: incomplete, incomplete_expired, trialing, active, past_due, unpaid, canceled, paused. */
  status: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The plan of a schedule's next phase (a change at the next billing cycle). */
  scheduled: { plan: PlanId; at: Date } | null;
  card: { brand: string; last4: string } | null;
}

/** A one-time payment for the storage add-on. */
export interface StoragePayment {
  id: string;
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled' | 'other';
  amountCents: number;
  currency: string;
  /** From the payment's metadata. */
  userId: number | null;
  purpose: string | null;
}

export interface NewSubscription {
  /** Set when the first payment still has to be confirmed in the browser. */
  clientSecret: string | null;
  snapshot: SubscriptionSnapshot;
}

export interface BillingCustomer {
  userId: number;
  email: string;
  name: string | null;
  customerId: string | null;
}

export interface BillingProvider {
  readonly mode: 'stripe' | 'test';
  readonly publishableKey: string | null;
  /** The customer for this user, created once (an idempotency key per user). */
  ensureCustomer(customer: BillingCustomer): Promise<string>;
  /** A new paid subscription; Stripe's starts `default_incomplete` until its first payment. */
  startSubscription(customerId: string, userId: number, plan: PlanId): Promise<NewSubscription>;
  /** From the next billing cycle, without proration. */
  schedulePlanChange(subscriptionId: string, plan: PlanId): Promise<SubscriptionSnapshot>;
  /** Cancel at the end of the paid period, or undo that. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** The customer's newest subscription that is not over (for a sync before any event arrived). */
  currentSubscription(customerId: string): Promise<SubscriptionSnapshot | null>;
  /** The $9.00 add-on payment for this user. */
  createStoragePayment(customerId: string, userId: number): Promise<{ id: string; clientSecret: string; amountCents: number }>;
  readStoragePayment(paymentIntentId: string): Promise<StoragePayment | null>;
  /** A customer-portal address for "Manage" and "Update card"; null where there is no portal (test mode). */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /**
   * The account is being deleted (decision D15): its subscription ends at once, without a partial
   * refund, and the customer with its stored card goes. Something already gone counts as done, so a
   * retry after a failure finishes the job; any other failure throws and the account stays.
   */
  closeCustomer(account: { customerId: string | null; subscriptionId: string | null }): Promise<void>;
}
