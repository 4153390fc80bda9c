/**
 * Entry point: reads <repo>/.env when present (real environment variables win), checks the
 * environment, opens the database and applies pending migrations (one instance at a time: an advisory
 * lock on PostgreSQL; PGlite refuses a second process on its folder), then runs what ROLE says:
 * - all (default, `npm start`): the app on PORT and the durable job runner;
 * - web: the app on PORT, no job runner (jobs it schedules are run by a worker);
 * - worker: the job runner and the compute pool; on PORT only /api/health, /api/ready and /metrics.
 * The job runner starts once listening, so a port that is taken starts none; any number of processes
 * may run one on the same database, each job runs once.
 *
 * On SIGTERM/SIGINT: /api/ready answers 503 at once; new requests are still accepted for
 * SHUTDOWN_DELAY_MS (a load balancer polling readiness stops sending them), then the listener closes.
 * Requests and jobs in flight get SHUTDOWN_TIMEOUT_MS (default: the model time-out + 10 s) to finish;
 * a job still running then is released for another runner, open connections are cut, and the mailer,
 * Chromium, the worker pools and the database are closed.
 */
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createApp } from './app';
import { DatabaseLockedError } from './db/pglite-lock';
import { openDatabaseFromEnv } from './db/open-from-env';
import type { Database } from './db/client';
import { ensureSessionSecret, loadDotEnv, readEnvOrExit } from './env';
import { ensureNoResponseSweep, registerNoResponseJobs } from './features/applications/no-response-jobs';
import { composePasswordResetMail } from './features/auth/auth.service';
import { registerBillingEmailJobs } from './features/billing/billing-emails';
import { createOpsApp } from './features/health/ops-app';
import { ensureReminderSweep, registerReminderJobs } from './features/reminders/reminder-jobs';
import { ensureAlertSweep, registerAlertJobs } from './features/job-alerts/alert-jobs';
import { registerLinkedInJobs } from './features/linkedin/linkedin-jobs';
import { closeResumeParser } from './features/resumes/parsing/parser-pool';
import { createDefaultTemplatePreviews } from './features/templates/templates.routes';
import { closeComputePool, computeStats, getComputePool } from './lib/compute/compute-pool';
import { createBackgroundTasks } from './lib/background';
import { createSharedBrowser, endOrphanedBrowsers } from './lib/browser';
import { systemClock } from './lib/clock';
import { JobRunner } from './lib/jobs/job-runner';
import { countJobsByState } from './lib/jobs/jobs.queries';
import { createMetrics } from './lib/metrics';
import { createReadiness } from './lib/readiness';
import { createLogger } from './logger';
import { registerMailJobs } from './mail/mail-jobs';
import { createMailer } from './mail/mailer';

/** Kept from SHUTDOWN_TIMEOUT_MS to release unfinished jobs and close everything before exiting. */
const RELEASE_MARGIN_MS = 1_000;
/** After the shutdown time-out, the longest the closing steps may take before the process exits anyway. */
const CLOSE_MARGIN_MS = 5_000;

loadDotEnv();
const env = ensureSessionSecret(readEnvOrExit());
const logger = createLogger(env.LOG_LEVEL);
const servesApp = env.ROLE !== 'worker';
const runsJobs = env.ROLE !== 'web';

let database: Database;
try {
  database = await openDatabaseFromEnv(env);
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  logger.fatal(error.message);
  process.exit(1);
}
const { applied } = await database.migrate();
logger.info(
  {
    role: env.ROLE,
    database: database.kind,
    migrationsApplied: applied,
    ...(database.kind === 'pglite' ? { dir: join(env.DATA_DIR, 'db') } : { poolMax: env.DATABASE_POOL_MAX }),
  },
  'Database ready',
);

const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: join(env.DATA_DIR, 'outbox'),
  logger,
});
if (mailer.kind === 'outbox') {
  logger.info({ outbox: join(env.DATA_DIR, 'outbox') }, 'SMTP_URL not set: e-mails go to the outbox folder');
}

