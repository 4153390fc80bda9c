import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@jobapp/shared';
import { startStripeServer, type PlanPrices, type StripeServer } from '../../api/src/test/stripe-server';
import { AuthPage } from '../pages/auth.page';
import { BillingPage } from '../pages/billing.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { blockStripeJs, type ConfirmPayment, useFakeStripeJs } from '../support/fake-stripe-js';
import { newAccount, useSuite } from '../support/suite';

// Billing with Stripe (D5): the server talks to the Stripe stand-in API; the browser gets a stand-in
// Stripe.js whose confirmation is the stand-in's `succeedPaymentIntent` (as a card typed into Stripe's
// Payment Element would be). No webhook is delivered: the web app's sync after confirming is what moves
// the plan, which is the path this test is for.
describe.skipIf(!chromeAvailable)('billing with Stripe', () => {
  let stripe: StripeServer;
  let prices: PlanPrices;
  beforeAll(async () => {
    stripe = await startStripeServer();
    prices = stripe.seedPlanPrices();
  });
  afterAll(async () => {
    await stripe?.close();
  });

  const suite = useSuite(() => ({
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_PRICE_STARTER: prices.starter,
    STRIPE_PRICE_PRO: prices.pro,
    STRIPE_PRICE_ELITE: prices.elite,
    STRIPE_PRICE_STORAGE: prices.storage,
    STRIPE_API_BASE: stripe.url,
  }));

  /** A new account on the dashboard, in a page whose Stripe.js confirms payments with `confirm`. */
  async function registeredWith(confirm: ConfirmPayment) {
    const page = await suite.newPage();
    await useFakeStripeJs(page, confirm);
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('stripe'));
    await auth.waitForPath('/dashboard');
    return { page, billing: new BillingPage(page, suite.app.url) };
  }

  /** Stripe.js confirms every payment with this card. */
  const paysWith = (card: { brand: string; last4: string }): ConfirmPayment => async (paymentIntentId) => {
    stripe.succeedPaymentIntent(paymentIntentId, card);
    return { id: paymentIntentId };
  };

  it('pays for Pro in the Payment Element, then shows the plan and the card on the dashboard', async () => {
    const { page, billing } = await registeredWith(paysWith({ brand: 'visa', last4: '4242' }));

    await billing.goto('/pricing');
    await billing.waitForText('Your current plan');
    expect(await page.$('[data-testid="billing-test-mode"]')).toBeNull();
    const subscriptionsCreated = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions').length;
    const before = subscriptionsCreated();
    await billing.subscribe('Pro');
    // D15: nothing is created at Stripe before Confirm.
    expect(await billing.textOf('confirmation-charge', '$19.99')).toMatch(/^You pay \$19\.99 now/);
    expect(subscriptionsCreated()).toBe(before);
    await billing.clickInDialog('checkout-dialog', 'Confirm');
    await billing.textOf('checkout-dialog', 'Card details (Stripe.js stand-in, pk_test_e2e)');
    await billing.clickInDialog('checkout-dialog', 'Pay $19.99');
    expect(await billing.toastText(messages.subscriptionSuccessful)).toContain(messages.subscriptionSuccessfulBody);
    await billing.waitForPath('/dashboard');
    expect(await billing.textOf('current-plan', 'Pro')).toContain('$19.99/month');
    expect(await billing.textOf('payment-method', 'ending')).toBe('Visa ending in 4242');
  });

  it('shows a failed renewal with Update card, which opens the billing portal', async () => {
    const { page, billing } = await registeredWith(paysWith({ brand: 'mastercard', last4: '4444' }));
    await billing.goto('/pricing');
    await billing.subscribe('Starter');
    await billing.clickInDialog('checkout-dialog', 'Confirm');
    await billing.clickInDialog('checkout-dialog', 'Pay $9.99');
    await billing.waitForPath('/dashboard');
    expect(await billing.textOf('payment-method', 'ending')).toBe('Mastercard ending in 4444');

    // The renewal fails at Stripe; the app reads the subscription back (as the webhook would make it).
    const subscriptionId = String((stripe.lastEvent('customer.subscription.created').data.object as { id: string }).id);
    stripe.advanceToPeriodEnd(subscriptionId, 'fails');
    const synced = await page.evaluate(async () => (await fetch('/api/billing/sync', { method: 'POST', credentials: 'include' })).status);
    expect(synced).toBe(200);
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await billing.textOf('past-due-banner')).toContain('Your last payment did not go through.');
    expect(await billing.textOf('subscription-status')).toBe('Active');
    expect(await seriousViolations(page)).toEqual([]);

    await billing.click('Update card');
    await page.waitForFunction((base) => window.location.href.startsWith(`${base}/p/session/`), {}, stripe.url);
  });

  it('says a declined card in the storage dialog, as a toast and in the dialog', async () => {
    const { billing } = await registeredWith(async (paymentIntentId) => {
      stripe.failPaymentIntent(paymentIntentId);
      return { error: 'Your card was declined.' };
    });
    await billing.click('Buy 50 MB for $9');
    await billing.textOf('storage-purchase-dialog', 'Card details');
    await billing.clickInDialog('storage-purchase-dialog', 'Pay $9');
    expect(await billing.toastText(messages.paymentFailed)).toContain('Your card was declined.');
    expect(await billing.textOf('storage-purchase-dialog', messages.paymentFailed)).toContain('Your card was declined.');
  });

  it("shows 'Failed to load Stripe' in the dialog when Stripe.js cannot load", async () => {
    const page = await suite.newPage();
    await blockStripeJs(page);
    const auth = new AuthPage(page, suite.app.url);
    const billing = new BillingPage(page, suite.app.url);
    await auth.open('?action=register&plan=elite');
    await auth.register(newAccount('nostripe'));
    await auth.waitForPath('/subscription');
    await billing.clickInDialog('checkout-dialog', 'Confirm');
    expect(await billing.textOf('stripe-load-failed')).toBe(messages.stripeLoadFailed);
    expect(await page.$eval('[data-testid="stripe-load-failed"]', (el) => el.getAttribute('role'))).toBe('alert');
  });
});
