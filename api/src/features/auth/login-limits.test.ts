/**
 * Sign-in limits under concurrency, with the default rules, through HTTP: attempts fired at once must
 * not slip past a rule. "Reaching the password check" is counted for real: every call of the passwords
 * module's verifyPassword goes through a spy (the module is wrapped, its argon2 work unchanged).
 *
 * The API suites share one module cache per worker (`isolate: false`): the app a file before this one imported
 * holds the real module, so this file clears the cache first and imports the app anew, bound to the spy.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client';
import * as passwords from '../../lib/passwords';
import { defaultRateLimits } from '../../middleware/rate-limit';
import { registerUser } from '../../test/factories';
import { createMemoryLog } from '../../test/memory-log';
import { TestClient } from '../../test/test-client';
import type { TestDatabase } from '../../test/test-db';
import { startTestServer, useTestServer, type TestServer } from '../../test/test-server';
import { DEVICE_COOKIE } from './device-cookie';

vi.hoisted(() => vi.resetModules());
vi.mock('../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(passwords.verifyPassword);

const log = createMemoryLog('info');
const suite = useTestServer({ env: { TRUST_PROXY: 'true' }, rateLimits: defaultRateLimits, logger: log.logger });

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

function via(ip: string, cookie?: string) {
  return { headers: { 'X-Forwarded-For': ip, ...(cookie ? { cookie } : {}) } };
}

/** The `device=…` pair a response set, ready for a Cookie header. */
function deviceCookieOf(headers: Headers): string {
  const line = headers.getSetCookie().find((l) => l.startsWith(`${DEVICE_COOKIE}=`));
  if (!line) throw new Error('No device cookie was set');
  return line.split(';')[0]!;
}

/** Fires every attempt at once (each from its own client) and answers the statuses and the checks made. */
async function fireAtOnce(attempts: { server: TestServer; username: string; password: string; ip: string }[]) {
  verifyPassword.mockClear();
  const responses = await Promise.all(
    attempts.map(({ server, username, password, ip }) =>
      new TestClient(server.url).post('/api/login', { username, password }, via(ip)),
    ),
  );
  const statuses = responses.map((r) => r.status);
  return { checks: verifyPassword.mock.calls.length, failed: statuses.filter((s) => s === 401).length, statuses };
}

function expectOnly401And429(statuses: number[]): void {
  expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
}

describe('sign-in limits hold when attempts arrive at once', () => {
  /** A second app instance on the same database (on the PostgreSQL server: its own pool, as a second process). */
  let second: TestServer;
  let secondDb: TestDatabase | undefined;

  beforeAll(async () => {
    const { database } = suite;
    secondDb = database.url ? await openDatabase({ url: database.url, maxConnections: 5 }) : undefined;
    second = await startTestServer({
      database: secondDb ?? database,
      env: { TRUST_PROXY: 'true' },
      rateLimits: defaultRateLimits,
    });
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
  });

  it('100 wrong passwords for one account from one address: at most 5 reach the check; the owner gets in from another address', async () => {
    const { input } = await registerUser(suite.server);
    const ip = nextIp();
    const result = await fireAtOnce(
      Array.from({ length: 100 }, () => ({ server: suite.server, username: input.username, password: 'wrong guess', ip })),
    );

    expectOnly401And429(result.statuses);
    expect(result.checks).toBeGreaterThan(0);
    expect(result.checks).toBeLessThanOrEqual(5);
    expect(result.failed).toBe(result.checks);
    const owner = await suite.server.client().post('/api/login', { username: input.username, password: input.password }, via(nextIp()));
    expect(owner.status).toBe(200);
  });

  it('100 failures over 100 names from one address: at most 30 reach the check', async () => {
    const ip = nextIp();
    const result = await fireAtOnce(
      Array.from({ length: 100 }, (_, i) => ({ server: suite.server, username: `nobody-${ip}-${i}`, password: 'x', ip })),
    );

    expectOnly401And429(result.statuses);
    expect(result.checks).toBeGreaterThan(0);
    expect(result.checks).toBeLessThanOrEqual(30);
    expect(result.failed).toBe(result.checks);
  });

  it('split across two app instances on one database, the same rules hold', async () => {
    const { input } = await registerUser(suite.server);
    const ip = nextIp();
    const oneAccount = await fireAtOnce(
      Array.from({ length: 100 }, (_, i) => ({
        server: i % 2 ? second : suite.server,
        username: input.username,
        password: 'wrong guess',
        ip,
      })),
    );
    expectOnly401And429(oneAccount.statuses);
    expect(oneAccount.checks).toBeLessThanOrEqual(5);

    const otherIp = nextIp();
    const manyNames = await fireAtOnce(
      Array.from({ length: 100 }, (_, i) => ({
        server: i % 2 ? second : suite.server,
        username: `nobody-${otherIp}-${i}`,
        password: 'x',
        ip: otherIp,
      })),
    );
    expectOnly401And429(manyNames.statuses);
    expect(manyNames.checks).toBeLessThanOrEqual(30);

    const owner = await second.client().post('/api/login', { username: input.email, password: input.password }, via(nextIp()));
    expect(owner.status).toBe(200);
  });

  it('100 wrong passwords from 100 addresses: 11 reach the check, then one at a time behind a growing delay', async () => {
    const { input } = await registerUser(suite.server);
    const result = await fireAtOnce(
      Array.from({ length: 100 }, () => ({ server: suite.server, username: input.username, password: 'wrong guess', ip: nextIp() })),
    );
    expectOnly401And429(result.statuses);
    // The account's rule (10), plus the one attempt the delay lets through.
    expect(result.checks).toBeLessThanOrEqual(defaultRateLimits.loginFailuresPerAccount.points + 1);
    // The owner, from an address of their own and without a known browser, waits like everyone else.
    const owner = await suite.server.client().post('/api/login', { username: input.username, password: input.password }, via(nextIp()));
    expect(owner.status).toBe(429);
  });
});

