/**
 * /v1/payment_intents (the storage add-on's one-time payment), /v1/invoices, /v1/prices, /v1/charges,
 * /v1/billing_portal/sessions and /v1/events.
 */
import { invalidRequest, parameterInvalid, resourceMissing } from './errors';
import { emit } from './events';
import type { ParamReader } from './form';
import { createPaymentIntent } from './payments';
import { presentPortalSession, presentPrice } from './present';
import { presentInvoice } from './present-billing';
import { presentCharge, presentPaymentIntent } from './present-payments';
import { listAnswer, liveCustomer, mustFind, type Route } from './route';
import { newId, type PaymentIntentRecord, type StripeState } from './state';

/** Stripe's smallest charge per currency (in its smallest unit); 50 for the dollar, euro and most. */
const MINIMUM_AMOUNT: Record<string, number> = { usd: 50, eur: 50, gbp: 30, cad: 50, aud: 50 };

function readAmount(params: ParamReader, currency: string): number {
  const amount = params.requiredInteger('amount');
  const minimum = MINIMUM_AMOUNT[currency] ?? 50;
  if (amount < minimum) {
    throw parameterInvalid('amount', `Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}`, 'amount_too_small');
  }
  return amount;
}

function readCurrency(params: ParamReader): string {
  const currency = params.requiredString('currency');
  if (!/^[a-z]{3}$/.test(currency)) throw parameterInvalid('currency', `Invalid currency: ${currency}. Stripe currently supports these currencies: usd, eur, …`);
  return currency;
}

function createIntentFromParams(state: StripeState, params: ParamReader): PaymentIntentRecord {
  const currency = readCurrency(params);
  const amount = readAmount(params, currency);
  const customer = params.string('customer');
  if (customer) liveCustomer(state, customer, 'customer');
  const types = params.strings('payment_method_types');
  const automatic = params.object('automatic_payment_methods')?.boolean('enabled');
  if (types.length > 0 && automatic) {
    throw invalidRequest('You may only specify one of these parameters: automatic_payment_methods, payment_method_types.', 'parameters_exclusive');
  }
  return createPaymentIntent(state, {
    amount,
    currency,
    customer: customer ?? null,
    metadata: params.metadata(),
    description: params.nullableString('description') ?? null,
    // Since API version 2023-08-16 an intent without payment_method_types uses automatic payment methods.
    automaticPaymentMethods: types.length === 0 && automatic !== false,
    paymentMethodTypes: types.length > 0 ? types : ['card', 'link'],
    receiptEmail: params.nullableString('receipt_email') ?? null,
    setupFutureUsage: params.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null,
  });
}

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

const PORTAL_FLOWS = ['payment_method_update', 'subscription_cancel', 'subscription_update', 'subscription_update_confirm', 'subscription_pause'] as const;

function portalFlow(state: StripeState, flow: ParamReader | undefined): unknown {
  if (!flow) return null;
  const type = flow.oneOf('type', PORTAL_FLOWS);
  if (!type) throw invalidRequest('Missing required param: flow_data[type].', 'parameter_missing', 'flow_data[type]');
  const subscriptionOf = (key: string) => {
    const id = flow.object(key)?.requiredString('subscription');
    if (!id) throw invalidRequest(`Missing required param: flow_data[${key}].`, 'parameter_missing', `flow_data[${key}]`);
    return mustFind(state.subscriptions, 'subscription', id, `flow_data[${key}][subscription]`).id;
  };
  const afterCompletion = flow.object('after_completion');
  return {
    type,
    after_completion: {
      type: afterCompletion?.oneOf('type', ['hosted_confirmation', 'portal_homepage', 'redirect']) ?? 'portal_homepage',
      hosted_confirmation: null,
      redirect: afterCompletion?.object('redirect') ? { return_url: afterCompletion.object('redirect')?.requiredString('return_url') } : null,
    },
    subscription_cancel: type === 'subscription_cancel' ? { retention: null, subscription: subscriptionOf('subscription_cancel') } : null,
    subscription_update: type === 'subscription_update' ? { subscription: subscriptionOf('subscription_update') } : null,
    subscription_update_confirm: null,
  };
}

