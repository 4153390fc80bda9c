/**
 * The records the Stripe stand-in keeps (state.ts holds them): only what it models of each object;
 * present*.ts turn them into the JSON objects Stripe answers with.
 */
export type Metadata = Record<string, string>;

export interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  defaultPaymentMethod: string | null;
  deleted: boolean;
}

export interface PaymentMethodRecord {
  id: string;
  created: number;
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProductRecord {
  id: string;
  created: number;
  name: string;
}

export interface PriceRecord {
  id: string;
  created: number;
  product: string;
  unitAmount: number;
  currency: string;
  /** null for a one-time price (the storage add-on). */
  interval: 'month' | 'year' | null;
  lookupKey: string | null;
  nickname: string | null;
  metadata: Metadata;
  active: boolean;
}

export interface SubscriptionItemRecord {
  id: string;
  created: number;
  price: string;
  quantity: number;
  metadata: Metadata;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'unpaid' | 'canceled';

export interface SubscriptionRecord {
  id: string;
  created: number;
  customer: string;
  currency: string;
  status: SubscriptionStatus;
  items: SubscriptionItemRecord[];
  startDate: number;
  billingCycleAnchor: number;
  /** The current period (Stripe reports it on each item in this API version). */
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: 'cancellation_requested' | 'payment_failed' | null;
  latestInvoice: string | null;
  defaultPaymentMethod: string | null;
  saveDefaultPaymentMethod: 'off' | 'on_subscription' | null;
  description: string | null;
  metadata: Metadata;
  schedule: string | null;
}

export interface InvoiceLineRecord {
  id: string;
  amount: number;
  description: string;
  price: string | null;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
  subscriptionItem: string | null;
}

export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';

export interface InvoiceRecord {
  id: string;
  created: number;
  number: string;
  customer: string;
  subscription: string | null;
  billingReason: BillingReason;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  currency: string;
  lines: InvoiceLineRecord[];
  total: number;
  amountPaid: number;
  attemptCount: number;
  periodStart: number;
  periodEnd: number;
  paymentIntent: string | null;
  invoicePayment: string | null;
  paidAt: number | null;
  nextPaymentAttempt: number | null;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentErrorRecord {
  code: string;
  declineCode: string;
  message: string;
}

export interface PaymentIntentRecord {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  status: PaymentIntentStatus;
  clientSecret: string;
  automaticPaymentMethods: boolean;
  paymentMethodTypes: string[];
  paymentMethod: string | null;
  latestCharge: string | null;
  lastError: PaymentErrorRecord | null;
  canceledAt: number | null;
  receiptEmail: string | null;
  setupFutureUsage: 'off_session' | 'on_session' | null;
  /** The invoice this intent pays (Stripe no longer shows it on the intent, but the stand-in needs it). */
  invoice: string | null;
}

export interface ChargeRecord {
  id: string;
  created: number;
  amount: number;
  amountRefunded: number;
  currency: string;
  customer: string | null;
  paymentIntent: string;
  paymentMethod: string | null;
  metadata: Metadata;
  disputed: boolean;
  refunds: string[];
}

/** Money taken back from a charge: a refund, or a dispute (which also has a reason). */
interface ChargeReversalRecord {
  id: string;
  created: number;
  amount: number;
  charge: string;
  paymentIntent: string;
  currency: string;
}

export type RefundRecord = ChargeReversalRecord;

export interface DisputeRecord extends ChargeReversalRecord {
  reason: string;
}

export interface SchedulePhaseRecord {
  start: number;
  end: number;
  items: { price: string; quantity: number }[];
  prorationBehavior: 'create_prorations' | 'none' | 'always_invoice';
  metadata: Metadata;
}

export interface ScheduleRecord {
  id: string;
  created: number;
  customer: string;
  subscription: string | null;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  phases: SchedulePhaseRecord[];
  endBehavior: 'release' | 'cancel';
  releasedAt: number | null;
  releasedSubscription: string | null;
  canceledAt: number | null;
  completedAt: number | null;
  metadata: Metadata;
}

export interface PortalSessionRecord {
  id: string;
  created: number;
  customer: string;
  returnUrl: string | null;
  flow: unknown;
  locale: string | null;
  url: string;
}

/** A pending proration that the next invoice will carry (subscription updates that prorate). */
export interface InvoiceItemRecord {
  id: string;
  created: number;
  customer: string;
  subscription: string;
  amount: number;
  currency: string;
  description: string;
  periodStart: number;
  periodEnd: number;
  invoice: string | null;
}

/** A Stripe Event as it would be delivered (JSON). */
export interface EventRecord {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}
