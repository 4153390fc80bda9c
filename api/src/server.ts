/**
 * Entry point: reads <repo>/.env when present (real environment variables win), checks the
 * environment, opens the database and applies pending migrations, builds the app and listens.
 * SIGINT/SIGTERM close the server (letting running requests finish), then the mailer and the database.
 */
import { join } from 'node:path';
import { createApp } from './app';
import { createBackgroundTasks } from './lib/background';
import { openDatabaseFromEnv } from './db/open-from-env';
import { ensureSessionSecret, loadDotEnv, readEnvOrExit } from './env';
import { closeResumeParser } from './features/resumes/parsing/parser-pool';
import { closeComputePool, getComputePool } from './features/tailoring/compute-pool';
import { createSharedBrowser, endOrphanedBrowsers } from './lib/browser';
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
const app = createApp({ db: database.db, env, logger, mailer, browser, background });
// Tailoring and exports run in worker threads; start the warm one now (it compiles the skills vocabulary).
getComputePool((error) => logger.error({ err: error }, 'Compute worker failed')).warmUp();
const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ publicUrl: env.PUBLIC_URL, webDist: env.WEB_DIST }, `Listening on http://${env.HOST}:${port}`);
});

server.on('error', (error) => {
  logger.fatal({ err: error }, `Cannot listen on ${env.HOST}:${env.PORT}`);
  void database.close().finally(() => process.exit(1));
});

let stopping = false;
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
  await background.idle();
  mailer.close();
  await browser.close();
  await closeResumeParser();
  await closeComputePool();
  await database.close();
  logger.info('Stopped');
  process.exit(0);
}

process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
