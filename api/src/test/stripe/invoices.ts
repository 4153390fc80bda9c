/**
 * Subscription invoices and what their payment does: an invoice per billing period (plus any pending
 * prorations), paid or failed through its payment intent, and the subscription's status following
 * (incomplete → active when the first invoice is paid; active → past_due when a renewal fails;
 * past_due → active when it is paid).
 */
import { emit, tracked } from './events';
import { presentInvoice, presentSubscription } from './present-billing';
import {
  chargeIntent,
  createPaymentIntent,
  declineIntent,
  intentOrThrow,
  requireActionOnIntent,
  type TestCard,
} from './payments';
import {
  newId,
  type BillingReason,
  type InvoiceLineRecord,
  type InvoiceRecord,
  type PaymentErrorRecord,
  type StripeState,
  type SubscriptionRecord,
} from './state';

const RETRY_AFTER_SECONDS = 3 * 86_400;

export function priceRecord(state: StripeState, id: string) {
  const price = state.prices.get(id);
  if (!price) throw new Error(`stand-in: unknown price ${id}`);
  return price;
}

function productName(state: StripeState, productId: string): string {
  return state.products.get(productId)?.name ?? productId;
}

function periodLines(state: StripeState, subscription: SubscriptionRecord): InvoiceLineRecord[] {
  return subscription.items.map((item) => {
    const price = priceRecord(state, item.price);
    return {
      id: newId('il_'),
      amount: price.unitAmount * item.quantity,
      description: `${item.quantity} × ${productName(state, price.product)} (at $${(price.unitAmount / 100).toFixed(2)} / ${price.interval ?? 'once'})`,
      price: price.id,
      quantity: item.quantity,
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      proration: false,
      subscriptionItem: item.id,
    };
  });
}

/** Pending prorations of the subscription, taken onto the invoice being made. */
function prorationLines(state: StripeState, subscription: SubscriptionRecord, invoiceId: string): InvoiceLineRecord[] {
  const lines: InvoiceLineRecord[] = [];
  for (const item of state.invoiceItems.values()) {
    if (item.subscription !== subscription.id || item.invoice) continue;
    item.invoice = invoiceId;
    lines.push({
      id: newId('il_'),
      amount: item.amount,
      description: item.description,
      price: null,
      quantity: 1,
      periodStart: item.periodStart,
      periodEnd: item.periodEnd,
      proration: true,
      subscriptionItem: subscription.items[0]?.id ?? null,
    });
  }
  return lines;
}

/**
 * A finalized invoice for the subscription's current period (or just its prorations, for
 * `subscription_update`), with a payment intent when something is due; a zero invoice is paid at once.
 */
export function invoiceSubscription(state: StripeState, subscription: SubscriptionRecord, reason: BillingReason): InvoiceRecord {
  const id = newId('in_');
  const lines = [...(reason === 'subscription_update' ? [] : periodLines(state, subscription)), ...prorationLines(state, subscription, id)];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const invoice: InvoiceRecord = {
    id,
    created: state.now(),
    number: state.nextInvoiceNumber(),
    customer: subscription.customer,
    subscription: subscription.id,
    billingReason: reason,
    status: 'open',
    currency: subscription.currency,
    lines,
    total,
    amountPaid: 0,
    attemptCount: 0,
    periodStart: subscription.periodStart,
    periodEnd: subscription.periodEnd,
    paymentIntent: null,
    invoicePayment: null,
    paidAt: null,
    nextPaymentAttempt: null,
  };
  state.invoices.set(id, invoice);
  subscription.latestInvoice = id;
  emit(state, 'invoice.created', presentInvoice(state, invoice));
  emit(state, 'invoice.finalized', presentInvoice(state, invoice));
  if (total > 0) {
    const intent = createPaymentIntent(state, {
      amount: total,
      currency: invoice.currency,
      customer: invoice.customer,
      description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      invoice: id,
    });
    invoice.paymentIntent = intent.id;
    invoice.invoicePayment = newId('inpay_');
  } else {
    markPaid(state, invoice);
  }
  return invoice;
}

function markPaid(state: StripeState, invoice: InvoiceRecord): void {
  Object.assign(invoice, { status: 'paid', amountPaid: invoice.total, paidAt: state.now(), nextPaymentAttempt: null });
  emit(state, 'invoice.payment_succeeded', presentInvoice(state, invoice));
  emit(state, 'invoice.paid', presentInvoice(state, invoice));
}

function subscriptionOf(state: StripeState, invoiceId: string | null) {
  const invoice = invoiceId ? state.invoices.get(invoiceId) : undefined;
  const subscription = invoice?.subscription ? state.subscriptions.get(invoice.subscription) : undefined;
  return { invoice, subscription };
}

/** The subscription changes, recorded as one `customer.subscription.updated` with what changed. */
export function updateSubscription(state: StripeState, subscription: SubscriptionRecord, change: () => void): void {
  tracked(state, 'customer.subscription.updated', () => presentSubscription(state, subscription), change);
}

/**
 * Stripe.js confirmed the payment and it succeeded (with `card`, a payment method id, or a Visa 4242):
 * the charge, the invoice paid, the subscription active (and its card saved when it asked for that).
 */
