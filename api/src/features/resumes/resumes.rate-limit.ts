/**
 * Per-user limit on the optimize calls (each parses a file, fetches a job page and tailors): the
 * same rate-limiter-flexible Drizzle store as middleware/rate-limit.ts (counters in `rate_limits`,
 * shared by every API instance), under its own key prefix.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { RateLimitedError, type LimitRule } from '../../middleware/rate-limit';
import type { AppMiddleware } from '../../types';
import { requireAuth } from '../../middleware/auth';

export const OPTIMIZE_LIMIT_PREFIX = 'optimizeUser';
export const optimizeLimitRule: LimitRule = { points: 30, durationSeconds: 10 * 60 };

export function createOptimizeLimiter(db: Db, rule: LimitRule = optimizeLimitRule): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: OPTIMIZE_LIMIT_PREFIX,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: true,
  });
}

/** Route middleware: 401 when signed out, else counts one optimize call for the user (429 past the rule). */
export function limitOptimizeCalls(limiter: RateLimiterDrizzle): AppMiddleware {
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
