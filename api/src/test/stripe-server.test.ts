/**
 * The Stripe stand-in, driven through the real `stripe` SDK the billing code uses: the calls that code
 * makes (customers with idempotency keys, default_incomplete subscriptions and their client secret,
 * price changes, cancellation at period end, schedules, portal sessions, the add-on's payment intent),
 * Stripe's errors as the SDK's error classes, and events signed and verified by the SDK.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedEvent, startStripeServer, type PlanPrices, type StripeServer } from './stripe-server';

const WEBHOOK_SECRET = 'whsec_standin_test';

let server: StripeServer;
let stripe: Stripe;
let prices: PlanPrices;

beforeAll(async () => {
  server = await startStripeServer();
  stripe = server.client();
  prices = server.seedPlanPrices();
});

afterAll(() => server.close());

/** A customer with a paid Pro subscription (first invoice paid with a Visa 4242). */
async function activeSubscription(price = prices.pro): Promise<Stripe.Subscription> {
  const customer = await stripe.customers.create({ email: `${crypto.randomUUID()}@example.com` });
  const created = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    expand: ['latest_invoice.payments'],
  });
  const invoice = created.latest_invoice as Stripe.Invoice;
  server.succeedPaymentIntent(invoice.payments?.data[0]?.payment.payment_intent as string);
  return stripe.subscriptions.retrieve(created.id);
}

async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Stripe.errors.StripeError)) throw new Error(`expected a StripeError, got ${String(error)}`);
  return error;
}

