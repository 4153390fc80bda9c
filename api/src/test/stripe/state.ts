/**
 * The stand-in's memory: one map per kind of object, the events Stripe would have sent, and a clock
 * the tests can move. Records hold only what the stand-in models; `present.ts` turns them into the
 * JSON objects Stripe answers with.
 */
import { randomBytes } from 'node:crypto';
import type { CustomerRecord, PaymentMethodRecord, ProductRecord, PriceRecord, SubscriptionRecord, InvoiceRecord, PaymentIntentRecord, ChargeRecord, RefundRecord, DisputeRecord, ScheduleRecord, PortalSessionRecord, InvoiceItemRecord, EventRecord } from './records';

export type * from './records';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix` + 24 random letters and digits, like `cus_Q1w2E3r4T5y6U7i8O9p0AaBb`. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}${id}`;
}

/** Adds calendar months in UTC the way Stripe bills: the anchor's day, clamped to the month's end. */
export function addMonths(unixSeconds: number, months: number, anchorDay?: number): number {
  const date = new Date(unixSeconds * 1000);
  const day = anchorDay ?? date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

export class StripeState {
  readonly customers = new Map<string, CustomerRecord>();
  readonly paymentMethods = new Map<string, PaymentMethodRecord>();
  readonly products = new Map<string, ProductRecord>();
  readonly prices = new Map<string, PriceRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly invoices = new Map<string, InvoiceRecord>();
  readonly invoiceItems = new Map<string, InvoiceItemRecord>();
  readonly paymentIntents = new Map<string, PaymentIntentRecord>();
  readonly charges = new Map<string, ChargeRecord>();
  readonly refunds = new Map<string, RefundRecord>();
  readonly disputes = new Map<string, DisputeRecord>();
  readonly schedules = new Map<string, ScheduleRecord>();
  readonly portalSessions = new Map<string, PortalSessionRecord>();
  /** Every event Stripe would have sent, oldest first. */
  readonly events: EventRecord[] = [];
  private invoiceCounter = 0;
  private offsetSeconds = 0;

  /** The stand-in's time in Unix seconds: the real clock, moved by `setTime`/`advanceToPeriodEnd`. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  /** Moves the stand-in's clock (never backwards). */
  setTime(unixSeconds: number): void {
    this.offsetSeconds = Math.max(this.offsetSeconds, unixSeconds - Math.floor(Date.now() / 1000));
  }

  /**
   * Remembers every record; calling the result puts them all back. A request that fails part-way is
   * undone with it, so a 4xx changes nothing, as in Stripe.
   */
  snapshot(): () => void {
    const maps = Object.values(this).filter((value): value is Map<string, unknown> => value instanceof Map);
    const saved = maps.map((map) => structuredClone(map));
    const events = this.events.length;
    const counter = this.invoiceCounter;
    return () => {
      maps.forEach((map, index) => {
        map.clear();
        for (const [key, value] of saved[index] ?? []) map.set(key, value);
      });
      this.events.length = events;
      this.invoiceCounter = counter;
    };
  }

  nextInvoiceNumber(): string {
    this.invoiceCounter += 1;
    return `STANDIN-${String(this.invoiceCounter).padStart(4, '0')}`;
  }
}
