/**
 * The browser extension's origin over HTTP: CORS answers only for EXTENSION_ORIGINS (exact origin,
 * credentials, preflights for the paths the extension calls), none for any other origin; the origin
 * check accepts the configured extension origins and refuses every other extension origin.
 */
import { EXTENSION_ORIGIN, messages } from '@jobapp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';

const FIREFOX_ORIGIN = 'moz-extension://0b5f1e9c-3a7d-4c51-9f1e-2d7b6a4c8e10';
const FOREIGN_ORIGINS = [
  'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  'moz-extension://11111111-2222-4333-8444-555555555555',
  `${EXTENSION_ORIGIN}x`,
  'https://evil.example',
];

function corsHeaders(headers: Headers): Record<string, string> {
  const found: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name.startsWith('access-control-')) found[name] = value;
  });
  return found;
}

function preflight(server: TestServer, path: string, origin: string, method = 'POST') {
  return server.client().request('OPTIONS', path, {
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'content-type' },
  });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('with the default EXTENSION_ORIGINS (the development extension)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the capture preflight with 204 and the allowed methods and headers', async () => {
    const response = await preflight(server, '/api/job-postings/capture', EXTENSION_ORIGIN);
    expect(response.status).toBe(204);
    expect(corsHeaders(response.headers)).toEqual({
      'access-control-allow-origin': EXTENSION_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
    });
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('answers the /api/user preflight with 204', async () => {
    const response = await preflight(server, '/api/user', EXTENSION_ORIGIN, 'GET');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET');
  });

  it('puts the CORS headers on error answers too, so the extension can read them', async () => {
    const response = await server.client().get('/api/user', { headers: { Origin: EXTENSION_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: messages.notSignedIn });
    expect(corsHeaders(response.headers)).toEqual({
      'access-control-allow-origin': EXTENSION_ORIGIN,
      'access-control-allow-credentials': 'true',
    });
  });

  it.each(FOREIGN_ORIGINS)('gives %s no CORS headers, on preflights and answers', async (origin) => {
    const pre = await preflight(server, '/api/job-postings/capture', origin);
    expect(pre.status).not.toBe(204);
    expect(corsHeaders(pre.headers)).toEqual({});
    const answer = await server.client().get('/api/health', { headers: { Origin: origin } });
    expect(answer.status).toBe(200);
    expect(corsHeaders(answer.headers)).toEqual({});
    expect(answer.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('gives no CORS headers without an Origin', async () => {
    const response = await server.client().get('/api/health');
    expect(corsHeaders(response.headers)).toEqual({});
  });

  it('answers no preflight for paths the extension does not call', async () => {
    const response = await preflight(server, '/api/optimize-resume-text', EXTENSION_ORIGIN);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it("accepts the extension's state-changing calls", async () => {
    const response = await server.client().post('/api/logout', undefined, { headers: { Origin: EXTENSION_ORIGIN } });
    expect(response.status).toBe(200);
  });

  it.each(FOREIGN_ORIGINS)('refuses state-changing calls from %s with 403', async (origin) => {
    const response = await server.client().post('/api/logout', undefined, { headers: { Origin: origin } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'origin_not_allowed', message: messages.originNotAllowed });
  });
});

describe('with EXTENSION_ORIGINS set to a Firefox extension', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { EXTENSION_ORIGINS: FIREFOX_ORIGIN } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves that origin and no longer the development one', async () => {
    const firefox = await preflight(server, '/api/job-postings/capture', FIREFOX_ORIGIN);
    expect(firefox.status).toBe(204);
    expect(firefox.headers.get('access-control-allow-origin')).toBe(FIREFOX_ORIGIN);
    expect((await server.client().post('/api/logout', undefined, { headers: { Origin: FIREFOX_ORIGIN } })).status).toBe(200);

    const chrome = await preflight(server, '/api/job-postings/capture', EXTENSION_ORIGIN);
    expect(corsHeaders(chrome.headers)).toEqual({});
    expect((await server.client().post('/api/logout', undefined, { headers: { Origin: EXTENSION_ORIGIN } })).status).toBe(403);
  });
});
