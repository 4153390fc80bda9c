/**
 * Stripe's error answers, as the API sends them: `{ error: { type, code?, message, param?, … } }` with
 * the status the real API uses, so the SDK raises the same error classes it raises in production
 * (400/404 → StripeInvalidRequestError, 402 → StripeCardError, 401 → StripeAuthenticationError,
 * `idempotency_error` → StripeIdempotencyError).
 */

export interface StripeErrorBody {
  error: {
    type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
    message: string;
    code?: string;
    param?: string;
    decline_code?: string;
    doc_url?: string;
    payment_intent?: unknown;
  };
}

/** Thrown by a handler; the server answers `status` with `body`. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;

function invalid(status: number, message: string, code?: string, param?: string): StripeFailure {
  return new StripeFailure(status, {
    error: {
      type: 'invalid_request_error',
      message,
      ...(code ? { code, doc_url: docUrl(code) } : {}),
      ...(param ? { param } : {}),
    },
  });
}

/**
 * An object that does not exist: 404 when its id is in the path, 400 with `param` when a parameter
 * names it (as Stripe does for `customer=cus_unknown`).
 */
export function resourceMissing(kind: string, id: string, param?: string): StripeFailure {
  return invalid(param ? 400 : 404, `No such ${kind}: '${id}'`, 'resource_missing', param ?? 'id');
}

export function parameterMissing(param: string): StripeFailure {
  return invalid(400, `Missing required param: ${param}.`, 'parameter_missing', param);
}

export function parameterUnknown(param: string): StripeFailure {
  return invalid(400, `Received unknown parameter: ${param}`, 'parameter_unknown', param);
}

export function parameterInvalid(param: string, message: string, code = 'parameter_invalid'): StripeFailure {
  return invalid(400, message, code, param);
}

/** A request that is well formed but not allowed in the object's state. */
export function invalidRequest(message: string, code?: string, param?: string): StripeFailure {
  return invalid(400, message, code, param);
}

export function unrecognizedUrl(method: string, path: string): StripeFailure {
  return invalid(
    404,
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}

export function invalidApiKey(key: string): StripeFailure {
  const shown = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
  return new StripeFailure(401, {
    error: {
      type: 'invalid_request_error',
      message: key ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.',
    },
  });
}

export function idempotencyMismatch(key: string): StripeFailure {
  return new StripeFailure(400, {
    error: {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  });
}

export function cardDeclined(code: string, declineCode: string, message: string, paymentIntent?: unknown): StripeFailure {
  return new StripeFailure(402, {
    error: {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message,
      doc_url: docUrl(code),
      ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
    },
  });
}
