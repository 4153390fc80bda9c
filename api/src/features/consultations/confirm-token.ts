/**
 * The links support uses to confirm one proposed time (no admin account): the token is signed, not
 * stored, as in users/email-change.ts. It names the booking, the slot, the booking's `version` when the
 * e-mail was made and an expiry (the slot's own time: a time that has passed cannot be confirmed). Any
 * change to the booking (a confirmation through any link, a reschedule, a cancellation) raises its
 * version, so each link works once and only for the booking as it was sent.
 */
import { readSignedClaim, signClaim } from '../../lib/tokens';

const PURPOSE = 'consultation-confirm';

export interface ConfirmClaim {
  consultationId: number;
  userId: number;
  slot: number;
  version: number;
  expiresAt: number;
}

export function createConfirmToken(secret: string, claim: ConfirmClaim): string {
  return signClaim(secret, PURPOSE, claim);
}

/** The claim of a well-signed, unexpired token, or null. The caller checks it still matches the booking. */
export function readConfirmToken(secret: string, token: string, now: Date): ConfirmClaim | null {
  return readSignedClaim(secret, PURPOSE, token, now, isClaim);
}

function isClaim(value: unknown): value is ConfirmClaim {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.consultationId) &&
    Number.isInteger(v.userId) &&
    Number.isInteger(v.slot) &&
    Number.isInteger(v.version) &&
    typeof v.expiresAt === 'number'
  );
}
