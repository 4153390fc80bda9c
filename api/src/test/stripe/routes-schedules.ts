/**
 * /v1/subscription_schedules: a schedule made `from_subscription`, then updated with phases, is how a
 * plan change "at the next billing cycle" is done (reference notes): phase 1 is the current period with
 * today's price, phase 2 starts at `current_period_end` with the new one; `advanceToPeriodEnd` applies
 * it. Phase boundaries must fall on the subscription's billing-period boundaries (mid-period phase
 * changes are not modelled). Release detaches the schedule; cancel ends the subscription too.
 */
import { invalidRequest, parameterInvalid } from './errors';
import { emit, tracked } from './events';
import type { ParamReader } from './form';
import { updateSubscription } from './invoices';
import { cancelSubscription, releaseSchedule, replaceItems } from './periods';
import { presentSchedule } from './present-schedules';
import { checkNestedParams, mustFind, type Route } from './route';
import { recurringPrice } from './routes-subscriptions';
import { addMonths, newId, type ScheduleRecord, type SchedulePhaseRecord, type StripeState, type SubscriptionRecord } from './state';

const PRORATION = ['create_prorations', 'none', 'always_invoice'] as const;
const PHASE_NOT_MODELLED = ['add_invoice_items', 'trial', 'trial_end', 'billing_cycle_anchor', 'discounts', 'default_tax_rates', 'invoice_settings', 'collection_method', 'on_behalf_of', 'transfer_data', 'application_fee_percent', 'automatic_tax', 'billing_thresholds', 'currency', 'default_payment_method', 'description'];
const PHASE_PARAMS = ['items', 'start_date', 'end_date', 'duration', 'proration_behavior', 'metadata'];

function anchorDay(subscription: SubscriptionRecord): number {
  return new Date(subscription.billingCycleAnchor * 1000).getUTCDate();
}

/** A billing-period boundary of the subscription at or after its current period's end. */
function isPeriodBoundary(subscription: SubscriptionRecord, at: number): boolean {
  let boundary = subscription.periodEnd;
  while (boundary < at) boundary = addMonths(boundary, 1, anchorDay(subscription));
  return boundary === at;
}

function timestamp(params: ParamReader, key: string, now: number): number | undefined {
  return params.string(key) === 'now' ? now : params.integer(key);
}

function readPhases(state: StripeState, subscription: SubscriptionRecord, phases: ParamReader[], defaultProration: SchedulePhaseRecord['prorationBehavior']): SchedulePhaseRecord[] {
  let start = subscription.periodStart;
  return phases.map((phase, index) => {
    checkNestedParams(phase, PHASE_PARAMS, PHASE_NOT_MODELLED);
    const givenStart = timestamp(phase, 'start_date', state.now());
    if (index === 0 && givenStart !== undefined && givenStart !== subscription.periodStart) {
      throw invalidRequest('You can not modify the start date of the current phase.', undefined, 'phases[0][start_date]');
    }
    if (index > 0 && givenStart !== undefined && givenStart !== start) {
      throw parameterInvalid(`${phase.path}[start_date]`, `The start date of phase ${index} must be the end date of phase ${index - 1}.`);
    }
    const duration = phase.object('duration');
    const months = duration ? (duration.oneOf('interval', ['month', 'year']) === 'year' ? 12 : 1) * (duration.integer('interval_count') ?? 1) : 1;
    const end = timestamp(phase, 'end_date', state.now()) ?? addMonths(start, months, anchorDay(subscription));
    if (end <= start) throw parameterInvalid(`${phase.path}[end_date]`, 'The end date must be after the start date.');
    if (!isPeriodBoundary(subscription, end)) {
      throw invalidRequest(`The Stripe stand-in only models phases that end on a billing-period boundary (${phase.path}).`, undefined, `${phase.path}[end_date]`);
    }
    const items = phase.objects('items') ?? [];
    if (items.length === 0) throw invalidRequest(`Missing required param: ${phase.path}[items].`, 'parameter_missing', `${phase.path}[items]`);
    const record: SchedulePhaseRecord = {
      start,
      end,
      items: items.map((item) => ({ price: recurringPrice(state, item).id, quantity: item.integer('quantity') ?? 1 })),
      prorationBehavior: phase.oneOf('proration_behavior', PRORATION) ?? defaultProration,
      metadata: phase.metadata(),
    };
    start = end;
    return record;
  });
}

