/**
 * Stripe (decision D5), through the official SDK pinned to one API version. Notes on that version
 * (2026-10-28): a subscription's billing period lives on its items; the first payment's client secret
 * is the invoice's `confirmation_secret`; a change at the next cycle is a subscription schedule with two
 * phases (the current price to the period's end, then the new one) that releases afterwards.
 * Every create carries an idempotency key, so a retried request never makes a second customer,
 * subscription or payment.
 */
import type { PlanId } from '@jobapp/shared';
import Stripe from 'stripe';
import type { StripeSettings } from '../../env';
import type { BillingProvider, StoragePayment, SubscriptionSnapshot } from './provider';

export const STRIPE_API_VERSION = '2026-10-28.endive';
const PAID_PLANS = ['starter', 'pro', 'elite'] as const satisfies readonly PlanId[];

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

const seconds = (value: number) => new Date(value * 1000);
const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
/** Answers null where Stripe says the object does not exist (or no longer does). */
async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export function createStripeBillingProvider(settings: StripeSettings, stripe: Stripe = stripeClient(settings)): BillingProvider {
  const planOfPrice = (priceId: string | null | undefined): PlanId | null =>
    PAID_PLANS.find((plan) => settings.prices[plan] === priceId) ?? null;
  let storagePrice: Promise<Stripe.Price> | null = null;

  async function snapshot(subscription: Stripe.Subscription): Promise<SubscriptionSnapshot> {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscription.id} has no items`);
    let scheduled: SubscriptionSnapshot['scheduled'] = null;
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) {
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
      const next = schedule.phases.find((phase) => phase.start_date > item.current_period_start);
      const nextPlan = planOfPrice(idOf(next?.items[0]?.price));
      if (next && nextPlan && (schedule.status === 'active' || schedule.status === 'not_started')) {
        scheduled = { plan: nextPlan, at: seconds(next.start_date) };
      }
    }
    const method = subscription.default_payment_method;
    const card = method && typeof method !== 'string' ? method.card : null;
    const userId = Number(subscription.metadata.userId);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
      plan: planOfPrice(item.price.id),
      status: subscription.status,
      periodStart: seconds(item.current_period_start),
      periodEnd: seconds(item.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      scheduled,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    };
  }

  const retrieve = (id: string) => stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] });

  return {
    mode: 'stripe',
    publishableKey: settings.publishableKey,

    async ensureCustomer({ userId, email, name, customerId }) {
      if (customerId) return customerId;
      const customer = await stripe.customers.create(
        { email, ...(name ? { name } : {}), metadata: { userId: String(userId) } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async startSubscription(customerId, userId, plan) {
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: settings.prices[plan as (typeof PAID_PLANS)[number]] }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { userId: String(userId), plan },
          expand: ['latest_invoice.confirmation_secret', 'default_payment_method'],
        },
        // One attempt per user, plan and minute: a double click makes one subscription.
        { idempotencyKey: `subscription-${userId}-${plan}-${Math.floor(Date.now() / 60_000)}` },
      );
      const invoice = subscription.latest_invoice;
      const clientSecret = invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
      return { clientSecret: subscription.status === 'active' ? null : clientSecret, snapshot: await snapshot(subscription) };
    },

    async schedulePlanChange(subscriptionId, plan) {
      const subscription = await retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no items`);
      const scheduleId = idOf(subscription.schedule) ?? (await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId })).id;
      const target = settings.prices[plan as (typeof PAID_PLANS)[number]];
      if (target === item.price.id) {
        await stripe.subscriptionSchedules.release(scheduleId);
      } else {
        await stripe.subscriptionSchedules.update(scheduleId, {
          end_behavior: 'release',
          proration_behavior: 'none',
          phases: [
            { items: [{ price: item.price.id, quantity: 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
            { items: [{ price: target, quantity: 1 }], duration: { interval: 'month', interval_count: 1 }, proration_behavior: 'none' },
          ],
        });
      }
      return snapshot(await retrieve(subscriptionId));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const current = await retrieve(subscriptionId);
      // A pending plan change holds the subscription in a schedule, which refuses cancel_at_period_end:
      // cancelling drops the change first.
      const scheduleId = idOf(current.schedule);
      if (cancel && scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      return snapshot(await retrieve(subscriptionId));
    },

    async readSubscription(subscriptionId) {
      const subscription = await unlessMissing(retrieve(subscriptionId));
      return subscription ? snapshot(subscription) : null;
    },

    async currentSubscription(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, limit: 10 });
      const newest = [...list.data].sort((a, b) => b.created - a.created).find((s) => s.status !== 'incomplete_expired');
      return newest ? snapshot(await retrieve(newest.id)) : null;
    },

    async createStoragePayment(customerId, userId) {
      storagePrice ??= stripe.prices.retrieve(settings.prices.storage).catch((error: unknown) => {
        storagePrice = null;
        throw error;
      });
      const price = await storagePrice;
      const amount = price.unit_amount ?? 0;
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: price.currency,
          customer: customerId,
          automatic_payment_methods: { enabled: true },
          metadata: { userId: String(userId), purpose: 'storage_addon', amount: 'extra50mb' },
        },
        { idempotencyKey: `storage-${userId}-${Date.now()}` },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret, amountCents: amount };
    },

    async readStoragePayment(paymentIntentId): Promise<StoragePayment | null> {
      const intent = await unlessMissing(stripe.paymentIntents.retrieve(paymentIntentId));
      if (!intent) return null;
      const userId = Number(intent.metadata.userId);
      const known = ['succeeded', 'processing', 'requires_action', 'requires_payment_method', 'canceled'] as const;
      return {
        id: intent.id,
        status: (known as readonly string[]).includes(intent.status) ? (intent.status as StoragePayment['status']) : 'other',
        amountCents: intent.amount_received || intent.amount,
        currency: intent.currency,
        userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
        purpose: intent.metadata.purpose ?? null,
      };
    },

    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async closeCustomer({ customerId, subscriptionId }) {
      // At once, no proration and no final invoice: no partial refund (spec section 4). A subscription
      // held in a schedule (a change waiting for the next cycle) ends with its schedule.
      if (subscriptionId) {
        const subscription = await unlessMissing(stripe.subscriptions.retrieve(subscriptionId));
        if (subscription && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
          await unlessMissing(stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false }));
        }
      }
      // Deleting the customer removes its saved cards and ends any other subscription it still has.
      if (customerId) await unlessMissing(stripe.customers.del(customerId));
    },
  };
}
