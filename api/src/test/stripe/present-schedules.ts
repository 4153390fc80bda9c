/** Subscription schedules (a plan change at the next cycle) as Stripe's pinned API version shows them. */
import type Stripe from 'stripe';
import type { JsonObject, Shape } from './present';
import type { ScheduleRecord, StripeState } from './state';

export function presentSchedule(state: StripeState, schedule: ScheduleRecord): JsonObject {
  const now = state.now();
  const current = schedule.status === 'active' ? schedule.phases.find((phase) => phase.start <= now && now < phase.end) : undefined;
  const subscription = schedule.subscription ? state.subscriptions.get(schedule.subscription) : undefined;
  return {
    id: schedule.id,
    object: 'subscription_schedule',
    application: null,
    billing_mode: { type: 'classic' },
    canceled_at: schedule.canceledAt,
    completed_at: schedule.completedAt,
    created: schedule.created,
    current_phase: current ? { start_date: current.start, end_date: current.end } : null,
    customer: schedule.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: null,
      description: null,
      invoice_settings: { account_tax_ids: null, days_until_due: null, issuer: { type: 'self' } },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: schedule.endBehavior,
    livemode: false,
    metadata: schedule.metadata,
    pause_schedules: [],
    phases: schedule.phases.map((phase) => ({
      add_invoice_items: [],
      application_fee_percent: null,
      billing_cycle_anchor: null,
      billing_thresholds: null,
      collection_method: null,
      currency: subscription?.currency ?? 'usd',
      default_payment_method: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      end_date: phase.end,
      invoice_settings: null,
      items: phase.items.map((item) => ({
        billing_thresholds: null,
        discounts: [],
        metadata: {},
        price: item.price,
        quantity: item.quantity,
        tax_rates: [],
      })),
      metadata: phase.metadata,
      on_behalf_of: null,
      proration_behavior: phase.prorationBehavior,
      start_date: phase.start,
      transfer_data: null,
      trial_end: null,
    })),
    released_at: schedule.releasedAt,
    released_subscription: schedule.releasedSubscription,
    status: schedule.status,
    subscription: schedule.subscription,
    test_clock: null,
  } satisfies Shape<Stripe.SubscriptionSchedule>;
}
