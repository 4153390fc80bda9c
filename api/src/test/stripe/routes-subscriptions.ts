/**
 * /v1/subscriptions: create (`payment_behavior=default_incomplete` answers an incomplete subscription
 * whose first invoice waits for Stripe.js), retrieve, list, update (price change with or without
 * proration, `cancel_at_period_end`) and cancel.
 */
import { invalidRequest, resourceMissing } from './errors';
import { emit } from './events';
import type { ParamReader } from './form';
import { addProration, invoiceSubscription, priceRecord, savedCardOf, succeedPaymentIntent, updateSubscription, voidOpenInvoice } from './invoices';
import { cancelSubscription } from './periods';
import { presentSubscription } from './present-billing';
import { checkNestedParams, listAnswer, liveCustomer, mustFind, type Route } from './route';
import { addMonths, newId, type StripeState, type SubscriptionItemRecord, type SubscriptionRecord } from './state';

const PRORATION = ['create_prorations', 'none', 'always_invoice'] as const;
type Proration = (typeof PRORATION)[number];

const ITEM_PARAMS = ['id', 'price', 'quantity', 'metadata', 'deleted'];
const ITEM_NOT_MODELLED = ['price_data', 'discounts', 'tax_rates', 'billing_thresholds', 'clear_usage', 'plan'];

/** A recurring price that exists, read from `items[n][price]`; the item's other fields must be known. */
export function recurringPrice(state: StripeState, item: ParamReader) {
  checkNestedParams(item, ITEM_PARAMS, ITEM_NOT_MODELLED);
  const id = item.requiredString('price');
  const price = mustFind(state.prices, 'price', id, `${item.path}[price]`);
  if (!price.interval) {
    throw invalidRequest(
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      undefined,
      `${item.path}[price]`,
    );
  }
  return price;
}

const QUANTITY_OF = (item: ParamReader) => item.integer('quantity') ?? 1;

function newItems(state: StripeState, items: ParamReader[]): SubscriptionItemRecord[] {
  return items.map((item) => ({
    id: newId('si_', 14),
    created: state.now(),
    price: recurringPrice(state, item).id,
    quantity: QUANTITY_OF(item),
    metadata: item.metadata(),
  }));
}

/**
 * `items[]` of an update: with `id` the item changes price or quantity (or goes, with `deleted`),
 * without one it is added. Price changes prorate unless `proration` is `none`.
 */
export function changeItems(state: StripeState, subscription: SubscriptionRecord, items: ParamReader[], proration: Proration): void {
  for (const item of items) {
    checkNestedParams(item, ITEM_PARAMS, ITEM_NOT_MODELLED);
    const id = item.string('id');
    if (!id) {
      subscription.items.push(...newItems(state, [item]));
      continue;
    }
    const current = subscription.items.find((existing) => existing.id === id);
    if (!current) throw invalidRequest(`No such subscription item: '${id}'`, 'resource_missing', `${item.path}[id]`);
    if (item.boolean('deleted')) {
      subscription.items = subscription.items.filter((existing) => existing !== current);
      continue;
    }
    const price = item.has('price') ? recurringPrice(state, item).id : current.price;
    if (price !== current.price && proration !== 'none') addProration(state, subscription, current.price, price, current.quantity);
    Object.assign(current, { price, quantity: item.integer('quantity') ?? current.quantity, metadata: item.metadata(current.metadata) });
  }
  if (subscription.items.length === 0) throw invalidRequest('A subscription must have at least one active item.', undefined, 'items');
}

