/**
 * Rate limits with rate-limiter-flexible: a maintained limiter with atomic counters and a ready-made
 * Drizzle store (RateLimiterDrizzle). The counters live in the `rate_limits` table through the same
 * Drizzle client, so the store works with PGlite and with a PostgreSQL server alike, and several API
 * instances share one limit (no state kept in process memory). Rules are configurable per app so
 * tests can hit them with a few requests.
 */
import { AppError, messages } from '@jobapp/shared';
import { exportMessages } from '@jobapp/shared/export-messages';
import { eq, like, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { AppMiddleware } from '../http-types';
import { requireAuth } from './auth';

export interface LimitRule {
  points: number;
  durationSeconds: number;
}

export const limitNames = [
  'loginFailuresPerIp',
  'loginFailuresPerAccountIp',
  'loginFailuresPerAccount',
  'loginDelay',
  'loginFailuresPerDevice',
  'registerIp',
  'forgotIp',
  'forgotPerEmail',
  'resetIp',
  'contactIp',
  'newsletterIp',
] as const;
export type LimitName = (typeof limitNames)[number];
export type RateLimitConfig = Record<LimitName, LimitRule>;

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export const defaultRateLimits: RateLimitConfig = {
  // Sign-in (auth/login-limits.ts): a point is taken before the password is checked and given back on
  // success, so only failures stay counted. One address may fail 30 times in 15 minutes across all
  // names; one account 5 times from one address (the 6th try is a 429). Past 10 failures of one account
  // from anywhere, each further failure makes the next attempt wait (loginDelay: 30 s, doubling, at
  // most 15 minutes) instead of locking the account outright, and a password reset by e-mail clears it
  // all. A browser holding the account's device cookie (it signed in before) is judged by its own
  // failures instead (loginFailuresPerDevice), not by the account's delay.
  loginFailuresPerIp: { points: 30, durationSeconds: FIFTEEN_MINUTES },
  loginFailuresPerAccountIp: { points: 5, durationSeconds: FIFTEEN_MINUTES },
  loginFailuresPerAccount: { points: 10, durationSeconds: ONE_HOUR },
  loginDelay: { points: 1, durationSeconds: 30 },
  loginFailuresPerDevice: { points: 5, durationSeconds: FIFTEEN_MINUTES },
  registerIp: { points: 20, durationSeconds: FIFTEEN_MINUTES },
  forgotIp: { points: 20, durationSeconds: FIFTEEN_MINUTES },
  forgotPerEmail: { points: 3, durationSeconds: ONE_HOUR },
  resetIp: { points: 20, durationSeconds: FIFTEEN_MINUTES },
  contactIp: { points: 10, durationSeconds: ONE_HOUR },
  newsletterIp: { points: 10, durationSeconds: ONE_HOUR },
};

/** 429 with the seconds to wait; the error handler turns `retryAfterSeconds` into Retry-After. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(msBeforeNext: number) {
    super('rate_limited', messages.rateLimited);
    this.retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  }
}

export interface RateLimiters {
  /** Counts one attempt; throws RateLimitedError once the rule is exceeded. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws RateLimitedError when the rule is already used up, without counting. */
  assertNotLimited(name: LimitName, key: string): Promise<void>;
  /** Counts one attempt and never throws; answers how many are counted in the current window. */
  count(name: LimitName, key: string): Promise<number>;
  /** Gives one counted point back (an attempt that turned out not to be a failure). */
  reward(name: LimitName, key: string): Promise<void>;
  /** Makes `assertNotLimited(name, key)` throw for the next `seconds`. */
  block(name: LimitName, key: string, seconds: number): Promise<void>;
  /** Forgets the attempts counted for a key (e.g. after a successful sign-in). */
  reset(name: LimitName, key: string): Promise<void>;
  /** Forgets every key of `name` that starts with `keyPrefix` (e.g. one account from any address). */
  resetPrefix(name: LimitName, keyPrefix: string): Promise<void>;
  /** The rule in force for `name` (tests pass tighter ones). */
  rule(name: LimitName): LimitRule;
}

export function createRateLimiters(db: Db, overrides: Partial<RateLimitConfig> = {}): RateLimiters {
  const config = { ...defaultRateLimits, ...overrides };
  const limiters = Object.fromEntries(
    limitNames.map((name) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points: config[name].points,
        duration: config[name].durationSeconds,
        // Expired rows are overwritten on the next hit; the periodic clean-up only trims the table.
        clearExpiredByTimeout: true,
      }),
    ]),
  ) as Record<LimitName, RateLimiterDrizzle>;

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext);
        throw error;
      }
    },
    async assertNotLimited(name, key) {
      const current = await limiters[name].get(key);
      if (current && current.consumedPoints >= config[name].points) throw new RateLimitedError(current.msBeforeNext);
    },
    async count(name, key) {
      const result = await limiters[name].penalty(key, 1);
      return result.consumedPoints;
    },
    async reward(name, key) {
      await limiters[name].reward(key, 1);
    },
    async block(name, key, seconds) {
      await limiters[name].block(key, seconds);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async resetPrefix(name, keyPrefix) {
      const escaped = `${name}:${keyPrefix}`.replace(/[\\%_]/g, (c) => `\\${c}`);
      await db.delete(rateLimits).where(like(rateLimits.key, `${escaped}%`));
    },
    rule(name) {
      return config[name];
    },
  };
}

