/**
 * The e-mail job (mail-jobs.ts) over a real database and real job runners: what rests in
 * background_jobs is sealed, a queued e-mail outlives the process that queued it, a failed send is
 * retried, and a password-reset job makes its link only when it runs.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backgroundJobs, passwordResetTokens } from '../db/schema';
import { composePasswordResetMail } from '../features/auth/auth.service';
import { insertTestUser } from '../features/jobs/test-deps';
import { findUserById } from '../features/users/users.queries';
import { JobRunner } from '../lib/jobs/job-runner';
import { hashToken } from '../lib/tokens';
import { createLogger } from '../logger';
import { createCaptureMailer, findLink, queryParam, type CaptureMailer } from '../test/capture-mailer';
import { useRunnerDatabase } from '../test/job-runners';
import { waitFor } from '../test/wait';
import { enqueueMail, enqueueMessage, MAIL_JOB, registerMailJobs } from './mail-jobs';
import type { Mailer } from './mailer';
import { passwordChangedMail } from './templates';

const env = { SESSION_SECRET: 'mail-job-test-secret-0123456789abcdef', PUBLIC_URL: 'https://resumeboost.test' };
const logger = createLogger('silent');
const suite = useRunnerDatabase();

function startRunner(mailer: Mailer): JobRunner {
  const runner = new JobRunner({ db: suite.database.db, logger, pollIntervalMs: 10, retryDelayMs: 10 });
  registerMailJobs(runner, {
    mailer,
    env,
    logger,
    composePasswordReset: (email) => composePasswordResetMail({ db: suite.database.db, env, clock: () => new Date() }, email),
  });
  runner.start();
  suite.runners.push(runner);
  return runner;
}

async function emailOf(userId: number): Promise<string> {
  return (await findUserById(suite.database.db, userId))!.email;
}

async function mailJobs() {
  return suite.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, MAIL_JOB));
}

describe('the e-mail job', () => {
  it('rests sealed: no address, subject, text or link can be read in background_jobs', async () => {
    const email = await emailOf(await insertTestUser(suite.database));
    await enqueueMessage(suite.database.db, env.SESSION_SECRET, passwordChangedMail(email, 'Sealed Person', 'help@example.com'));
    await enqueueMail(suite.database.db, env.SESSION_SECRET, { kind: 'password_reset', email });

    const stored = JSON.stringify(await mailJobs());
    expect(stored).toContain('sealed');
    for (const secret of [email, email.split('@')[0]!, 'Sealed Person', 'password was changed', 'help@example.com']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('queued while no runner runs (a crash, a restart), it is sent by the runner started later', async () => {
    const email = await emailOf(await insertTestUser(suite.database));
    await enqueueMessage(suite.database.db, env.SESSION_SECRET, passwordChangedMail(email, 'Later', 'help@example.com'));

    const mailer = createCaptureMailer();
    startRunner(mailer);
    await waitFor(() => mailer.to(email).length === 1);
    expect(mailer.to(email)[0]!.subject).toMatch(/password was changed/);
  });

  it('a send that fails is retried until it goes through, once', async () => {
    const email = await emailOf(await insertTestUser(suite.database));
    const captured = createCaptureMailer();
    let failures = 2;
    const flaky: Mailer = {
      ...captured,
      async send(message) {
        if (message.to === email && failures > 0) {
          failures -= 1;
          throw new Error('SMTP is down');
        }
        await captured.send(message);
      },
    };
    startRunner(flaky);
    await enqueueMessage(suite.database.db, env.SESSION_SECRET, passwordChangedMail(email, 'Retry', 'help@example.com'));
    await waitFor(() => captured.to(email).length === 1);
    expect(failures).toBe(0);
  });

  it('a password reset gets its token when the job runs: only the hash is stored, an unknown address gets nothing', async () => {
    const userId = await insertTestUser(suite.database);
    const email = await emailOf(userId);
    await enqueueMail(suite.database.db, env.SESSION_SECRET, { kind: 'password_reset', email: email.toUpperCase() });
    await enqueueMail(suite.database.db, env.SESSION_SECRET, { kind: 'password_reset', email: 'nobody-at-all@example.com' });
    expect(await suite.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))).toEqual([]);

    const mailer: CaptureMailer = createCaptureMailer();
    startRunner(mailer);
    await waitFor(async () => (await mailJobs()).every((job) => job.doneAt !== null));

    expect(mailer.to(email)).toHaveLength(1);
    expect(mailer.to('nobody-at-all@example.com')).toEqual([]);
    const token = queryParam(findLink(mailer.to(email)[0], '/reset-password'), 'token');
    const [row] = await suite.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await mailJobs())).not.toContain(token);
  });
});
