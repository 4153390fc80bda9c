import { type BillingOverview, type QuotaView } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import {
  billingDateRow,
  isActiveStatus,
  manageAction,
  paymentMethodLabel,
  priceLabel,
  quotaLines,
  renewalText,
  scheduledChangeText,
  statusLabel,
} from './billing-labels';

const quota = (limit: number | null, used: number, resetsAt = '2026-12-04T12:00:00Z'): QuotaView => ({
  limit,
  used,
  remaining: limit === null ? null : Math.max(0, limit - used),
  resetsAt,
});

function overview(patch: Partial<BillingOverview> = {}): BillingOverview {
  return {
    plan: 'pro',
    status: 'active',
    banner: null,
    trialEndsAt: null,
    nextBillingAt: '2026-12-04T12:00:00Z',
    accessEndsAt: null,
    cancelAtPeriodEnd: false,
    scheduledChange: null,
    paymentMethod: { brand: 'visa', last4: '4242' },
    hasBillingAccount: true,
    storage: { limit: 5 * 1024 * 1024, used: 0, addons: 0 },
    quotas: { revision: quota(null, 3), cover_letter: quota(5, 2), linkedin_optimization: quota(0, 0), consultation: quota(0, 0) },
    trialAvailable: false,
    newWork: { allowed: true },
    ...patch,
  };
}

describe('status (spec section 2: Active/Inactive)', () => {
  it('is Active while the account has access, Inactive once expired', () => {
    for (const status of ['trialing', 'active', 'past_due', 'canceled'] as const) {
      expect(isActiveStatus(status)).toBe(true);
      expect(statusLabel(status)).toBe('Active');
    }
    expect(isActiveStatus('expired')).toBe(false);
    expect(statusLabel('expired')).toBe('Inactive');
  });
});

describe('paymentMethodLabel', () => {
  it('names the trial, the card on file by brand and last four digits, or its absence', () => {
    expect(paymentMethodLabel('free_trial', null)).toBe('None (Free Trial)');
    expect(paymentMethodLabel('pro', { brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(paymentMethodLabel('elite', { brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(paymentMethodLabel('starter', { brand: 'link', last4: '1881' })).toBe('Credit Card ending in 1881');
    expect(paymentMethodLabel('starter', null)).toBe('No payment method on file');
  });
});

describe('billingDateRow', () => {
  it("says 'Trial Ends' on the trial and 'Next Billing' on a paid plan, N/A without a date", () => {
    expect(billingDateRow(overview({ plan: 'free_trial', trialEndsAt: '2026-11-30T12:00:00Z' }))).toEqual({
      label: 'Trial Ends',
      value: 'November 30, 2026',
    });
    expect(billingDateRow(overview())).toEqual({ label: 'Next Billing', value: 'December 4, 2026' });
    expect(billingDateRow(overview({ nextBillingAt: null, cancelAtPeriodEnd: true }))).toEqual({
      label: 'Next Billing',
      value: 'N/A',
    });
  });
});

describe('renewalText (Settings → Subscription)', () => {
  it('renews, ends or ends the trial on a date', () => {
    expect(renewalText(overview())).toBe('Renews on December 4, 2026');
    expect(
      renewalText(overview({ cancelAtPeriodEnd: true, status: 'canceled', nextBillingAt: null, accessEndsAt: '2026-12-04T12:00:00Z' })),
    ).toBe('Ends on December 4, 2026');
    expect(renewalText(overview({ status: 'expired', nextBillingAt: null, accessEndsAt: '2026-10-04T12:00:00Z' }))).toBe(
      'Ended on October 4, 2026',
    );
    expect(renewalText(overview({ plan: 'free_trial', trialEndsAt: '2026-11-30T12:00:00Z', nextBillingAt: null }))).toBe(
      'Trial ends on November 30, 2026',
    );
    expect(renewalText(overview({ nextBillingAt: null }))).toBeNull();
  });

  it('states a scheduled change of plan with its date', () => {
    expect(scheduledChangeText({ plan: 'pro', scheduledChange: { plan: 'elite', effectiveAt: '2026-12-04T12:00:00Z' } })).toBe(
      'Elite starts on December 4, 2026; until then you keep Pro.',
    );
    expect(scheduledChangeText({ plan: 'pro', scheduledChange: null })).toBeNull();
  });
});

describe('quotaLines (D9)', () => {
  it('counts what is left of each feature the plan has, skips what it lacks and says Unlimited', () => {
    expect(quotaLines('pro', overview().quotas)).toEqual([
      { feature: 'revision', text: 'Unlimited revisions', exhausted: false },
      { feature: 'cover_letter', text: '3 of 5 cover letters left this period, resets Dec 4', exhausted: false },
    ]);
  });

  it('uses the singular for a limit of one and marks a used-up quota', () => {
    const quotas = { revision: quota(1, 1), cover_letter: quota(0, 0), linkedin_optimization: quota(0, 0), consultation: quota(0, 0) };
    expect(quotaLines('starter', quotas)).toEqual([
      { feature: 'revision', text: '0 of 1 revision left this period, resets Dec 4', exhausted: true },
    ]);
  });

  it("speaks of the trial's end rather than a reset on the free trial", () => {
    const quotas = {
      revision: quota(1, 0, '2026-11-30T12:00:00Z'),
      cover_letter: quota(0, 0),
      linkedin_optimization: quota(0, 0),
      consultation: quota(0, 0),
    };
    expect(quotaLines('free_trial', quotas).map((line) => line.text)).toEqual([
      '1 of 1 revision left in your trial, ends Nov 30',
    ]);
  });

  it('lists LinkedIn optimizations and the expert consultation for elite', () => {
    const quotas = { revision: quota(null, 0), cover_letter: quota(null, 9), linkedin_optimization: quota(2, 1), consultation: quota(1, 0) };
    expect(quotaLines('elite', quotas).map((line) => line.text)).toEqual([
      'Unlimited revisions',
      'Unlimited cover letters',
      '1 of 2 LinkedIn optimizations left this period, resets Dec 4',
      '1 of 1 expert consultation left this period, resets Dec 4',
    ]);
  });
});

describe('manageAction (D2, D5)', () => {
  it('opens the portal with Stripe, the cancel/resume dialog in test mode, nothing on the trial', () => {
    expect(manageAction('pro', 'stripe')).toBe('portal');
    expect(manageAction('elite', 'test')).toBe('test-dialog');
    expect(manageAction('starter', 'unconfigured')).toBe('portal');
    expect(manageAction('starter', undefined)).toBe('portal');
    expect(manageAction('free_trial', 'stripe')).toBeNull();
    expect(manageAction('free_trial', 'test')).toBeNull();
  });
});

describe('priceLabel', () => {
  it('drops the cents of whole dollars only', () => {
    expect(priceLabel(900)).toBe('$9');
    expect(priceLabel(1999)).toBe('$19.99');
    expect(priceLabel(950)).toBe('$9.50');
  });
});
