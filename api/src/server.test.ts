/**
 * The entry point as a process: graceful shutdown and roles. Each test starts src/server.ts as a child.
 * They run once: in the 'api (pg)' project when there is one (the child on a scratch database of that
 * server: it starts in a second or two), else in the PGlite project (the child on PGlite in its own
 * folder, whose first start creates a database cluster and takes longer).
 */
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { resumes } from './db/schema';
import { SAMPLE_RESUME_TEXT } from './features/resumes/parsing/test-files';
import { PASTED_DESCRIPTION, WALLED_JOB_LINK } from './features/resumes/test-kit';
import { buildRegistration } from './test/factories';
import { startOpenAiServer, type OpenAiServer } from './test/openai-server';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { TestClient } from './test/test-client';
import { createTestDatabase, usesPostgresServer, type TestDatabase } from './test/test-db';

const METRICS_TOKEN = 'worker-metrics-token-0123456789';
const runsHere = usesPostgresServer() === Boolean(process.env.TEST_DATABASE_URL);
const running: ServerProcess[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await Promise.all(databases.splice(0).map((database) => database.close()));
});

/** The child's database: a scratch one on the PostgreSQL server, or PGlite in the child's DATA_DIR. */
async function start(env: Record<string, string>, readyPath?: string): Promise<{ server: ServerProcess; database: () => Promise<Database> }> {
  const scratch = usesPostgresServer() ? await createTestDatabase() : undefined;
  if (scratch) databases.push(scratch);
  const server = await startServerProcess({
    env: { SESSION_SECRET: 'server-process-secret-0123456789abcdef', ...env, ...(scratch?.url ? { DATABASE_URL: scratch.url } : {}) },
    ...(readyPath ? { readyPath } : {}),
  });
  running.push(server);
  // Once the child has exited: PGlite can be opened by this process only then.
  const database = async () => scratch ?? openDatabase({ pgliteDir: join(server.dataDir, 'db') });
  return { server, database };
}

describe.skipIf(!runsHere)('the server process', () => {
  let llm: OpenAiServer;
  beforeAll(async () => {
    llm = await startOpenAiServer();
  });
  afterAll(() => llm.close());

  it('lets a 15 s request finish after SIGTERM, with /api/ready 503 while draining, and saves its result', async () => {
    // A model that takes 15 s, under its 20 s time-out: the shutdown default (time-out + 10 s) waits for it.
    llm.answer('{}', { delayMs: 15_000 });
    const { server, database: openChildDatabase } = await start({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: llm.baseUrl,
      OPENAI_TIMEOUT_MS: '20000',
      SHUTDOWN_DELAY_MS: '1500',
      // Job pages are not fetched: the description is pasted (a closed port answers at once if tried).
      LINKEDIN_ORIGIN: 'http://127.0.0.1:9',
    });
    const client = new TestClient(server.url);
    expect((await client.post('/api/register', buildRegistration())).status).toBe(201);

    const slow = client.post<{ resumeId: number }>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: PASTED_DESCRIPTION,
    });
    const sentAt = Date.now();
    await waitUntil(() => llm.requests.length === 1);
    server.child.kill('SIGTERM');
    await waitUntil(() => server.output().includes('Shutting down: draining'));

    // Draining: readiness fails at once, liveness does not.
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const answer = await slow;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(14_000);
    expect(await server.exited).toBe(0);

    // The tailored resume is in the database (on PGlite, also: the folder lock is free again).
    const database = await openChildDatabase();
    const [row] = await database.db.select({ n: count() }).from(resumes);
    expect(row?.n).toBe(1);
    if (database.kind === 'pglite') await database.close();
  }, 60_000);

  it('ROLE=worker serves only health, readiness and metrics on its port', async () => {
    const { server } = await start({ ROLE: 'worker', METRICS_TOKEN }, '/api/ready');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/register`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.url}/`)).status).toBe(404);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^resumeboost_jobs\{state="waiting"\} \d+$/m);
    expect(text).toContain('resumeboost_process_cpu_seconds_total');
    expect(server.output()).toContain('"role":"worker"');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
