/**
 * Per-user limit on job searches that go out to LinkedIn or Indeed (answers from a recent identical
 * search are not counted): the rate-limiter-flexible Drizzle store of middleware/rate-limit.ts under its
 * own key prefix, so every API instance shares it. Past the rule: 429 rate_limited with Retry-After.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { RateLimitedError, type LimitRule } from '../../middleware/rate-limit';

export const SEARCH_LIMIT_PREFIX = 'searchUser';
export const searchLimitRule: LimitRule = { points: 20, durationSeconds: 10 * 60 };

export function createSearchLimiter(db: Db, rule: LimitRule = searchLimitRule): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: SEARCH_LIMIT_PREFIX,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: true,
  });
}

/** Counts one search for the user; throws RateLimitedError past the rule. */
export async function consumeSearch(limiter: RateLimiterDrizzle, userId: number): Promise<void> {
  try {
    await limiter.consume(String(userId));
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext);
    throw error;
  }
}
