/**
 * What the billing screens say, as pure functions of the account overview (GET /api/billing/account) and
 * the billing config: the Account Overview's rows (spec section 2), the quota lines (D9), Settings'
 * renewal sentence and what "Manage" opens (D2, D5). Unit-tested in billing-labels.test.ts.
 */
import {
  type BillingConfig,
  type BillingOverview,
  type BillingStatus,
  isPaidPlan,
  type PlanId,
  plans,
  type QuotaFeature,
  quotaFeatures,
  type QuotaView,
} from '@jobapp/shared';
import { formatDate, formatShortDate } from '@/lib/dates';

/**
 * Spec section 2's Status: Active while the account has access (a trial, a paid plan, a failed renewal
 * in its grace period, a cancelled plan until its paid period ends); Inactive once it has expired.
 */
export function isActiveStatus(status: BillingStatus): boolean {
  return status !== 'expired';
}

export function statusLabel(status: BillingStatus): 'Active' | 'Inactive' {
  return isActiveStatus(status) ? 'Active' : 'Inactive';
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/**
 * The Payment Method row: 'None (Free Trial)' on the trial; the card on file as 'Visa ending in 4242'
 * ('Credit Card ending in 4242' for a brand we have no name for); else 'No payment method on file'.
 */
export function paymentMethodLabel(plan: PlanId, paymentMethod: BillingOverview['paymentMethod']): string {
  if (plan === 'free_trial' && !paymentMethod) return 'None (Free Trial)';
  if (!paymentMethod) return 'No payment method on file';
  const brand = brandNames[paymentMethod.brand.trim().toLowerCase()] ?? 'Credit Card';
  return `${brand} ending in ${paymentMethod.last4}`;
}

/** The Account Overview's date row: 'Trial Ends' on the trial, 'Next Billing' otherwise; 'N/A' when there is none. */
export function billingDateRow(overview: BillingOverview): { label: 'Trial Ends' | 'Next Billing'; value: string } {
  if (overview.plan === 'free_trial') return { label: 'Trial Ends', value: formatDate(overview.trialEndsAt) };
  return { label: 'Next Billing', value: formatDate(overview.nextBillingAt) };
}

/**
 * Settings → Subscription's sentence: 'Trial ends on …' (the trial), 'Ends on …' (cancelled, or a plan
 * whose access has an end), 'Renews on …' (a renewing paid plan); null when no date is known.
 */
export function renewalText(overview: BillingOverview): string | null {
  if (overview.plan === 'free_trial') {
    const end = overview.trialEndsAt ?? overview.accessEndsAt;
    return end ? `Trial ends on ${formatDate(end)}` : null;
  }
  if (overview.cancelAtPeriodEnd || overview.status === 'canceled' || overview.status === 'expired') {
    const end = overview.accessEndsAt ?? overview.nextBillingAt;
    return end ? `${overview.status === 'expired' ? 'Ended on' : 'Ends on'} ${formatDate(end)}` : null;
  }
  return overview.nextBillingAt ? `Renews on ${formatDate(overview.nextBillingAt)}` : null;
}

/** 'Elite starts on December 26, 2026; until then you keep Pro.' (D15: a change waits for the next cycle). */
export function pendingChangeText(current: PlanId, next: PlanId, effectiveAt: string | null): string {
  return `${plans[next].name} starts on ${formatDate(effectiveAt)}; until then you keep ${plans[current].name}.`;
}

/** A change between paid plans waiting for the next cycle, on the dashboard and in settings; null without one. */
export function scheduledChangeText(overview: Pick<BillingOverview, 'plan' | 'scheduledChange'>): string | null {
  const change = overview.scheduledChange;
  return change ? pendingChangeText(overview.plan, change.plan, change.effectiveAt) : null;
}

const quotaNouns: Record<QuotaFeature, [singular: string, plural: string]> = {
  revision: ['revision', 'revisions'],
  cover_letter: ['cover letter', 'cover letters'],
  linkedin_optimization: ['LinkedIn optimization', 'LinkedIn optimizations'],
  consultation: ['expert consultation', 'expert consultations'],
};

export interface QuotaLine {
  feature: QuotaFeature;
  text: string;
  /** Nothing left this period. */
  exhausted: boolean;
}

/**
 * One line per counted feature the plan includes (a limit of 0 is left out): '3 of 5 cover letters left
 * this period, resets Dec 4'; on the trial '1 of 1 revision left in your trial, ends Dec 4' (its count
 * does not start again); 'Unlimited revisions' when there is no limit.
 */
export function quotaLines(plan: PlanId, quotas: BillingOverview['quotas']): QuotaLine[] {
  const lines: QuotaLine[] = [];
  for (const feature of quotaFeatures) {
    const quota: QuotaView | undefined = quotas[feature];
    if (!quota || quota.limit === 0) continue;
    const [singular, plural] = quotaNouns[feature];
    if (quota.limit === null) {
      lines.push({ feature, text: `Unlimited ${plural}`, exhausted: false });
      continue;
    }
    const remaining = Math.max(0, quota.remaining ?? quota.limit - quota.used);
    const noun = quota.limit === 1 ? singular : plural;
    const when = formatShortDate(quota.resetsAt);
    const tail = plan === 'free_trial' ? `left in your trial, ends ${when}` : `left this period, resets ${when}`;
    lines.push({ feature, text: `${remaining} of ${quota.limit} ${noun} ${tail}`, exhausted: remaining === 0 });
  }
  return lines;
}

/**
 * What "Manage" does (D2, D5): null for the trial (nothing to manage); with Stripe the customer portal;
 * in test mode a small dialog to cancel or resume (the portal answers 409 there). Without a known mode
 * (config still loading or failed) or without keys the portal is asked, and its answer says why not.
 */
export function manageAction(plan: PlanId, mode: BillingConfig['mode'] | undefined): 'portal' | 'test-dialog' | null {
  if (!isPaidPlan(plan)) return null;
  return mode === 'test' ? 'test-dialog' : 'portal';
}

/** '$9' for whole dollars, '$9.99' otherwise (the storage add-on's price from the config). */
export function priceLabel(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
