/** /v1/customers and /v1/payment_methods. */
import { invalidRequest } from './errors';
import { emit, tracked } from './events';
import type { ParamReader } from './form';
import { cancelSubscription } from './periods';
import { presentCustomer, presentPaymentMethod } from './present';
import { listAnswer, liveCustomer, mustFind, type Route } from './route';
import { newId, type CustomerRecord, type StripeState } from './state';

const CUSTOMER_PARAMS = ['email', 'name', 'description', 'phone', 'metadata', 'payment_method', 'invoice_settings', 'preferred_locales'];
const CUSTOMER_NOT_MODELLED = ['address', 'balance', 'shipping', 'source', 'tax', 'tax_exempt', 'tax_id_data', 'test_clock', 'cash_balance'];

/** Fields a create or an update sets; a payment method named must belong to the customer (or be free). */
function applyCustomerParams(state: StripeState, customer: CustomerRecord, params: ParamReader): void {
  const email = params.nullableString('email');
  const name = params.nullableString('name');
  const description = params.nullableString('description');
  const phone = params.nullableString('phone');
  if (email !== undefined) customer.email = email;
  if (name !== undefined) customer.name = name;
  if (description !== undefined) customer.description = description;
  if (phone !== undefined) customer.phone = phone;
  customer.metadata = params.metadata(customer.metadata);
  const attach = params.string('payment_method');
  if (attach) {
    const method = mustFind(state.paymentMethods, 'PaymentMethod', attach, 'payment_method');
    method.customer = customer.id;
  }
  const defaultMethod = params.object('invoice_settings')?.nullableString('default_payment_method');
  if (defaultMethod) {
    const method = mustFind(state.paymentMethods, 'PaymentMethod', defaultMethod, 'invoice_settings[default_payment_method]');
    if (method.customer !== customer.id) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
        undefined,
        'invoice_settings[default_payment_method]',
      );
    }
  }
  if (defaultMethod !== undefined) customer.defaultPaymentMethod = defaultMethod;
}

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    params: CUSTOMER_PARAMS,
    notModelled: CUSTOMER_NOT_MODELLED,
    handle({ state, params }) {
      const customer: CustomerRecord = {
        id: newId('cus_', 14),
        created: state.now(),
        email: null,
        name: null,
        description: null,
        phone: null,
        metadata: {},
        defaultPaymentMethod: null,
        deleted: false,
      };
      applyCustomerParams(state, customer, params);
      state.customers.set(customer.id, customer);
      emit(state, 'customer.created', presentCustomer(customer));
      return presentCustomer(customer);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers',
    params: ['email', 'limit', 'starting_after', 'ending_before', 'created', 'test_clock'],
    handle({ state, params }) {
      const email = params.string('email');
      const customers = [...state.customers.values()].filter((c) => !c.deleted && (email === undefined || c.email === email));
      return listAnswer(params, '/v1/customers', customers, presentCustomer);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    params: [],
    handle: ({ state, path }) => presentCustomer(mustFind(state.customers, 'customer', path.id ?? '')),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    params: CUSTOMER_PARAMS,
    notModelled: CUSTOMER_NOT_MODELLED,
    handle({ state, params, path }) {
      const customer = liveCustomer(state, path.id ?? '');
      tracked(state, 'customer.updated', () => presentCustomer(customer), () => applyCustomerParams(state, customer, params));
      return presentCustomer(customer);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    params: [],
    handle({ state, path }) {
      const customer = liveCustomer(state, path.id ?? '');
      for (const subscription of state.subscriptions.values()) {
        if (subscription.customer === customer.id && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
          cancelSubscription(state, subscription);
        }
      }
      emit(state, 'customer.deleted', presentCustomer(customer));
      customer.deleted = true;
      return presentCustomer(customer);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    params: ['type', 'limit', 'starting_after', 'ending_before', 'allow_redisplay'],
    handle({ state, params, path }) {
      const customer = liveCustomer(state, path.id ?? '');
      const methods = [...state.paymentMethods.values()].filter((method) => method.customer === customer.id);
      return listAnswer(params, `/v1/customers/${customer.id}/payment_methods`, methods, presentPaymentMethod);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    params: [],
    handle: ({ state, path }) => presentPaymentMethod(mustFind(state.paymentMethods, 'PaymentMethod', path.id ?? '')),
  },
];
