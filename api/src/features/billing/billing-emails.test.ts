/**
 * The billing e-mails end to end: scheduled by registration or enqueued as the webhook code does, run by
 * real job runners over a real database (PGlite, and the PostgreSQL server in the 'api (pg)' project),
 * and received by a real SMTP server on loopback.
 */
import { messages } from '@jobapp/shared';
import { plans } from '@jobapp/shared/plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { backgroundJobs, users } from '../../db/schema';
import { addDays } from '../../lib/clock';
import { JobRunner } from '../../lib/jobs/job-runner';
import { createLogger } from '../../logger';
import { createMailer, type Mailer } from '../../mail/mailer';
import { registerUser } from '../../test/factories';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp-server';
import { TEST_PUBLIC_URL, useTestServer } from '../../test/test-server';
import { sleep, waitFor } from '../../test/wait';
import { insertTestUser } from '../jobs/test-deps';
import { BILLING_EMAIL_JOB, enqueueBillingEmail, registerBillingEmailJobs } from './billing-emails';

const DAY_MS = 24 * 60 * 60 * 1000;
const logger = createLogger('silent');

let smtp: TestSmtpServer;
let mailer: Mailer;
const runners: JobRunner[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'ResumeBoost <billing@resumeboost.test>', outboxDir: '/nonexistent', logger });
});
// Registered before useTestServer's hooks: after the tests it runs last (hooks run as a stack).
afterAll(async () => {
  mailer.close();
  await smtp.close();
});
const suite = useTestServer();
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  suite.server.clock.reset();
});

/** A runner as server.ts starts one, on the test server's clock (another database handle = another process). */
function startRunner(db: Database['db'] = suite.database.db, workerId?: string, sendVia: Mailer = mailer): JobRunner {
  const runner = new JobRunner({ db, clock: suite.server.clock, pollIntervalMs: 10, retryDelayMs: 10, ...(workerId ? { workerId } : {}) });
  registerBillingEmailJobs(runner, { db, mailer: sendVia, env: suite.server.env, logger, clock: suite.server.clock });
  runner.start();
  runners.push(runner);
  return runner;
}

/** Moves the clock to the next 12:00 UTC, so 'in 2 days' cannot turn into 'tomorrow' across a midnight. */
function moveClockToNoonUtc(): void {
  const now = suite.server.clock().getTime();
  const noon = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS / 2;
  suite.server.clock.advance((noon > now ? noon : noon + DAY_MS) - now);
}

async function billingJobsOf(userId: number) {
  return suite.database.db
    .select({ key: backgroundJobs.singletonKey, runAt: backgroundJobs.runAt, payload: backgroundJobs.payload, doneAt: backgroundJobs.doneAt })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.userId, userId), eq(backgroundJobs.name, BILLING_EMAIL_JOB)))
    .orderBy(backgroundJobs.runAt);
}

/** Every billing job of the user that is due on the test clock has run. */
async function waitForDueJobs(userId: number): Promise<void> {
  await waitFor(async () => (await billingJobsOf(userId)).every((job) => job.runAt > suite.server.clock() || job.doneAt !== null));
}

async function waitForMails(address: string, count: number): Promise<ReceivedMail[]> {
  await waitFor(() => smtp.to(address).length >= count);
  return smtp.to(address);
}

function longUtcDate(date: Date): string {
  return `${date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })} (UTC)`;
}

