import { messages } from '@jobapp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration } from '../test/factories';
import type { TestClient, TestResponse } from '../test/test-client';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';

let ipCounter = 0;
/** A distinct client address per test (TRUST_PROXY is on, so X-Forwarded-For is the client IP). */
function nextIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

/** Request options that make the request come from `ip`. */
function via(ip: string) {
  return { headers: { 'X-Forwarded-For': ip } };
}

function expectRateLimited(response: TestResponse, maxSeconds: number): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: 'rate_limited', message: messages.rateLimited });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

async function postTimes(client: TestClient, times: number, path: string, body: (i: number) => unknown, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push((await client.post(path, body(i), via(ip))).status);
  }
  return statuses;
}

describe('rate limits (counters in the database)', () => {
  /** Registers from an address of its own, so the registration limit is not spent. */
  async function registerFromOwnIp() {
    const input = buildRegistration();
    const response = await server.client().post('/api/register', input, via(nextIp()));
    expect(response.status).toBe(201);
    return { input };
  }

  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      database,
      env: { TRUST_PROXY: 'true' },
      rateLimits: {
        loginIp: { points: 6, durationSeconds: 600 },
        loginFailuresPerUsername: { points: 3, durationSeconds: 900 },
        registerIp: { points: 2, durationSeconds: 600 },
        forgotIp: { points: 4, durationSeconds: 600 },
        forgotPerEmail: { points: 2, durationSeconds: 3600 },
        resetIp: { points: 2, durationSeconds: 600 },
        contactIp: { points: 2, durationSeconds: 3600 },
        newsletterIp: { points: 2, durationSeconds: 3600 },
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('login: per IP, whatever the outcome', async () => {
    const ip = nextIp();
    const statuses = await postTimes(server.client(), 7, '/api/login', (i) => ({ username: `someone${i}`, password: 'x' }), ip);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const blocked = await server.client().post('/api/login', { username: 'a', password: 'b' }, via(ip));
    expectRateLimited(blocked, 600);
    const otherIp = await server.client().post('/api/login', { username: 'a', password: 'b' }, via(nextIp()));
    expect(otherIp.status).toBe(401);
  });

  it('login: failures per username lock it even for the right password and from another IP', async () => {
    const { input } = await registerFromOwnIp();
    const wrong = await postTimes(server.client(), 3, '/api/login', () => ({ username: input.username, password: 'wrong one' }), nextIp());
    expect(wrong).toEqual([401, 401, 401]);
    const right = await server
      .client()
      .post('/api/login', { username: input.username.toUpperCase(), password: input.password }, via(nextIp()));
    expectRateLimited(right, 900);
  });

  it('login: a successful sign-in forgets earlier failures', async () => {
    const { input } = await registerFromOwnIp();
    const ip = nextIp();
    await postTimes(server.client(), 2, '/api/login', () => ({ username: input.username, password: 'wrong one' }), ip);
    expect((await postTimes(server.client(), 1, '/api/login', () => ({ username: input.username, password: input.password }), ip))[0]).toBe(200);
    const again = await postTimes(server.client(), 2, '/api/login', () => ({ username: input.username, password: 'wrong one' }), nextIp());
    expect(again).toEqual([401, 401]);
  });

  it('register: per IP', async () => {
    const ip = nextIp();
    const statuses = await postTimes(server.client(), 3, '/api/register', () => buildRegistration(), ip);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('forgot-password: per e-mail address, then per IP', async () => {
    const ip = nextIp();
    const sameEmail = await postTimes(server.client(), 3, '/api/forgot-password', () => ({ email: 'Target@Example.com' }), ip);
    expect(sameEmail).toEqual([200, 200, 429]);
    const otherEmail = await server.client().post('/api/forgot-password', { email: 'other@example.com' }, via(ip));
    expect(otherEmail.status).toBe(200);
    const blocked = await server.client().post('/api/forgot-password', { email: 'third@example.com' }, via(ip));
    expectRateLimited(blocked, 600);
  });

  it('reset-password: per IP', async () => {
    const statuses = await postTimes(server.client(), 3, '/api/reset-password', () => ({ token: 'guess', newPassword: 'guessing' }), nextIp());
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('contact: per IP', async () => {
    const message = { name: 'Jane', email: 'jane@example.com', subject: 'Hello there', message: 'A message long enough.' };
    const statuses = await postTimes(server.client(), 3, '/api/contact', () => message, nextIp());
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('newsletter: per IP', async () => {
    const statuses = await postTimes(
      server.client(),
      3,
      '/api/newsletter',
      (i) => ({ email: `limit${i}@example.com`, firstName: 'Lim', interests: ['product-updates'] }),
      nextIp(),
    );
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('two app instances on one database share the counters', async () => {
    const second = await startTestServer({
      database,
      env: { TRUST_PROXY: 'true' },
      rateLimits: { contactIp: { points: 2, durationSeconds: 3600 } },
    });
    try {
      const ip = nextIp();
      const message = { name: 'Jane', email: 'jane@example.com', subject: 'Hello there', message: 'A message long enough.' };
      expect(await postTimes(server.client(), 1, '/api/contact', () => message, ip)).toEqual([201]);
      expect(await postTimes(second.client(), 1, '/api/contact', () => message, ip)).toEqual([201]);
      expect(await postTimes(server.client(), 1, '/api/contact', () => message, ip)).toEqual([429]);
    } finally {
      await second.close();
    }
  });
});
