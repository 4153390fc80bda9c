/**
 * The entry point as a process: graceful shutdown and roles. Each test starts src/server.ts as a child:
 * a 15 s request survives SIGTERM; a worker stopped in the middle of a job releases it and a runner in
 * this process (a second instance on the same PostgreSQL database) finishes it within 5 s.
 * They run once: in the 'api (pg)' project when there is one (the child on a scratch database of that
 * server: it starts in a second or two), else in the PGlite project (the child on PGlite in its own
 * folder, whose first start creates a database cluster and takes longer).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LinkedInProfileDetail } from '@jobapp/shared/linkedin/linkedin.schema';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client';
import { resumes } from './db/schema';
import { registerLinkedInJobs } from './features/linkedin/linkedin-jobs';
import { systemClock } from './lib/clock';
import { closeComputePool, getComputePool } from './lib/compute/compute-pool';
import { JobRunner } from './lib/jobs/job-runner';
import { createLogger } from './logger';
import { SAMPLE_RESUME_TEXT } from './features/resumes/parsing/test-files';
import { PASTED_DESCRIPTION, WALLED_JOB_LINK } from './features/resumes/test-kit';
import { buildRegistration, registerUser } from './test/factories';
import { startOpenAiServer, type OpenAiServer } from './test/openai-server';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { TestClient } from './test/test-client';
import { startTestServer } from './test/test-server';
import { createTestDatabase, usesPostgresServer, type TestDatabase } from './test/test-db';

const METRICS_TOKEN = 'worker-metrics-token-0123456789';
const linkedInRequest = {
  profileUrl: 'https://www.linkedin.com/in/jordan-rivera',
  profileContent: readFileSync(new URL('../../shared/src/linkedin/__fixtures__/weak-profile.txt', import.meta.url), 'utf8'),
  targetPosition: 'Backend Engineer',
  targetIndustry: 'Software',
};
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
  afterAll(async () => {
    await llm.close();
    await closeComputePool();
  });

  it.skipIf(usesPostgresServer())('a first start on an empty PGlite folder applies every migration', async () => {
    // The other starts here and in the browser tests begin from a copy of a migrated folder (test-db.ts).
    const server = await startServerProcess({ env: { SESSION_SECRET: 'server-process-secret-0123456789abcdef' }, freshDatabase: true });
    running.push(server);
    expect(Number(/"migrationsApplied":(\d+)/.exec(server.output())?.[1])).toBeGreaterThan(0);
  });

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
    // Before the model is asked, the job is read and the resume prepared in the compute pool, whose threads run
    // at a lower priority: on 2 busy cores (the whole suite running) that took over 10 s once.
    await waitUntil(() => llm.requests.length === 1, 30_000);
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
  }, 120_000);

  it('ROLE=worker serves only health, readiness and metrics; stopped mid-job, its job is finished by another runner within 5 s', async () => {
    // The worker's model takes 15 s; it is stopped long before that, with a 1.5 s shutdown time-out.
    llm.answer('{}', { delayMs: 15_000 });
    // This process runs the job after the worker: its compute thread warms while the worker starts, as a worker's does.
    getComputePool().warmUp();
    const { server, database: workerDatabase } = await start(
      { ROLE: 'worker', METRICS_TOKEN, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseUrl, SHUTDOWN_TIMEOUT_MS: '1500' },
      '/api/ready',
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/register`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.url}/`)).status).toBe(404);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^resumeboost_jobs\{state="waiting"\} \d+$/m);
    expect(text).toContain('resumeboost_db_pool_max');
    expect(text).toContain('resumeboost_process_cpu_seconds_total');
    expect(server.output()).toContain('"role":"worker"');

    // A second process on the same PostgreSQL database: this one (PGlite is one process only).
    if (usesPostgresServer()) {
      const database = (await workerDatabase()) as TestDatabase;
      const web = await startTestServer({ database, env: { AI_PROVIDER: 'builtin' } });
      const takeover = new JobRunner({ db: database.db, workerId: 'takeover', pollIntervalMs: 1_000 });
      try {
        const { client } = await registerUser(web);
        expect((await client.post('/api/create-subscription', { plan: 'elite' })).status).toBe(200);
        const before = llm.requests.length;
        const made = await client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', linkedInRequest);
        expect(made.status, JSON.stringify(made.body)).toBe(202);
        // The worker has claimed the job and is waiting for its model.
        await waitUntil(() => llm.requests.length > before, 20_000);
        registerLinkedInJobs(takeover, { db: database.db, env: web.env, logger: createLogger('silent'), clock: systemClock });
        takeover.start();

        const stoppedAt = Date.now();
        server.child.kill('SIGTERM');
        let status = 'pending';
        while (status !== 'completed' && Date.now() - stoppedAt < 5_000) {
          status = (await client.get<LinkedInProfileDetail>(`/api/linkedin-profile/${made.body.id}`)).body.status;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status).toBe('completed');
        expect(server.output()).toContain('released for another runner');
      } finally {
        await takeover.stop();
        await web.close();
      }
    } else {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 120_000);
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
