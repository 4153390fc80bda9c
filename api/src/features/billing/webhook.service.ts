/**
 * Stripe webhooks (POST /api/stripe/webhook). The signature is checked on the raw body; the event's
 * id is recorded in the same transaction as its effect (billing.queries.ts `onceForEvent`), so a
 * duplicate delivery does nothing; and a subscription is always re-read from Stripe rather than taken
 * from the event, so events that arrive out of order still converge on Stripe's current state.
 *
 * Handled: customer.subscription.created / updated / deleted, invoice.paid, invoice.payment_failed,
 * invoice.payment_action_required (the plan), payment_intent.succeeded and payment_intent.payment_failed
 * (the storage add-on), charge.refunded and charge.dispute.created (the add-on's 50 MB leave the limit;
 * files are never deleted). Anything else is acknowledged and ignored.
 */
import { AppError, messages } from '@jobapp/shared';
import Stripe from 'stripe';
import type { Deps } from '../../types';
import { enqueueBillingEmail } from './billing-emails';
import { applySubscription, findUserIdByCustomer, grantStorageAddon, onceForEvent, revokeStorageAddon } from './billing.queries';
import { checkStoragePayment } from './billing.service';
import type { BillingProvider, SubscriptionSnapshot } from './provider';

export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/** The verified event, or 400 for a missing or wrong signature (and for a body that is not an event). */
export function verifyEvent(rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  if (!signature) throw new AppError('bad_request', messages.webhookSignatureInvalid);
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('bad_request', messages.webhookSignatureInvalid);
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return typeof object.id === 'string' ? object.id : null;
  const invoice = event.data.object as Stripe.Invoice;
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

async function ownerOf(deps: Deps, snapshot: SubscriptionSnapshot): Promise<number | null> {
  return (await findUserIdByCustomer(deps.db, snapshot.customerId)) ?? snapshot.userId;
}

async function handleSubscriptionEvent(deps: Deps, provider: BillingProvider, event: Stripe.Event): Promise<WebhookOutcome> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return 'ignored';
  const snapshot = await provider.readSubscription(subscriptionId);
  if (!snapshot) return 'ignored';
  const userId = await ownerOf(deps, snapshot);
  if (userId === null) {
    deps.logger.warn({ eventId: event.id, subscriptionId }, 'Stripe subscription for no known user');
    return 'ignored';
  }
  const failed = event.type === 'invoice.payment_failed' || event.type === 'invoice.payment_action_required';
  const done = await onceForEvent(deps.db, event, async (tx) => {
    await applySubscription(tx, userId, snapshot);
    if (!snapshot.plan) return;
    const invoice = event.data.object as Stripe.Invoice;
    if (event.type === 'invoice.paid' && invoice.billing_reason === 'subscription_create') {
      await enqueueBillingEmail(tx, { kind: 'subscription_started', userId, plan: snapshot.plan }, event.id);
    }
    // A portal session expires within minutes, so the e-mail links to the dashboard, whose past-due
    // banner opens a fresh one ("Update card").
    if (failed) await enqueueBillingEmail(tx, { kind: 'payment_failed', userId, plan: snapshot.plan, portalUrl: null }, event.id);
  });
  return done ? 'handled' : 'duplicate';
}

async function handlePaymentIntentEvent(deps: Deps, provider: BillingProvider, event: Stripe.Event): Promise<WebhookOutcome> {
  const intent = event.data.object as Stripe.PaymentIntent;
  if (intent.metadata?.purpose !== 'storage_addon') return 'ignored';
  if (event.type === 'payment_intent.payment_failed') {
    const done = await onceForEvent(deps.db, event, async () => {
      deps.logger.info({ eventId: event.id, paymentIntentId: intent.id }, 'Storage add-on payment failed');
    });
    return done ? 'handled' : 'duplicate';
  }
  const payment = await provider.readStoragePayment(intent.id);
  const userId = payment?.userId ?? null;
  if (userId === null) return 'ignored';
  try {
    checkStoragePayment(payment, userId);
  } catch {
    return 'ignored';
  }
  const done = await onceForEvent(deps.db, event, async (tx) => {
    await grantStorageAddon(tx, { userId, paymentIntentId: intent.id, amountCents: payment?.amountCents ?? 0 });
  });
  return done ? 'handled' : 'duplicate';
}

async function handleTakeBack(deps: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  let paymentIntentId: string | null = null;
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    if (!charge.refunded) return 'ignored';
    paymentIntentId = idOf(charge.payment_intent);
  } else {
    paymentIntentId = idOf((event.data.object as Stripe.Dispute).payment_intent);
  }
  if (!paymentIntentId) return 'ignored';
  const reason = event.type === 'charge.refunded' ? 'refunded' : 'disputed';
  const done = await onceForEvent(deps.db, event, async (tx) => {
    const userId = await revokeStorageAddon(tx, paymentIntentId, reason);
    if (userId !== undefined) deps.logger.info({ eventId: event.id, userId, reason }, 'Storage add-on taken back');
  });
  return done ? 'handled' : 'duplicate';
}

export async function handleStripeEvent(deps: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  const provider = deps.billing;
  if (!provider || provider.mode !== 'stripe') return 'ignored';
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
      return handleSubscriptionEvent(deps, provider, event);
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return handlePaymentIntentEvent(deps, provider, event);
    case 'charge.refunded':
    case 'charge.dispute.created':
      return handleTakeBack(deps, event);
    default:
      return 'ignored';
  }
}
