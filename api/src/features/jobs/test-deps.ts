/**
 * Test helper (imported by tests only): the app's Deps over a real test database, for service tests
 * that call resolveJobPosting / tailorForJob directly. Log lines are kept in memory so tests can check
 * what was logged.
 */
import { pino } from 'pino';
import { users } from '../../db/schema';
import { createBillingProvider } from '../billing/providers';
import { createBackgroundTasks } from '../../lib/background';
import { createSharedBrowser } from '../../lib/browser';
import { systemClock } from '../../lib/clock';
import { createMetrics } from '../../lib/metrics';
import { createReadiness } from '../../lib/readiness';
import { createRateLimiters } from '../../middleware/rate-limit';
import { createCaptureMailer } from '../../test/capture-mailer';
import type { TestDatabase } from '../../test/test-db';
import { buildTestEnv } from '../../test/test-server';
import type { Deps } from '../../types';
import { UnreadablePages } from '../../lib/unreadable-pages';

export type LogLine = Record<string, unknown> & { level: number; msg: string };

export interface ServiceTestDeps extends Deps {
  logs: LogLine[];
  /** Closes what the deps opened (the lazily started browser, if anything started it). */
  close(): Promise<void>;
}

export function createServiceDeps(database: TestDatabase, env: Record<string, string> = {}): ServiceTestDeps {
  const logs: LogLine[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
  const appEnv = buildTestEnv(env);
  const browser = createSharedBrowser({ executablePath: appEnv.CHROME_PATH, logger });
  return {
    db: database.db,
    env: appEnv,
    logger,
    mailer: createCaptureMailer(),
    clock: systemClock,
    limiters: createRateLimiters(database.db),
    browser,
    background: createBackgroundTasks(logger),
    unreadablePages: new UnreadablePages(),
    billing: createBillingProvider(appEnv, database.db, systemClock),
    readiness: createReadiness(),
    metrics: createMetrics({}),
    logs,
    close: () => browser.close(),
  };
}

let counter = 0;

/** A user row (the service tests need an owner for job_postings rows). */
export async function insertTestUser(database: TestDatabase): Promise<number> {
  counter += 1;
  const suffix = `${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await database.db
    .insert(users)
    .values({ username: `jobs${suffix}`, email: `jobs${suffix}@example.com`, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  if (!row) throw new Error('insertTestUser: no row');
  return row.id;
}
