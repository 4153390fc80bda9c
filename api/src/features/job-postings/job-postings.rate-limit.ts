/**
 * Per-user limit on captures from the extension (each stores up to 300,000 characters of sanitised
 * HTML): the rate-limiter-flexible Drizzle store of middleware/rate-limit.ts under its own key prefix.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { requireAuth } from '../../middleware/auth';
import { RateLimitedError, type LimitRule } from '../../middleware/rate-limit';
import type { AppMiddleware } from '../../types';

export const CAPTURE_LIMIT_PREFIX = 'captureUser';
export const captureLimitRule: LimitRule = { points: 120, durationSeconds: 10 * 60 };

export function createCaptureLimiter(db: Db, rule: LimitRule = captureLimitRule): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: CAPTURE_LIMIT_PREFIX,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: true,
  });
}

/** Route middleware: 401 when signed out, else counts one capture for the user (429 past the rule). */
export function limitCaptures(limiter: RateLimiterDrizzle): AppMiddleware {
  return async (ctx, next) => {
    const { user } = requireAuth(ctx.state);
    try {
      await limiter.consume(String(user.id));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext);
      throw error;
    }
    await next();
  };
}