export function succeedPaymentIntent(state: StripeState, paymentIntentId: string, card?: TestCard | string): void {
  const intent = intentOrThrow(state, paymentIntentId);
  const method = chargeIntent(state, intent, card);
  const { invoice, subscription } = subscriptionOf(state, intent.invoice);
  if (!invoice) return;
  invoice.attemptCount += 1;
  markPaid(state, invoice);
  if (!subscription) return;
  updateSubscription(state, subscription, () => {
    if (['incomplete', 'past_due', 'unpaid'].includes(subscription.status)) subscription.status = 'active';
    if (subscription.saveDefaultPaymentMethod === 'on_subscription') subscription.defaultPaymentMethod = method.id;
  });
}

/**
 * The payment failed: `payment_intent.payment_failed`, `invoice.payment_failed`, and a renewal's
 * subscription goes past_due (a first invoice leaves it incomplete).
 */
export function failPaymentIntent(state: StripeState, paymentIntentId: string, error?: PaymentErrorRecord, card?: TestCard | string): void {
  const intent = intentOrThrow(state, paymentIntentId);
  declineIntent(state, intent, error, card);
  const { invoice, subscription } = subscriptionOf(state, intent.invoice);
  if (!invoice) return;
  invoice.attemptCount += 1;
  invoice.nextPaymentAttempt = invoice.billingReason === 'subscription_create' ? null : state.now() + RETRY_AFTER_SECONDS;
  emit(state, 'invoice.payment_failed', presentInvoice(state, invoice));
  if (subscription && invoice.billingReason !== 'subscription_create' && subscription.status === 'active') {
    updateSubscription(state, subscription, () => {
      subscription.status = 'past_due';
    });
  }
}

/** The bank asks for 3-D Secure: `invoice.payment_action_required` for an invoice's intent. */
export function requireAction(state: StripeState, paymentIntentId: string): void {
  const intent = intentOrThrow(state, paymentIntentId);
  requireActionOnIntent(state, intent);
  const { invoice, subscription } = subscriptionOf(state, intent.invoice);
  if (!invoice) return;
  emit(state, 'invoice.payment_action_required', presentInvoice(state, invoice));
  if (subscription && invoice.billingReason !== 'subscription_create' && subscription.status === 'active') {
    updateSubscription(state, subscription, () => {
      subscription.status = 'past_due';
    });
  }
}

/** The subscription's unpaid first invoice is voided and its payment intent canceled (it ended unpaid). */
export function voidOpenInvoice(state: StripeState, subscription: SubscriptionRecord): void {
  const invoice = subscription.latestInvoice ? state.invoices.get(subscription.latestInvoice) : undefined;
  if (!invoice || invoice.status !== 'open') return;
  invoice.status = 'void';
  const intent = invoice.paymentIntent ? state.paymentIntents.get(invoice.paymentIntent) : undefined;
  if (intent && intent.status !== 'succeeded') Object.assign(intent, { status: 'canceled', canceledAt: state.now() });
}

/** The intent of the subscription's latest invoice, while that invoice is open. */
export function openIntentOf(state: StripeState, subscriptionId: string): string {
  const subscription = state.subscriptions.get(subscriptionId);
  const invoice = subscription?.latestInvoice ? state.invoices.get(subscription.latestInvoice) : undefined;
  if (!invoice || invoice.status !== 'open' || !invoice.paymentIntent) {
    throw new Error(`stand-in: subscription ${subscriptionId} has no open invoice awaiting payment`);
  }
  return invoice.paymentIntent;
}

/** Charges the subscription's saved card (its own, the customer's, or the last one that paid). */
export function savedCardOf(state: StripeState, subscription: SubscriptionRecord): string | undefined {
  if (subscription.defaultPaymentMethod) return subscription.defaultPaymentMethod;
  const customerDefault = state.customers.get(subscription.customer)?.defaultPaymentMethod;
  if (customerDefault) return customerDefault;
  const paid = [...state.invoices.values()]
    .filter((invoice) => invoice.subscription === subscription.id && invoice.paymentIntent)
    .map((invoice) => state.paymentIntents.get(invoice.paymentIntent ?? ''))
    .filter((intent) => intent?.status === 'succeeded');
  return paid.at(-1)?.paymentMethod ?? undefined;
}

/** A price change that prorates: the unused part of the old price credited, the new one charged. */
export function addProration(state: StripeState, subscription: SubscriptionRecord, oldPrice: string, newPrice: string, quantity: number): void {
  const now = state.now();
  const span = subscription.periodEnd - subscription.periodStart;
  const left = Math.max(0, subscription.periodEnd - now) / span;
  const amount = Math.round((priceRecord(state, newPrice).unitAmount - priceRecord(state, oldPrice).unitAmount) * quantity * left);
  if (amount === 0) return;
  const item = {
    id: newId('ii_'),
    created: now,
    customer: subscription.customer,
    subscription: subscription.id,
    amount,
    currency: subscription.currency,
    description: amount > 0 ? 'Remaining time on the new price' : 'Unused time on the old price',
    periodStart: now,
    periodEnd: subscription.periodEnd,
    invoice: null,
  };
  state.invoiceItems.set(item.id, item);
}
