/**
 * JSON request bodies (koa-body over co-body), read before the session and the routes:
 * - up to 100 kB, except pasted resumes (up to 100,000 characters of resume and 50,000 of job
 *   description, as multi-byte UTF-8) and extension captures (up to 300,000 characters of page HTML):
 *   1 MB. Multipart uploads get their own parser on their route;
 * - `Content-Encoding` gzip, deflate and br are inflated within the same limits (a bomb stops at the
 *   limit: 413); any other encoding is 415;
 * - whatever goes wrong while reading is the client's fault, never a 500: a body that does not inflate
 *   (garbage after `Content-Encoding: br`) is 400, and every other reading error that carries no HTTP
 *   status becomes 400 too. Errors of the routes below pass through untouched.
 * Keys named `__proto__` (and `constructor.prototype`) are refused by co-body's parser (400).
 */
import { AppError, apiMessages } from '@jobapp/shared';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppMiddleware } from '../types';

const JSON_LIMIT = '100kb';
const LARGE_JSON_LIMIT = '1mb';
const LARGE_JSON_PATHS = new Set(['/api/optimize-resume-text', '/api/job-postings/capture']);
/** Read raw by their route: a Stripe webhook's signature covers the exact bytes; a CSV import is text/csv. */
const RAW_BODY_PATHS = new Set(['/api/stripe/webhook', '/api/applications/import.csv']);
/** DELETE too: DELETE /api/user carries the password. */
const PARSED_METHODS = [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE];

function jsonParser(limit: string) {
  return koaBody({ json: true, jsonLimit: limit, urlencoded: false, text: false, multipart: false, parsedMethods: PARSED_METHODS });
}

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' ? value : undefined;
}

/** What a failure to read the body means for the client. */
export function toBodyError(error: unknown): unknown {
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : '';
  if (status === 415 && message.startsWith('Unsupported Content-Encoding')) {
    return new AppError('unsupported_media_type', apiMessages.unsupportedContentEncoding);
  }
  // co-body's and raw-body's own errors (too large, bad JSON, size mismatch, aborted…) carry a 4xx
  // status that the error handler already maps.
  if (status !== undefined && status >= 400 && status < 500) return error;
  // zlib and brotli errors (Z_DATA_ERROR, ERR__ERROR_FORMAT_PADDING_2…) and anything else met while reading.
  return new AppError('bad_request', apiMessages.bodyNotDecodable);
}

export function parseJsonBody(): AppMiddleware {
  const parseJson = jsonParser(JSON_LIMIT);
  const parseLargeJson = jsonParser(LARGE_JSON_LIMIT);
  return async (ctx, next) => {
    if (RAW_BODY_PATHS.has(ctx.path)) return next();
    const parse = LARGE_JSON_PATHS.has(ctx.path) ? parseLargeJson : parseJson;
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (error) {
      throw parsed ? error : toBodyError(error);
    }
  };
}
