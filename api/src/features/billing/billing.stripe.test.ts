/**
 * Billing with Stripe (decision D5), through the real `stripe` SDK against the loopback stand-in
 * (test/stripe-server.ts): subscriptions that start `default_incomplete`, webhooks signed with the SDK's
 * test helper (each handled event, duplicates, reversed order, bad signatures, unknown events), trial →
 * paid, paid → past_due → active, cancellation at the period end, plan changes at the next cycle, and
 * the storage add-on granted once and taken back on a refund or a dispute.
 */
import {
  limits,
  messages,
  type BillingConfig,
  type BillingOverview,
  type CompleteStoragePurchaseResult,
  type CreateSubscriptionResult,
  type ErrorBody,
  type PurchaseStorageResult,
} from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, stripeEvents, users } from '../../db/schema';
import { registerUser, signIn } from '../../test/factories';
import { buildPdf } from '../resumes/parsing/test-files';
import { postResume } from '../resumes/test-kit';
import { signEvent, signedEvent, startStripeServer, type EventRecord, type PlanPrices, type StripeServer } from '../../test/stripe-server';
import type { TestClient } from '../../test/test-client';
import type { TestDatabase } from '../../test/test-db';
import { useTestServer, type TestServer } from '../../test/test-server';

const WEBHOOK_SECRET = 'whsec_test_billing_0123456789';
const MB = 1024 * 1024;

let stripe: StripeServer;
let prices: PlanPrices;
beforeAll(async () => {
  stripe = await startStripeServer();
  prices = stripe.seedPlanPrices();
});
afterAll(() => stripe.close());

const suite = useTestServer(() => ({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_billing',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: prices.starter,
    STRIPE_PRICE_PRO: prices.pro,
    STRIPE_PRICE_ELITE: prices.elite,
    STRIPE_PRICE_STORAGE: prices.storage,
    STRIPE_API_BASE: stripe.url,
  },
}));
let database: TestDatabase;
let server: TestServer;
beforeAll(() => {
  ({ database, server } = suite);
});

async function deliver(event: EventRecord, secret = WEBHOOK_SECRET) {
  const signed = signEvent(event, secret);
  return server.client().request<{ received: boolean; outcome: string }>('POST', '/api/stripe/webhook', {
    raw: signed.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
  });
}

async function deliverAll(...types: string[]) {
  for (const event of stripe.eventsOf(...types)) expect((await deliver(event)).status).toBe(200);
}

