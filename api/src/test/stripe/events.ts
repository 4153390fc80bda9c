/**
 * The events Stripe would send for what happened in the stand-in, recorded in `state.events` with the
 * object as it was at that moment and, for `*.updated`, the `previous_attributes` that changed. The
 * tests sign and post the ones they need (stripe-server.ts `signEvent`); nothing is delivered by itself.
 */
import Stripe from 'stripe';
import type { JsonObject } from './present';
import { newId, type StripeState } from './state';

/** The request that caused the events being recorded, if any (set by the HTTP layer around a handler). */
export interface EventCause {
  id: string;
  idempotencyKey: string | null;
}

let cause: EventCause | null = null;

export function withCause<T>(next: EventCause | null, run: () => T): T {
  const before = cause;
  cause = next;
  try {
    return run();
  } finally {
    cause = before;
  }
}

export function emit(state: StripeState, type: string, object: JsonObject, previous?: JsonObject): void {
  state.events.push({
    id: newId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: state.now(),
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: structuredClone(previous) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: cause?.id ?? null, idempotency_key: cause?.idempotencyKey ?? null },
    type,
  });
}

/** The top-level fields of `before` whose value differs in `after`, with their old values. */
export function changedFields(before: JsonObject, after: JsonObject): JsonObject {
  const previous: JsonObject = {};
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(after[key])) previous[key] = value;
  }
  return previous;
}

/** Runs `change`, then records `type` with the fields it changed (nothing when nothing changed). */
export function tracked<T>(state: StripeState, type: string, show: () => JsonObject, change: () => T): T {
  const before = show();
  const result = change();
  const after = show();
  const previous = changedFields(before, after);
  if (Object.keys(previous).length > 0) emit(state, type, after, previous);
  return result;
}
