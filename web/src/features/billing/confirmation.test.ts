import { describe, expect, it } from 'vitest';
import { changesAtNextCycle, type ConfirmationAccount, planConfirmation, storageConfirmation } from './confirmation';

const MB = 1024 * 1024;
const now = new Date('2026-11-26T12:00:00Z');

function account(patch: Partial<NonNullable<ConfirmationAccount>> = {}): NonNullable<ConfirmationAccount> {
  return {
    plan: 'pro',
    status: 'active',
    nextBillingAt: '2026-12-26T12:00:00Z',
    accessEndsAt: null,
    cancelAtPeriodEnd: false,
    scheduledChange: null,
    ...patch,
  };
}

describe('planConfirmation', () => {
  it('dates a Pro → Elite change at the next billing date, keeping Pro until then, with nothing charged today', () => {
    const confirmation = planConfirmation('elite', account(), 'stripe', now);
    expect(confirmation.title).toBe('Change to Elite');
    expect(confirmation.change).toBe('Elite starts on December 26, 2026; until then you keep Pro.');
    expect(confirmation.charge).toBe(
      'Nothing is charged today. From December 26, 2026 you pay $39.99 a month instead of $19.99, with no partial refund or proration.',
    );
    expect(confirmation.notes).toEqual([]);
  });

  it('applies the same rule to a downgrade, and says what it replaces and undoes', () => {
    const confirmation = planConfirmation(
      'starter',
      account({ plan: 'elite', cancelAtPeriodEnd: true, scheduledChange: { plan: 'pro', effectiveAt: '2026-12-26T12:00:00Z' } }),
      'test',
      now,
    );
    expect(confirmation.change).toBe('Starter starts on December 26, 2026; until then you keep Elite.');
    expect(confirmation.notes).toEqual([
      'This replaces your scheduled change to Pro.',
      'Your cancellation is undone: your subscription renews again.',
    ]);
  });

  it('charges a new subscription now with Stripe, and nothing in test mode', () => {
    const trial = account({ plan: 'free_trial', nextBillingAt: null });
    const stripe = planConfirmation('pro', trial, 'stripe', now);
    expect(stripe.title).toBe('Subscribe to Pro');
    expect(stripe.charge).toBe('You pay $19.99 now, then $19.99 a month until you cancel. Cancelling keeps access to the end of the paid period.');
    expect(stripe.change).toBe('Pro starts as soon as your card is accepted and replaces your Free Trial.');
    const test = planConfirmation('pro', trial, 'test', now);
    expect(test.charge).toBe('$19.99 a month, but no card is charged in test mode.');
    expect(test.change).toBe('Pro starts today and replaces your Free Trial.');
  });

  it('treats a plan that has ended as a new subscription, not a change', () => {
    const ended = account({ status: 'expired', nextBillingAt: null, accessEndsAt: '2026-11-01T00:00:00Z' });
    expect(changesAtNextCycle('elite', ended)).toBe(false);
    expect(planConfirmation('elite', ended, 'stripe', now).change).toBe('Elite starts as soon as your card is accepted.');
    expect(planConfirmation('elite', null, 'test', now).change).toBe('Elite starts today.');
  });

  it('states the free trial’s end and that nothing is charged', () => {
    const confirmation = planConfirmation('free_trial', null, 'stripe', now);
    expect(confirmation.title).toBe('Start your free trial');
    expect(confirmation.change).toBe('Your 7-day free trial starts today and ends on December 3, 2026.');
    expect(confirmation.charge).toMatch(/^Nothing is charged/);
  });
});

describe('changesAtNextCycle', () => {
  it('is a change only between two different paid plans of a live account', () => {
    expect(changesAtNextCycle('elite', account())).toBe(true);
    expect(changesAtNextCycle('pro', account())).toBe(false);
    expect(changesAtNextCycle('elite', account({ plan: 'free_trial' }))).toBe(false);
    expect(changesAtNextCycle('elite', null)).toBe(false);
  });
});

describe('storageConfirmation', () => {
  it('says the one-time price and the storage before and after', () => {
    const confirmation = storageConfirmation({ bytes: 50 * MB, priceCents: 900 }, 5 * MB);
    expect(confirmation.title).toBe('Buy 50 MB of storage');
    expect(confirmation.charge).toBe('You pay $9 once; it does not renew.');
    expect(confirmation.change).toBe(
      'Your storage goes from 5 MB to 55 MB as soon as the payment goes through, for as long as you keep your account.',
    );
    expect(storageConfirmation({ bytes: 50 * MB, priceCents: 900 }, null).change).toMatch(/^50 MB is added to your storage/);
  });
});