/** Route middleware: counts the request against `name` for the client's IP. */
export function limitByIp(limiters: RateLimiters, name: LimitName): AppMiddleware {
  return async (ctx, next) => {
    await limiters.consume(name, ctx.ip);
    await next();
  };
}

/**
 * The per-user limits, one table: each feature's calls are counted per user by the same Drizzle store as
 * the limits above (counters in `rate_limits`, shared by every API instance) under its own key prefix.
 * - optimize: optimize calls (each parses a file, fetches a job page and tailors), cover letters and
 *   LinkedIn optimizations, which cost as much;
 * - capture: captures from the extension (each stores up to 300,000 characters of HTML);
 * - editor: the editor's calls (analysing runs the scorer in the compute pool on every click; saving
 *   writes a version);
 * - search: job searches that go out to LinkedIn or Indeed (answers reused from a recent identical
 *   search are not counted);
 * - billing: calls that reach the payment provider (each may call Stripe several times): generous for
 *   a person (a checkout takes a handful), tight for a script;
 * - export: downloads and previews of one's own resume (each renders a file in the shared Chromium);
 *   how many may run at once is `exportsInFlight` below.
 */
export const userLimits = {
  optimize: { keyPrefix: 'optimizeUser', points: 30, durationSeconds: 10 * 60 },
  capture: { keyPrefix: 'captureUser', points: 120, durationSeconds: 10 * 60 },
  editor: { keyPrefix: 'editorUser', points: 300, durationSeconds: 10 * 60 },
  search: { keyPrefix: 'searchUser', points: 20, durationSeconds: 10 * 60 },
  billing: { keyPrefix: 'billingUser', points: 60, durationSeconds: 10 * 60 },
  export: { keyPrefix: 'exportUser', points: 60, durationSeconds: 10 * 60 },
} as const satisfies Record<string, LimitRule & { keyPrefix: string }>;
export type UserLimitName = keyof typeof userLimits;

/** The limiter of one row of `userLimits` (a tighter `rule` for tests). */
export function createUserLimiter(db: Db, name: UserLimitName, rule: LimitRule = userLimits[name]): RateLimiterDrizzle {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: userLimits[name].keyPrefix,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: true,
  });
}

/** Counts one call for the user; throws RateLimitedError (429 with Retry-After) past the rule. */
export async function consumeForUser(limiter: RateLimiterDrizzle, userId: number): Promise<void> {
  try {
    await limiter.consume(String(userId));
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext);
    throw error;
  }
}

/** Route middleware: 401 when signed out, else counts one call for the user (429 past the rule). */
export function limitPerUser(limiter: RateLimiterDrizzle): AppMiddleware {
  return async (ctx, next) => {
    const { user } = requireAuth(ctx.state);
    await consumeForUser(limiter, user.id);
    await next();
  };
}

/**
 * Downloads and previews one user may have running at once (resume and cover-letter files, the
 * my-preview.png of a template), together, across every API instance: a counter row in `rate_limits`
 * (key exportsInFlight:<user id>) taken with one conditional upsert (PostgreSQL re-checks the condition
 * under the row lock, so parallel requests at the edge let exactly the free slots through) and given
 * back when the answer is ready. A further one is refused at once with 429 and Retry-After: 1, before
 * it touches the compute pool or Chromium, so one user firing 80 downloads in parallel holds 2 of
 * Chromium's slots. The row expires `leaseSeconds` after the last one started: slots held by an
 * instance that died free themselves then (an export that ran longer than that is not counted).
 */
export const exportsInFlight = { max: 2, leaseSeconds: 2 * 60 };
const IN_FLIGHT_PREFIX = 'exportsInFlight';

/** 429 while the user's other downloads run; the error handler turns `retryAfterSeconds` into Retry-After. */
export class ExportsInFlightError extends AppError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('rate_limited', exportMessages.tooManyAtOnce);
  }
}

async function takeInFlightSlot(db: Db, key: string, max: number, leaseSeconds: number): Promise<boolean> {
  const now = new Date();
  const expire = new Date(now.getTime() + leaseSeconds * 1000);
  const lapsed = sql`(${rateLimits.expire} is null or ${rateLimits.expire} <= ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, points: 1, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { points: sql`case when ${lapsed} then 1 else ${rateLimits.points} + 1 end`, expire },
      setWhere: sql`${lapsed} or ${rateLimits.points} < ${max}`,
    })
    .returning({ points: rateLimits.points });
  return rows.length > 0;
}

async function releaseInFlightSlot(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(${rateLimits.points} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Route middleware: 401 when signed out; 429 when the user already has `rule.max` downloads or previews running. */
export function limitExportsInFlight(db: Db, rule: { max: number; leaseSeconds: number } = exportsInFlight): AppMiddleware {
  return async (ctx, next) => {
    const { user } = requireAuth(ctx.state);
    const key = `${IN_FLIGHT_PREFIX}:${user.id}`;
    if (!(await takeInFlightSlot(db, key, rule.max, rule.leaseSeconds))) throw new ExportsInFlightError();
    try {
      await next();
    } finally {
      await releaseInFlightSlot(db, key).catch((error: unknown) => ctx.state.log.warn({ err: error }, 'Releasing an export slot failed'));
    }
  };
}
