import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './session-token';

const SECRET = 'session-token-test-secret-0123456789abcdef';
const HOUR = 60 * 60 * 1000;

describe('session tokens', () => {
  it('verifies its own token, again and again (the second time from the cache), until it expires', async () => {
    const now = new Date();
    const token = await signSessionToken(SECRET, 'sid-1', now, new Date(now.getTime() + HOUR));
    expect(await verifySessionToken(SECRET, token, now)).toBe('sid-1');
    expect(await verifySessionToken(SECRET, token, new Date(now.getTime() + HOUR / 2))).toBe('sid-1');
    expect(await verifySessionToken(SECRET, token, new Date(now.getTime() + HOUR + 1000))).toBeUndefined();
  });

  it('refuses a token signed with another secret, even one another app already verified', async () => {
    const now = new Date();
    const token = await signSessionToken(SECRET, 'sid-2', now, new Date(now.getTime() + HOUR));
    expect(await verifySessionToken(SECRET, token, now)).toBe('sid-2');
    expect(await verifySessionToken(`${SECRET}-other`, token, now)).toBeUndefined();
  });

  it('refuses a token whose payload was changed, and never caches a refusal as a success', async () => {
    const now = new Date();
    const token = await signSessionToken(SECRET, 'sid-3', now, new Date(now.getTime() + HOUR));
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sid: 'someone-else', exp: Math.floor(now.getTime() / 1000) + 3600 })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${signature}`;
    expect(await verifySessionToken(SECRET, forged, now)).toBeUndefined();
    expect(await verifySessionToken(SECRET, forged, now)).toBeUndefined();
    expect(await verifySessionToken(SECRET, 'not.a.token', now)).toBeUndefined();
  });
});
