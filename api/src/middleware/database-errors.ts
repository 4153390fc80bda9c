/**
 * What a database failure means for the caller (issue 8), whatever the driver (pg or PGlite) and
 * whether Drizzle wrapped it (DrizzleQueryError keeps the driver's error in `cause`):
 * - the database cannot be reached or did not answer in time (connection refused, reset or lost, pool
 *   or statement time-out, server shutting down, PGlite closed) → 503 `unavailable` with Retry-After;
 * - the database refused a value (SQLSTATE class 22, data exception: a number out of range, a byte it
 *   cannot store…; 54000, a value too large for an index) → 400: the input was wrong, not the server.
 *   The shared schemas should have refused it first; the error handler logs these so they get fixed.
 */
import { findPgError } from '../db/errors';

/** Sent as Retry-After with every 503 `unavailable`. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs that mean "not now" rather than "never". */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code.startsWith('53') || // insufficient resources: too many connections, out of memory, disk full
    code === '57P01' || // admin_shutdown
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now (starting up, recovering)
    code === '57014' || // query_canceled: statement_timeout
    code === '55P03' // lock_not_available: lock_timeout
  );
}

/** Socket errors met on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** The drivers' own words when there is no connection to use (pg, pg-pool, PGlite). */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool connectionTimeoutMillis
  /^Query read timeout$/, // pg query_timeout
  /is not queryable$/, // a client whose connection failed
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error, its causes and (for AggregateError, e.g. both addresses of localhost refused) its members. */
function* chainOf(error: unknown, depth = 0): Generator<ErrorLike> {
  if (depth > 5 || !error || typeof error !== 'object') return;
  const current = error as ErrorLike;
  yield current;
  if (Array.isArray(current.errors)) for (const member of current.errors.slice(0, 5)) yield* chainOf(member, depth + 1);
  yield* chainOf(current.cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const pgError = findPgError(error);
  if (pgError) return isUnavailableSqlState(pgError.code);
  for (const link of chainOf(error)) {
    if (typeof link.code === 'string' && NETWORK_CODES.has(link.code)) return true;
    if (typeof link.message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(link.message as string))) return true;
  }
  return false;
}

export function isDatabaseDataError(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code !== undefined && (code.startsWith('22') || code === '54000');
}
