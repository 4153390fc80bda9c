/** Random one-time tokens (reset, newsletter) travel by e-mail; only their SHA-256 is stored. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * HMAC-SHA256 of `value` under the server's secret, base64url; `purpose` keeps the uses apart (a hash
 * made for one can never stand for another).
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${value}`, 'utf8').digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A claim that travels in a link: `<base64url JSON>.<keyed hash>`. Anyone can read it; only the holder of
 * `secret` can make one that `readSignedClaim` accepts for the same `purpose`.
 */
export function signClaim(secret: string, purpose: string, claim: object): string {
  const payload = Buffer.from(JSON.stringify(claim), 'utf8').toString('base64url');
  return `${payload}.${keyedHash(secret, purpose, payload)}`;
}

/** The claim of a well-signed token whose shape passes `isClaim` and whose `expiresAt` is after `now`, else null. */
export function readSignedClaim<T extends { expiresAt: number }>(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
  isClaim: (value: unknown) => value is T,
): T | null {
  if (token.length > 1000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !sameText(signature, keyedHash(secret, purpose, payload))) return null;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return isClaim(claim) && claim.expiresAt > now.getTime() ? claim : null;
}
