/**
 * Per-user limit on the optimize calls (each parses a file, fetches a job page and tailors).
 * Counted by the shared per-user limiter of middleware/rate-limit.ts under its own key prefix.
 */
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { createUserLimiter, type LimitRule } from '../../middleware/rate-limit';

export const OPTIMIZE_LIMIT_PREFIX = 'optimizeUser';
export const optimizeLimitRule: LimitRule = { points: 30, durationSeconds: 10 * 60 };

export function createOptimizeLimiter(db: Db, rule: LimitRule = optimizeLimitRule): RateLimiterDrizzle {
  return createUserLimiter(db, OPTIMIZE_LIMIT_PREFIX, rule);
}
