/**
 * Entry point: reads <repo>/.env when present (real environment variables win), checks the
 * environment, opens the database and applies pending migrations, builds the app and listens.
 * Once listening, the durable job runner starts (the billing e-mails); any number of API processes may
 * run one on the same database, each job runs once.
 * SIGINT/SIGTERM close the server (letting running requests finish), stop the job runner (letting
 * running jobs finish), then close the mailer and the database.
 */
import { join } from 'node:path';
import { createApp } from './app';
import { createBackgroundTasks } from './lib/background';
import { openDatabaseFromEnv } from './db/open-from-env';
import { ensureSessionSecret, loadDotEnv, readEnvOrExit } from './env';
import { registerBillingEmailJobs } from './features/billing/billing-emails';
import { registerLinkedInJobs } from './features/linkedin/linkedin-jobs';
import { closeResumeParser } from './features/resumes/parsing/parser-pool';
import { createDefaultTemplatePreviews } from './features/templates/templates.routes';
import { closeComputePool, getComputePool } from './features/tailoring/compute-pool';
import { createSharedBrowser, endOrphanedBrowsers } from './lib/browser';
import { systemClock } from './lib/clock';
import { JobRunner } from './lib/jobs/job-runner';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';

loadDotEnv();
const env = ensureSessionSecret(readEnvOrExit());
const logger = createLogger(env.LOG_LEVEL);

const database = await openDatabaseFromEnv(env);
await database.migrate();
logger.info(
  { database: database.kind, ...(database.kind === 'pglite' ? { dir: join(env.DATA_DIR, 'db') } : {}) },
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
// Work finished after a request's answer (e.g. the password-reset e-mail); awaited on shutdown.
const background = createBackgroundTasks(logger);
// Template previews are photographed by their own Chromium on first request, then served from DATA_DIR.
const templatePreviews = createDefaultTemplatePreviews({ env, logger });
const app = createApp({ db: database.db, env, logger, mailer, browser, background, templatePreviews });
// Tailoring and exports run in worker threads; start the warm one now (it compiles the skills vocabulary).
getComputePool((error) => logger.error({ err: error }, 'Compute worker failed')).warmUp();
let stopping = false;
// Durable background jobs (lib/jobs): started once the app listens, so a port that is taken starts none.
const jobRunner = new JobRunner({ db: database.db, logger, clock: systemClock });
registerBillingEmailJobs(jobRunner, { db: database.db, mailer, env, logger, clock: systemClock });
registerLinkedInJobs(jobRunner, { db: database.db, env, logger, clock: systemClock });
const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ publicUrl: env.PUBLIC_URL, webDist: env.WEB_DIST }, `Listening on http://${env.HOST}:${port}`);
  if (!stopping) jobRunner.start();
});

server.on('error', (error) => {
  logger.fatal({ err: error }, `Cannot listen on ${env.HOST}:${env.PORT}`);
  void database.close().finally(() => process.exit(1));
});

async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Shutting down');
  const forced = setTimeout(() => {
    logger.warn('Open connections did not close in time; exiting');
    process.exit(1);
  }, 10_000);
  forced.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await jobRunner.stop();
  await background.idle();
  mailer.close();
  await browser.close();
  await templatePreviews.close();
  await closeResumeParser();
  await closeComputePool();
  await database.close();
  logger.info('Stopped');
  process.exit(0);
}

process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
