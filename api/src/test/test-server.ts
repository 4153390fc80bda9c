/**
 * Starts the real app on 127.0.0.1:<free port> over a real database, for HTTP tests with fetch.
 * Rate limits are generous unless a test passes tight ones; the clock can be moved; mail is captured
 * in memory unless a test passes its own mailer (SMTP or outbox tests).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { createDefaultTemplatePreviews } from '../features/templates/templates.routes';
import { composePasswordResetMail } from '../features/auth/auth.service';
import { createBackgroundTasks } from '../lib/background';
import { JobRunner } from '../lib/jobs/job-runner';
import { createSharedBrowser, type SharedBrowser } from '../lib/browser';
import { createReadiness, type Readiness } from '../lib/readiness';
import { parseEnv } from '../env';
import { createLogger, type Logger } from '../logger';
import { registerMailJobs } from '../mail/mail-jobs';
import type { Mailer } from '../mail/mailer';
import { defaultRateLimits, limitNames, type RateLimitConfig } from '../middleware/rate-limit';
import type { AppEnv } from '../types';
import { createCaptureMailer, type CaptureMailer } from './capture-mailer';
import { TestClient } from './test-client';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-db';
import { mailQueueSettled } from './mail-queue';

export const TEST_PUBLIC_URL = 'http://resumeboost.test';

export interface TestClock {
  (): Date;
  advance(ms: number): void;
  reset(): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  const clock = (() => new Date(Date.now() + offset)) as TestClock;
  clock.advance = (ms) => {
    offset += ms;
  };
  clock.reset = () => {
    offset = 0;
  };
  return clock;
}

export interface TestServerOptions {
  database: TestDatabase;
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimitConfig>;
  mailer?: Mailer;
  /** Chromium for PDF exports; default one on env.CHROME_PATH (started on first use, closed with the server). */
  browser?: SharedBrowser;
  /** Default: silent (or TEST_LOG_LEVEL); tests that read the logs pass one writing into memory. */
  logger?: Logger;
}

export interface TestServer {
  url: string;
  env: AppEnv;
  database: TestDatabase;
  clock: TestClock;
  /** The capturing mailer (empty when the test passed its own mailer). */
  mails: CaptureMailer;
  /** `startDraining()` does what a shutdown signal does to GET /api/ready. */
  readiness: Readiness;
  client(): TestClient;
  close(): Promise<void>;
}

const generousLimits = Object.fromEntries(
  limitNames.map((name) => [name, { ...defaultRateLimits[name], points: 10_000 }]),
) as RateLimitConfig;

export function buildTestEnv(overrides: Record<string, string> = {}, dataDir?: string): AppEnv {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: dataDir ?? join(tmpdir(), 'resumeboost-test-unused'),
    WEB_DIST: join(tmpdir(), 'resumeboost-test-no-web-dist'),
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return { ...parsed.env, SESSION_SECRET: parsed.env.SESSION_SECRET! };
}

export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resumeboost-api-test-'));
  const env = buildTestEnv(options.env, options.env?.DATA_DIR ?? dataDir);
  const clock = createTestClock();
  const mails = createCaptureMailer();
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const browser = options.browser ?? createSharedBrowser({ executablePath: env.CHROME_PATH, logger });
  const background = createBackgroundTasks(logger);
  // E-mails go through the durable job runner, as in server.ts; a fast poll keeps tests quick. Test
  // servers sharing one database share the queue: either one's runner may send (into its own mailer).
  const db = options.database.db;
  const mailRunner = new JobRunner({ db, logger, clock, pollIntervalMs: 10, retryDelayMs: 50 });
  registerMailJobs(mailRunner, {
    mailer: options.mailer ?? mails,
    env,
    logger,
    composePasswordReset: (email) => composePasswordResetMail({ db, env, clock }, email),
  });
  mailRunner.start();
  /** After each answer: the request's background work, then the e-mails it queued, are done. */
  const settled = async () => {
    await background.idle();
    await mailQueueSettled(db, clock);
  };
  const templatePreviews = createDefaultTemplatePreviews({ env, logger });
  const readiness = createReadiness();
  const app = createApp({
    readiness,
    templatePreviews,
    background,
    db: options.database.db,
    env,
    logger,
    mailer: options.mailer ?? mails,
    browser,
    clock,
    rateLimits: { ...generousLimits, ...options.rateLimits },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env,
    database: options.database,
    clock,
    mails,
    readiness,
    client: () => new TestClient(url, settled),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await background.idle();
      await mailRunner.stop();
      if (!options.browser) await browser.close();
      await templatePreviews.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerSuite {
  readonly database: TestDatabase;
  readonly server: TestServer;
}

/**
 * One database and one server for the test file: created before its tests, closed after them.
 * `options` may be a function, called when the server starts (after earlier `beforeAll` hooks, e.g.
 * one that started a stand-in whose address goes into the env).
 */
export function useTestServer(
  options: Omit<TestServerOptions, 'database'> | (() => Omit<TestServerOptions, 'database'>) = {},
): ServerSuite {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ ...(typeof options === 'function' ? options() : options), database });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestServer: read the suite inside a test or a hook');
    return value;
  };
  return {
    get database() {
      return started(database);
    },
    get server() {
      return started(server);
    },
  };
}