export const paymentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    params: ['amount', 'currency', 'customer', 'metadata', 'automatic_payment_methods', 'payment_method_types', 'description', 'receipt_email', 'setup_future_usage', 'statement_descriptor', 'statement_descriptor_suffix'],
    notModelled: ['confirm', 'payment_method', 'capture_method', 'off_session', 'return_url', 'confirmation_method', 'application_fee_amount', 'on_behalf_of', 'transfer_data', 'shipping', 'payment_method_options'],
    handle: ({ state, params }) => presentPaymentIntent(createIntentFromParams(state, params)),
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    params: ['client_secret'],
    handle: ({ state, path }) => presentPaymentIntent(mustFind(state.paymentIntents, 'payment_intent', path.id ?? '')),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id',
    params: ['amount', 'metadata', 'description', 'receipt_email', 'setup_future_usage'],
    handle({ state, params, path }) {
      const intent = mustFind(state.paymentIntents, 'payment_intent', path.id ?? '');
      if (params.has('amount')) {
        if (!CANCELABLE.includes(intent.status)) {
          throw invalidRequest(`This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state', 'amount');
        }
        intent.amount = readAmount(params, intent.currency);
      }
      intent.metadata = params.metadata(intent.metadata);
      const description = params.nullableString('description');
      if (description !== undefined) intent.description = description;
      return presentPaymentIntent(intent);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    params: ['cancellation_reason'],
    handle({ state, path }) {
      const intent = mustFind(state.paymentIntents, 'payment_intent', path.id ?? '');
      if (!CANCELABLE.includes(intent.status)) {
        throw invalidRequest(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
          'payment_intent_unexpected_state',
        );
      }
      Object.assign(intent, { status: 'canceled', canceledAt: state.now() });
      emit(state, 'payment_intent.canceled', presentPaymentIntent(intent));
      return presentPaymentIntent(intent);
    },
  },
  {
    method: 'GET',
    path: '/v1/invoices/:id',
    params: [],
    handle: ({ state, path }) => presentInvoice(state, mustFind(state.invoices, 'invoice', path.id ?? '')),
  },
  {
    method: 'GET',
    path: '/v1/invoices',
    params: ['customer', 'subscription', 'status', 'limit', 'starting_after', 'ending_before', 'created', 'collection_method', 'due_date'],
    handle({ state, params }) {
      const customer = params.string('customer');
      const subscription = params.string('subscription');
      const status = params.string('status');
      const invoices = [...state.invoices.values()].filter(
        (i) => (customer === undefined || i.customer === customer) && (subscription === undefined || i.subscription === subscription) && (status === undefined || i.status === status),
      );
      return listAnswer(params, '/v1/invoices', invoices, (invoice) => presentInvoice(state, invoice));
    },
  },
  {
    method: 'GET',
    path: '/v1/prices/:id',
    params: [],
    handle: ({ state, path }) => presentPrice(mustFind(state.prices, 'price', path.id ?? '')),
  },
  {
    method: 'GET',
    path: '/v1/prices',
    params: ['lookup_keys', 'active', 'product', 'type', 'currency', 'limit', 'starting_after', 'ending_before', 'created', 'recurring'],
    handle({ state, params }) {
      const keys = params.strings('lookup_keys');
      const active = params.boolean('active');
      const prices = [...state.prices.values()].filter(
        (p) => (keys.length === 0 || (p.lookupKey !== null && keys.includes(p.lookupKey))) && (active === undefined || p.active === active),
      );
      return listAnswer(params, '/v1/prices', prices, presentPrice);
    },
  },
  {
    method: 'GET',
    path: '/v1/charges/:id',
    params: [],
    handle: ({ state, path }) => presentCharge(state, mustFind(state.charges, 'charge', path.id ?? '')),
  },
  {
    method: 'POST',
    path: '/v1/billing_portal/sessions',
    params: ['customer', 'return_url', 'flow_data', 'locale', 'configuration', 'on_behalf_of'],
    handle({ state, params, baseUrl }) {
      const customer = liveCustomer(state, params.requiredString('customer'), 'customer');
      const id = newId('bps_');
      const session = {
        id,
        created: state.now(),
        customer: customer.id,
        returnUrl: params.string('return_url') ?? null,
        flow: portalFlow(state, params.object('flow_data')),
        locale: params.string('locale') ?? null,
        url: `${baseUrl}/p/session/${id}`,
      };
      state.portalSessions.set(id, session);
      emit(state, 'billing_portal.session.created', presentPortalSession(session));
      return presentPortalSession(session);
    },
  },
  {
    method: 'GET',
    path: '/v1/events/:id',
    params: [],
    handle({ state, path }) {
      const event = state.events.find((e) => e.id === path.id);
      if (!event) throw resourceMissing('event', path.id ?? '');
      return structuredClone(event) as unknown as Record<string, unknown>;
    },
  },
  {
    method: 'GET',
    path: '/v1/events',
    params: ['type', 'types', 'limit', 'starting_after', 'ending_before', 'created', 'delivery_success'],
    handle({ state, params }) {
      const type = params.string('type');
      const events = state.events.filter((e) => type === undefined || e.type === type || (type.endsWith('*') && e.type.startsWith(type.slice(0, -1))));
      return listAnswer(params, '/v1/events', events, (e) => structuredClone(e) as unknown as Record<string, unknown>);
    },
  },
];