describe('billing e-mails', () => {
  it('registration schedules the trial e-mails: 2 days before the trial ends, and at its end', async () => {
    moveClockToNoonUtc();
    const registeredAt = suite.server.clock();
    const { user, input } = await registerUser(suite.server);
    const trialEnd = new Date(user.subscriptionEndDate!);
    expect(Math.abs(trialEnd.getTime() - addDays(registeredAt, 7).getTime())).toBeLessThan(5_000);

    const jobs = await billingJobsOf(user.id);
    const trial = { userId: user.id, trialEnd: trialEnd.toISOString() };
    expect(jobs).toEqual([
      { key: `trial_ending:${user.id}:${trial.trialEnd}`, runAt: addDays(trialEnd, -2), payload: { kind: 'trial_ending', ...trial }, doneAt: null },
      { key: `trial_ended:${user.id}:${trial.trialEnd}`, runAt: trialEnd, payload: { kind: 'trial_ended', ...trial }, doneAt: null },
    ]);

    startRunner();
    suite.server.clock.advance(5 * DAY_MS - 60_000);
    await sleep(150);
    expect(smtp.to(input.email)).toEqual([]);

    suite.server.clock.advance(60_000);
    const [ending] = await waitForMails(input.email, 1);
    expect(ending!.from).toBe('billing@resumeboost.test');
    expect(ending!.mail.subject).toBe('Your ResumeBoost free trial ends in 2 days');
    expect(ending!.mail.text).toContain(`Hello ${input.fullName},`);
    expect(ending!.mail.text).toContain(
      `Your ResumeBoost free trial ends in 2 days, on ${longUtcDate(trialEnd)}. Nothing is charged when it ends.`,
    );
    expect(ending!.mail.text).toContain(`\n${TEST_PUBLIC_URL}/pricing\n`);

    suite.server.clock.advance(2 * DAY_MS - 60_000);
    await sleep(150);
    expect(smtp.to(input.email)).toHaveLength(1);

    suite.server.clock.advance(60_000);
    const [, ended] = await waitForMails(input.email, 2);
    expect(ended!.mail.subject).toBe('Your ResumeBoost free trial has ended');
    expect(ended!.mail.text).toContain(messages.trialEnded);
    expect(ended!.mail.text).toContain('You can still sign in and see, download and delete your resumes.');
    expect(ended!.mail.text).toContain(`\n${TEST_PUBLIC_URL}/pricing\n`);
    await waitForDueJobs(user.id);
    expect(smtp.to(input.email)).toHaveLength(2);
  });

  it('sends no trial e-mail to a user who subscribed; one still on the trial gets the ended e-mail', async () => {
    const subscribed = await registerUser(suite.server);
    const onTrial = await registerUser(suite.server);
    await suite.database.db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.id, subscribed.user.id));

    startRunner();
    // Past the end at once (a runner that was down): the ending e-mail is skipped, the ended one is sent.
    suite.server.clock.advance(8 * DAY_MS);
    await waitForDueJobs(subscribed.user.id);
    await waitForDueJobs(onTrial.user.id);

    expect(smtp.to(subscribed.input.email)).toEqual([]);
    expect((await billingJobsOf(subscribed.user.id)).every((job) => job.doneAt !== null)).toBe(true);
    expect(smtp.to(onTrial.input.email).map((r) => r.mail.subject)).toEqual(['Your ResumeBoost free trial has ended']);
  });

  it('sends the subscription-started e-mail with the plan, its price, the renewal date and the dashboard', async () => {
    const { user, input } = await registerUser(suite.server);
    const periodEnd = new Date('2027-01-04T02:00:00Z');
    await suite.database.db
      .update(users)
      .set({ subscriptionTier: 'pro', subscriptionStatus: 'active', subscriptionEndDate: periodEnd })
      .where(eq(users.id, user.id));

    await enqueueBillingEmail(suite.database.db, { kind: 'subscription_started', userId: user.id, plan: 'pro' }, 'evt_started_1');
    startRunner();

    const [started] = await waitForMails(input.email, 1);
    expect(started!.mail.subject).toBe(`Your ResumeBoost ${plans.pro.name} plan is active`);
    expect(started!.mail.text).toContain(`Your ${plans.pro.name} plan (${plans.pro.price}/month) is active.`);
    expect(started!.mail.text).toContain('It renews on Monday, January 4, 2027 (UTC).');
    expect(started!.mail.text).toContain(`\n${TEST_PUBLIC_URL}/dashboard\n`);
  });

  it('sends the payment-failed e-mail with the portal link, or the dashboard when there is none', async () => {
    const withPortal = await registerUser(suite.server);
    const withoutPortal = await registerUser(suite.server);
    const portalUrl = 'https://billing.stripe.test/p/session/test_portal_123';
    await enqueueBillingEmail(
      suite.database.db,
      { kind: 'payment_failed', userId: withPortal.user.id, plan: 'starter', portalUrl },
      'evt_failed_1',
    );
    await enqueueBillingEmail(
      suite.database.db,
      { kind: 'payment_failed', userId: withoutPortal.user.id, plan: 'elite', portalUrl: null },
      'evt_failed_2',
    );
    startRunner();

    const [portal] = await waitForMails(withPortal.input.email, 1);
    expect(portal!.mail.subject).toBe('Your ResumeBoost payment did not go through');
    expect(portal!.mail.text).toContain(
      `We could not take the payment for your ${plans.starter.name} plan (${plans.starter.price}/month).`,
    );
    expect(portal!.mail.text).toContain(`please update your card here:\n\n${portalUrl}\n`);
    expect(portal!.mail.html).toContain(`<a href="${portalUrl}">`);

    const [dashboard] = await waitForMails(withoutPortal.input.email, 1);
    expect(dashboard!.mail.text).toContain(`your ${plans.elite.name} plan (${plans.elite.price}/month)`);
    expect(dashboard!.mail.text).toContain(`please update your card here:\n\n${TEST_PUBLIC_URL}/dashboard\n`);
  });

  it('an e-mail enqueued twice for the same event is sent once; another event sends another', async () => {
    const { user, input } = await registerUser(suite.server);
    const email = { kind: 'payment_failed', userId: user.id, plan: 'pro', portalUrl: null } as const;
    await enqueueBillingEmail(suite.database.db, email, 'evt_duplicate');
    await suite.database.db.transaction((tx) => enqueueBillingEmail(tx, email, 'evt_duplicate'));
    expect((await billingJobsOf(user.id)).filter((job) => job.key?.startsWith('payment_failed:'))).toHaveLength(1);

    startRunner();
    await waitForMails(input.email, 1);
    await waitForDueJobs(user.id);
    await enqueueBillingEmail(suite.database.db, email, 'evt_duplicate');
    await sleep(150);
    expect(smtp.to(input.email)).toHaveLength(1);

    await enqueueBillingEmail(suite.database.db, email, 'evt_next_invoice');
    await waitForMails(input.email, 2);
    await waitForDueJobs(user.id);
    expect(smtp.to(input.email)).toHaveLength(2);
  });

  it('a trial e-mail scheduled before a restart is sent by the runner started after it', async () => {
    const { user, input } = await registerUser(suite.server);
    const before = startRunner(suite.database.db, 'before-restart');
    await sleep(50);
    await before.stop();

    suite.server.clock.advance(7 * DAY_MS + 60_000);
    await sleep(150);
    expect(smtp.to(input.email)).toEqual([]);
    expect((await billingJobsOf(user.id)).every((job) => job.doneAt === null)).toBe(true);

    startRunner(suite.database.db, 'after-restart');
    await waitForDueJobs(user.id);
    expect(smtp.to(input.email).map((r) => r.mail.subject)).toEqual(['Your ResumeBoost free trial has ended']);
  });

  it('two runners (two API processes, each with its own connections on the server) send each due e-mail once', async () => {
    // On the PostgreSQL server the second runner has its own pool, as a second process would; PGlite is
    // one in-process database, so there both share it.
    const second = suite.database.url ? await openDatabase({ url: suite.database.url, maxConnections: 5 }) : null;
    try {
      const userIds: number[] = [];
      for (let n = 0; n < 10; n++) userIds.push(await insertTestUser(suite.database));
      const rows = await suite.database.db.select({ id: users.id, email: users.email }).from(users);
      const emailOf = new Map(rows.map((row) => [row.id, row.email]));
      for (const userId of userIds) {
        await enqueueBillingEmail(suite.database.db, { kind: 'payment_failed', userId, plan: 'pro', portalUrl: null }, `evt_two_${userId}`);
      }

      // A slow send keeps each claim open a while, so both runners poll while the other holds jobs.
      const slowMailer: Mailer = { ...mailer, send: async (message) => sleep(30).then(() => mailer.send(message)) };
      startRunner(suite.database.db, 'process-a', slowMailer);
      startRunner(second?.db ?? suite.database.db, 'process-b', slowMailer);
      for (const userId of userIds) await waitForDueJobs(userId);
      await sleep(150);

      expect(userIds.map((userId) => smtp.to(emailOf.get(userId)!).length)).toEqual(Array(10).fill(1));
    } finally {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
      await second?.close();
    }
  });
});
