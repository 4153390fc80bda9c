import { describe, expect, it } from 'vitest';
import { messages } from '@jobapp/shared';
import { AuthPage } from '../pages/auth.page';
import { BillingPage } from '../pages/billing.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { newAccount, useSuite } from '../support/suite';

// Billing in test mode (D5: no Stripe keys, not production): plans activate without a card and every
// purchase screen says so.
describe.skipIf(!chromeAvailable)('billing in test mode', () => {
  const suite = useSuite();

  it('subscribes to Pro on /pricing, shows it on the dashboard and in settings, and buys 50 MB', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    const billing = new BillingPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('pro'));
    await auth.waitForPath('/dashboard');
    expect(await billing.textOf('current-plan', 'Free Trial')).toContain('/7 days');
    expect(await billing.textOf('payment-method')).toBe('None (Free Trial)');

    await billing.goto('/pricing');
    await billing.textOf('billing-test-mode', messages.billingTestMode);
    await billing.waitForText('Your current plan');
    expect(await seriousViolations(page)).toEqual([]);
    await billing.subscribe('Pro');
    // D15: a confirmation with the price and what changes; nothing is charged or scheduled before Confirm.
    expect(await billing.textOf('confirmation-change', 'Pro')).toBe('Pro starts today and replaces your Free Trial.');
    expect(await billing.textOf('confirmation-charge')).toBe('$19.99 a month, but no card is charged in test mode.');
    expect(await seriousViolations(page)).toEqual([]);
    await billing.clickInDialog('checkout-dialog', 'Confirm');
    expect(await billing.toastText(messages.subscriptionSuccessful)).toContain(messages.subscriptionSuccessfulBody);
    await billing.waitForPath('/dashboard');
    expect(await billing.textOf('current-plan', 'Pro')).toContain('$19.99/month');
    expect(await billing.textOf('subscription-status')).toBe('Active');
    expect(await billing.textOf('quota-lines', 'cover letters')).toContain('5 of 5 cover letters left this period, resets');
    expect(await seriousViolations(page)).toEqual([]);

    await billing.goto('/settings');
    expect(await billing.textOf('settings-current-plan', 'Pro')).toContain('$19.99/month');
    expect(await billing.textOf('settings-renewal')).toMatch(/^Renews on /);

    await billing.goto('/dashboard');
    expect(await billing.textOf('storage-limit')).toBe('5 MB');
    await billing.click('Buy 50 MB for $9');
    await billing.textOf('storage-purchase-dialog', messages.billingTestMode);
    expect(await billing.textOf('confirmation-change')).toMatch(/^Your storage goes from 5 MB to 55 MB/);
    expect(await billing.textOf('confirmation-charge')).toBe('You pay $9 once; it does not renew.');
    expect(await seriousViolations(page)).toEqual([]);
    await billing.clickInDialog('storage-purchase-dialog', 'Confirm');
    await billing.toastText('Storage added');
    await billing.dialogGone('storage-purchase-dialog');
    expect(await billing.textOf('storage-limit', '55 MB')).toBe('55 MB');
  });

  it('goes from registering with Pro chosen to its payment step, then cancels and resumes in test mode', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    const billing = new BillingPage(page, suite.app.url);
    await auth.open('?action=register&plan=pro');
    await auth.register(newAccount('checkout'));
    await auth.waitForPath('/subscription');
    await billing.textOf('checkout-dialog', messages.billingTestMode);
    expect(await seriousViolations(page)).toEqual([]);
    await billing.clickInDialog('checkout-dialog', 'Confirm');
    await billing.toastText(messages.subscriptionSuccessful);
    await billing.waitForPath('/dashboard');
    await billing.textOf('current-plan', 'Pro');

    await billing.click('Manage');
    await billing.textOf('manage-dialog', messages.billingTestMode);
    expect(await seriousViolations(page)).toEqual([]);
    await billing.clickInDialog('manage-dialog', 'Cancel subscription');
    await billing.toastText('Subscription cancelled');
    expect(await billing.textOf('plan-change-note', 'Ends on')).toMatch(/^Ends on /);
    expect(await billing.textOf('subscription-status')).toBe('Active');

    await billing.click('Manage');
    await billing.clickInDialog('manage-dialog', 'Resume subscription');
    await billing.toastText('Subscription resumed');
    await page.waitForSelector('[data-testid="plan-change-note"]', { hidden: true });

    // A change between paid plans waits for the next billing cycle (spec section 4), and the confirmation
    // says when; closing it schedules nothing.
    const nextBilling = await billing.textOf('billing-date');
    await billing.goto('/pricing');
    await billing.subscribe('Elite');
    expect(await billing.textOf('confirmation-change', 'Elite')).toBe(`Elite starts on ${nextBilling}; until then you keep Pro.`);
    expect(await billing.textOf('confirmation-charge')).toMatch(/^Nothing is charged today\. From .* you pay \$39\.99 a month instead of \$19\.99/);
    expect(await seriousViolations(page)).toEqual([]);
    await billing.clickInDialog('checkout-dialog', 'Cancel');
    await billing.dialogGone('checkout-dialog');
    await billing.subscribe('Elite');
    await billing.clickInDialog('checkout-dialog', 'Confirm');
    expect(await billing.toastText('Plan change scheduled')).toContain(`Elite starts on ${nextBilling}; until then you keep Pro.`);
    await billing.waitForPath('/dashboard');
    expect(await billing.textOf('current-plan', 'Pro')).toContain('$19.99/month');
    expect(await billing.textOf('plan-change-note')).toBe(`Elite starts on ${nextBilling}; until then you keep Pro.`);
    await billing.goto('/settings');
    expect(await billing.textOf('settings-plan-change')).toBe(`Elite starts on ${nextBilling}; until then you keep Pro.`);
    await billing.goto('/pricing');
    await page.waitForSelector('::-p-aria([name="Elite"][role="article"]) ::-p-text(Starts)', { visible: true });
  });
});
