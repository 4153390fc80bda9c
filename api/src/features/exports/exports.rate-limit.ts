/**
 * Per-user limits on downloads (each renders a file, prints it in the shared Chromium and reads it back):
 * - at most EXPORTS_IN_FLIGHT_PER_USER downloads of one user run at once (this API instance; counted in
 *   memory, released when the answer is ready). A further one is refused at once with 429 and
 *   Retry-After: 1, before it touches the database, the compute pool or Chromium. So one user firing 80
 *   downloads in parallel holds 2 of Chromium's slots and other users' downloads still print at once;
 * - at most exportLimitRule.points downloads per user in the window, counted by the shared per-user
 *   limiter of middleware/rate-limit.ts (rate_limits table, shared by every API instance).
 */
import { AppError } from '@jobapp/shared';
import { exportMessages } from '@jobapp/shared/export-messages';
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, type LimitRule } from '../../middleware/rate-limit';
import type { AppMiddleware } from '../../types';

export const EXPORT_LIMIT_PREFIX = 'exportUser';
export const exportLimitRule: LimitRule = { points: 60, durationSeconds: 10 * 60 };
export const EXPORTS_IN_FLIGHT_PER_USER = 2;

export function createExportLimiter(db: Db, rule: LimitRule = exportLimitRule): RateLimiterDrizzle {
  return createUserLimiter(db, EXPORT_LIMIT_PREFIX, rule);
}

/** 429 while the user's other downloads run; the error handler turns `retryAfterSeconds` into Retry-After. */
export class ExportsInFlightError extends AppError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('rate_limited', exportMessages.tooManyAtOnce);
  }
}

/** Route middleware: 401 when signed out; 429 when the user already has `max` downloads running. */
export function limitExportsInFlight(max: number = EXPORTS_IN_FLIGHT_PER_USER): AppMiddleware {
  const running = new Map<number, number>();
  return async (ctx, next) => {
    const { user } = requireAuth(ctx.state);
    const current = running.get(user.id) ?? 0;
    if (current >= max) throw new ExportsInFlightError();
    running.set(user.id, current + 1);
    try {
      await next();
    } finally {
      const left = (running.get(user.id) ?? 1) - 1;
      if (left <= 0) running.delete(user.id);
      else running.set(user.id, left);
    }
  };
}