describe('the device cookie: a browser that signed in before keeps signing in', () => {
  /** Strangers' failures from many addresses, until the account is delayed. */
  async function delayAccount(username: string, password: string): Promise<void> {
    for (let i = 0; i <= defaultRateLimits.loginFailuresPerAccount.points; i += 1) {
      const response = await new TestClient(suite.server.url).post('/api/login', { username, password: 'stranger' }, via(nextIp()));
      expect(response.status).toBe(401);
    }
    const blocked = await new TestClient(suite.server.url).post('/api/login', { username, password }, via(nextIp()));
    expect(blocked.status).toBe(429);
  }

  it('is set at sign-in: HttpOnly, SameSite=Strict, only for /api/login, and never logged', async () => {
    const { input } = await registerUser(suite.server);
    const response = await suite.server.client().post('/api/login', { username: input.username, password: input.password }, via(nextIp()));
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie().find((l) => l.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    expect(line).toMatch(/; path=\/api\/login/i);
    expect(line).toMatch(/; httponly/i);
    expect(line).toMatch(/; samesite=strict/i);
    expect(line).not.toMatch(/; secure/i);
    const value = deviceCookieOf(response.headers).slice(DEVICE_COOKIE.length + 1);
    expect(value.length).toBeGreaterThan(40);
    expect(log.lines.join('\n')).not.toContain(value);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const secure = await startTestServer({ database: suite.database, env: { PUBLIC_URL: 'https://resumeboost.example' } });
    try {
      const { input } = await registerUser(secure);
      const response = await secure.client().post('/api/login', { username: input.username, password: input.password });
      expect(response.headers.getSetCookie().find((l) => l.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/; secure/i);
    } finally {
      await secure.close();
    }
  });

  it('the owner with the cookie signs in while strangers delay the account; without it, or with a forged one, they wait', async () => {
    const { input } = await registerUser(suite.server);
    const first = await suite.server.client().post('/api/login', { username: input.username, password: input.password }, via(nextIp()));
    const device = deviceCookieOf(first.headers);

    await delayAccount(input.username, input.password);

    const known = await new TestClient(suite.server.url).post('/api/login', { username: input.username, password: input.password }, via(nextIp(), device));
    expect(known.status).toBe(200);
    const [id, nonce] = device.slice(DEVICE_COOKIE.length + 1).split('.');
    const forged = `${DEVICE_COOKIE}=${id}.${nonce}.${'A'.repeat(43)}`;
    const withForged = await new TestClient(suite.server.url).post('/api/login', { username: input.username, password: input.password }, via(nextIp(), forged));
    expect(withForged.status).toBe(429);
  });

  it("another account's cookie does not help, and the device has its own limit of 5 failures", async () => {
    const owner = await registerUser(suite.server);
    const other = await registerUser(suite.server);
    const otherLogin = await suite.server.client().post('/api/login', { username: other.input.username, password: other.input.password });
    const othersDevice = deviceCookieOf(otherLogin.headers);
    const ownLogin = await suite.server.client().post('/api/login', { username: owner.input.username, password: owner.input.password });
    const device = deviceCookieOf(ownLogin.headers);

    await delayAccount(owner.input.username, owner.input.password);
    const wrongCookie = await new TestClient(suite.server.url).post(
      '/api/login',
      { username: owner.input.username, password: owner.input.password },
      via(nextIp(), othersDevice),
    );
    expect(wrongCookie.status).toBe(429);

    verifyPassword.mockClear();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        new TestClient(suite.server.url)
          .post('/api/login', { username: owner.input.username, password: 'wrong' }, via(nextIp(), device))
          .then((r) => r.status),
      ),
    );
    expect(verifyPassword.mock.calls.length).toBeLessThanOrEqual(defaultRateLimits.loginFailuresPerDevice.points);
    expect(statuses.filter((s) => s === 401)).toHaveLength(verifyPassword.mock.calls.length);
    const locked = await new TestClient(suite.server.url).post(
      '/api/login',
      { username: owner.input.username, password: owner.input.password },
      via(nextIp(), device),
    );
    expect(locked.status).toBe(429);
  });
});