describe('Stripe stand-in', () => {
  it('listens on 127.0.0.1 only, on the port the SDK is given', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.config).toEqual({ host: '127.0.0.1', port: server.port, protocol: 'http' });
  });

  it('creates one customer for two creates with the same Idempotency-Key, and refuses the key with other parameters', async () => {
    const email = 'idempotent@example.com';
    const first = await stripe.customers.create({ email, metadata: { userId: '42' } }, { idempotencyKey: 'customer-42' });
    const second = await stripe.customers.create({ email, metadata: { userId: '42' } }, { idempotencyKey: 'customer-42' });

    expect(second.id).toBe(first.id);
    expect(first.id).toMatch(/^cus_/);
    expect(first).toMatchObject({ object: 'customer', email, livemode: false, metadata: { userId: '42' } });
    expect(typeof first.created).toBe('number');
    const listed = await stripe.customers.list({ email });
    expect(listed.data.map((c) => c.id)).toEqual([first.id]);
    const posts = server.requests.filter((r) => r.idempotencyKey === 'customer-42');
    expect(posts.map((r) => r.replayed)).toEqual([false, true]);

    const reused = await rejection(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer-42' }));
    expect(reused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers a default_incomplete subscription with the first payment’s client secret, and activates it when the payment succeeds', async () => {
    const customer = await stripe.customers.create({ email: 'new@example.com' });
    const subscription = await stripe.subscriptions.create(
      {
        customer: customer.id,
        items: [{ price: prices.pro }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      },
      { idempotencyKey: `subscription-${customer.id}` },
    );

    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.status).toBe('incomplete');
    const item = subscription.items.data[0];
    expect(item?.price.id).toBe(prices.pro);
    expect(item?.current_period_end).toBeGreaterThan(item?.current_period_start ?? Infinity);
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice).toMatchObject({ status: 'open', amount_due: 1999, billing_reason: 'subscription_create' });
    const clientSecret = invoice.confirmation_secret?.client_secret ?? '';
    const paymentIntentId = invoice.payments?.data[0]?.payment.payment_intent as string;
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));

    server.succeedPaymentIntent(paymentIntentId, { brand: 'mastercard', last4: '4444' });

    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice', 'default_payment_method'] });
    expect(active.status).toBe('active');
    expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
    expect((active.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const updated = server.lastEvent('customer.subscription.updated');
    expect(updated.data.object).toMatchObject({ id: subscription.id, status: 'active' });
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete' });
  });

  it('refuses to expand latest_invoice.payment_intent, which this API version no longer has', async () => {
    const customer = await stripe.customers.create({});
    const refused = await rejection(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: prices.starter }],
        payment_behavior: 'default_incomplete',
        expand: ['latest_invoice.payment_intent'],
      }),
    );
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused.message).toBe('This property cannot be expanded (latest_invoice.payment_intent).');
    const created = await stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(created.data).toEqual([]);
  });

  it('changes the price with proration_behavior=none: no proration, no invoice, same period', async () => {
    const subscription = await activeSubscription(prices.pro);
    const item = subscription.items.data[0];
    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item?.id, price: prices.elite }],
      proration_behavior: 'none',
    });

    expect(updated.items.data.map((i) => i.price.id)).toEqual([prices.elite]);
    expect(updated.items.data[0]?.id).toBe(item?.id);
    expect(updated.items.data[0]?.current_period_end).toBe(item?.current_period_end);
    expect(updated.latest_invoice).toBe(subscription.latest_invoice);
    expect([...server.state.invoiceItems.values()].filter((i) => i.subscription === subscription.id)).toEqual([]);

    server.advanceToPeriodEnd(subscription.id);
    const renewal = await stripe.invoices.retrieve((await stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string);
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', amount_due: 3999, status: 'paid' });
  });

  it('charges the prorated difference on the next invoice when the update prorates (the default)', async () => {
    const subscription = await activeSubscription(prices.starter);
    await stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0]?.id, price: prices.pro }] });
    server.advanceToPeriodEnd(subscription.id);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    const lines = (renewed.latest_invoice as Stripe.Invoice).lines.data;
    expect(lines.map((l) => l.parent?.subscription_item_details?.proration)).toEqual([false, true]);
    expect(lines[1]?.amount).toBeGreaterThan(990);
    expect(lines[1]?.amount).toBeLessThanOrEqual(1000);
  });

  it('cancels at the period end: access until then, canceled after', async () => {
    const subscription = await activeSubscription();
    const periodEnd = subscription.items.data[0]?.current_period_end;
    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd });

    server.advanceToPeriodEnd(subscription.id);

    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodEnd });
    expect(server.lastEvent('customer.subscription.deleted').data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
  });

  it('changes the plan at the next cycle with a subscription schedule, and refuses cancel_at_period_end while it is attached', async () => {
    const subscription = await activeSubscription(prices.elite);
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    const current = schedule.phases[0];
    expect(schedule.id).toMatch(/^sub_sched_/);
    await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        { items: [{ price: prices.elite, quantity: 1 }], start_date: current?.start_date, end_date: current?.end_date },
        { items: [{ price: prices.starter, quantity: 1 }], duration: { interval: 'month', interval_count: 1 }, proration_behavior: 'none' },
      ],
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.price.id).toBe(prices.elite);
    const refused = await rejection(stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
    expect(refused.message).toContain('managed by the subscription schedule');

    server.advanceToPeriodEnd(subscription.id);
    const changed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(changed.items.data[0]?.price.id).toBe(prices.starter);
    expect(changed.latest_invoice).toMatchObject({ amount_paid: 999, billing_reason: 'subscription_cycle' });

    server.advanceToPeriodEnd(subscription.id);
    expect(await stripe.subscriptionSchedules.retrieve(schedule.id)).toMatchObject({ status: 'released', released_subscription: subscription.id });
    expect((await stripe.subscriptions.retrieve(subscription.id)).schedule).toBeNull();
  });

  it('goes past_due when a renewal fails and active again when the invoice is paid', async () => {
    const subscription = await activeSubscription();
    server.advanceToPeriodEnd(subscription.id, 'fails');
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    expect(server.lastEvent('invoice.payment_failed').data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: subscription.id } },
    });

    server.payInvoice(subscription.id);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(server.lastEvent('invoice.paid').data.object).toMatchObject({ status: 'paid' });
  });

  it('cancels a subscription at once with DELETE', async () => {
    const subscription = await activeSubscription();
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'cancellation_requested' } });
    expect(server.lastEvent('customer.subscription.deleted').data.object).toMatchObject({ id: subscription.id });
  });

  it('shows the customer’s default card with brand and last 4 when expanded', async () => {
    const customer = await stripe.customers.create({ email: 'card@example.com' });
    server.attachCard(customer.id, { brand: 'amex', last4: '0005' });
    const read = await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] });
    if (read.deleted) throw new Error('customer deleted');
    const card = (read.invoice_settings.default_payment_method as Stripe.PaymentMethod).card;
    expect(card).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('creates a billing portal session whose url is served by the stand-in', async () => {
    const customer = await stripe.customers.create({});
    const session = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://127.0.0.1/dashboard' });
    expect(session.id).toMatch(/^bps_/);
    expect(session.url.startsWith(`${server.url}/p/session/`)).toBe(true);
    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="http://127.0.0.1/dashboard"');

    const unknown = await rejection(stripe.billingPortal.sessions.create({ customer: 'cus_unknown' }));
    expect(unknown).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
  });

  it('creates the add-on’s $9.00 payment intent with metadata, reads it back, and refunds it', async () => {
    const intent = await stripe.paymentIntents.create(
      { amount: 900, currency: 'usd', metadata: { userId: '7', purpose: 'storage_addon' }, automatic_payment_methods: { enabled: true } },
      { idempotencyKey: 'storage-7-1' },
    );
    expect(intent.id).toMatch(/^pi_/);
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 900, currency: 'usd' });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));

    server.succeedPaymentIntent(intent.id);
    const read = await stripe.paymentIntents.retrieve(intent.id);
    expect(read).toMatchObject({ status: 'succeeded', amount_received: 900, metadata: { userId: '7', purpose: 'storage_addon' } });
    expect(server.lastEvent('payment_intent.succeeded').data.object).toMatchObject({ id: intent.id });

    server.refundPaymentIntent(intent.id);
    const charge = await stripe.charges.retrieve(read.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 900, payment_intent: intent.id });
    expect(server.lastEvent('charge.refunded').data.object).toMatchObject({ id: charge.id, refunded: true });
  });

  it('keeps a subscription incomplete when the first card is declined, and expires it after 23 hours', async () => {
    const customer = await stripe.customers.create({});
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: prices.starter }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.payments'],
    });
    const paymentIntentId = (subscription.latest_invoice as Stripe.Invoice).payments?.data[0]?.payment.payment_intent as string;

    server.failPaymentIntent(paymentIntentId);
    const declined = await stripe.paymentIntents.retrieve(paymentIntentId);
    expect(declined).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');

    server.expireIncomplete(subscription.id);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete_expired');
    expect((await stripe.paymentIntents.retrieve(paymentIntentId)).status).toBe('canceled');
  });

  it('records a dispute on a paid add-on and answers an injected outage as the SDK’s StripeAPIError', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 900, currency: 'usd', metadata: { userId: '9' } });
    server.succeedPaymentIntent(intent.id);
    server.disputePaymentIntent(intent.id);
    expect(server.lastEvent('charge.dispute.created').data.object).toMatchObject({ object: 'dispute', payment_intent: intent.id, amount: 900 });

    server.failNextRequest({ method: 'GET', path: '/v1/payment_intents', status: 500 });
    expect(await rejection(stripe.paymentIntents.retrieve(intent.id))).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('surfaces an unknown id as the SDK’s StripeInvalidRequestError with a 404 resource_missing', async () => {
    const missing = await rejection(stripe.subscriptions.retrieve('sub_doesnotexist'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such subscription: 'sub_doesnotexist'" });
  });

  it('answers 400 for a bad, unknown or unmodelled parameter, and 401 for a bad key', async () => {
    const tooSmall = await rejection(stripe.paymentIntents.create({ amount: 10, currency: 'usd' }));
    expect(tooSmall).toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'amount' });
    const unknown = await rejection(stripe.customers.create({ emial: 'typo@example.com' } as Stripe.CustomerCreateParams));
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'emial' });
    const customer = await stripe.customers.create({});
    const trial = await rejection(stripe.subscriptions.create({ customer: customer.id, items: [{ price: prices.pro }], trial_period_days: 7 }));
    const misspelt = await rejection(stripe.subscriptions.create({ customer: customer.id, items: [{ prise: prices.pro } as Stripe.SubscriptionCreateParams.Item] }));
    expect(misspelt).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'items[0][prise]' });
    expect(trial.message).toContain('does not model `trial_period_days`');
    const badKey = await rejection(server.client('pk_test_publishable').customers.list());
    expect(badKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('signs events the way Stripe does: constructEvent verifies them and rejects a tampered body', async () => {
    const customer = await stripe.customers.create({ email: 'signed@example.com' });
    const recorded = server.signEvent(server.lastEvent('customer.created'), WEBHOOK_SECRET);
    const verified = stripe.webhooks.constructEvent(recorded.payload, recorded.header, WEBHOOK_SECRET);
    expect(verified).toMatchObject({ type: 'customer.created', data: { object: { id: customer.id } } });

    const handMade = signedEvent('invoice.paid', { id: 'in_handmade', object: 'invoice' }, WEBHOOK_SECRET);
    expect(stripe.webhooks.constructEvent(handMade.payload, handMade.header, WEBHOOK_SECRET).type).toBe('invoice.paid');

    const tampered = handMade.payload.replace('in_handmade', 'in_forged');
    expect(() => stripe.webhooks.constructEvent(tampered, handMade.header, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(handMade.payload, handMade.header, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
