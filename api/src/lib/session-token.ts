/**
 * The session cookie's value: a JWT signed with HS256 and SESSION_SECRET (jose) whose `sid` names a
 * row of the sessions table. The signature keeps forged ids out before any database lookup; the row
 * is what makes logout and password reset able to revoke the cookie.
 */
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'resumeboost';
const AUDIENCE = 'resumeboost-session';

function keyFor(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signSessionToken(secret: string, sessionId: string, now: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyFor(secret));
}

/** The session id, or undefined when the token is forged, malformed or expired. */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    return typeof payload.sid === 'string' ? payload.sid : undefined;
  } catch {
    return undefined;
  }
}
