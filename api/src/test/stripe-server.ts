/**
 * Test support (never imported by product code): a Stripe-compatible API on 127.0.0.1:<free port>
 * that the real `stripe` SDK talks to (`host`, `port`, `protocol: 'http'`), keeping customers, cards,
 * prices, subscriptions, invoices, payment intents, charges, subscription schedules and portal sessions
 * in memory, with Stripe's object shapes for the SDK's pinned API version, its errors, its form-encoded
 * parameters and its idempotency. What the browser does with Stripe.js (confirming a payment) and what
 * time does (a period ending) are test helpers here; every change records the event Stripe would send,
 * which a test signs with `signEvent` and posts to the webhook route.
 *
 *   const stripe = await startStripeServer();
 *   const prices = stripe.seedPlanPrices();
 *   const sdk = stripe.client();                       // or new Stripe(key, { ...stripe.config })
 *   … the app creates a subscription …
 *   stripe.succeedPaymentIntent(piId);                  // Stripe.js confirmed the card
 *   const { payload, header } = stripe.signEvent(stripe.lastEvent('invoice.paid'), WEBHOOK_SECRET);
 *   afterAll(() => stripe.close());
 *
 * Modelled: see the routes in stripe/routes-*.ts. A real Stripe parameter the stand-in does not model
 * answers a 400 naming it (never a silent no-op); teach the stand-in rather than work around it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { limits, plans } from '@jobapp/shared';
import Stripe from 'stripe';
import { createStripeHandler, type InjectedFailure, type RecordedStripeRequest } from './stripe/http';
import { failPaymentIntent, openIntentOf, requireAction, succeedPaymentIntent } from './stripe/invoices';
import { attachCard, DECLINED, disputeIntent, refundIntent, type TestCard } from './stripe/payments';
import { advanceToPeriodEnd, expireIncomplete, type RenewalOutcome } from './stripe/periods';
import { presentById } from './stripe/expand';
import type { JsonObject } from './stripe/present';
import { customerRoutes } from './stripe/routes-customers';
import { paymentRoutes } from './stripe/routes-payments';
import { scheduleRoutes } from './stripe/routes-schedules';
import { subscriptionRoutes } from './stripe/routes-subscriptions';
import { newId, StripeState, type EventRecord, type PaymentErrorRecord, type PriceRecord } from './stripe/state';

export type { InjectedFailure, RecordedStripeRequest, RenewalOutcome, TestCard, EventRecord };
export { StripeState };

/** The secret key `client()` uses by default (any `sk_test_…` key is accepted). */
export const STANDIN_SECRET_KEY = 'sk_test_standin';

export interface NewPrice {
  unitAmount: number;
  currency?: string;
  /** 'month' or 'year' for a subscription price; null for a one-time price. */
  interval: 'month' | 'year' | null;
  lookupKey?: string;
  nickname?: string;
  productName?: string;
  metadata?: Record<string, string>;
}

export interface PlanPrices {
  starter: string;
  pro: string;
  elite: string;
  /** The one-time $9.00 storage add-on. */
  storage: string;
}

export interface SignedEvent {
  event: EventRecord;
  /** The raw body to post. */
  payload: string;
  /** The `Stripe-Signature` header value. */
  header: string;
}

const ROUTES = [...customerRoutes, ...subscriptionRoutes, ...scheduleRoutes, ...paymentRoutes];

