/**
 * What a stand-in endpoint is: method, path pattern, the parameters it accepts (anything else answers
 * Stripe's `parameter_unknown` 400), and a handler that returns the JSON answer before `expand[]`.
 * Also the lookups and list pagination every resource file shares.
 */
import { invalidRequest, resourceMissing } from './errors';
import type { ParamReader } from './form';
import { presentList, type JsonObject } from './present';
import type { StripeState } from './state';

export interface RouteContext {
  state: StripeState;
  /** POST: the form body; GET and DELETE: the query string. */
  params: ParamReader;
  /** `:id` and friends from the path. */
  path: Record<string, string>;
  /** http://127.0.0.1:<port>, for URLs the stand-in hands out (portal sessions). */
  baseUrl: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** `/v1/customers/:id` */
  path: string;
  /** Top-level parameters the endpoint accepts besides `expand`. */
  params: readonly string[];
  /** Real Stripe parameters the stand-in does not model: a clear 400 instead of a silent no-op. */
  notModelled?: readonly string[];
  handle(context: RouteContext): JsonObject;
}

/** Answers a 400 naming the first real-but-unmodelled parameter sent, so a test fails loudly. */
export function refuseUnmodelled(params: ParamReader, names: readonly string[] = []): void {
  const sent = names.find((name) => params.has(name) && params.params[name] !== '');
  if (sent) {
    throw invalidRequest(
      `The Stripe stand-in (api/src/test/stripe) does not model \`${sent}\`; teach it before relying on it.`,
      'parameter_unknown',
      sent,
    );
  }
}

/** The same checks for a nested object (`items[0]`, `phases[1]`): unknown keys, then unmodelled ones. */
export function checkNestedParams(params: ParamReader, allowed: readonly string[], notModelled: readonly string[]): void {
  for (const key of Object.keys(params.params)) {
    const name = `${params.path}[${key}]`;
    if (notModelled.includes(key)) throw invalidRequest(`The Stripe stand-in does not model \`${name}\`.`, 'parameter_unknown', name);
    if (!allowed.includes(key)) throw invalidRequest(`Received unknown parameter: ${name}`, 'parameter_unknown', name);
  }
}

/** The record with this id, or Stripe's 404 (path) / 400 (parameter) resource_missing. */
export function mustFind<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
  const found = map.get(id);
  if (found === undefined) throw resourceMissing(kind, id, param);
  return found;
}

/** A customer that exists and is not deleted. */
export function liveCustomer(state: StripeState, id: string, param?: string) {
  const customer = mustFind(state.customers, 'customer', id, param);
  if (customer.deleted) throw resourceMissing('customer', id, param);
  return customer;
}

/**
 * Stripe's list answer: newest first, `limit` (default 10, 1–100), `starting_after` / `ending_before`
 * cursors by id.
 */
export function listAnswer<T extends { id: string }>(
  params: ParamReader,
  url: string,
  records: T[],
  show: (record: T) => JsonObject,
): JsonObject {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', 'parameter_invalid_integer', 'limit');
  const newestFirst = [...records].reverse();
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  let start = 0;
  let end = newestFirst.length;
  if (after !== undefined) start = newestFirst.findIndex((record) => record.id === after) + 1;
  if (before !== undefined) end = Math.max(0, newestFirst.findIndex((record) => record.id === before));
  if ((after !== undefined && start === 0) || (before !== undefined && end === 0 && newestFirst[0]?.id !== before)) {
    throw resourceMissing('object', (after ?? before) as string, after !== undefined ? 'starting_after' : 'ending_before');
  }
  const window = before !== undefined ? newestFirst.slice(Math.max(start, end - limit), end) : newestFirst.slice(start, start + limit);
  const hasMore = before !== undefined ? end - limit > start : start + limit < end;
  return presentList(url, window.map(show), hasMore);
}
