import { apiMessages, messages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../test/factories';
import { createTestDatabase } from '../test/test-db';
import { startTestServer, TEST_PUBLIC_URL, useTestServer } from '../test/test-server';

const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

describe('HTTP behaviour shared by every route', () => {
  const suite = useTestServer({ env: { ALLOWED_ORIGINS: 'http://localhost:5173', EXTENSION_ORIGINS: EXTENSION_ORIGIN } });

  const validLogin = { username: 'nobody', password: 'whatever' };

  describe('origin check on state-changing requests', () => {
    it('refuses a foreign Origin with 403 origin_not_allowed', async () => {
      const response = await suite.server.client().post('/api/login', validLogin, { headers: { Origin: 'https://evil.example' } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'origin_not_allowed', message: messages.originNotAllowed });
    });

    it('refuses the literal "null" origin (sandboxed frames, file: pages)', async () => {
      const response = await suite.server.client().post('/api/logout', undefined, { headers: { Origin: 'null' } });
      expect(response.status).toBe(403);
    });

    it('refuses a cross-site request without Origin by its Sec-Fetch-Site header', async () => {
      const response = await suite.server.client().post('/api/login', validLogin, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'origin_not_allowed', message: messages.originNotAllowed });
    });

    it.each([
      ['PUBLIC_URL', TEST_PUBLIC_URL],
      ['ALLOWED_ORIGINS', 'http://localhost:5173'],
      ['EXTENSION_ORIGINS', EXTENSION_ORIGIN],
    ])('accepts an origin from %s', async (_source, origin) => {
      const response = await suite.server.client().post('/api/login', validLogin, { headers: { Origin: origin } });
      expect(response.status).toBe(401);
    });

    it('accepts the origin the request was sent to (same-origin)', async () => {
      const response = await suite.server.client().post('/api/login', validLogin, { headers: { Origin: suite.server.url } });
      expect(response.status).toBe(401);
    });

    it('accepts a request without Origin (non-browser clients)', async () => {
      const response = await suite.server.client().post('/api/login', validLogin);
      expect(response.status).toBe(401);
    });

    it('does not apply to GET', async () => {
      const response = await suite.server.client().get('/api/health', { headers: { Origin: 'https://evil.example' } });
      expect(response.status).toBe(200);
    });

    it('protects signed-in changes too', async () => {
      const { client } = await registerUser(suite.server);
      const response = await client.patch(
        '/api/user/profile',
        { fullName: 'Hijacked', email: 'hijacked@example.com' },
        { headers: { Origin: 'https://evil.example' } },
      );
      expect(response.status).toBe(403);
      expect((await client.get('/api/user')).body.fullName).not.toBe('Hijacked');
    });
  });

  describe('errors', () => {
    it('answers 404 JSON for an unknown /api route, any method', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await suite.server.client().request(method, '/api/no-such-thing');
        expect(response.status, method).toBe(404);
        expect(response.body).toEqual({ error: 'not_found', message: messages.notFound });
      }
      expect((await suite.server.client().get('/api')).status).toBe(404);
    });

    it('answers 400 bad_request, not 500, for malformed JSON', async () => {
      const response = await suite.server.client().request('POST', '/api/login', {
        raw: '{"username": "a", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'bad_request', message: apiMessages.malformedJson });
    });

    it('answers 413 for a JSON body over 100 kB', async () => {
      const response = await suite.server.client().post('/api/contact', {
        name: 'Big',
        email: 'big@example.com',
        subject: 'Large body',
        message: 'x'.repeat(110 * 1024),
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ error: 'payload_too_large', message: apiMessages.payloadTooLarge });
    });

    it('answers 415 for a body that is not JSON', async () => {
      const response = await suite.server.client().request('POST', '/api/login', {
        raw: 'username=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ error: 'unsupported_media_type', message: apiMessages.unsupportedMediaType });
    });

    // A logged 500 for an unexpected failure: src/logger.test.ts (a dropped table).
    it('answers 503 unavailable with Retry-After when the database is gone', async () => {
      const broken = await createTestDatabase();
      const brokenServer = await startTestServer({ database: broken });
      try {
        await broken.close();
        const response = await brokenServer.client().post('/api/login', { username: 'someone', password: 'secret12' });
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ error: 'unavailable', message: apiMessages.unavailable });
        expect(response.headers.get('retry-after')).toBe('5');
      } finally {
        await brokenServer.close();
      }
    });
  });

  describe('headers', () => {
    it('sets security headers with a CSP fit for the SPA', async () => {
      const response = await suite.server.client().get('/api/health');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain('stripe.com');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('marks API answers as not cacheable, errors included', async () => {
      const { client } = await registerUser(suite.server);
      expect((await client.get('/api/user')).headers.get('cache-control')).toBe('no-store');
      expect((await suite.server.client().get('/api/user')).headers.get('cache-control')).toBe('no-store');
      expect((await suite.server.client().get('/api/unknown')).headers.get('cache-control')).toBe('no-store');
    });

    it('takes the client address from the last X-Forwarded-For entry only when TRUST_PROXY is on', async () => {
      const proxied = await startTestServer({
        database: suite.database,
        env: { TRUST_PROXY: 'true' },
        rateLimits: { contactIp: { points: 1, durationSeconds: 600 } },
      });
      try {
        const message = { name: 'Jane', email: 'jane@example.com', subject: 'Hello there', message: 'A message long enough.' };
        const send = (xff: string) => proxied.client().post('/api/contact', message, { headers: { 'X-Forwarded-For': xff } });
        expect((await send('198.51.100.7')).status).toBe(201);
        // A client cannot dodge the limit by prepending made-up addresses.
        expect((await send('10.9.9.9, 198.51.100.7')).status).toBe(429);
        expect((await send('198.51.100.8')).status).toBe(201);
      } finally {
        await proxied.close();
      }
    });

    it('sets the headers on error answers too', async () => {
      const response = await suite.server.client().get('/api/nothing-here');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    });

    it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
      const kept = await suite.server.client().get('/api/health', { headers: { 'X-Request-Id': 'abc-123.def' } });
      expect(kept.headers.get('x-request-id')).toBe('abc-123.def');
      const replaced = await suite.server.client().get('/api/health', { headers: { 'X-Request-Id': 'bad id <script>' } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const generated = await suite.server.client().get('/api/health');
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('marks the session cookie Secure when PUBLIC_URL is https, and adds HSTS', async () => {
      const httpsServer = await startTestServer({ database: suite.database, env: { PUBLIC_URL: 'https://resumeboost.example' } });
      try {
        const response = await httpsServer.client().post('/api/register', {
          fullName: 'Secure Cookie',
          email: 'secure.cookie@example.com',
          username: 'securecookie',
          password: 'long enough',
          acceptTerms: true,
        });
        expect(response.status).toBe(201);
        expect(response.sessionCookie).toMatch(/; secure/i);
        expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      } finally {
        await httpsServer.close();
      }
    });
  });
});
