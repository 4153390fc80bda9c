/**
 * Finding any object by its id, and Stripe's `expand[]`: a dotted path replaces an id with its object
 * (`latest_invoice`, `invoice_settings.default_payment_method`), walks into lists through `data`
 * (`data.customer` on a list answer), and adds the "includable" fields that are never sent unless asked
 * for (`invoice.confirmation_secret`, `invoice.payments`, `charge.refunds`). A path naming anything
 * else answers Stripe's 400 "This property cannot be expanded", as the real API does for
 * `latest_invoice.payment_intent` in this API version.
 */
import { invalidRequest } from './errors';
import { presentCustomer, presentPaymentMethod, presentPortalSession, presentPrice, presentProduct, type JsonObject } from './present';
import {
  presentConfirmationSecret,
  presentInvoice,
  presentInvoicePayments,
  presentSubscription,
} from './present-billing';
import { presentSchedule } from './present-schedules';
import {
  presentCharge,
  presentChargeRefunds,
  presentDispute,
  presentPaymentIntent,
  presentRefund,
} from './present-payments';
import type { StripeState } from './state';

type Finder = (state: StripeState, id: string) => JsonObject | undefined;

const present =
  <R>(pick: (state: StripeState) => Map<string, R>, show: (state: StripeState, record: R) => JsonObject): Finder =>
  (state, id) => {
    const record = pick(state).get(id);
    return record === undefined ? undefined : show(state, record);
  };

/** Id prefix → the kind's name in Stripe's messages and its presenter; longer prefixes first. */
export const KINDS: readonly { prefix: string; name: string; find: Finder }[] = [
  { prefix: 'sub_sched_', name: 'subscription_schedule', find: present((s) => s.schedules, presentSchedule) },
  { prefix: 'sub_', name: 'subscription', find: present((s) => s.subscriptions, presentSubscription) },
  { prefix: 'cus_', name: 'customer', find: present((s) => s.customers, (_s, r) => presentCustomer(r)) },
  { prefix: 'pm_', name: 'payment_method', find: present((s) => s.paymentMethods, (_s, r) => presentPaymentMethod(r)) },
  { prefix: 'prod_', name: 'product', find: present((s) => s.products, (_s, r) => presentProduct(r)) },
  { prefix: 'price_', name: 'price', find: present((s) => s.prices, (_s, r) => presentPrice(r)) },
  { prefix: 'in_', name: 'invoice', find: present((s) => s.invoices, presentInvoice) },
  { prefix: 'pi_', name: 'payment_intent', find: present((s) => s.paymentIntents, (_s, r) => presentPaymentIntent(r)) },
  { prefix: 'ch_', name: 'charge', find: present((s) => s.charges, presentCharge) },
  { prefix: 're_', name: 'refund', find: present((s) => s.refunds, (_s, r) => presentRefund(r)) },
  { prefix: 'dp_', name: 'dispute', find: present((s) => s.disputes, (_s, r) => presentDispute(r)) },
  { prefix: 'bps_', name: 'billing_portal.session', find: present((s) => s.portalSessions, (_s, r) => presentPortalSession(r)) },
];

/** The object with this id as Stripe would answer it (unexpanded), or undefined. */
export function presentById(state: StripeState, id: string): JsonObject | undefined {
  return KINDS.find((kind) => id.startsWith(kind.prefix))?.find(state, id);
}

type Includer = (state: StripeState, owner: JsonObject) => unknown;

const includeFromInvoice =
  (show: typeof presentInvoicePayments | typeof presentConfirmationSecret): Includer =>
  (state, owner) => {
    const invoice = state.invoices.get(String(owner.id));
    return invoice ? show(state, invoice) : null;
  };

const INCLUDABLE: Record<string, Record<string, Includer>> = {
  invoice: {
    confirmation_secret: includeFromInvoice(presentConfirmationSecret),
    payments: includeFromInvoice(presentInvoicePayments),
  },
  charge: {
    refunds: (state, owner) => {
      const charge = state.charges.get(String(owner.id));
      return charge ? presentChargeRefunds(state, charge) : null;
    },
  },
};

const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(state: StripeState, node: unknown, segments: string[], done: string[]): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (Array.isArray(node)) {
    for (const entry of node) walk(state, entry, segments, done);
    return;
  }
  if (!isRecord(node)) return;
  const here = [...done, head];
  const value = node[head];
  if (typeof value === 'string') {
    const found = presentById(state, value);
    if (!found) throw invalidRequest(`This property cannot be expanded (${here.join('.')}).`, undefined, 'expand');
    node[head] = found;
  } else if (value === undefined) {
    const include = INCLUDABLE[String(node.object)]?.[head];
    if (!include) throw invalidRequest(`This property cannot be expanded (${here.join('.')}).`, undefined, 'expand');
    node[head] = include(state, node);
  } else if (value === null) {
    return;
  }
  walk(state, node[head], rest, here);
}

/** Applies `expand[]` paths to an answer in place and returns it. */
export function expand(state: StripeState, answer: JsonObject, paths: readonly string[]): JsonObject {
  for (const path of paths) {
    const segments = path.split('.');
    const depth = segments.filter((segment) => segment !== 'data').length;
    if (depth > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, undefined, 'expand');
    walk(state, answer, segments, []);
  }
  return answer;
}