// Chromium for PDF exports starts with the first export and is closed on shutdown. One left running by
// an earlier API process that was killed (kill -9, OOM) is ended first.
endOrphanedBrowsers(logger);
const browser = createSharedBrowser({ executablePath: env.CHROME_PATH, logger });
// Work finished after a request's answer (e-mail goes through the job runner instead); awaited on shutdown.
const background = createBackgroundTasks(logger);
// Template previews: made by the build (api/dist/template-previews); any the build could not make are
// photographed once by their own Chromium, in the background from the start, and kept in DATA_DIR.
const templatePreviews = servesApp ? createDefaultTemplatePreviews({ env, logger }) : undefined;
const readiness = createReadiness();
const metrics = createMetrics(
  {
    databasePool: () => database.poolStats(),
    computePool: computeStats,
    browser: () => browser.stats(),
    jobs: () => countJobsByState(database.db, systemClock()),
  },
  { logger, processMetrics: true },
);
const app = servesApp
  ? createApp({ db: database.db, env, logger, mailer, browser, background, templatePreviews, readiness, metrics })
  : createOpsApp({ db: database.db, readiness, logger, metrics, metricsToken: env.METRICS_TOKEN });
// Tailoring and exports run in worker threads. Where jobs run, start the warm one now (it compiles the
// skills vocabulary); a web instance starts the pool on first use.
const computePool = getComputePool((error) => logger.error({ err: error }, 'Compute worker failed'));
if (runsJobs) computePool.warmUp();
let stopping = false;
// Durable background jobs (lib/jobs): started once the app listens, so a port that is taken starts none.
const jobRunner = runsJobs ? new JobRunner({ db: database.db, logger, clock: systemClock }) : undefined;
if (jobRunner) {
  registerBillingEmailJobs(jobRunner, { db: database.db, mailer, env, logger, clock: systemClock });
  registerLinkedInJobs(jobRunner, { db: database.db, env, logger, clock: systemClock });
  registerReminderJobs(jobRunner, { db: database.db, env, logger, clock: systemClock });
  registerNoResponseJobs(jobRunner, { db: database.db, logger, clock: systemClock });
  registerAlertJobs(jobRunner, { db: database.db, env, logger, clock: systemClock });
  registerMailJobs(jobRunner, {
    mailer,
    env,
    logger,
    composePasswordReset: (email) => composePasswordResetMail({ db: database.db, env, clock: systemClock }, email),
  });
}
const server: Server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ role: env.ROLE, publicUrl: env.PUBLIC_URL, webDist: env.WEB_DIST }, `Listening on http://${env.HOST}:${port}`);
  if (!stopping) jobRunner?.start();
  // Reads the built previews into memory, or makes the missing ones (failures are logged inside).
  if (templatePreviews && !stopping) void templatePreviews.generateAll();
  if (jobRunner) ensureReminderSweep(database.db, systemClock).catch((error: unknown) => logger.error({ err: error }, 'Scheduling the reminder sweep failed'));
  if (jobRunner) ensureAlertSweep(database.db, systemClock).catch((error: unknown) => logger.error({ err: error }, 'Scheduling the job alert sweep failed'));
  if (jobRunner) ensureNoResponseSweep(database.db, systemClock).catch((error: unknown) => logger.error({ err: error }, 'Scheduling the no-response run failed'));
});

server.on('error', (error) => {
  logger.fatal({ err: error }, `Cannot listen on ${env.HOST}:${env.PORT}`);
  void database.close().finally(() => process.exit(1));
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Resolves once every request in flight has been answered, or at `deadline` with the stragglers cut. */
async function closeHttp(deadline: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections that fall idle between answers are closed as they do.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  server.closeIdleConnections();
  const outcome = await Promise.race([closed.then(() => 'closed' as const), sleep(deadline - Date.now()).then(() => 'deadline' as const)]);
  clearInterval(idleSweep);
  if (outcome === 'deadline') {
    logger.warn('Requests still running at SHUTDOWN_TIMEOUT_MS; their connections are cut');
    server.closeAllConnections();
  }
}

async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  readiness.startDraining();
  const deadline = Date.now() + env.SHUTDOWN_TIMEOUT_MS;
  logger.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS, delayMs: env.SHUTDOWN_DELAY_MS }, 'Shutting down: draining');
  const forced = setTimeout(() => {
    logger.warn('Shutdown did not complete in time; exiting');
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS + CLOSE_MARGIN_MS);
  forced.unref();
  // Jobs stop being claimed now; one still running near the deadline is released for another runner.
  const jobsStopped = jobRunner?.stop({ timeoutMs: Math.max(0, env.SHUTDOWN_TIMEOUT_MS - RELEASE_MARGIN_MS) });
  await sleep(Math.min(env.SHUTDOWN_DELAY_MS, env.SHUTDOWN_TIMEOUT_MS));
  await closeHttp(deadline);
  await jobsStopped;
  await background.idle();
  mailer.close();
  await browser.close();
  await templatePreviews?.close();
  await closeResumeParser();
  await closeComputePool();
  await database.close();
  logger.info('Stopped');
  process.exit(0);
}

process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
