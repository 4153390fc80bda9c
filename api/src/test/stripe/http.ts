/**
 * The stand-in's HTTP side: API-key check, form parameters, Stripe's idempotency (the same
 * `Idempotency-Key` with the same parameters replays the first answer; with other parameters it is an
 * `idempotency_error`), routing, `expand[]`, all-or-nothing requests, and a record of every request.
 * Only 2xx and 402 answers are kept for replay: a request refused before it ran (400, 404) may be
 * retried with the same key, as Stripe allows.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StripeFailure, idempotencyMismatch, invalidApiKey, unrecognizedUrl, type StripeErrorBody } from './errors';
import { withCause } from './events';
import { expand } from './expand';
import { checkKnownParams, parseParams, ParamReader, type Params } from './form';
import type { JsonObject } from './present';
import { refuseUnmodelled, type Route } from './route';
import { newId, type StripeState } from './state';

export interface RecordedStripeRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/customers`. */
  path: string;
  /** The parsed form body (POST) or query (GET, DELETE). */
  params: Params;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  status: number;
  /** The JSON answer (an object, or Stripe's `{ error }`). */
  answer: unknown;
  /** True when the answer was replayed for a repeated Idempotency-Key. */
  replayed: boolean;
}

/** A failure the next matching request(s) get instead of an answer (Stripe down, rate limited, …). */
export interface InjectedFailure {
  method?: string;
  /** A path prefix, e.g. `/v1/subscriptions`. */
  path?: string;
  status: number;
  body?: StripeErrorBody;
  /** How many requests it applies to (default 1). */
  times?: number;
}

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

export interface StripeHandlerOptions {
  state: StripeState;
  routes: readonly Route[];
  requests: RecordedStripeRequest[];
  failures: InjectedFailure[];
  baseUrl: () => string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON with sorted keys: two requests with the same parameters in another order match. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = decodeURIComponent(got[index] ?? '');
    if (part.startsWith(':')) params[part.slice(1)] = actual;
    else if (part !== actual) return undefined;
  }
  return params;
}

function portalPage(state: StripeState, id: string): string | undefined {
  const session = state.portalSessions.get(id);
  if (!session) return undefined;
  const back = session.returnUrl ? `<p><a id="return" href="${escapeHtml(session.returnUrl)}">Return</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Customer portal (Stripe stand-in)</title></head><body><h1>Customer portal</h1><p>Customer ${escapeHtml(session.customer)}</p>${back}</body></html>`;
}

export function createStripeHandler(options: StripeHandlerOptions) {
  const { state, routes, requests, failures } = options;
  const answers = new Map<string, StoredAnswer>();

  function takeFailure(method: string, path: string): InjectedFailure | undefined {
    const index = failures.findIndex((f) => (!f.method || f.method === method) && (!f.path || path.startsWith(f.path)));
    const failure = failures[index];
    if (!failure) return undefined;
    failure.times = (failure.times ?? 1) - 1;
    if (failure.times <= 0) failures.splice(index, 1);
    return failure;
  }

  function run(method: string, path: string, params: Params, cause: { id: string; idempotencyKey: string | null }): { status: number; body: unknown } {
    const injected = takeFailure(method, path);
    if (injected) {
      return { status: injected.status, body: injected.body ?? { error: { type: 'api_error', message: 'Stand-in: injected failure.' } } };
    }
    const candidates = routes.filter((route) => route.method === method);
    for (const route of candidates) {
      const pathParams = matchPath(route.path, path);
      if (!pathParams) continue;
      const reader = new ParamReader(params);
      const restore = state.snapshot();
      try {
        checkKnownParams(params, [...route.params, ...(route.notModelled ?? [])]);
        refuseUnmodelled(reader, route.notModelled);
        const answer: JsonObject = withCause(cause, () => route.handle({ state, params: reader, path: pathParams, baseUrl: options.baseUrl() }));
        return { status: 200, body: expand(state, answer, reader.strings('expand')) };
      } catch (error) {
        restore();
        if (error instanceof StripeFailure) return { status: error.status, body: error.body };
        throw error;
      }
    }
    const failure = unrecognizedUrl(method, path);
    return { status: failure.status, body: failure.body };
  }

  return function handle(req: IncomingMessage, res: ServerResponse, rawBody: string): void {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const requestId = newId('req_', 14);
    const header = (name: string) => {
      const value = req.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    };
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, ...extra }).end(body);
    };

    const portal = method === 'GET' ? matchPath('/p/session/:id', url.pathname) : undefined;
    if (portal) {
      const page = portalPage(state, portal.id ?? '');
      if (page) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('Session not found');
      return;
    }

    const apiKey = (header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const params = parseParams(method === 'POST' ? rawBody : url.search.slice(1));
    const idempotencyKey = method === 'POST' ? header('idempotency-key') : null;
    const stripeVersion = header('stripe-version');
    const record = (status: number, answer: unknown, replayed: boolean) =>
      requests.push({ method, path: url.pathname, params, idempotencyKey, stripeVersion, status, answer, replayed });

    if (!/^(sk|rk)_test_\w+/.test(apiKey)) {
      const failure = invalidApiKey(apiKey);
      record(failure.status, failure.body, false);
      send(failure.status, JSON.stringify(failure.body));
      return;
    }

    const headers: Record<string, string> = {
      'stripe-version': stripeVersion ?? '',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    const stored = idempotencyKey ? answers.get(`${apiKey} ${idempotencyKey}`) : undefined;
    const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
    if (stored) {
      if (stored.fingerprint === fingerprint) {
        record(stored.status, JSON.parse(stored.body), true);
        send(stored.status, stored.body, { ...headers, 'idempotent-replayed': 'true' });
      } else {
        const failure = idempotencyMismatch(idempotencyKey ?? '');
        record(failure.status, failure.body, false);
        send(failure.status, JSON.stringify(failure.body), headers);
      }
      return;
    }

    const { status, body } = run(method, url.pathname, params, { id: requestId, idempotencyKey });
    const text = JSON.stringify(body);
    if (idempotencyKey && (status < 300 || status === 402)) answers.set(`${apiKey} ${idempotencyKey}`, { fingerprint, status, body: text });
    record(status, body, false);
    send(status, text, headers);
  };
}