async function account(client: TestClient): Promise<BillingOverview> {
  const response = await client.get<BillingOverview>('/api/billing/account');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A new user with a paid plan whose first payment went through (Stripe.js) and whose events arrived. */
async function subscribed(plan: 'starter' | 'pro' | 'elite' = 'pro') {
  const registered = await registerUser(server);
  const started = await registered.client.post<CreateSubscriptionResult>('/api/create-subscription', { plan });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  if (started.body.status !== 'requires_payment') throw new Error(`expected requires_payment, got ${started.body.status}`);
  const paymentIntentId = started.body.clientSecret.split('_secret_')[0] ?? '';
  const eventsBefore = stripe.events.length;
  stripe.succeedPaymentIntent(paymentIntentId, { brand: 'visa', last4: '4242' });
  for (const event of stripe.events.slice(eventsBefore)) expect((await deliver(event)).status).toBe(200);
  const [row] = await database.db.select({ subscriptionId: users.stripeSubscriptionId, customerId: users.stripeCustomerId }).from(users).where(eq(users.id, registered.user.id));
  return { ...registered, paymentIntentId, subscriptionId: row?.subscriptionId ?? '', customerId: row?.customerId ?? '' };
}

async function emailJobs(userId: number) {
  return database.db.select({ payload: backgroundJobs.payload }).from(backgroundJobs).where(eq(backgroundJobs.userId, userId));
}

describe('subscribing with Stripe', () => {
  it('gives the browser the publishable key, and a CSP that lets Stripe.js load, frame and call Stripe', async () => {
    const response = await server.client().get<BillingConfig>('/api/billing/config');
    expect(response.body).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_billing' });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('creates the customer once and a default_incomplete subscription, answering the first payment’s client secret', async () => {
    const { client, user } = await registerUser(server);
    const first = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'pro' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'requires_payment', plan: 'pro', testMode: false });
    const secret = first.body.status === 'requires_payment' ? first.body.clientSecret : '';
    expect(secret).toMatch(/^pi_\w+_secret_/);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(created.at(-1)?.idempotencyKey).toBe(`customer-${user.id}`);
    const subscription = stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(subscription?.params).toMatchObject({ payment_behavior: 'default_incomplete', items: [{ price: prices.pro }] });
    expect((await account(client)).plan).toBe('free_trial');

    const customersBefore = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').length;
    await client.post('/api/create-subscription', { plan: 'elite' });
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers').length).toBe(customersBefore);
  });

  it('moves the plan when the payment succeeds and its webhooks arrive, with the real card on the dashboard and one welcome e-mail', async () => {
    const { client, user } = await subscribed('pro');
    const overview = await account(client);
    expect(overview).toMatchObject({ plan: 'pro', status: 'active', paymentMethod: { brand: 'visa', last4: '4242' }, hasBillingAccount: true, banner: null });
    expect(overview.nextBillingAt).not.toBeNull();
    const jobs = await emailJobs(user.id);
    expect(jobs.filter((j) => (j.payload as { kind?: string }).kind === 'subscription_started')).toHaveLength(1);
  });

  it('converges by sync when the browser returns before any webhook', async () => {
    const { client } = await registerUser(server);
    const started = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'starter' });
    const secret = started.body.status === 'requires_payment' ? started.body.clientSecret : '';
    stripe.succeedPaymentIntent(secret.split('_secret_')[0] ?? '');
    const synced = await client.post<BillingOverview>('/api/billing/sync');
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ plan: 'starter', status: 'active' });
  });

  it('changes nothing while the first payment is unpaid, and when it expires', async () => {
    const { client, user } = await registerUser(server);
    const started = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'pro' });
    expect(started.body.status).toBe('requires_payment');
    await deliver(stripe.lastEvent('customer.subscription.created'));
    expect((await account(client)).plan).toBe('free_trial');
    const subscription = stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    const id = (subscription?.answer as { id: string }).id;
    stripe.expireIncomplete(id);
    expect((await deliver(stripe.lastEvent('customer.subscription.updated'))).status).toBe(200);
    expect((await account(client)).plan).toBe('free_trial');
    expect((await emailJobs(user.id)).filter((j) => (j.payload as { kind?: string }).kind === 'subscription_started')).toHaveLength(0);
  });

  it('opens a customer-portal session per click', async () => {
    const { client, customerId } = await subscribed('starter');
    const portal = await client.post<{ url: string }>('/api/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url.startsWith(`${stripe.url}/p/session/`)).toBe(true);
    const sessions = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions');
    expect(sessions.at(-1)?.params).toMatchObject({ customer: customerId, return_url: `${server.env.PUBLIC_URL}/dashboard` });
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad signature, a missing one and one made with another secret (400), and changes nothing', async () => {
    const { client, user } = await registerUser(server);
    await client.post('/api/create-subscription', { plan: 'pro' });
    const event = stripe.lastEvent('customer.subscription.created');
    const signed = signEvent(event, WEBHOOK_SECRET);
    const tampered = await server.client().request<ErrorBody>('POST', '/api/stripe/webhook', {
      raw: signed.payload.replace('"customer.subscription.created"', '"customer.subscription.deleted"'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(messages.webhookSignatureInvalid);
    const missing = await server.client().request('POST', '/api/stripe/webhook', { raw: signed.payload, headers: { 'content-type': 'application/json' } });
    expect(missing.status).toBe(400);
    expect((await deliver(event, 'whsec_someone_else')).status).toBe(400);
    expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(0);
    expect((await account(client)).plan).toBe('free_trial');
    void user;
  });

  it('answers hostile bodies with a 4xx, never a 5xx (empty, not JSON, compressed garbage, oversized)', async () => {
    const header = signEvent(stripe.events[0] as EventRecord, WEBHOOK_SECRET).header;
    for (const [raw, headers, status] of [
      ['', { 'content-type': 'application/json', 'stripe-signature': header }, 400],
      ['not json at all', { 'content-type': 'text/plain', 'stripe-signature': header }, 400],
      ['{"__proto__":{"admin":true}}', { 'content-type': 'application/json', 'stripe-signature': header }, 400],
      ['garbage', { 'content-type': 'application/json', 'content-encoding': 'br', 'stripe-signature': header }, 400],
      ['x'.repeat(600 * 1024), { 'content-type': 'application/json', 'stripe-signature': header }, 413],
    ] as const) {
      const response = await server.client().request('POST', '/api/stripe/webhook', { raw, headers });
      expect(response.status, `${raw.slice(0, 20)} ${JSON.stringify(headers).slice(0, 60)}`).toBe(status);
    }
  });

  it('acknowledges an unknown event with 200 and ignores it', async () => {
    const signed = signedEvent('customer.tax_id.created', { id: 'txi_1', object: 'tax_id' }, WEBHOOK_SECRET);
    const response = await server.client().request<{ outcome: string }>('POST', '/api/stripe/webhook', {
      raw: signed.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
    });
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe('ignored');
  });

  it('does nothing for a duplicate delivery (one e-mail, one ledger row)', async () => {
    const { user } = await subscribed('pro');
    const paid = stripe.eventsOf('invoice.paid').at(-1) as EventRecord;
    const again = await deliver(paid);
    expect(again.body.outcome).toBe('duplicate');
    const [twice, thrice] = await Promise.all([deliver(paid), deliver(paid)]);
    expect([twice?.body.outcome, thrice?.body.outcome]).toEqual(['duplicate', 'duplicate']);
    expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.id))).toHaveLength(1);
    expect((await emailJobs(user.id)).filter((j) => (j.payload as { kind?: string }).kind === 'subscription_started')).toHaveLength(1);
  });

  it('converges when events arrive in reverse order', async () => {
    const { client } = await registerUser(server);
    const started = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'elite' });
    const secret = started.body.status === 'requires_payment' ? started.body.clientSecret : '';
    const before = stripe.events.length - 2;
    stripe.succeedPaymentIntent(secret.split('_secret_')[0] ?? '', { brand: 'amex', last4: '0005' });
    for (const event of stripe.events.slice(before).reverse()) expect((await deliver(event)).status).toBe(200);
    expect(await account(client)).toMatchObject({ plan: 'elite', status: 'active', paymentMethod: { brand: 'amex', last4: '0005' } });
  });

  it('ignores a subscription of a customer it does not know', async () => {
    const sdk = stripe.client();
    const customer = await sdk.customers.create({ email: 'stranger@example.com' });
    stripe.attachCard(customer.id);
    await sdk.subscriptions.create({ customer: customer.id, items: [{ price: prices.pro }] });
    const response = await deliver(stripe.lastEvent('customer.subscription.created'));
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe('ignored');
  });

  it('goes past_due when a renewal fails (banner, e-mail) and active again when the invoice is paid', async () => {
    const { client, user, subscriptionId } = await subscribed('pro');
    stripe.advanceToPeriodEnd(subscriptionId, 'fails');
    await deliverAll('invoice.payment_failed');
    const pastDue = await account(client);
    expect(pastDue).toMatchObject({ plan: 'pro', status: 'past_due', banner: 'past_due' });
    const failed = (await emailJobs(user.id)).find((j) => (j.payload as { kind?: string }).kind === 'payment_failed');
    // The e-mail links to the dashboard (its banner opens a fresh portal session): portal sessions expire.
    expect(failed?.payload).toMatchObject({ kind: 'payment_failed', plan: 'pro', portalUrl: null });

    stripe.payInvoice(subscriptionId);
    await deliver(stripe.lastEvent('invoice.paid'));
    expect(await account(client)).toMatchObject({ status: 'active', banner: null });
  });

  it('handles invoice.payment_action_required (3-D Secure on a renewal) as a payment problem', async () => {
    const { client, user, subscriptionId } = await subscribed('starter');
    stripe.advanceToPeriodEnd(subscriptionId, 'requires_action');
    const event = stripe.lastEvent('invoice.payment_action_required');
    expect((await deliver(event)).body.outcome).toBe('handled');
    expect((await account(client)).status).toBe('past_due');
    expect((await emailJobs(user.id)).some((j) => (j.payload as { kind?: string }).kind === 'payment_failed')).toBe(true);
  });

  it('cancels at the period end: access until then, then expired when Stripe deletes the subscription', async () => {
    const { client, input, subscriptionId } = await subscribed('pro');
    const cancelled = await client.post<BillingOverview>('/api/billing/cancel');
    expect(cancelled.body).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    const end = cancelled.body.accessEndsAt ?? '';
    stripe.advanceToPeriodEnd(subscriptionId);
    expect((await deliver(stripe.lastEvent('customer.subscription.deleted'))).body.outcome).toBe('handled');
    expect((await account(client)).status).toBe('canceled');
    server.clock.advance(Date.parse(end) - Date.now() + 60_000);
    try {
      const later = await signIn(server, input.username, input.password);
      expect((await account(later)).status).toBe('expired');
      expect((await later.post('/api/optimize-resume-text', { resumeText: 'x'.repeat(200), jobUrl: 'https://www.linkedin.com/jobs/view/1' })).status).toBe(402);
    } finally {
      server.clock.reset();
    }
  });

  it('changes the plan at the next cycle through a subscription schedule, without proration', async () => {
    const { client, subscriptionId } = await subscribed('elite');
    const before = await account(client);
    const change = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'starter' });
    expect(change.body).toEqual({ status: 'scheduled', plan: 'starter', effectiveAt: before.nextBillingAt, testMode: false });
    expect((await account(client))).toMatchObject({ plan: 'elite', scheduledChange: { plan: 'starter', effectiveAt: before.nextBillingAt } });
    const update = stripe.requests.findLast((r) => r.method === 'POST' && r.path.startsWith('/v1/subscription_schedules/'));
    expect(update?.params).toMatchObject({ end_behavior: 'release', proration_behavior: 'none' });

    stripe.advanceToPeriodEnd(subscriptionId);
    await deliverAll('customer.subscription.updated');
    expect(await account(client)).toMatchObject({ plan: 'starter', scheduledChange: null });
  });

  it('cancelling drops a pending plan change (Stripe refuses cancel_at_period_end under a schedule)', async () => {
    const { client } = await subscribed('pro');
    await client.post('/api/create-subscription', { plan: 'starter' });
    const cancelled = await client.post<BillingOverview>('/api/billing/cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ plan: 'pro', status: 'canceled', scheduledChange: null });
  });
});

