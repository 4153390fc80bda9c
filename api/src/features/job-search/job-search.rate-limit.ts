/**
 * Per-user limit on job searches that go out to LinkedIn or Indeed (answers from a recent identical
 * search are not counted).
 * Counted by the shared per-user limiter of middleware/rate-limit.ts under its own key prefix.
 */
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { createUserLimiter, type LimitRule } from '../../middleware/rate-limit';

export const SEARCH_LIMIT_PREFIX = 'searchUser';
export const searchLimitRule: LimitRule = { points: 20, durationSeconds: 10 * 60 };

export function createSearchLimiter(db: Db, rule: LimitRule = searchLimitRule): RateLimiterDrizzle {
  return createUserLimiter(db, SEARCH_LIMIT_PREFIX, rule);
}
