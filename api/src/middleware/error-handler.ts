/**
 * The one place errors become answers, always `{ error, message, details? }` (shared ErrorBody):
 * AppError → its status; zod errors → 400 with the first message; unique violations → 409;
 * body-parser errors → 413 / 400 / 415; anything else → a logged 500 that leaks nothing.
 */
import { AppError, apiMessages, errorStatus, messages, type ErrorBody, type ErrorCode } from '@jobapp/shared';
import { isUniqueViolation } from '../db/errors';
import type { AppMiddleware } from '../types';
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

export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = toAppError(error);
      let code: ErrorCode;
      let body: ErrorBody;
      if (known) {
        code = known.code;
        body = known.toBody();
        const retryAfter = (error as HttpLikeError).retryAfterSeconds;
        if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
      } else {
        code = 'internal';
        body = { error: 'internal', message: messages.internal };
        ctx.state.log.error({ err: error, method: ctx.method, path: ctx.path }, 'Unhandled error');
      }
      ctx.status = errorStatus[code];
      ctx.body = body;
    }
  };
}
