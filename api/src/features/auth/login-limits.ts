/**
 * Sign-in limits that hold under concurrency. Every counter is taken atomically in the database
 * (rate-limiter-flexible's consume: one upsert that answers the new count) *before* the password is
 * checked, so however many attempts arrive at once, in one process or many, only as many as a rule
 * allows reach the check; an attempt turned away gives back what it had taken, and a successful one
 * gives its points back too, so only failures stay counted.
 *
 * The rules (defaults in middleware/rate-limit.ts):
 * - per client address, across all names (loginFailuresPerIp);
 * - a browser holding the account's device cookie: per device (loginFailuresPerDevice), and nothing
 *   else, so strangers' failures never slow the owner's known browser down;
 * - any other attempt: per account from that address (loginFailuresPerAccountIp), and per account from
 *   anywhere (loginFailuresPerAccount). Past that rule's points, one attempt at a time may try (the
 *   single loginDelay point), and each further failure makes the next wait longer (30 s doubling, at
 *   most 15 minutes); a password reset clears it.
 */
import type { LimitName, RateLimiters } from '../../middleware/rate-limit';

export interface PasswordCheckSubject {
  ip: string;
  /** `user:<id>` for an existing account, else `name:<typed name>`. */
  account: string;
  /** The limiter key of a valid device cookie for this account (device-cookie.ts). */
  device?: string | undefined;
}

/** Settles an attempt that was let through to the password check. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/** Seconds the next attempt must wait after `failures` failures of one account (0 up to the rule). */
export function loginDelaySeconds(failures: number, threshold: number, baseSeconds: number): number {
  if (failures <= threshold) return 0;
  return Math.min(15 * 60, baseSeconds * 2 ** Math.min(failures - threshold - 1, 10));
}

/**
 * Takes the points the attempt needs, or throws RateLimitedError (429) with none of them kept. Only a
 * caller that got a PasswordAttempt may check the password, and it must settle it.
 */
export async function beginPasswordCheck(limiters: RateLimiters, subject: PasswordCheckSubject): Promise<PasswordAttempt> {
  const { ip, account, device } = subject;
  const taken: [LimitName, string][] = [];
  const take = async (name: LimitName, key: string) => {
    await limiters.consume(name, key);
    taken.push([name, key]);
  };
  let failures = 0;
  let tookDelaySlot = false;
  try {
    await take('loginFailuresPerIp', ip);
    if (device) {
      await take('loginFailuresPerDevice', device);
    } else {
      await take('loginFailuresPerAccountIp', `${account}|${ip}`);
      failures = await limiters.count('loginFailuresPerAccount', account);
      taken.push(['loginFailuresPerAccount', account]);
      if (failures > limiters.rule('loginFailuresPerAccount').points) {
        await take('loginDelay', account);
        tookDelaySlot = true;
      }
    }
  } catch (error) {
    await Promise.all(taken.map(([name, key]) => limiters.reward(name, key)));
    throw error;
  }

  return {
    async succeeded() {
      await limiters.reward('loginFailuresPerIp', ip);
      if (device) {
        await limiters.reset('loginFailuresPerDevice', device);
        return;
      }
      // The account's failures from this address are forgiven; those from elsewhere stay counted.
      await limiters.reset('loginFailuresPerAccountIp', `${account}|${ip}`);
      await limiters.reward('loginFailuresPerAccount', account);
      if (tookDelaySlot) await limiters.reset('loginDelay', account);
    },
    async failed() {
      const delay = loginDelaySeconds(
        failures,
        limiters.rule('loginFailuresPerAccount').points,
        limiters.rule('loginDelay').durationSeconds,
      );
      if (delay > 0) await limiters.block('loginDelay', account, delay);
    },
  };
}
