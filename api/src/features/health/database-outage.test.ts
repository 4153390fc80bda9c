/**
 * The database goes away mid-run and comes back (issue 8). On the PostgreSQL server the app reaches
 * the database through a loopback TCP proxy the test cuts, silences and restores: requests answer 503
 * `unavailable` with Retry-After within the pool's time limits, /api/health says the database is down,
 * and the same app answers 200 again once the database is back, with no restart. On PGlite (in
 * process, it cannot be cut) a closed database answers the same 503.
 */
import { apiMessages } from '@jobapp/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { registerUser } from '../../test/factories';
import { createMemoryLog, type MemoryLog } from '../../test/memory-log';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { TestClient, type TestResponse } from '../../test/test-client';
import { createTestDatabase, usesPostgresServer, type TestDatabase } from '../../test/test-db';
import { startTestServer, useTestServer, type TestServer } from '../../test/test-server';

const unavailable = { error: 'unavailable', message: apiMessages.unavailable };

async function timed<T>(request: Promise<TestResponse<T>>): Promise<TestResponse<T> & { ms: number }> {
  const started = performance.now();
  const response = await request;
  return { ...response, ms: performance.now() - started };
}

describe.runIf(usesPostgresServer())('a PostgreSQL server that goes away and comes back', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let proxied: Database;
  let server: TestServer;
  let log: MemoryLog;
  let client: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = ((await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name;
    adminUrl.pathname = `/${name}`;
    proxy = await startTcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
    proxied = await openDatabase({ url: proxy.urlFor(adminUrl.toString()), maxConnections: 5, connectTimeoutMs: 500, statementTimeoutMs: 500 });
    log = createMemoryLog('info');
    server = await startTestServer({ database: { ...database, db: proxied.db }, logger: log.logger });
    ({ client } = await registerUser(server));
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
    await proxy.close();
    await database.close();
  });

  /**
   * A browser during the outage: signed in as `from` (or signed out), and not waiting after each answer
   * for the e-mail queue as `server.client()` does (the queue is in the database that is away), so the
   * time measured is the app's answer alone.
   */
  function browser(from?: TestClient): TestClient {
    const outage = new TestClient(server.url);
    outage.session = from?.session;
    return outage;
  }

  /** Signed-in and signed-out calls that all need the database. */
  function calls(): Promise<TestResponse>[] {
    const signedIn = browser(client);
    return [
      signedIn.get('/api/user'),
      signedIn.get('/api/my-resumes'),
      signedIn.patch('/api/user/notifications', { jobAlerts: false, resumeUpdates: true, marketingEmails: false }),
      browser().post('/api/login', { username: 'someone', password: 'secret12' }),
    ];
  }

  async function expectAvailable(): Promise<void> {
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await server.client().get('/api/health')).status).toBe(200);
  }

  async function expectUnavailable(): Promise<void> {
    for (const call of calls()) {
      const response = await timed(call);
      expect(response.status).toBe(503);
      expect(response.body).toEqual(unavailable);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.ms).toBeLessThan(2_000);
    }
    const health = await timed(browser().get('/api/health'));
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', database: 'unavailable' });
    expect(health.headers.get('retry-after')).toBe('5');
    expect(health.ms).toBeLessThan(2_000);
  }

  it('answers 503 with Retry-After while the connection is cut, then 200 again without a restart', async () => {
    await expectAvailable();
    proxy.cut();
    await expectUnavailable();
    proxy.restore();
    await expectAvailable();
  });

  it('answers 503 within the time limits while the database is silent, then 200 again', async () => {
    await expectAvailable();
    proxy.silence();
    await expectUnavailable();
    proxy.restore();
    await expectAvailable();
  });

  it('logs the outage without the session id or the query', () => {
    const warnings = log.entries().filter((e) => e.msg === 'Database unavailable');
    expect(warnings.length).toBeGreaterThan(0);
    const text = log.lines.join('');
    const sid = JSON.parse(Buffer.from(client.session!.split('.')[1]!, 'base64url').toString('utf8')).sid as string;
    expect(text).not.toContain(sid);
    expect(text).not.toContain(client.session!);
    expect(text).not.toMatch(/select |Failed query/i);
  });
});

describe.runIf(!usesPostgresServer())('a PGlite database that is closed', () => {
  const suite = useTestServer();

  it('answers 503 unavailable with Retry-After to signed-in and signed-out calls', async () => {
    const { client } = await registerUser(suite.server);
    await suite.database.close();
    for (const response of [await client.get('/api/user'), await suite.server.client().post('/api/login', { username: 'a', password: 'secret12' })]) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual(unavailable);
      expect(response.headers.get('retry-after')).toBe('5');
    }
    expect((await suite.server.client().get('/api/health')).status).toBe(503);
  });
});
