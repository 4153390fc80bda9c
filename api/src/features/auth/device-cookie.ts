/**
 * The device cookie (OWASP's "device cookies" against account lockout): a browser that signed in to an
 * account gets a cookie naming that account, signed with SESSION_SECRET. When it later signs in to the
 * same account, its attempt is judged by its own failure counter (loginFailuresPerDevice) instead of the
 * account-wide delay that strangers' failures cause, so the owner keeps getting in.
 *
 * Value: `<userId>.<nonce>.<signature>`. The cookie is HttpOnly, SameSite=Strict, sent only to
 * /api/login, and Secure when PUBLIC_URL is https. It grants nothing by itself (the password is still
 * checked); the limiter key is a hash of the nonce, and the value is never logged.
 */
import type { Context } from 'koa';
import { allowSecureCookie } from '../../middleware/auth';
import { createToken, hashToken, keyedHash, sameText } from '../../lib/tokens';
import type { AppEnv } from '../../types';

export const DEVICE_COOKIE = 'device';
const PURPOSE = 'device-cookie';
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

function sign(secret: string, userId: number, nonce: string): string {
  return keyedHash(secret, PURPOSE, `${userId}.${nonce}`);
}

/** A new device token for `userId`. */
export function issueDeviceToken(secret: string, userId: number): string {
  const nonce = createToken();
  return `${userId}.${nonce}.${sign(secret, userId, nonce)}`;
}

/**
 * The limiter key of the device when `token` is a genuine device token for `userId`; undefined for
 * no token, a forged one, or one issued for another account.
 */
export function deviceKeyFor(secret: string, token: string | undefined, userId: number): string | undefined {
  const parts = token?.split('.');
  if (parts?.length !== 3) return undefined;
  const [id, nonce, signature] = parts as [string, string, string];
  if (id !== String(userId) || !nonce || !sameText(signature, sign(secret, userId, nonce))) return undefined;
  return `user:${userId}|device:${hashToken(nonce).slice(0, 32)}`;
}

export function readDeviceCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(DEVICE_COOKIE) || undefined;
}

export function setDeviceCookie(ctx: Context, env: AppEnv, userId: number): void {
  allowSecureCookie(ctx, env);
  ctx.cookies.set(DEVICE_COOKIE, issueDeviceToken(env.SESSION_SECRET, userId), {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/login',
    secure: env.PUBLIC_URL.startsWith('https:'),
    maxAge: MAX_AGE_MS,
    overwrite: true,
  });
}
