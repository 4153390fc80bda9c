/**
 * Subscriptions, their items, invoices and invoice payments as Stripe's pinned
 * API version shows them: the current period on each subscription item (not on the subscription), the
 * invoice's subscription under `parent.subscription_details`, its payment intent under `payments` and
 * its client secret under `confirmation_secret` (both only when expanded, see expand.ts).
 */
import type Stripe from 'stripe';
import { presentList, presentPrice, type JsonObject, type Shape } from './present';
import type {
  InvoiceLineRecord,
  InvoiceRecord,
  StripeState,
  SubscriptionItemRecord,
  SubscriptionRecord,
} from './state';

function priceOf(state: StripeState, id: string): JsonObject {
  const price = state.prices.get(id);
  if (!price) throw new Error(`stand-in: unknown price ${id}`);
  return presentPrice(price);
}

function presentItem(state: StripeState, subscription: SubscriptionRecord, item: SubscriptionItemRecord): JsonObject {
  return {
    id: item.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: item.created,
    current_period_end: subscription.periodEnd,
    current_period_start: subscription.periodStart,
    current_trial: null,
    discounts: [],
    metadata: item.metadata,
    price: priceOf(state, item.price),
    quantity: item.quantity,
    subscription: subscription.id,
    tax_rates: [],
  } satisfies Shape<Stripe.SubscriptionItem>;
}

export function presentSubscription(state: StripeState, subscription: SubscriptionRecord): JsonObject {
  return {
    id: subscription.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: subscription.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'classic' },
    billing_thresholds: null,
    cancel_at: subscription.cancelAt,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt,
    cancellation_details: { comment: null, feedback: null, reason: subscription.cancellationReason },
    collection_method: 'charge_automatically',
    created: subscription.created,
    currency: subscription.currency,
    customer: subscription.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: subscription.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: subscription.description,
    discounts: [],
    ended_at: subscription.endedAt,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: presentList(
      `/v1/subscription_items?subscription=${subscription.id}`,
      subscription.items.map((item) => presentItem(state, subscription, item)),
    ),
    latest_invoice: subscription.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: subscription.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: subscription.saveDefaultPaymentMethod,
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: subscription.schedule,
    start_date: subscription.startDate,
    status: subscription.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  } satisfies Shape<Stripe.Subscription>;
}

function presentLine(state: StripeState, invoice: InvoiceRecord, line: InvoiceLineRecord): JsonObject {
  const price = line.price ? state.prices.get(line.price) : undefined;
  return {
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency: invoice.currency,
    description: line.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: invoice.subscription
      ? {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: line.proration,
            proration_details: { credited_items: null },
            subscription: invoice.subscription,
            subscription_item: line.subscriptionItem ?? '',
          },
        }
      : null,
    period: { start: line.periodStart, end: line.periodEnd },
    pretax_credit_amounts: [],
    pricing: price
      ? { type: 'price_details', price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(price.unitAmount) }
      : null,
    quantity: line.quantity,
    subtotal: line.amount,
    taxes: [],
  } satisfies Shape<Stripe.InvoiceLineItem>;
}

export function presentInvoice(state: StripeState, invoice: InvoiceRecord): JsonObject {
  const customer = state.customers.get(invoice.customer);
  const subscription = invoice.subscription ? state.subscriptions.get(invoice.subscription) : undefined;
  const remaining = invoice.status === 'paid' ? 0 : invoice.total - invoice.amountPaid;
  return {
    id: invoice.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Stripe stand-in',
    amount_due: invoice.total,
    amount_overpaid: 0,
    amount_paid: invoice.amountPaid,
    amount_remaining: remaining,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    auto_advance: invoice.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: invoice.currency,
    custom_fields: null,
    customer: invoice.customer,
    customer_account: null,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    last_finalization_error: null,
    latest_revision: null,
    lines: presentList(
      `/v1/invoices/${invoice.id}/lines`,
      invoice.lines.map((line) => presentLine(state, invoice, line)),
    ),
    livemode: false,
    metadata: {},
    next_payment_attempt: invoice.nextPaymentAttempt,
    number: invoice.number,
    on_behalf_of: null,
    parent: invoice.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: subscription?.metadata ?? {}, subscription: invoice.subscription },
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.periodEnd,
    period_start: invoice.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: null,
      paid_at: invoice.paidAt,
      voided_at: null,
    },
    subtotal: invoice.total,
    subtotal_excluding_tax: invoice.total,
    test_clock: null,
    total: invoice.total,
    total_discount_amounts: [],
    total_excluding_tax: invoice.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.created,
  } satisfies Shape<Stripe.Invoice>;
}

/** `invoice.payments` (includable): the invoice's payment intent as an InvoicePayment. */
export function presentInvoicePayments(state: StripeState, invoice: InvoiceRecord): JsonObject {
  const intent = invoice.paymentIntent ? state.paymentIntents.get(invoice.paymentIntent) : undefined;
  const payments =
    intent && invoice.invoicePayment
      ? [
          {
            id: invoice.invoicePayment,
            object: 'invoice_payment',
            amount_paid: intent.status === 'succeeded' ? intent.amount : null,
            amount_requested: intent.amount,
            created: intent.created,
            currency: intent.currency,
            invoice: invoice.id,
            is_default: true,
            livemode: false,
            payment: { type: 'payment_intent', payment_intent: intent.id },
            status: intent.status === 'succeeded' ? 'paid' : intent.status === 'canceled' ? 'canceled' : 'open',
            status_transitions: { canceled_at: intent.canceledAt, paid_at: invoice.paidAt },
          } satisfies Shape<Stripe.InvoicePayment>,
        ]
      : [];
  return presentList(`/v1/invoice_payments?invoice=${invoice.id}`, payments);
}

/** `invoice.confirmation_secret` (includable): what Stripe.js confirms the first payment with. */
export function presentConfirmationSecret(state: StripeState, invoice: InvoiceRecord): JsonObject | null {
  const intent = invoice.paymentIntent ? state.paymentIntents.get(invoice.paymentIntent) : undefined;
  if (!intent || invoice.status !== 'open') return null;
  return { client_secret: intent.clientSecret, type: 'payment_intent' } satisfies Shape<Stripe.Invoice.ConfirmationSecret>;
}
