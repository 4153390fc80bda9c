/**
 * The daily reminder e-mail on two job runners over one database, with a clock the test moves hour by
 * hour: once per local date, at 8:00 in New York on either side of the March and November changes.
 */
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, backgroundJobs, reminderDigests, users } from '../../db/schema';
import { JobRunner } from '../../lib/jobs/job-runner';
import { registerMailJobs, MAIL_JOB } from '../../mail/mail-jobs';
import { createCaptureMailer } from '../../test/capture-mailer';
import { useRunnerDatabase } from '../../test/job-runners';
import { createLogger } from '../../logger';
import { sleep } from '../../test/wait';
import { ensureReminderSweep, registerReminderJobs, REMINDER_DIGEST_JOB, REMINDER_SWEEP_JOB } from './reminder-jobs';
import { insertTestUser } from '../jobs/test-deps';

const suite = useRunnerDatabase();
const env = { SESSION_SECRET: 'reminder-jobs-test-secret-0123456789abcdef', PUBLIC_URL: 'http://resumeboost.test' };
const HOUR = 60 * 60 * 1000;

function startRunners(clock: () => Date) {
  const mailer = createCaptureMailer();
  const handled: { name: string; by: string }[] = [];
  for (const workerId of ['runner-a', 'runner-b']) {
    const runner = new JobRunner({ db: suite.database.db, clock, pollIntervalMs: 5, retryDelayMs: 10, workerId });
    // Count every run of our jobs per runner: wrap register.
    const register = runner.register.bind(runner);
    runner.register = (name, handler) =>
      register(name, async (payload, job) => {
        handled.push({ name, by: workerId });
        await handler(payload, job);
      });
    registerReminderJobs(runner, { db: suite.database.db, clock, env });
    registerMailJobs(runner, { mailer, env, logger: createLogger('silent'), composePasswordReset: async () => null });
    runner.start();
    suite.runners.push(runner);
  }
  return { mailer, handled };
}

/** Waits until no sweep, digest or mail job is due and unfinished at the clock's time. */
async function settled(clock: () => Date): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const due = await suite.database.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          inArray(backgroundJobs.name, [REMINDER_SWEEP_JOB, REMINDER_DIGEST_JOB, MAIL_JOB]),
          isNull(backgroundJobs.doneAt),
          isNull(backgroundJobs.failedAt),
          lte(backgroundJobs.runAt, clock()),
        ),
      );
    if (due.length === 0) return;
    if (Date.now() > deadline) throw new Error('reminder jobs still due after 10 s');
    await sleep(5);
  }
}

async function appliedCard(userId: number, appliedAt: Date): Promise<number> {
  const [card] = await suite.database.db
    .insert(applications)
    .values({ userId, stage: 'applied', company: 'Acme', jobTitle: 'Data Analyst', source: 'manual' })
    .returning({ id: applications.id });
  if (!card) throw new Error('no card');
  await suite.database.db.insert(applicationEvents).values({ applicationId: card.id, userId, kind: 'stage', stage: 'applied', fromStage: 'saved', at: appliedAt });
  return card.id;
}

/** Runs the clock from `from` for `hours`, hour by hour, and answers when each digest row was written. */
async function runDays(from: string, hours: number, userId: number) {
  let now = new Date(from).getTime();
  const clock = () => new Date(now);
  await ensureReminderSweep(suite.database.db, clock);
  // A second process starting up asks for the same sweep: still one.
  await ensureReminderSweep(suite.database.db, clock);
  const { mailer, handled } = startRunners(clock);
  for (let step = 0; step <= hours; step++) {
    await settled(clock);
    now += HOUR;
  }
  const sweeps = handled.filter((h) => h.name === REMINDER_SWEEP_JOB).length;
  // The mail jobs the digests queued carry the database's own now() (today's date) as run_at. They are
  // sent by a runner of e-mails only on real time: the reminder runners stop first, or at 8:00 in New
  // York (13:00-14:00 UTC) their sweep would catch up to today and send today's digest too.
  await Promise.all(suite.runners.splice(0).map((runner) => runner.stop()));
  const mailRunner = new JobRunner({ db: suite.database.db, clock: () => new Date(Date.now() + 1_000), pollIntervalMs: 5, workerId: 'mail-only' });
  registerMailJobs(mailRunner, { mailer, env, logger: createLogger('silent'), composePasswordReset: async () => null });
  mailRunner.start();
  suite.runners.push(mailRunner);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const waiting = await suite.database.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.name, MAIL_JOB), isNull(backgroundJobs.doneAt), isNull(backgroundJobs.failedAt)));
    if (waiting.length === 0) break;
    if (Date.now() > deadline) throw new Error('reminder e-mails still queued after 10 s');
    await sleep(5);
  }
  const digests = await suite.database.db.select().from(reminderDigests).where(eq(reminderDigests.userId, userId)).orderBy(reminderDigests.sentAt);
  return { digests, mailer, handled, sweeps };
}

