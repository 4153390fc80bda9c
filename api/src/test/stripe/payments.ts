/**
 * Cards and payment intents: what happens when Stripe.js confirms a payment in the browser (the tests
 * say how it went), and what a refund or a dispute does to the charge. Invoice and subscription
 * effects of a payment live in invoices.ts.
 */
import { emit, tracked } from './events';
import { presentCustomer, presentPaymentMethod } from './present';
import { presentCharge, presentDispute, presentPaymentIntent, presentRefund } from './present-payments';
import { newId, type PaymentErrorRecord, type PaymentIntentRecord, type PaymentMethodRecord, type StripeState } from './state';

export interface TestCard {
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
}

export const DECLINED: PaymentErrorRecord = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

/** A card payment method, attached to `customer` (and made its invoice default when asked). */
export function attachCard(
  state: StripeState,
  customer: string | null,
  card: TestCard = {},
  makeDefault = false,
): PaymentMethodRecord {
  const method: PaymentMethodRecord = {
    id: newId('pm_'),
    created: state.now(),
    customer,
    brand: card.brand ?? 'visa',
    last4: card.last4 ?? '4242',
    expMonth: card.expMonth ?? 12,
    expYear: card.expYear ?? new Date().getUTCFullYear() + 3,
  };
  state.paymentMethods.set(method.id, method);
  if (customer) emit(state, 'payment_method.attached', presentPaymentMethod(method));
  const owner = customer ? state.customers.get(customer) : undefined;
  if (owner && makeDefault) {
    tracked(state, 'customer.updated', () => presentCustomer(owner), () => {
      owner.defaultPaymentMethod = method.id;
    });
  }
  return method;
}

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  metadata?: Record<string, string>;
  description?: string | null;
  automaticPaymentMethods?: boolean;
  paymentMethodTypes?: string[];
  receiptEmail?: string | null;
  setupFutureUsage?: 'off_session' | 'on_session' | null;
  invoice?: string | null;
}

export function createPaymentIntent(state: StripeState, input: NewPaymentIntent): PaymentIntentRecord {
  const id = newId('pi_');
  const intent: PaymentIntentRecord = {
    id,
    created: state.now(),
    amount: input.amount,
    currency: input.currency,
    customer: input.customer,
    description: input.description ?? null,
    metadata: input.metadata ?? {},
    status: 'requires_payment_method',
    clientSecret: `${id}_secret_${newId('', 25)}`,
    automaticPaymentMethods: input.automaticPaymentMethods ?? false,
    paymentMethodTypes: input.paymentMethodTypes ?? ['card'],
    paymentMethod: null,
    latestCharge: null,
    lastError: null,
    canceledAt: null,
    receiptEmail: input.receiptEmail ?? null,
    setupFutureUsage: input.setupFutureUsage ?? null,
    invoice: input.invoice ?? null,
  };
  state.paymentIntents.set(id, intent);
  emit(state, 'payment_intent.created', presentPaymentIntent(intent));
  return intent;
}

const OPEN_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

export function intentOrThrow(state: StripeState, id: string): PaymentIntentRecord {
  const intent = state.paymentIntents.get(id);
  if (!intent) throw new Error(`stand-in: no payment intent ${id}`);
  if (!OPEN_STATUSES.has(intent.status)) throw new Error(`stand-in: payment intent ${id} is ${intent.status}, not awaiting payment`);
  return intent;
}

/** The card paying: the given one, the intent's own, else a new Visa 4242 attached to the customer. */
function cardFor(state: StripeState, intent: PaymentIntentRecord, card?: TestCard | string): PaymentMethodRecord {
  if (typeof card === 'string') {
    const method = state.paymentMethods.get(card);
    if (!method) throw new Error(`stand-in: no payment method ${card}`);
    return method;
  }
  const existing = !card && intent.paymentMethod ? state.paymentMethods.get(intent.paymentMethod) : undefined;
  return existing ?? attachCard(state, intent.customer, card);
}

/** The payment intent succeeds with a card (a charge is made); invoice effects are the caller's. */
export function chargeIntent(state: StripeState, intent: PaymentIntentRecord, card?: TestCard | string): PaymentMethodRecord {
  const method = cardFor(state, intent, card);
  const charge = {
    id: newId('ch_'),
    created: state.now(),
    amount: intent.amount,
    amountRefunded: 0,
    currency: intent.currency,
    customer: intent.customer,
    paymentIntent: intent.id,
    paymentMethod: method.id,
    metadata: { ...intent.metadata },
    disputed: false,
    refunds: [],
  };
  state.charges.set(charge.id, charge);
  Object.assign(intent, { status: 'succeeded', paymentMethod: method.id, latestCharge: charge.id, lastError: null });
  emit(state, 'charge.succeeded', presentCharge(state, charge));
  emit(state, 'payment_intent.succeeded', presentPaymentIntent(intent));
  return method;
}

/** The card is declined: the intent goes back to `requires_payment_method` with `last_payment_error`. */
export function declineIntent(state: StripeState, intent: PaymentIntentRecord, error: PaymentErrorRecord = DECLINED, card?: TestCard | string): void {
  const method = cardFor(state, intent, card);
  Object.assign(intent, { status: 'requires_payment_method', paymentMethod: method.id, lastError: error });
  emit(state, 'payment_intent.payment_failed', presentPaymentIntent(intent));
}

/** The bank asks for 3-D Secure: the intent waits in `requires_action`. */
export function requireActionOnIntent(state: StripeState, intent: PaymentIntentRecord): void {
  intent.status = 'requires_action';
  emit(state, 'payment_intent.requires_action', presentPaymentIntent(intent));
}

function chargeOf(state: StripeState, paymentIntentId: string) {
  const intent = state.paymentIntents.get(paymentIntentId);
  const charge = intent?.latestCharge ? state.charges.get(intent.latestCharge) : undefined;
  if (!intent || intent.status !== 'succeeded' || !charge) throw new Error(`stand-in: payment intent ${paymentIntentId} has no successful charge`);
  return charge;
}

/** Refunds (all of, by default) the intent's charge: `refund.created` and `charge.refunded`. */
export function refundIntent(state: StripeState, paymentIntentId: string, amount?: number) {
  const charge = chargeOf(state, paymentIntentId);
  const refundAmount = amount ?? charge.amount - charge.amountRefunded;
  const refund = {
    id: newId('re_'),
    created: state.now(),
    amount: refundAmount,
    charge: charge.id,
    paymentIntent: paymentIntentId,
    currency: charge.currency,
  };
  state.refunds.set(refund.id, refund);
  const before = presentCharge(state, charge);
  charge.amountRefunded += refundAmount;
  charge.refunds.push(refund.id);
  emit(state, 'refund.created', presentRefund(refund));
  emit(state, 'charge.refunded', presentCharge(state, charge), { amount_refunded: before.amount_refunded, refunded: before.refunded });
  return refund;
}

/** The card holder disputes the intent's charge: `charge.dispute.created`. */
export function disputeIntent(state: StripeState, paymentIntentId: string, reason = 'fraudulent') {
  const charge = chargeOf(state, paymentIntentId);
  const dispute = {
    id: newId('dp_'),
    created: state.now(),
    amount: charge.amount,
    charge: charge.id,
    paymentIntent: paymentIntentId,
    currency: charge.currency,
    reason,
  };
  state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  emit(state, 'charge.dispute.created', presentDispute(dispute));
  return dispute;
}