function setCancelAtPeriodEnd(state: StripeState, subscription: SubscriptionRecord, cancel: boolean): void {
  if (subscription.schedule) {
    throw invalidRequest(
      `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
    );
  }
  Object.assign(subscription, {
    cancelAtPeriodEnd: cancel,
    cancelAt: cancel ? subscription.periodEnd : null,
    canceledAt: cancel ? state.now() : null,
    cancellationReason: cancel ? 'cancellation_requested' : null,
  });
}

const SUBSCRIPTION_NOT_MODELLED = [
  'trial_period_days',
  'trial_end',
  'trial_settings',
  'trial_from_plan',
  'billing_cycle_anchor',
  'billing_cycle_anchor_config',
  'backdate_start_date',
  'add_invoice_items',
  'discounts',
  'cancel_at',
  'days_until_due',
  'pause_collection',
  'pending_invoice_item_interval',
  'transfer_data',
  'on_behalf_of',
  'application_fee_percent',
  'default_tax_rates',
  'billing_thresholds',
  'billing_mode',
];

const COMMON_PARAMS = ['items', 'metadata', 'description', 'default_payment_method', 'payment_behavior', 'payment_settings', 'proration_behavior', 'cancel_at_period_end', 'off_session', 'collection_method', 'automatic_tax', 'default_source', 'promotion_code', 'cancellation_details', 'proration_date'];

function createSubscription(state: StripeState, params: ParamReader): SubscriptionRecord {
  const customer = liveCustomer(state, params.requiredString('customer'), 'customer');
  const items = params.objects('items') ?? [];
  if (items.length === 0) throw invalidRequest('Missing required param: items.', 'parameter_missing', 'items');
  const behavior = params.oneOf('payment_behavior', ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete']) ?? 'allow_incomplete';
  const collection = params.oneOf('collection_method', ['charge_automatically', 'send_invoice']);
  if (collection === 'send_invoice') throw invalidRequest('The Stripe stand-in models `collection_method=charge_automatically` only.', undefined, 'collection_method');
  const defaultMethod = params.string('default_payment_method');
  if (defaultMethod) mustFind(state.paymentMethods, 'PaymentMethod', defaultMethod, 'default_payment_method');
  const itemRecords = newItems(state, items);
  const currency = priceRecord(state, itemRecords[0]?.price ?? '').currency;
  const card = defaultMethod ?? customer.defaultPaymentMethod;
  if (behavior === 'error_if_incomplete' && !card) {
    throw invalidRequest('This customer has no attached payment source or default payment method.', 'resource_missing', 'customer');
  }
  const now = state.now();
  const subscription: SubscriptionRecord = {
    id: newId('sub_'),
    created: now,
    customer: customer.id,
    currency,
    status: 'incomplete',
    items: itemRecords,
    startDate: now,
    billingCycleAnchor: now,
    periodStart: now,
    periodEnd: addMonths(now, 1),
    cancelAtPeriodEnd: false,
    cancelAt: null,
    canceledAt: null,
    endedAt: null,
    cancellationReason: null,
    latestInvoice: null,
    defaultPaymentMethod: defaultMethod ?? null,
    saveDefaultPaymentMethod: params.object('payment_settings')?.oneOf('save_default_payment_method', ['off', 'on_subscription']) ?? 'off',
    description: params.nullableString('description') ?? null,
    metadata: params.metadata(),
    schedule: null,
  };
  state.subscriptions.set(subscription.id, subscription);
  if (params.boolean('cancel_at_period_end')) setCancelAtPeriodEnd(state, subscription, true);
  const invoice = invoiceSubscription(state, subscription, 'subscription_create');
  if (invoice.status === 'paid') subscription.status = 'active';
  emit(state, 'customer.subscription.created', presentSubscription(state, subscription));
  if (invoice.paymentIntent && behavior !== 'default_incomplete' && card) succeedPaymentIntent(state, invoice.paymentIntent, card);
  return subscription;
}

function updateSubscriptionFromParams(state: StripeState, subscription: SubscriptionRecord, params: ParamReader): void {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    const allowed = ['metadata', 'cancellation_details', 'expand'];
    const other = Object.keys(params.params).find((key) => !allowed.includes(key));
    if (other) throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', undefined, other);
  }
  const proration: Proration = params.oneOf('proration_behavior', PRORATION) ?? 'create_prorations';
  const defaultMethod = params.nullableString('default_payment_method');
  if (defaultMethod) mustFind(state.paymentMethods, 'PaymentMethod', defaultMethod, 'default_payment_method');
  updateSubscription(state, subscription, () => {
    const items = params.objects('items');
    if (items) changeItems(state, subscription, items, proration);
    const cancel = params.boolean('cancel_at_period_end');
    if (cancel !== undefined) setCancelAtPeriodEnd(state, subscription, cancel);
    if (defaultMethod !== undefined) subscription.defaultPaymentMethod = defaultMethod;
    const description = params.nullableString('description');
    if (description !== undefined) subscription.description = description;
    subscription.metadata = params.metadata(subscription.metadata);
  });
  const pending = [...state.invoiceItems.values()].some((item) => item.subscription === subscription.id && !item.invoice);
  if (proration === 'always_invoice' && pending) {
    const invoice = invoiceSubscription(state, subscription, 'subscription_update');
    const card = savedCardOf(state, subscription);
    if (invoice.paymentIntent && card) succeedPaymentIntent(state, invoice.paymentIntent, card);
  }
}

export const subscriptionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/subscriptions',
    params: ['customer', 'currency', ...COMMON_PARAMS],
    notModelled: SUBSCRIPTION_NOT_MODELLED,
    handle: ({ state, params }) => presentSubscription(state, createSubscription(state, params)),
  },
  {
    method: 'GET',
    path: '/v1/subscriptions',
    params: ['customer', 'price', 'status', 'limit', 'starting_after', 'ending_before', 'created', 'current_period_end', 'current_period_start', 'collection_method', 'test_clock', 'automatic_tax'],
    handle({ state, params }) {
      const customer = params.string('customer');
      const price = params.string('price');
      const status = params.string('status');
      const subscriptions = [...state.subscriptions.values()].filter(
        (s) =>
          (customer === undefined || s.customer === customer) &&
          (price === undefined || s.items.some((item) => item.price === price)) &&
          (status === 'all' || (status === undefined ? s.status !== 'canceled' && s.status !== 'incomplete_expired' : s.status === status)),
      );
      return listAnswer(params, '/v1/subscriptions', subscriptions, (s) => presentSubscription(state, s));
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    params: [],
    handle: ({ state, path }) => presentSubscription(state, mustFind(state.subscriptions, 'subscription', path.id ?? '')),
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    params: COMMON_PARAMS,
    notModelled: SUBSCRIPTION_NOT_MODELLED,
    handle({ state, params, path }) {
      const subscription = mustFind(state.subscriptions, 'subscription', path.id ?? '');
      updateSubscriptionFromParams(state, subscription, params);
      return presentSubscription(state, subscription);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    params: ['invoice_now', 'prorate', 'cancellation_details'],
    handle({ state, path }) {
      const subscription = mustFind(state.subscriptions, 'subscription', path.id ?? '');
      // Stripe answers a second cancellation as if the subscription were gone.
      if (subscription.status === 'canceled') throw resourceMissing('subscription', subscription.id);
      if (subscription.status === 'incomplete') voidOpenInvoice(state, subscription);
      cancelSubscription(state, subscription);
      return presentSubscription(state, subscription);
    },
  },
];
