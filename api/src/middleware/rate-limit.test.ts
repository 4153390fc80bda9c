import { messages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { findLink, queryParam } from '../test/capture-mailer';
import { buildRegistration } from '../test/factories';
import type { TestClient, TestResponse } from '../test/test-client';
import { startTestServer, useTestServer } from '../test/test-server';
import { defaultRateLimits } from './rate-limit';

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
    const response = await suite.server.client().post('/api/register', input, via(nextIp()));
    expect(response.status).toBe(201);
    return { input };
  }

  const suite = useTestServer({
    env: { TRUST_PROXY: 'true' },
    rateLimits: {
      loginFailuresPerIp: { points: 8, durationSeconds: 600 },
      loginFailuresPerAccountIp: { points: 3, durationSeconds: 900 },
      loginFailuresPerAccount: { points: 5, durationSeconds: 3600 },
      loginDelay: { points: 1, durationSeconds: 30 },
      registerIp: { points: 2, durationSeconds: 600 },
      forgotIp: { points: 4, durationSeconds: 600 },
      forgotPerEmail: { points: 2, durationSeconds: 3600 },
      resetIp: { points: 2, durationSeconds: 600 },
      contactIp: { points: 2, durationSeconds: 3600 },
      newsletterIp: { points: 2, durationSeconds: 3600 },
    },
  });

  it('login: failures per IP across names, successes never counted', async () => {
    const ip = nextIp();
    const statuses = await postTimes(suite.server.client(), 9, '/api/login', (i) => ({ username: `someone${i}`, password: 'x' }), ip);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const blocked = await suite.server.client().post('/api/login', { username: 'a', password: 'b' }, via(ip));
    expectRateLimited(blocked, 600);
    const otherIp = await suite.server.client().post('/api/login', { username: 'a', password: 'b' }, via(nextIp()));
    expect(otherIp.status).toBe(401);
  });

  it('login: failures of one account from one IP answer 429 there, not from another IP', async () => {
    const { input } = await registerFromOwnIp();
    const ip = nextIp();
    const wrong = await postTimes(suite.server.client(), 4, '/api/login', () => ({ username: input.username, password: 'wrong one' }), ip);
    expect(wrong).toEqual([401, 401, 401, 429]);
    // The same account typed as its e-mail address is the same account.
    const byEmail = await suite.server.client().post('/api/login', { username: input.email, password: input.password }, via(ip));
    expectRateLimited(byEmail, 900);
    const elsewhere = await suite.server
      .client()
      .post('/api/login', { username: input.username.toUpperCase(), password: input.password }, via(nextIp()));
    expect(elsewhere.status).toBe(200);
  });

  it('login: many failures of one account from anywhere slow it down progressively; a reset clears that', async () => {
    const { input } = await registerFromOwnIp();
    // 5 failures from 5 addresses: the account's own rule (5) is reached, nothing is slowed yet.
    for (let i = 0; i < 5; i += 1) {
      const response = await suite.server.client().post('/api/login', { username: input.username, password: 'wrong' }, via(nextIp()));
      expect(response.status).toBe(401);
    }
    // The 6th failure makes the next attempt wait 30 s, the 7th 60 s: even the right password waits.
    expect((await suite.server.client().post('/api/login', { username: input.email, password: 'wrong' }, via(nextIp()))).status).toBe(401);
    const waiting = await suite.server.client().post('/api/login', { username: input.username, password: input.password }, via(nextIp()));
    expectRateLimited(waiting, 30);
    // A reset by e-mail is always possible and clears the delay.
    expect((await suite.server.client().post('/api/forgot-password', { email: input.email }, via(nextIp()))).status).toBe(200);
    const token = queryParam(findLink(suite.server.mails.to(input.email).at(-1), '/reset-password'), 'token');
    const reset = await suite.server.client().post('/api/reset-password', { token, newPassword: 'brand-new-pass' }, via(nextIp()));
    expect(reset.status).toBe(200);
    const after = await suite.server.client().post('/api/login', { username: input.username, password: 'brand-new-pass' }, via(nextIp()));
    expect(after.status).toBe(200);
  });

  it('login: a successful sign-in forgets earlier failures from that IP', async () => {
    const { input } = await registerFromOwnIp();
    const ip = nextIp();
    await postTimes(suite.server.client(), 2, '/api/login', () => ({ username: input.username, password: 'wrong one' }), ip);
    expect((await postTimes(suite.server.client(), 1, '/api/login', () => ({ username: input.username, password: input.password }), ip))[0]).toBe(200);
    const again = await postTimes(suite.server.client(), 2, '/api/login', () => ({ username: input.username, password: 'wrong one' }), ip);
    expect(again).toEqual([401, 401]);
  });

  it('register: per IP', async () => {
    const ip = nextIp();
    const statuses = await postTimes(suite.server.client(), 3, '/api/register', () => buildRegistration(), ip);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('forgot-password: per e-mail address, then per IP', async () => {
    const ip = nextIp();
    const sameEmail = await postTimes(suite.server.client(), 3, '/api/forgot-password', () => ({ email: 'Target@Example.com' }), ip);
    expect(sameEmail).toEqual([200, 200, 429]);
    const otherEmail = await suite.server.client().post('/api/forgot-password', { email: 'other@example.com' }, via(ip));
    expect(otherEmail.status).toBe(200);
    const blocked = await suite.server.client().post('/api/forgot-password', { email: 'third@example.com' }, via(ip));
    expectRateLimited(blocked, 600);
  });

  it('reset-password: per IP', async () => {
    const statuses = await postTimes(suite.server.client(), 3, '/api/reset-password', () => ({ token: 'guess', newPassword: 'guessing' }), nextIp());
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('contact: per IP', async () => {
    const message = { name: 'Jane', email: 'jane@example.com', subject: 'Hello there', message: 'A message long enough.' };
    const statuses = await postTimes(suite.server.client(), 3, '/api/contact', () => message, nextIp());
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('newsletter: per IP', async () => {
    const statuses = await postTimes(
      suite.server.client(),
      3,
      '/api/newsletter',
      (i) => ({ email: `limit${i}@example.com`, firstName: 'Lim', interests: ['product-updates'] }),
      nextIp(),
    );
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('two app instances on one database share the counters', async () => {
    const second = await startTestServer({
      database: suite.database,
      env: { TRUST_PROXY: 'true' },
      rateLimits: { contactIp: { points: 2, durationSeconds: 3600 } },
    });
    try {
      const ip = nextIp();
      const message = { name: 'Jane', email: 'jane@example.com', subject: 'Hello there', message: 'A message long enough.' };
      expect(await postTimes(suite.server.client(), 1, '/api/contact', () => message, ip)).toEqual([201]);
      expect(await postTimes(second.client(), 1, '/api/contact', () => message, ip)).toEqual([201]);
      expect(await postTimes(suite.server.client(), 1, '/api/contact', () => message, ip)).toEqual([429]);
    } finally {
      await second.close();
    }
  });
});

describe('sign-in limits with the default rules', () => {
  const suite = useTestServer({ env: { TRUST_PROXY: 'true' }, rateLimits: defaultRateLimits });

  it('30 successful sign-ins from one IP get no 429; 6 wrong passwords for one username do', async () => {
    const ip = nextIp();
    const input = buildRegistration();
    expect((await suite.server.client().post('/api/register', input, via(ip))).status).toBe(201);
    for (let i = 0; i < 30; i += 1) {
      const response = await suite.server.client().post('/api/login', { username: input.username, password: input.password }, via(ip));
      expect(response.status).toBe(200);
    }
    const wrong = await postTimes(suite.server.client(), 6, '/api/login', () => ({ username: input.username, password: 'not it' }), ip);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
