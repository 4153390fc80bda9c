/**
 * Confirming a new e-mail address (issue 24): the address changes only when its owner opens a link sent
 * to it. The link's token is signed, not stored: it names the user, the new address, the address it
 * replaces (as a keyed hash) and its expiry, under the server's secret. Once the address has changed the
 * token no longer matches the account, so it works once; a later request makes a new one.
 */
import { keyedHash, readSignedClaim, sameText, signClaim } from '../../lib/tokens';

const PURPOSE = 'email-change';
/** How long a confirmation link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

interface EmailChangeClaim {
  userId: number;
  newEmail: string;
  /** keyedHash of the address being replaced. */
  from: string;
  expiresAt: number;
}

const fromHash = (secret: string, email: string) => keyedHash(secret, `${PURPOSE}-from`, email.toLowerCase());

export function createEmailChangeToken(secret: string, userId: number, currentEmail: string, newEmail: string, now: Date): string {
  const claim: EmailChangeClaim = { userId, newEmail: newEmail.toLowerCase(), from: fromHash(secret, currentEmail), expiresAt: now.getTime() + EMAIL_CHANGE_TTL_MS };
  return signClaim(secret, PURPOSE, claim);
}

/** The claim of a well-signed, unexpired token, or null. The caller checks it still matches the account. */
export function readEmailChangeToken(secret: string, token: string, now: Date): EmailChangeClaim | null {
  return readSignedClaim(secret, PURPOSE, token, now, isClaim);
}

/** True when the account still has the address the token was made to replace. */
export function claimMatches(secret: string, claim: EmailChangeClaim, currentEmail: string): boolean {
  return sameText(claim.from, fromHash(secret, currentEmail));
}

function isClaim(value: unknown): value is EmailChangeClaim {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.userId) && typeof v.newEmail === 'string' && typeof v.from === 'string' && typeof v.expiresAt === 'number';
}
