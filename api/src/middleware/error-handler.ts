/**
 * The one place errors become answers, always `{ error, message, details? }` (shared ErrorBody):
 * AppError → its status; zod errors → 400 with the first message; unique violations → 409;
 * body-parser errors → 413 / 400 / 415; the database unreachable or too slow → 503 `unavailable` with
 * Retry-After; a value the database refused (SQLSTATE class 22) → 400; anything else → a logged 500
 * that leaks nothing. Logged errors go through the logger's error serializer, which keeps a database
 * error's code, constraint and table only (never the query or its parameters).
 */
import { AppError, apiMessages, errorStatus, messages, type ErrorBody, type ErrorCode } from '@jobapp/shared';
import { isUniqueViolation } from '../db/errors';
import type { Logger } from '../logger';
import type { AppMiddleware } from '../types';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseDataError, isDatabaseUnavailable } from './database-errors';
import { validationError } from './validate';

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  name?: unknown;
  issues?: unknown;
  retryAfterSeconds?: unknown;
}

function isZodError(error: unknown): error is { issues: { path: PropertyKey[]; message: string }[] } {
  const e = error as HttpLikeError;
  return !!e && e.name === 'ZodError' && Array.isArray(e.issues);
}

/** Errors raised by co-body/raw-body (through koa-body) and koa-send carry an HTTP status. */
function fromHttpError(error: HttpLikeError): AppError | undefined {
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413 || error.type === 'entity.too.large') return new AppError('payload_too_large', apiMessages.payloadTooLarge);
  if (status === 415) return new AppError('unsupported_media_type', apiMessages.unsupportedMediaType);
  if (status === 400 && (error.name === 'SyntaxError' || error.type === 'entity.parse.failed')) {
    return new AppError('bad_request', apiMessages.malformedJson);
  }
  if (status === 404) return new AppError('not_found', messages.notFound);
  if (status === 403) return new AppError('forbidden', apiMessages.forbidden);
  return new AppError('bad_request', apiMessages.badRequest);
}

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isZodError(error)) return validationError(error.issues);
  if (isUniqueViolation(error)) return new AppError('conflict', apiMessages.conflict);
  if (error && typeof error === 'object') return fromHttpError(error as HttpLikeError);
  return undefined;
}

interface Answer {
  code: ErrorCode;
  /** The AppError's own status (its code's, unless a feature answers that code with another). */
  status?: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

function answerFor(error: unknown, log: Logger, where: { method: string; path: string }): Answer {
  const known = toAppError(error);
  if (known) {
    const retryAfter = (error as HttpLikeError).retryAfterSeconds;
    return { code: known.code, status: known.status, body: known.toBody(), ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}) };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error, ...where }, 'Database unavailable');
    return {
      code: 'unavailable',
      body: { error: 'unavailable', message: apiMessages.unavailable },
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  if (isDatabaseDataError(error)) {
    log.warn({ err: error, ...where }, 'The database refused a value the request schemas let through');
    return { code: 'bad_request', body: { error: 'bad_request', message: apiMessages.badRequest } };
  }
  log.error({ err: error, ...where }, 'Unhandled error');
  return { code: 'internal', body: { error: 'internal', message: messages.internal } };
}

export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = answerFor(error, ctx.state.log, { method: ctx.method, path: ctx.path });
      if (answer.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(answer.retryAfterSeconds));
      ctx.status = answer.status ?? errorStatus[answer.code];
      ctx.body = answer.body;
    }
  };
}
