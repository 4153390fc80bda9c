/**
 * One-click unsubscribe from the digest (issue 25, section 4; RFC 8058). The link carries a signed claim
 * of the user's id (lib/tokens), good for a year: a mail client POSTs to it (`List-Unsubscribe=One-Click`)
 * and the `jobAlerts` preference goes off, so the next digest is not sent. Opened in a browser (GET), the
 * link shows a page with one button that does the same POST: a GET never changes anything, so a link
 * scanner cannot unsubscribe anyone.
 */
import { readSignedClaim, signClaim } from '../../lib/tokens';
import type { AppEnv } from '../../types';

const PURPOSE = 'job-alerts-unsubscribe';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

interface UnsubscribeClaim {
  userId: number;
  expiresAt: number;
}

function isClaim(value: unknown): value is UnsubscribeClaim {
  const claim = value as Partial<UnsubscribeClaim> | null;
  return typeof claim === 'object' && claim !== null && Number.isInteger(claim.userId) && typeof claim.expiresAt === 'number';
}

export function unsubscribeToken(env: Pick<AppEnv, 'SESSION_SECRET'>, userId: number, now = new Date()): string {
  return signClaim(env.SESSION_SECRET, PURPOSE, { userId, expiresAt: now.getTime() + YEAR_MS });
}

/** The API's own address for the link (what a mail client POSTs to). */
export function unsubscribeUrl(env: Pick<AppEnv, 'SESSION_SECRET' | 'PUBLIC_URL'>, userId: number, now = new Date()): string {
  return `${env.PUBLIC_URL.replace(/\/$/, '')}/api/job-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(env, userId, now))}`;
}

export function unsubscribingUser(env: Pick<AppEnv, 'SESSION_SECRET'>, token: string, now: Date): number | null {
  return readSignedClaim(env.SESSION_SECRET, PURPOSE, token, now, isClaim)?.userId ?? null;
}
