/**
 * What a purchase or plan change confirms before anything is charged or scheduled (decision D15), as
 * pure functions: the price, what changes and when. A change between paid plans applies at the next
 * billing cycle without proration (spec section 4, D9): 'Elite starts on December 26, 2026; until then
 * you keep Pro.', the sentence (billing-labels.ts's pendingChangeText) that also shows a pending change
 * on the dashboard and in settings.
 * Unit-tested in confirmation.test.ts.
 */
import { addDays, type BillingConfig, type BillingOverview, formatBytes, isPaidPlan, limits, type PlanId, plans } from '@jobapp/shared';
import { formatDate } from '@/lib/dates';
import { pendingChangeText, priceLabel } from './billing-labels';

export interface Confirmation {
  /** The dialog's title. */
  title: string;
  /** What is charged, and when: 'You pay $19.99 now, then $19.99 every month until you cancel.' */
  charge: string;
  /** What changes, and when: 'Elite starts on …; until then you keep Pro.' */
  change: string;
  /** Further consequences (a pending change replaced, a cancellation undone); may be empty. */
  notes: string[];
}

/** The parts of the account overview a confirmation needs; null when the account is not known yet. */
export type ConfirmationAccount = Pick<
  BillingOverview,
  'plan' | 'status' | 'nextBillingAt' | 'accessEndsAt' | 'cancelAtPeriodEnd' | 'scheduledChange'
> | null;

/** Whether choosing `plan` is a change between paid plans, which waits for the next billing cycle. */
export function changesAtNextCycle(plan: PlanId, account: ConfirmationAccount): boolean {
  return account !== null && account.status !== 'expired' && isPaidPlan(account.plan) && isPaidPlan(plan) && account.plan !== plan;
}

/** The confirmation for choosing `plan` on /pricing (or after registering with it chosen). */
export function planConfirmation(
  plan: PlanId,
  account: ConfirmationAccount,
  mode: BillingConfig['mode'] | undefined,
  now: Date,
): Confirmation {
  const target = plans[plan];
  const monthly = `${target.price} a month`;
  if (!isPaidPlan(plan)) {
    const ends = addDays(now, limits.freeTrialDays).toISOString();
    return {
      title: 'Start your free trial',
      charge: 'Nothing is charged: the free trial is free and asks for no card.',
      change: `Your ${limits.freeTrialDays}-day free trial starts today and ends on ${formatDate(ends)}.`,
      notes: [],
    };
  }
  if (account && changesAtNextCycle(plan, account)) {
    const from = plans[account.plan];
    const effectiveAt = account.nextBillingAt ?? account.accessEndsAt;
    const notes: string[] = [];
    const pending = account.scheduledChange;
    if (pending && pending.plan !== plan && pending.plan !== account.plan) {
      notes.push(`This replaces your scheduled change to ${plans[pending.plan].name}.`);
    }
    if (account.cancelAtPeriodEnd) notes.push('Your cancellation is undone: your subscription renews again.');
    return {
      title: `Change to ${target.name}`,
      charge: `Nothing is charged today. From ${formatDate(effectiveAt)} you pay ${monthly} instead of ${from.price}, with no partial refund or proration.`,
      change: pendingChangeText(account.plan, plan, effectiveAt),
      notes,
    };
  }
  const replaces = account && account.status !== 'expired' ? ` and replaces your ${plans[account.plan].name}` : '';
  return {
    title: `Subscribe to ${target.name}`,
    charge:
      mode === 'test'
        ? `${target.price} a month, but no card is charged in test mode.`
        : `You pay ${target.price} now, then ${monthly} until you cancel. Cancelling keeps access to the end of the paid period.`,
    change:
      mode === 'stripe'
        ? `${target.name} starts as soon as your card is accepted${replaces}.`
        : `${target.name} starts today${replaces}.`,
    notes: [],
  };
}

/** The storage add-on's confirmation: a one-time price, and the storage before and after. */
export function storageConfirmation(addon: { bytes: number; priceCents: number }, currentLimit: number | null): Confirmation {
  const size = formatBytes(addon.bytes);
  return {
    title: `Buy ${size} of storage`,
    charge: `You pay ${priceLabel(addon.priceCents)} once; it does not renew.`,
    change:
      currentLimit === null
        ? `${size} is added to your storage as soon as the payment goes through, for as long as you keep your account.`
        : `Your storage goes from ${formatBytes(currentLimit)} to ${formatBytes(currentLimit + addon.bytes)} as soon as the payment goes through, for as long as you keep your account.`,
    notes: [],
  };
}