async function newYorker(): Promise<{ id: number; email: string }> {
  const id = await insertTestUser(suite.database);
  const [row] = await suite.database.db.update(users).set({ timezone: 'America/New_York', digestHour: 8 }).where(eq(users.id, id)).returning({ email: users.email });
  return { id, email: row?.email ?? '' };
}

describe('daily reminder e-mail', () => {
  it('is sent once a day at 8:00 New York time across the March change, by one of two runners, only when something is new', async () => {
    const user = await newYorker();
    await appliedCard(user.id, new Date('2026-02-20T15:00:00Z')); // follow-ups due Feb 27 and Mar 6: overdue on the 7th
    await appliedCard(user.id, new Date('2026-03-01T14:00:00Z')); // due Mar 8 14:00Z
    await appliedCard(user.id, new Date('2026-03-02T14:00:00Z')); // due Mar 9 14:00Z

    const { digests, mailer, handled, sweeps } = await runDays('2026-03-07T00:00:00Z', 96, user.id);

    expect(digests.map((d) => [d.localDate, d.sentAt.toISOString(), d.reminderCount])).toEqual([
      ['2026-03-07', '2026-03-07T13:00:00.000Z', 2], // 8:00 EST
      ['2026-03-08', '2026-03-08T12:00:00.000Z', 3], // 8:00 EDT, the day the clocks go forward
      ['2026-03-09', '2026-03-09T12:00:00.000Z', 4],
      // Mar 10: the four are still open but none is new, so no e-mail.
    ]);
    const mails = mailer.to(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['2 follow-ups for today', '3 follow-ups for today', '4 follow-ups for today']);
    expect(mails[0]?.text).toContain('Follow up on Data Analyst at Acme: a week since you applied');
    expect(mails[0]?.text).toContain('Follow up again on Data Analyst at Acme: two weeks since you applied');
    expect(mails[0]?.html).toContain('<a href="http://resumeboost.test/tracker">');
    // Every sweep and digest ran once in all, whichever runner took it; both runners took part.
    expect(handled.filter((h) => h.name === REMINDER_DIGEST_JOB)).toHaveLength(4);
    expect(sweeps).toBe(97);
    expect(new Set(handled.map((h) => h.by))).toEqual(new Set(['runner-a', 'runner-b']));
  });

  it('is sent at 8:00 New York time across the November change, and not on a day with nothing due', async () => {
    const user = await newYorker();
    await appliedCard(user.id, new Date('2026-10-24T20:00:00Z')); // follow-up due Oct 31 20:00Z
    await appliedCard(user.id, new Date('2026-10-25T14:00:00Z')); // due Nov 1 14:00Z
    await appliedCard(user.id, new Date('2026-10-26T14:00:00Z')); // due Nov 2 14:00Z

    const { digests, mailer } = await runDays('2026-10-30T00:00:00Z', 90, user.id);

    // Oct 30: nothing due yet, no e-mail. Oct 31 (EDT): due that evening, listed in the morning.
    expect(digests.map((d) => [d.localDate, d.sentAt.toISOString()])).toEqual([
      ['2026-10-31', '2026-10-31T12:00:00.000Z'], // 8:00 EDT
      ['2026-11-01', '2026-11-01T13:00:00.000Z'], // 8:00 EST, the day the clocks go back
      ['2026-11-02', '2026-11-02T13:00:00.000Z'],
    ]);
    expect(mailer.to(user.email).map((m) => m.subject)).toEqual(['One follow-up for today', '2 follow-ups for today', '3 follow-ups for today']);
  });
});