/** Signs an event the way Stripe does (`t=…,v1=…`), with the SDK's own test helper. */
export function signEvent(event: EventRecord, secret: string, timestamp = Math.floor(Date.now() / 1000)): SignedEvent {
  const payload = JSON.stringify(event, null, 2);
  return { event, payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

/** A signed event of `type` around `object` (a Stripe object as JSON), for hand-made deliveries. */
export function signedEvent(type: string, object: Record<string, unknown>, secret: string, options: { id?: string; created?: number; previous?: Record<string, unknown>; timestamp?: number } = {}): SignedEvent {
  const event: EventRecord = {
    id: options.id ?? newId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object, ...(options.previous ? { previous_attributes: options.previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return signEvent(event, secret, options.timestamp);
}

export async function startStripeServer() {
  const state = new StripeState();
  const requests: RecordedStripeRequest[] = [];
  const failures: InjectedFailure[] = [];
  let baseUrl = '';
  const handle = createStripeHandler({ state, routes: ROUTES, requests, failures, baseUrl: () => baseUrl });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        // A stand-in bug: answer like Stripe's 500 so the SDK raises StripeAPIError, and say what broke.
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: `Stand-in error: ${String(error)}` } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = '127.0.0.1';
  baseUrl = `http://${host}:${port}`;
  const config = { host, port, protocol: 'http' as const };

  return {
    url: baseUrl,
    host,
    port,
    /** Spread into `new Stripe(key, { ...config })` to point an SDK instance here. */
    config,
    state,
    /** Every request received, oldest first (method, path, parsed params, Idempotency-Key, answer). */
    requests,
    /** Every event Stripe would have sent, oldest first. */
    events: state.events,

    /** A real Stripe SDK instance pointed at the stand-in (no network retries, so failures show at once). */
    client(secretKey = STANDIN_SECRET_KEY, options: Stripe.StripeConfig = {}): Stripe {
      return new Stripe(secretKey, { maxNetworkRetries: 0, telemetry: false, ...options, ...config });
    },

    /** Adds a price (and its product); answers the price id. */
    addPrice(input: NewPrice): string {
      const product = { id: newId('prod_', 14), created: state.now(), name: input.productName ?? input.nickname ?? 'Product' };
      state.products.set(product.id, product);
      const price: PriceRecord = {
        id: newId('price_'),
        created: state.now(),
        product: product.id,
        unitAmount: input.unitAmount,
        currency: input.currency ?? 'usd',
        interval: input.interval,
        lookupKey: input.lookupKey ?? null,
        nickname: input.nickname ?? null,
        metadata: input.metadata ?? {},
        active: true,
      };
      state.prices.set(price.id, price);
      return price.id;
    },

    /** The plan catalogue's monthly prices and the one-time storage add-on, from shared/. */
    seedPlanPrices(): PlanPrices {
      const monthly = (id: 'starter' | 'pro' | 'elite') =>
        this.addPrice({ unitAmount: plans[id].priceCents, interval: 'month', lookupKey: id, nickname: plans[id].name, productName: plans[id].name });
      return {
        starter: monthly('starter'),
        pro: monthly('pro'),
        elite: monthly('elite'),
        storage: this.addPrice({ unitAmount: limits.storageAddonPriceCents, interval: null, lookupKey: 'storage_50mb', productName: 'Storage 50 MB' }),
      };
    },

    /** A card attached to the customer, made its invoice default unless `makeDefault` is false; answers pm_…. */
    attachCard: (customerId: string, card: TestCard = {}, makeDefault = true) => attachCard(state, customerId, card, makeDefault).id,

    /** Stripe.js confirmed the payment and it succeeded: charge, invoice paid, subscription active. */
    succeedPaymentIntent: (paymentIntentId: string, card?: TestCard | string) => succeedPaymentIntent(state, paymentIntentId, card),
    /** The card was declined (`card_declined` unless another error is given). */
    failPaymentIntent: (paymentIntentId: string, error: PaymentErrorRecord = DECLINED) => failPaymentIntent(state, paymentIntentId, error),
    /** The bank asks for 3-D Secure (`invoice.payment_action_required` for an invoice). */
    requireAction: (paymentIntentId: string) => requireAction(state, paymentIntentId),
    /** The subscription's open invoice is paid (first payment or a past-due renewal). */
    payInvoice: (subscriptionId: string, card?: TestCard | string) => succeedPaymentIntent(state, openIntentOf(state, subscriptionId), card),
    /** The subscription's open invoice fails to be paid (a renewal → past_due). */
    failInvoice: (subscriptionId: string, error: PaymentErrorRecord = DECLINED) => failPaymentIntent(state, openIntentOf(state, subscriptionId), error),
    /** The period ends: cancel at period end applies, a schedule's next phase starts, the renewal is charged. */
    advanceToPeriodEnd: (subscriptionId: string, renewal: RenewalOutcome = 'succeeds') => advanceToPeriodEnd(state, subscriptionId, renewal),
    /** 23 hours pass without the first payment: `incomplete_expired`. */
    expireIncomplete: (subscriptionId: string) => expireIncomplete(state, subscriptionId),
    /** Refunds the payment intent's charge (all of it by default): `charge.refunded`. */
    refundPaymentIntent: (paymentIntentId: string, amount?: number) => refundIntent(state, paymentIntentId, amount).id,
    /** The card holder disputes the payment: `charge.dispute.created`. */
    disputePaymentIntent: (paymentIntentId: string, reason?: string) => disputeIntent(state, paymentIntentId, reason).id,
    /** The next matching request(s) fail with this status and body instead (Stripe unavailable, …). */
    failNextRequest: (failure: InjectedFailure) => void failures.push({ ...failure }),

    /** Any object by id, as `GET` would answer it (unexpanded). */
    object: (id: string): JsonObject | undefined => presentById(state, id),
    /** The latest recorded event of this type. */
    lastEvent(type: string): EventRecord {
      const event = state.events.findLast((e) => e.type === type);
      if (!event) throw new Error(`stand-in: no ${type} event recorded (have: ${[...new Set(state.events.map((e) => e.type))].join(', ')})`);
      return event;
    },
    /** Recorded events of these types, oldest first. */
    eventsOf: (...types: string[]) => state.events.filter((e) => types.includes(e.type)),
    signEvent,
    signedEvent,
    /** The stand-in's clock (Unix seconds); it moves with advanceToPeriodEnd and setTime. */
    now: () => state.now(),
    setTime: (at: Date) => state.setTime(Math.floor(at.getTime() / 1000)),

    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
