/**
 * Billing in test mode (decision D5: no Stripe keys): plans and the storage add-on go through the same
 * service code and database effects as with Stripe, without charging; entitlements (D9) are enforced
 * by the server; production without keys answers 503.
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
  type SubscriptionStatus,
} from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePurchases, users } from '../../db/schema';
import { userLimits } from '../../middleware/rate-limit';
import { registerUser, signIn } from '../../test/factories';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import type { TestClient } from '../../test/test-client';
import type { TestDatabase } from '../../test/test-db';
import { startTestServer, useTestServer, type TestServer } from '../../test/test-server';

const DAY = 24 * 60 * 60 * 1000;
const JOB_DESCRIPTION = 'Northwind needs a Backend Engineer with Node.js, PostgreSQL and TypeScript to build payment APIs for its customers.';

async function optimize(client: TestClient) {
  return client.post('/api/optimize-resume-text', {
    resumeText: SAMPLE_RESUME_TEXT,
    jobUrl: 'https://www.linkedin.com/jobs/view/backend-engineer-at-northwind-4000000002',
    jobDescription: JOB_DESCRIPTION,
    jobTitle: 'Backend Engineer',
    company: 'Northwind',
  });
}

const suite = useTestServer();
let database: TestDatabase;
let server: TestServer;
beforeAll(() => {
  ({ database, server } = suite);
});

async function account(client: TestClient): Promise<BillingOverview> {
  const response = await client.get<BillingOverview>('/api/billing/account');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('billing in test mode', () => {
  it('says so in its config, with the add-on offer', async () => {
    const response = await server.client().get<BillingConfig>('/api/billing/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      mode: 'test',
      publishableKey: null,
      storageAddon: { amount: 'extra50mb', bytes: limits.storageAddonBytes, priceCents: limits.storageAddonPriceCents },
    });
  });

  it('shows a new account on its 7-day trial, with the trial end and no payment method', async () => {
    const { client } = await registerUser(server);
    const overview = await account(client);
    expect(overview).toMatchObject({ plan: 'free_trial', status: 'trialing', nextBillingAt: null, paymentMethod: null, hasBillingAccount: false, banner: null });
    const trialDays = (Date.parse(overview.trialEndsAt ?? '') - Date.now()) / DAY;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);
    expect(overview.quotas.revision).toMatchObject({ limit: 1, used: 0, remaining: 1 });
    expect(overview.quotas.cover_letter).toMatchObject({ limit: 0, remaining: 0 });
    expect(overview.storage).toEqual({ limit: limits.defaultStorageBytes, used: 0, addons: 0 });
  });

  it('answers the free trial as JSON while it runs, and 409 once it was used', async () => {
    const { client } = await registerUser(server);
    const trial = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'free_trial' });
    expect(trial.status).toBe(200);
    expect(trial.body).toEqual({ status: 'active', plan: 'free_trial', testMode: true });
    await client.post('/api/create-subscription', { plan: 'starter' });
    const again = await client.post<ErrorBody>('/api/create-subscription', { plan: 'free_trial' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.trialAlreadyUsed);
  });

  it('activates a paid plan at once without charging, and shows it everywhere', async () => {
    const { client } = await registerUser(server);
    const response = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'pro' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ status: 'active', plan: 'pro', testMode: true });
    const overview = await account(client);
    // Test mode keeps no customer: a Stripe configured later starts from a clean record.
    expect(overview.hasBillingAccount).toBe(false);
    expect(overview).toMatchObject({ plan: 'pro', status: 'active', trialEndsAt: null, cancelAtPeriodEnd: false, scheduledChange: null });
    const renewalDays = (Date.parse(overview.nextBillingAt ?? '') - Date.now()) / DAY;
    expect(renewalDays).toBeGreaterThan(27);
    expect(renewalDays).toBeLessThan(32);
    expect(overview.quotas.cover_letter).toMatchObject({ limit: limits.proCoverLettersPerMonth, remaining: limits.proCoverLettersPerMonth, resetsAt: overview.nextBillingAt });
    expect(overview.quotas.revision).toMatchObject({ limit: null, remaining: null });
    expect((await client.get('/api/user')).body).toMatchObject({ subscriptionTier: 'pro' });
    expect((await client.get<SubscriptionStatus>('/api/subscription-status')).body).toMatchObject({ plan: 'pro', active: true, endDate: overview.nextBillingAt });
  });

  it('refuses the plan it is already on with 409', async () => {
    const { client } = await registerUser(server);
    await client.post('/api/create-subscription', { plan: 'starter' });
    const again = await client.post<ErrorBody>('/api/create-subscription', { plan: 'starter' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.alreadyOnPlan);
  });

  it('changes between paid plans at the next billing cycle, then applies the change when it comes', async () => {
    const { client, input } = await registerUser(server);
    await client.post('/api/create-subscription', { plan: 'elite' });
    const before = await account(client);
    const change = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'starter' });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({ status: 'scheduled', plan: 'starter', effectiveAt: before.nextBillingAt, testMode: true });
    const pending = await account(client);
    expect(pending).toMatchObject({ plan: 'elite', scheduledChange: { plan: 'starter', effectiveAt: before.nextBillingAt } });

    server.clock.advance(Date.parse(before.nextBillingAt ?? '') - Date.now() + 60_000);
    try {
      // A month later the session has ended: sign in again.
      const after = await account(await signIn(server, input.username, input.password));
      expect(after.plan).toBe('starter');
      expect(after.scheduledChange).toBeNull();
      expect(Date.parse(after.nextBillingAt ?? '')).toBeGreaterThan(Date.parse(before.nextBillingAt ?? '') + 27 * DAY);
    } finally {
      server.clock.reset();
    }
  });

  it('choosing the current plan again drops a pending change', async () => {
    const { client } = await registerUser(server);
    await client.post('/api/create-subscription', { plan: 'pro' });
    await client.post('/api/create-subscription', { plan: 'starter' });
    const kept = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'pro' });
    expect(kept.body).toMatchObject({ status: 'active', plan: 'pro' });
    expect((await account(client)).scheduledChange).toBeNull();
  });

  it('cancels at the period end: access to the end, then new work answers 402 and old work stays', async () => {
    const { client: first, input } = await registerUser(server);
    let client = first;
    expect((await optimize(client)).status).toBe(201);
    await client.post('/api/create-subscription', { plan: 'pro' });
    const cancelled = await client.post<BillingOverview>('/api/billing/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ plan: 'pro', status: 'canceled', cancelAtPeriodEnd: true, nextBillingAt: null });
    expect(cancelled.body.accessEndsAt).not.toBeNull();
    expect((await optimize(client)).status).toBe(201);

    server.clock.advance(Date.parse(cancelled.body.accessEndsAt ?? '') - Date.now() + 60_000);
    try {
      client = await signIn(server, input.username, input.password);
      expect((await account(client)).status).toBe('expired');
      const refused = await optimize(client);
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ error: 'payment_required', message: messages.planEnded, details: { href: '/pricing' } });
      const list = await client.get<unknown[]>('/api/my-resumes');
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(2);
      expect((await client.get<SubscriptionStatus>('/api/subscription-status')).body.active).toBe(false);
    } finally {
      server.clock.reset();
    }
  });

  it('undoes a cancellation with resume', async () => {
    const { client } = await registerUser(server);
    await client.post('/api/create-subscription', { plan: 'starter' });
    await client.post('/api/billing/cancel');
    const resumed = await client.post<BillingOverview>('/api/billing/resume');
    expect(resumed.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(resumed.body.nextBillingAt).not.toBeNull();
  });

  it('has no subscription to cancel on the trial (409) and no portal in test mode (409)', async () => {
    const { client } = await registerUser(server);
    const cancel = await client.post<ErrorBody>('/api/billing/cancel');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(messages.noSubscription);
    await client.post('/api/create-subscription', { plan: 'pro' });
    const portal = await client.post<ErrorBody>('/api/billing/portal');
    expect(portal.status).toBe(409);
    expect(portal.body.message).toBe(messages.noBillingPortal);
  });

  it('refuses new work with 402 and the spec message once the trial has ended, and keeps old work', async () => {
    const { client: first, input } = await registerUser(server);
    expect((await optimize(first)).status).toBe(201);
    server.clock.advance(limits.freeTrialDays * DAY + 60_000);
    try {
      const client = await signIn(server, input.username, input.password);
      const refused = await optimize(client);
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ error: 'payment_required', message: messages.trialEnded, details: { href: '/pricing' } });
      const [resume] = (await client.get<{ id: number }[]>('/api/my-resumes')).body;
      expect((await client.get(`/api/resume/${resume?.id}`)).status).toBe(200);
      expect((await client.get(`/api/resume/${resume?.id}/download/json`)).status).toBe(200);
      expect((await client.delete(`/api/resume/${resume?.id}`)).status).toBe(200);
      expect((await account(client)).newWork).toEqual({ allowed: false, message: messages.trialEnded, href: '/pricing' });

      const paid = await client.post<CreateSubscriptionResult>('/api/create-subscription', { plan: 'starter' });
      expect(paid.body).toMatchObject({ status: 'active', plan: 'starter' });
      expect((await optimize(client)).status).toBe(201);
    } finally {
      server.clock.reset();
    }
  });

  it('shows the trial-ending banner in the last 2 days', async () => {
    const { input } = await registerUser(server);
    server.clock.advance(5.5 * DAY);
    try {
      expect((await account(await signIn(server, input.username, input.password))).banner).toBe('trial_ending');
    } finally {
      server.clock.reset();
    }
  });

  it('validates the plan and the add-on amount (400 with the messages)', async () => {
    const { client } = await registerUser(server);
    const plan = await client.post<ErrorBody>('/api/create-subscription', { plan: 'platinum' });
    expect(plan.status).toBe(400);
    expect(plan.body.details?.plan).toBe(messages.invalidPlan);
    const amount = await client.post<ErrorBody>('/api/purchase-storage', { amount: 'extra1tb' });
    expect(amount.status).toBe(400);
    expect(amount.body.details?.amount).toBe(messages.invalidStorageAmount);
  });

  it('answers 401 to every billing call when signed out', async () => {
    const anonymous = server.client();
    for (const [method, path] of [
      ['GET', '/api/billing/account'],
      ['POST', '/api/create-subscription'],
      ['POST', '/api/billing/sync'],
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/resume'],
      ['POST', '/api/billing/portal'],
      ['POST', '/api/purchase-storage'],
      ['POST', '/api/complete-storage-purchase'],
    ] as const) {
      const response = await anonymous.request(method, path, method === 'GET' ? {} : { json: { plan: 'pro', paymentIntentId: 'pi_x' } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('limits the calls that reach the provider per user (429 past 60 in 10 minutes)', async () => {
    const { client } = await registerUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < userLimits.billing.points + 1; i += 1) statuses.push((await client.post('/api/billing/sync')).status);
    expect(statuses.slice(0, userLimits.billing.points).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await client.get('/api/billing/account')).status).toBe(200);
  });

  it('deletes an account on a paid plan, the subscription going with its row (D15)', async () => {
    const { client, input, user } = await registerUser(server);
    expect((await client.post('/api/create-subscription', { plan: 'elite' })).status).toBe(200);
    expect((await client.delete('/api/user', { password: input.password })).status).toBe(204);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('has no webhook when Stripe is not configured (404)', async () => {
    const response = await server.client().request('POST', '/api/stripe/webhook', { raw: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(404);
  });
});

describe('the storage add-on in test mode', () => {
  it('buys 50 MB: a test payment, then its completion grants it once (5 MB → 55 MB)', async () => {
    const { client } = await registerUser(server);
    const purchase = await client.post<PurchaseStorageResult>('/api/purchase-storage', { amount: 'extra50mb' });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(200);
    expect(purchase.body).toMatchObject({ amountCents: 900, testMode: true });
    expect(purchase.body.paymentIntentId).toMatch(/^pi_test_/);
    expect(purchase.body.clientSecret.startsWith(purchase.body.paymentIntentId)).toBe(true);

    const completed = await client.post<CompleteStoragePurchaseResult>('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId });
    expect(completed.status).toBe(200);
    expect(completed.body).toEqual({ granted: true, storageLimit: 55 * 1024 * 1024, storageUsed: 0 });
    const again = await client.post<CompleteStoragePurchaseResult>('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId });
    expect(again.body).toEqual({ granted: false, storageLimit: 55 * 1024 * 1024, storageUsed: 0 });
    expect((await client.get('/api/user/storage-info')).body).toMatchObject({ limit: 55 * 1024 * 1024 });
    expect((await client.get('/api/user')).body).toMatchObject({ storageLimit: 55 * 1024 * 1024, hasExpandedStorage: true });
    expect((await account(client)).storage).toMatchObject({ limit: 55 * 1024 * 1024, addons: 1 });
  });

  it('grants a payment once when 20 completions arrive together', async () => {
    const { client, user } = await registerUser(server);
    const purchase = await client.post<PurchaseStorageResult>('/api/purchase-storage', {});
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post<CompleteStoragePurchaseResult>('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.granted)).toHaveLength(1);
    const [row] = await database.db.select({ limit: users.storageLimit, addons: users.storageAddons }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ limit: 55 * 1024 * 1024, addons: 1 });
    const purchases = await database.db.select().from(storagePurchases).where(eq(storagePurchases.userId, user.id));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ amountBytes: limits.storageAddonBytes, amountCents: 900, stripePaymentIntentId: purchase.body.paymentIntentId });
  });

  it("refuses another user's payment, a forged id and a malformed one", async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const purchase = await owner.client.post<PurchaseStorageResult>('/api/purchase-storage', {});
    const stolen = await other.client.post<ErrorBody>('/api/complete-storage-purchase', { paymentIntentId: purchase.body.paymentIntentId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(messages.paymentNotFound);
    const forged = purchase.body.paymentIntentId.replace(/_(\d+)_/, `_${other.user.id}_`);
    expect((await other.client.post('/api/complete-storage-purchase', { paymentIntentId: forged })).status).toBe(404);
    const malformed = await other.client.post<ErrorBody>('/api/complete-storage-purchase', { paymentIntentId: 'pi_x"; drop table users' });
    expect(malformed.status).toBe(400);
    expect((await other.client.get('/api/user/storage-info')).body).toMatchObject({ limit: limits.defaultStorageBytes });
  });
});

describe('billing in production without Stripe keys', () => {
  let production: TestServer;
  beforeAll(async () => {
    // The server runs on the suite's database; DATABASE_URL is only there because production requires one.
    const env = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', DATABASE_URL: 'postgres://127.0.0.1:1/unused' };
    production = await startTestServer({ database, env });
  });
  afterAll(() => production.close());

  it("answers paid plans and purchases with 503 'Billing is not configured'", async () => {
    const { client } = await registerUser(production);
    expect((await client.get<BillingConfig>('/api/billing/config')).body.mode).toBe('unconfigured');
    for (const [path, json] of [
      ['/api/create-subscription', { plan: 'pro' }],
      ['/api/purchase-storage', { amount: 'extra50mb' }],
      ['/api/complete-storage-purchase', { paymentIntentId: 'pi_test_1_a_b' }],
    ] as const) {
      const response = await client.post<ErrorBody>(path, json);
      expect(response.status, path).toBe(503);
      expect(response.body.message).toBe(messages.billingNotConfigured);
    }
    expect((await client.post('/api/create-subscription', { plan: 'free_trial' })).status).toBe(200);
  });

  it('keeps an account with a Stripe customer it cannot cancel, with 503 and why (D15)', async () => {
    const { client, input, user } = await registerUser(production);
    await database.db.update(users).set({ stripeCustomerId: 'cus_from_before' }).where(eq(users.id, user.id));
    const refused = await client.delete<ErrorBody>('/api/user', { password: input.password });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(messages.accountDeletionBillingFailed);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});
