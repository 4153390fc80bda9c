/**
 * The session cookie's value: a JWT signed with HS256 and SESSION_SECRET (jose) whose `sid` names a
 * row of the sessions table. The signature keeps forged ids out before any database lookup; the row
 * is what makes logout and password reset able to revoke the cookie.
 *
 * Every signed-in request verifies one, so two things are done once instead of per request: the HMAC
 * key is imported once per secret (jose would import raw bytes on every call), and a token that
 * verified is remembered (lru-cache, at most 10,000 tokens, each only until its own `exp`), so a
 * browser's next requests skip the HMAC. The cache holds only tokens that passed verification and
 * never outlives their expiry; revocation is the session row's job and stays a database lookup.
 */
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'resumeboost';
const AUDIENCE = 'resumeboost-session';

const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

interface Verified {
  sessionId: string;
  /** The token's `exp`, ms since the epoch. */
  expiresAtMs: number;
}

/** Per secret (tests run several apps in one process): token → what it verified to. */
const verifiedTokens = new Map<string, LRUCache<string, Verified>>();

function verifiedFor(secret: string): LRUCache<string, Verified> {
  let cache = verifiedTokens.get(secret);
  if (!cache) {
    cache = new LRUCache<string, Verified>({ max: 10_000 });
    verifiedTokens.set(secret, cache);
  }
  return cache;
}

export async function signSessionToken(secret: string, sessionId: string, now: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await keyFor(secret));
}

/** The session id, or undefined when the token is forged, malformed or expired. */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<string | undefined> {
  const verified = verifiedFor(secret);
  const known = verified.get(token);
  if (known) {
    if (now.getTime() < known.expiresAtMs) return known.sessionId;
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
    verified.set(token, { sessionId: payload.sid, expiresAtMs: payload.exp * 1000 });
    return payload.sid;
  } catch {
    return undefined;
  }
}
