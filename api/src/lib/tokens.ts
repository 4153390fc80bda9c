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