describe('the storage add-on with Stripe', () => {
  it('creates a $9.00 payment carrying the user id, and grants 50 MB once when it succeeded', async () => {
    const { client, user } = await registerUser(server);
    const purchase = await client.post<PurchaseStorageResult>('/api/purchase-storage', { amount: 'extra50mb' });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(200);
    expect(purchase.body).toMatchObject({ amountCents: 900, testMode: false });
    expect(stripe.object(purchase.body.paymentIntentId)).toMatchObject({ amount: 900, currency: 'usd', metadata: { userId: String(user.id), purpose: 'storage_addon' } });

    const early = await client.post<ErrorBody>('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(messages.paymentNotSucceeded);

    stripe.succeedPaymentIntent(purchase.body.paymentIntentId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post<CompleteStoragePurchaseResult>('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId })),
    );
    expect(answers.filter((a) => a.status === 200 && a.body.granted)).toHaveLength(1);
    expect(answers.every((a) => a.body.storageLimit === 55 * MB)).toBe(true);
    expect((await deliver(stripe.lastEvent('payment_intent.succeeded'))).body.outcome).toBe('handled');
    expect((await client.get('/api/user/storage-info')).body).toMatchObject({ limit: 55 * MB });
  });

  it('grants from the webhook alone when the browser never completes, and the later completion adds nothing', async () => {
    const { client } = await registerUser(server);
    const purchase = await client.post<PurchaseStorageResult>('/api/purchase-storage', {});
    stripe.succeedPaymentIntent(purchase.body.paymentIntentId);
    await deliver(stripe.lastEvent('payment_intent.succeeded'));
    expect((await account(client)).storage).toMatchObject({ limit: 55 * MB, addons: 1 });
    const late = await client.post<CompleteStoragePurchaseResult>('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId });
    expect(late.body).toMatchObject({ granted: false, storageLimit: 55 * MB });
  });

  it("refuses another user's payment (404) and a failed one (409)", async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const purchase = await owner.client.post<PurchaseStorageResult>('/api/purchase-storage', {});
    stripe.succeedPaymentIntent(purchase.body.paymentIntentId);
    expect((await other.client.post('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId })).status).toBe(404);
    expect((await other.client.post('/api/complete-storage-purchase', { paymentIntentId: 'pi_doesnotexist' })).status).toBe(404);

    const declined = await other.client.post<PurchaseStorageResult>('/api/purchase-storage', {});
    stripe.failPaymentIntent(declined.body.paymentIntentId);
    expect((await deliver(stripe.lastEvent('payment_intent.payment_failed'))).body.outcome).toBe('handled');
    expect((await other.client.post('/api/complete-storage-purchase', { paymentIntentId: declined.body.paymentIntentId })).status).toBe(409);
    expect((await account(other.client)).storage.limit).toBe(limits.defaultStorageBytes);
  });

  it('takes the 50 MB back on a refund, once, without deleting files', async () => {
    const { client } = await registerUser(server);
    const purchase = await client.post<PurchaseStorageResult>('/api/purchase-storage', {});
    stripe.succeedPaymentIntent(purchase.body.paymentIntentId);
    await client.post('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId });
    stripe.refundPaymentIntent(purchase.body.paymentIntentId);
    const refunded = stripe.lastEvent('charge.refunded');
    expect((await deliver(refunded)).body.outcome).toBe('handled');
    expect((await deliver(refunded)).body.outcome).toBe('duplicate');
    expect((await account(client)).storage).toMatchObject({ limit: limits.defaultStorageBytes, addons: 0 });
    expect((await client.get('/api/user')).body).toMatchObject({ hasExpandedStorage: false });
  });

  it('takes the 50 MB back on a dispute; uploads stop until the user is under the limit', async () => {
    const { client, user } = await registerUser(server);
    const purchase = await client.post<PurchaseStorageResult>('/api/purchase-storage', {});
    stripe.succeedPaymentIntent(purchase.body.paymentIntentId);
    await client.post('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId });
    await database.db.update(users).set({ storageUsed: 20 * MB }).where(eq(users.id, user.id));
    stripe.disputePaymentIntent(purchase.body.paymentIntentId);
    expect((await deliver(stripe.lastEvent('charge.dispute.created'))).body.outcome).toBe('handled');
    const storage = await client.get('/api/user/storage-info');
    expect(storage.body).toMatchObject({ limit: limits.defaultStorageBytes, used: 20 * MB });
    const upload = await postResume<ErrorBody>(client, { bytes: buildPdf(), name: 'cv.pdf', type: 'application/pdf' });
    expect(upload.status).toBe(413);
    expect(upload.body.error).toBe('storage_full');
    expect((await client.get('/api/user/storage-info')).body).toMatchObject({ used: 20 * MB });
  });
});

describe('deleting an account with a paid plan (D15)', () => {
  it('cancels the subscription at Stripe at once, without proration, and deletes the customer before the rows go', async () => {
    const { client, input, user, subscriptionId, customerId } = await subscribed('pro');
    // A change waiting for the next cycle holds the subscription in a schedule; it ends with it.
    expect((await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'elite' })).body).toMatchObject({ status: 'scheduled' });
    const requestsBefore = stripe.requests.length;
    const eventsBefore = stripe.events.length;

    const deleted = await client.delete('/api/user', { password: input.password });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);

    const calls = stripe.requests.slice(requestsBefore);
    const cancel = calls.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(cancel?.params).toMatchObject({ invoice_now: 'false', prorate: 'false' });
    expect(calls.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`)).toBe(true);
    expect(stripe.object(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(stripe.object(customerId)).toMatchObject({ deleted: true });
    // No partial refund (spec section 4), and the cancellation came before the rows went.
    expect(stripe.events.slice(eventsBefore).filter((e) => e.type.startsWith('charge.refund'))).toEqual([]);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);

    // Stripe's events about the ended subscription arrive for an account that is gone: acknowledged.
    for (const type of ['customer.subscription.deleted', 'customer.deleted']) {
      expect((await deliver(stripe.lastEvent(type))).status).toBe(200);
    }
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('keeps the account, and says why, when Stripe cannot cancel; a retry then deletes it', async () => {
    const { client, input, user, subscriptionId } = await subscribed('starter');
    // The SDK retries a 500 twice (maxNetworkRetries): all three attempts fail.
    stripe.failNextRequest({ method: 'DELETE', path: '/v1/subscriptions', status: 500, times: 3, body: { error: { type: 'api_error', message: 'Stripe is down' } } });

    const refused = await client.delete<ErrorBody>('/api/user', { password: input.password });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: 'service_unavailable', message: messages.accountDeletionBillingFailed });
    expect(stripe.object(subscriptionId)).toMatchObject({ status: 'active' });
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await account(client)).plan).toBe('starter');

    expect((await client.delete('/api/user', { password: input.password })).status).toBe(204);
    expect(stripe.object(subscriptionId)).toMatchObject({ status: 'canceled' });
  }, 15_000);
});
