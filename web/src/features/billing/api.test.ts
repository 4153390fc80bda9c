import { messages } from '@jobapp/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { useStandInApi } from '@/test/stand-in-api';
import {
  cancelSubscription,
  completeStoragePurchase,
  createPortalSession,
  createSubscription,
  fetchBillingAccount,
  fetchBillingConfig,
  purchaseStorage,
  resumeSubscription,
  syncBilling,
} from './api';

// A stand-in for the billing endpoints. `answers` maps "METHOD /path" to [status, body] for each test.
let answers: Record<string, [number, unknown]> = {};
const stand = useStandInApi(
  ({ method, url }) => answers[`${method} ${url}`] ?? [404, { error: 'not_found', message: 'Not found' }],
);
const seen = stand.seen;

beforeEach(() => {
  answers = {};
  seen.length = 0;
});

const last = () => seen.at(-1)!;

describe('billing reads', () => {
  it('GET /api/billing/config', async () => {
    const config = { mode: 'test', publishableKey: null, storageAddon: { amount: 'extra50mb', bytes: 52428800, priceCents: 900 } };
    answers['GET /api/billing/config'] = [200, config];
    await expect(fetchBillingConfig({ client: createApiClient(stand.baseUrl) })).resolves.toEqual(config);
    expect(last()).toMatchObject({ method: 'GET', url: '/api/billing/config', contentType: undefined });
  });

  it('GET /api/billing/account, and a signed-out answer stays a 401 error', async () => {
    answers['GET /api/billing/account'] = [401, { error: 'unauthenticated', message: messages.notSignedIn }];
    await expect(fetchBillingAccount({ client: createApiClient(stand.baseUrl) })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
  });
});

describe('createSubscription', () => {
  it('posts the plan as JSON and returns the answer as it is', async () => {
    answers['POST /api/create-subscription'] = [200, { status: 'requires_payment', plan: 'pro', clientSecret: 'pi_1_secret_2', testMode: false }];
    const result = await createSubscription('pro', { client: createApiClient(stand.baseUrl) });
    expect(result).toEqual({ status: 'requires_payment', plan: 'pro', clientSecret: 'pi_1_secret_2', testMode: false });
    expect(last()).toEqual({
      method: 'POST',
      url: '/api/create-subscription',
      contentType: 'application/json',
      body: JSON.stringify({ plan: 'pro' }),
    });
  });

  it('keeps a conflict (trial already used) with its message and code', async () => {
    answers['POST /api/create-subscription'] = [409, { error: 'conflict', message: messages.trialAlreadyUsed }];
    const error = await createSubscription('free_trial', { client: createApiClient(stand.baseUrl) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'conflict' });
    expect(errorMessage(error)).toBe(messages.trialAlreadyUsed);
  });

  it("shows 'Billing is not configured' from a 503", async () => {
    answers['POST /api/create-subscription'] = [503, { error: 'service_unavailable', message: messages.billingNotConfigured }];
    const error = await createSubscription('elite', { client: createApiClient(stand.baseUrl) }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Billing is not configured');
  });
});

describe('account changes', () => {
  it('sync, cancel and resume are bodiless POSTs', async () => {
    const client = createApiClient(stand.baseUrl);
    for (const [path, call] of [
      ['/api/billing/sync', syncBilling],
      ['/api/billing/cancel', cancelSubscription],
      ['/api/billing/resume', resumeSubscription],
    ] as const) {
      answers[`POST ${path}`] = [200, { plan: 'pro' }];
      await expect(call({ client })).resolves.toEqual({ plan: 'pro' });
      expect(last()).toEqual({ method: 'POST', url: path, contentType: undefined, body: '' });
    }
  });

  it('the portal answers a URL, or in test mode a 409 with its message', async () => {
    const client = createApiClient(stand.baseUrl);
    answers['POST /api/billing/portal'] = [200, { url: 'https://billing.stripe.com/p/session/test_1' }];
    await expect(createPortalSession({ client })).resolves.toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    answers['POST /api/billing/portal'] = [409, { error: 'conflict', message: 'Test mode has no billing portal.' }];
    await expect(createPortalSession({ client })).rejects.toMatchObject({ status: 409, message: 'Test mode has no billing portal.' });
  });
});

describe('storage purchase', () => {
  it('asks for the 50 MB add-on, then completes it with the payment id', async () => {
    const client = createApiClient(stand.baseUrl);
    answers['POST /api/purchase-storage'] = [
      200,
      { clientSecret: 'test_secret', paymentIntentId: 'test_pi_1', amountCents: 900, testMode: true },
    ];
    answers['POST /api/complete-storage-purchase'] = [200, { granted: true, storageLimit: 57671680, storageUsed: 0 }];
    const purchase = await purchaseStorage({ client });
    expect(JSON.parse(last().body)).toEqual({ amount: 'extra50mb' });
    const done = await completeStoragePurchase(purchase.paymentIntentId, { client });
    expect(JSON.parse(last().body)).toEqual({ paymentIntentId: 'test_pi_1' });
    expect(done).toEqual({ granted: true, storageLimit: 57671680, storageUsed: 0 });
  });

  it('keeps the server message of a failed completion', async () => {
    answers['POST /api/complete-storage-purchase'] = [400, { error: 'bad_request', message: messages.paymentNotSucceeded }];
    await expect(completeStoragePurchase('pi_x', { client: createApiClient(stand.baseUrl) })).rejects.toMatchObject({
      message: messages.paymentNotSucceeded,
    });
  });
});
