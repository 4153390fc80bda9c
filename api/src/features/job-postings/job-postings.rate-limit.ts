/**
 * Per-user limit on captures from the extension (each stores up to 300,000 characters of HTML).
 * Counted by the shared per-user limiter of middleware/rate-limit.ts under its own key prefix.
 */
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { createUserLimiter, type LimitRule } from '../../middleware/rate-limit';

export const CAPTURE_LIMIT_PREFIX = 'captureUser';
export const captureLimitRule: LimitRule = { points: 120, durationSeconds: 10 * 60 };

export function createCaptureLimiter(db: Db, rule: LimitRule = captureLimitRule): RateLimiterDrizzle {
  return createUserLimiter(db, CAPTURE_LIMIT_PREFIX, rule);
}
