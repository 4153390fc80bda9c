/**
 * Per-user limit on the billing calls that reach the payment provider (create-subscription, sync,
 * cancel/resume, portal, purchase and completion of the add-on): each may call Stripe several times.
 * Generous for a person (a checkout takes a handful), tight for a script.
 */
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { createUserLimiter, type LimitRule } from '../../middleware/rate-limit';

export const BILLING_LIMIT_PREFIX = 'billingUser';
export const billingLimitRule: LimitRule = { points: 60, durationSeconds: 10 * 60 };

export function createBillingLimiter(db: Db, rule: LimitRule = billingLimitRule): RateLimiterDrizzle {
  return createUserLimiter(db, BILLING_LIMIT_PREFIX, rule);
}
