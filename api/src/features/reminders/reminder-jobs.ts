/**
 * The daily reminder e-mail on the durable job runner (lib/jobs), once per user and local date, at the
 * user's hour in their zone, whatever the number of API processes.
 *
 * - `reminders.sweep`, one job per UTC hour (singleton key `sweep:<hour>`): finds the users whose digest
 *   hour falls in that hour in their zone (lib: shared/src/reminders localHourInstant, so a
 *   daylight-saving day moves the UTC time, and a skipped hour sends at the first minute after the gap),
 *   schedules their digest at that minute, then schedules the next hour's sweep. Each sweep schedules
 *   its successor, so the chain goes on by itself; `ensureReminderSweep` (at start-up) restarts it at
 *   the current hour should it ever have ended. A sweep that runs late catches up hour by hour; one
 *   more than a day late jumps to the current hour (a digest that old would no longer be today's).
 * - `reminders.digest`, singleton key `digest:<userId>:<date>`: composes the e-mail when it runs and
 *   queues it on the mail job in one transaction with the `reminder_digests` row, so a run repeated
 *   after a crash sends nothing twice. It lists every open reminder due by the end of the user's day,
 *   and is sent only when at least one of them is new since the previous e-mail (was not yet due by
 *   the end of that e-mail's day): an old follow-up left open stays on the dashboard's Today list but
 *   does not bring an e-mail every morning. Nothing new: no e-mail.
 * Two runners on one database: the singleton keys make every sweep and digest exist once, and the
 * runner hands each to one runner at a time.
 */
import { z } from 'zod';
import { dueToday, endOfLocalDay, localDate, localHourInstant, toReminderItem } from '@jobapp/shared/reminders/reminders';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { enqueueJob } from '../../lib/jobs/jobs.queries';
import type { Logger } from '../../logger';
import { enqueueMessage } from '../../mail/mail-jobs';
import { reminderDigestMail } from '../../mail/reminder-templates';
import { digestUser, openReminders, previousDigest, recordDigest, usersWithReminders } from './reminders.queries';

export const REMINDER_SWEEP_JOB = 'reminders.sweep';
export const REMINDER_DIGEST_JOB = 'reminders.digest';
const HOUR_MS = 60 * 60 * 1000;
const CATCH_UP_LIMIT_MS = 24 * HOUR_MS;

const sweepPayload = z.object({ hour: z.string() });
const digestPayload = z.object({ userId: z.number().int(), date: z.string() });

export interface ReminderJobDeps {
  db: Db;
  clock: Clock;
  logger?: Logger;
  env: { SESSION_SECRET: string; PUBLIC_URL: string };
}

function hourStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);
}

async function scheduleSweep(db: Db, hour: Date): Promise<void> {
  await enqueueJob(db, REMINDER_SWEEP_JOB, { hour: hour.toISOString() }, { singletonKey: `sweep:${hour.toISOString()}`, runAt: hour, maxAttempts: 50 });
}

/** Schedules the current hour's sweep unless it exists (call at start-up; harmless on every process). */
export async function ensureReminderSweep(db: Db, clock: Clock): Promise<void> {
  await scheduleSweep(db, hourStart(clock()));
}

/** Schedules the digests whose local hour falls in [hour, hour + 1h); answers how many were new. */
export async function sweepHour(db: Db, hour: Date): Promise<number> {
  const end = hour.getTime() + HOUR_MS;
  let scheduled = 0;
  for (const user of await usersWithReminders(db)) {
    const dates = new Set([localDate(user.timezone, hour), localDate(user.timezone, new Date(end - 1))]);
    for (const date of dates) {
      const at = localHourInstant(user.timezone, date, user.digestHour);
      if (at.getTime() < hour.getTime() || at.getTime() >= end) continue;
      const id = await enqueueJob(db, REMINDER_DIGEST_JOB, { userId: user.id, date }, { singletonKey: `digest:${user.id}:${date}`, runAt: at, userId: user.id });
      if (id !== null) scheduled += 1;
    }
  }
  return scheduled;
}

/** Queues the day's e-mail if anything is due and none was sent that date; answers whether it queued one. */
export async function sendDigest(deps: ReminderJobDeps, userId: number, date: string): Promise<boolean> {
  const user = await digestUser(deps.db, userId);
  if (!user) return false;
  const now = deps.clock();
  const due = dueToday(await openReminders(deps.db, userId), user.timezone, now);
  if (due.length === 0) return false;
  const previous = await previousDigest(deps.db, userId, date);
  const listedBefore = previous ? endOfLocalDay(user.timezone, previous.sentAt).getTime() : -Infinity;
  if (!due.some((reminder) => reminder.dueAt.getTime() >= listedBefore)) return false;
  const trackerUrl = `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/tracker`;
  const message = reminderDigestMail(user.email, user.fullName ?? '', due.map(toReminderItem), trackerUrl);
  return deps.db.transaction(async (tx) => {
    if (!(await recordDigest(tx, userId, date, due.length, now))) return false;
    await enqueueMessage(tx, deps.env.SESSION_SECRET, message, { userId });
    return true;
  });
}

export function registerReminderJobs(runner: JobRunner, deps: ReminderJobDeps): void {
  runner.register(REMINDER_SWEEP_JOB, async (payload) => {
    const hour = new Date(sweepPayload.parse(payload).hour);
    const scheduled = await sweepHour(deps.db, hour);
    if (scheduled > 0) deps.logger?.info({ hour: hour.toISOString(), scheduled }, 'Reminder e-mails scheduled');
    const now = deps.clock();
    const next = now.getTime() - hour.getTime() > CATCH_UP_LIMIT_MS ? hourStart(now) : new Date(hour.getTime() + HOUR_MS);
    await scheduleSweep(deps.db, next);
  });
  runner.register(REMINDER_DIGEST_JOB, async (payload) => {
    const { userId, date } = digestPayload.parse(payload);
    await sendDigest(deps, userId, date);
  });
}
