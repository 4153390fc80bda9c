/**
 * Records → the JSON Stripe answers with, for customers, cards, products, prices, portal sessions and
 * lists. Every presenter is checked against the SDK's own types (`Shape<Stripe.X>`: field names and
 * value types of the pinned API version, any field may be left out), so a field this API version
 * dropped (such as `Subscription.current_period_end` or `Invoice.payment_intent`) cannot creep in.
 */
import type Stripe from 'stripe';
import type { CustomerRecord, PaymentMethodRecord, PortalSessionRecord, PriceRecord, ProductRecord } from './state';

/** A JSON object as sent on the wire. */
export type JsonObject = Record<string, unknown>;

/**
 * The wire form of a Stripe type, every field optional: decimals travel as strings (the SDK turns
 * them into `Stripe.Decimal`), expandable fields as an id or the object.
 */
export type Shape<T> = T extends Stripe.Decimal
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Shape<U>[]
      : T extends object
        ? { [K in keyof T]?: Shape<T[K]> }
        : T;

export function presentList(url: string, data: JsonObject[], hasMore = false): JsonObject {
  return { object: 'list', data, has_more: hasMore, url } satisfies Shape<Stripe.ApiList<unknown>>;
}

export function presentCustomer(customer: CustomerRecord): JsonObject {
  if (customer.deleted) return { id: customer.id, object: 'customer', deleted: true } satisfies Shape<Stripe.DeletedCustomer>;
  return {
    id: customer.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: customer.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: customer.description,
    discount: null,
    email: customer.email,
    invoice_prefix: customer.id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: customer.defaultPaymentMethod,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: customer.metadata,
    name: customer.name,
    next_invoice_sequence: 1,
    phone: customer.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  } satisfies Shape<Stripe.Customer>;
}

export function presentPaymentMethod(method: PaymentMethodRecord): JsonObject {
  return {
    id: method.id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: method.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: method.brand,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      fingerprint: `fp${method.id.slice(3, 17)}`,
      funding: 'credit',
      generated_from: null,
      last4: method.last4,
      networks: { available: [method.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: method.created,
    customer: method.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  } satisfies Shape<Stripe.PaymentMethod>;
}

export function presentProduct(product: ProductRecord): JsonObject {
  return {
    id: product.id,
    object: 'product',
    active: true,
    created: product.created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: product.name,
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: product.created,
    url: null,
  } satisfies Shape<Stripe.Product>;
}

export function presentPrice(price: PriceRecord): JsonObject {
  return {
    id: price.id,
    object: 'price',
    active: price.active,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: price.metadata,
    nickname: price.nickname,
    product: price.product,
    recurring: price.interval
      ? { interval: price.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: price.interval ? 'recurring' : 'one_time',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  } satisfies Shape<Stripe.Price>;
}

export function presentPortalSession(session: PortalSessionRecord): JsonObject {
  return {
    id: session.id,
    object: 'billing_portal.session',
    configuration: 'bpc_standin',
    created: session.created,
    customer: session.customer,
    customer_account: null,
    flow: session.flow as Stripe.BillingPortal.Session.Flow | null,
    livemode: false,
    locale: session.locale as Stripe.BillingPortal.Session.Locale | null,
    on_behalf_of: null,
    return_url: session.returnUrl,
    url: session.url,
  } satisfies Shape<Stripe.BillingPortal.Session>;
}
