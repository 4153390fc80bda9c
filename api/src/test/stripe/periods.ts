/**
 * Time passing for a subscription: the end of a billing period (cancel at period end takes effect, a
 * schedule's next phase starts, a renewal invoice is made and paid or not), an immediate cancellation,
 * and an incomplete subscription expiring after 23 hours.
 */
import { emit, tracked } from './events';
import {
  addProration,
  failPaymentIntent,
  invoiceSubscription,
  requireAction,
  savedCardOf,
  succeedPaymentIntent,
  updateSubscription,
  voidOpenInvoice,
} from './invoices';
import { presentSubscription } from './present-billing';
import { presentSchedule } from './present-schedules';
import { addMonths, newId, type ScheduleRecord, type StripeState, type SubscriptionRecord } from './state';

export function subscriptionOrThrow(state: StripeState, id: string): SubscriptionRecord {
  const subscription = state.subscriptions.get(id);
  if (!subscription) throw new Error(`stand-in: no subscription ${id}`);
  return subscription;
}

/** Cancels now (or at `at`): `customer.subscription.deleted`; an attached schedule is canceled too. */
export function cancelSubscription(
  state: StripeState,
  subscription: SubscriptionRecord,
  reason: SubscriptionRecord['cancellationReason'] = 'cancellation_requested',
  at = state.now(),
): void {
  Object.assign(subscription, {
    status: 'canceled',
    endedAt: at,
    canceledAt: subscription.canceledAt ?? at,
    cancellationReason: reason,
  });
  const schedule = subscription.schedule ? state.schedules.get(subscription.schedule) : undefined;
  if (schedule && schedule.status === 'active') {
    tracked(state, 'subscription_schedule.canceled', () => presentSchedule(state, schedule), () => {
      Object.assign(schedule, { status: 'canceled', canceledAt: at });
    });
  }
  emit(state, 'customer.subscription.deleted', presentSubscription(state, subscription));
}

/**
 * Makes the subscription's items these prices, item by item (an item keeps its id when its price
 * changes); a changed price prorates unless `proration` is `none`.
 */
export function replaceItems(
  state: StripeState,
  subscription: SubscriptionRecord,
  items: readonly { price: string; quantity: number }[],
  proration: 'create_prorations' | 'none' | 'always_invoice',
): void {
  subscription.items = items.map((item, index) => {
    const current = subscription.items[index];
    if (current && current.price !== item.price && proration !== 'none') addProration(state, subscription, current.price, item.price, item.quantity);
    return {
      id: current?.id ?? newId('si_', 14),
      created: current?.created ?? state.now(),
      price: item.price,
      quantity: item.quantity,
      metadata: current?.metadata ?? {},
    };
  });
}

/**
 * Detaches the schedule, leaving the subscription as it is: `subscription_schedule.released` (and the
 * subscription's update, unless the caller records that itself).
 */
export function releaseSchedule(state: StripeState, schedule: ScheduleRecord, recordUpdate = true): void {
  const subscription = schedule.subscription ? state.subscriptions.get(schedule.subscription) : undefined;
  Object.assign(schedule, { status: 'released', releasedAt: state.now(), releasedSubscription: schedule.subscription, subscription: null });
  emit(state, 'subscription_schedule.released', presentSchedule(state, schedule));
  if (!subscription) return;
  const detach = () => {
    subscription.schedule = null;
  };
  if (recordUpdate) updateSubscription(state, subscription, detach);
  else detach();
}

export type RenewalOutcome = 'succeeds' | 'fails' | 'requires_action' | 'pending';

/**
 * Moves the stand-in's clock to the end of the subscription's period and does what Stripe does there:
 * cancel at period end takes effect; an attached schedule moves to its next phase (its items replace
 * the subscription's) or, with no phase left, applies its end behaviour (`release` keeps the
 * subscription, `cancel` ends it); otherwise a new period starts with a renewal invoice, whose
 * automatic payment goes as `renewal` says (`pending` leaves it open).
 */
export function advanceToPeriodEnd(state: StripeState, subscriptionId: string, renewal: RenewalOutcome = 'succeeds'): void {
  const subscription = subscriptionOrThrow(state, subscriptionId);
  if (!['active', 'past_due', 'unpaid'].includes(subscription.status)) {
    throw new Error(`stand-in: subscription ${subscriptionId} is ${subscription.status}; only a live subscription renews`);
  }
  const card = savedCardOf(state, subscription);
  if (renewal === 'succeeds' && !card && !subscription.cancelAtPeriodEnd) {
    throw new Error(`stand-in: subscription ${subscriptionId} has no saved card to renew with`);
  }
  const periodEnd = subscription.periodEnd;
  state.setTime(periodEnd);
  const schedule = subscription.schedule ? state.schedules.get(subscription.schedule) : undefined;
  const scheduled = schedule?.status === 'active' ? schedule : undefined;
  const next = scheduled?.phases.find((phase) => phase.start === periodEnd);
  if (subscription.cancelAtPeriodEnd || (scheduled && !next && scheduled.endBehavior === 'cancel')) {
    if (scheduled) Object.assign(scheduled, { status: 'completed', completedAt: periodEnd });
    if (scheduled) emit(state, 'subscription_schedule.completed', presentSchedule(state, scheduled));
    cancelSubscription(state, subscription, 'cancellation_requested', periodEnd);
    return;
  }
  updateSubscription(state, subscription, () => {
    if (next) replaceItems(state, subscription, next.items, 'none');
    else if (scheduled) releaseSchedule(state, scheduled, false);
    subscription.periodStart = periodEnd;
    subscription.periodEnd = addMonths(periodEnd, 1, new Date(subscription.billingCycleAnchor * 1000).getUTCDate());
  });
  if (scheduled && next) emit(state, 'subscription_schedule.updated', presentSchedule(state, scheduled));
  const invoice = invoiceSubscription(state, subscription, 'subscription_cycle');
  if (!invoice.paymentIntent || renewal === 'pending') return;
  if (renewal === 'succeeds') succeedPaymentIntent(state, invoice.paymentIntent, card);
  else if (renewal === 'requires_action') requireAction(state, invoice.paymentIntent);
  else failPaymentIntent(state, invoice.paymentIntent, undefined, card);
}

/** An incomplete subscription whose first payment never came: `incomplete_expired` after 23 hours. */
export function expireIncomplete(state: StripeState, subscriptionId: string): void {
  const subscription = subscriptionOrThrow(state, subscriptionId);
  if (subscription.status !== 'incomplete') throw new Error(`stand-in: subscription ${subscriptionId} is not incomplete`);
  state.setTime(subscription.created + 23 * 3600);
  voidOpenInvoice(state, subscription);
  updateSubscription(state, subscription, () => {
    Object.assign(subscription, { status: 'incomplete_expired', endedAt: state.now() });
  });
}
