/**
 * Payment intents, charges, refunds and disputes as the pinned API version shows them (a payment
 * intent no longer names its invoice; a charge lists its refunds only when `refunds` is expanded).
 */
import type Stripe from 'stripe';
import { presentList, type JsonObject, type Shape } from './present';
import type { ChargeRecord, DisputeRecord, PaymentIntentRecord, RefundRecord, StripeState } from './state';

export function presentPaymentIntent(intent: PaymentIntentRecord): JsonObject {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: intent.automaticPaymentMethods ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: intent.canceledAt,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: intent.clientSecret,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: intent.customer,
    customer_account: null,
    description: intent.description,
    excluded_payment_method_types: null,
    last_payment_error: intent.lastError
      ? {
          code: intent.lastError.code,
          decline_code: intent.lastError.declineCode,
          doc_url: `https://stripe.com/docs/error-codes/${intent.lastError.code.replaceAll('_', '-')}`,
          message: intent.lastError.message,
          type: 'card_error',
        }
      : null,
    latest_charge: intent.latestCharge,
    livemode: false,
    managed_payments: null,
    metadata: intent.metadata,
    next_action:
      intent.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } : null,
    on_behalf_of: null,
    payment_method: intent.paymentMethod,
    payment_method_configuration_details: intent.automaticPaymentMethods ? { id: 'pmc_standin', parent: null } : null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: intent.paymentMethodTypes,
    payment_record: null,
    processing: null,
    receipt_email: intent.receiptEmail,
    review: null,
    setup_future_usage: intent.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: intent.status,
    transfer_data: null,
    transfer_group: null,
  } satisfies Shape<Stripe.PaymentIntent>;
}

export function presentRefund(refund: RefundRecord): JsonObject {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.charge,
    created: refund.created,
    currency: refund.currency,
    customer: null,
    customer_account: null,
    metadata: {},
    payment_intent: refund.paymentIntent,
    payment_method: null,
    reason: 'requested_by_customer',
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } satisfies Shape<Stripe.Refund>;
}

export function presentCharge(state: StripeState, charge: ChargeRecord): JsonObject {
  const method = charge.paymentMethod ? state.paymentMethods.get(charge.paymentMethod) : undefined;
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.amount,
    amount_refunded: charge.amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'STANDIN',
    captured: true,
    created: charge.created,
    currency: charge.currency,
    customer: charge.customer,
    description: null,
    disputed: charge.disputed,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: charge.metadata,
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: charge.paymentIntent,
    payment_method: charge.paymentMethod,
    payment_method_details: method
      ? { type: 'card', card: { brand: method.brand, last4: method.last4, exp_month: method.expMonth, exp_year: method.expYear } }
      : null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: charge.amountRefunded >= charge.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  } satisfies Shape<Stripe.Charge>;
}

/** `charge.refunds` (includable). */
export function presentChargeRefunds(state: StripeState, charge: ChargeRecord): JsonObject {
  const refunds = charge.refunds.flatMap((id) => {
    const refund = state.refunds.get(id);
    return refund ? [presentRefund(refund)] : [];
  });
  return presentList(`/v1/charges/${charge.id}/refunds`, refunds);
}

export function presentDispute(dispute: DisputeRecord): JsonObject {
  return {
    id: dispute.id,
    object: 'dispute',
    amount: dispute.amount,
    balance_transactions: [],
    charge: dispute.charge,
    created: dispute.created,
    currency: dispute.currency,
    enhanced_eligibility_types: [],
    evidence_details: { due_by: dispute.created + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: dispute.paymentIntent,
    reason: dispute.reason,
    status: 'needs_response',
  } satisfies Shape<Stripe.Dispute>;
}