function activeSchedule(state: StripeState, id: string): ScheduleRecord {
  const schedule = mustFind(state.schedules, 'subscription_schedule', id);
  if (schedule.status !== 'active' && schedule.status !== 'not_started') {
    throw invalidRequest(
      `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in one of the following statuses: \`not_started\`, \`active\`.`,
    );
  }
  return schedule;
}

function fromSubscription(state: StripeState, params: ParamReader): ScheduleRecord {
  const subscription = mustFind(state.subscriptions, 'subscription', params.requiredString('from_subscription'), 'from_subscription');
  if (subscription.schedule) {
    throw invalidRequest(`You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`, undefined, 'from_subscription');
  }
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalidRequest('You cannot migrate a canceled subscription to a subscription schedule.', undefined, 'from_subscription');
  }
  const schedule: ScheduleRecord = {
    id: newId('sub_sched_'),
    created: state.now(),
    customer: subscription.customer,
    subscription: subscription.id,
    status: 'active',
    phases: [
      {
        start: subscription.periodStart,
        end: subscription.periodEnd,
        items: subscription.items.map((item) => ({ price: item.price, quantity: item.quantity })),
        prorationBehavior: 'create_prorations',
        metadata: {},
      },
    ],
    endBehavior: 'release',
    releasedAt: null,
    releasedSubscription: null,
    canceledAt: null,
    completedAt: null,
    metadata: params.metadata(),
  };
  state.schedules.set(schedule.id, schedule);
  emit(state, 'subscription_schedule.created', presentSchedule(state, schedule));
  updateSubscription(state, subscription, () => {
    subscription.schedule = schedule.id;
  });
  return schedule;
}

function updateSchedule(state: StripeState, schedule: ScheduleRecord, params: ParamReader): void {
  const subscription = mustFind(state.subscriptions, 'subscription', schedule.subscription ?? '');
  const proration = params.oneOf('proration_behavior', PRORATION) ?? 'create_prorations';
  const phases = params.objects('phases');
  tracked(state, 'subscription_schedule.updated', () => presentSchedule(state, schedule), () => {
    if (phases) {
      if (phases.length === 0) throw invalidRequest('A schedule must have at least one phase.', undefined, 'phases');
      schedule.phases = readPhases(state, subscription, phases, proration);
      const current = schedule.phases[0];
      // Items of the current phase that differ from the subscription's take effect now, as in Stripe.
      if (current) {
        updateSubscription(state, subscription, () => replaceItems(state, subscription, current.items, current.prorationBehavior));
      }
    }
    schedule.endBehavior = params.oneOf('end_behavior', ['release', 'cancel']) ?? schedule.endBehavior;
    schedule.metadata = params.metadata(schedule.metadata);
  });
}

const SCHEDULE_NOT_MODELLED = ['customer', 'phases', 'start_date', 'default_settings', 'end_behavior', 'billing_mode', 'test_clock'];

export const scheduleRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/subscription_schedules',
    params: ['from_subscription', 'metadata'],
    notModelled: SCHEDULE_NOT_MODELLED,
    handle: ({ state, params }) => presentSchedule(state, fromSubscription(state, params)),
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules/:id',
    params: [],
    handle: ({ state, path }) => presentSchedule(state, mustFind(state.schedules, 'subscription_schedule', path.id ?? '')),
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id',
    params: ['phases', 'end_behavior', 'metadata', 'proration_behavior'],
    notModelled: ['default_settings', 'pause_schedules'],
    handle({ state, params, path }) {
      const schedule = activeSchedule(state, path.id ?? '');
      updateSchedule(state, schedule, params);
      return presentSchedule(state, schedule);
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/release',
    params: ['preserve_cancel_date'],
    handle({ state, path }) {
      const schedule = activeSchedule(state, path.id ?? '');
      releaseSchedule(state, schedule);
      return presentSchedule(state, schedule);
    },
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/:id/cancel',
    params: ['invoice_now', 'prorate'],
    handle({ state, path }) {
      const schedule = activeSchedule(state, path.id ?? '');
      const subscription = schedule.subscription ? state.subscriptions.get(schedule.subscription) : undefined;
      if (subscription) cancelSubscription(state, subscription);
      else Object.assign(schedule, { status: 'canceled', canceledAt: state.now() });
      return presentSchedule(state, schedule);
    },
  },
];
