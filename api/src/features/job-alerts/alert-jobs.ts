/**
 * The job-alert digest on the durable job runner (lib/jobs), at each user's hour in their zone (the
 * hour and zone of their reminder e-mail, set in settings), whatever the number of API processes.
 *
 * - `job-alerts.sweep`, one job per UTC hour (singleton `alerts-sweep:<hour>`): finds the users with
 *   alerts whose hour falls in that hour in their zone (shared `localHourInstant`: daylight saving moves
 *   the UTC time), and schedules one batch per instant; then the next hour's sweep. As with reminders,
 *   `ensureAlertSweep` at start-up restarts the chain should it ever have ended.
 * - `job-alerts.batch` (singleton `alerts-batch:<instant>`): one run for every user due at that instant
 *   (`runAlertGroup`): each distinct search and board is read once for all of them, then each user's
 *   digest is written with its e-mail in one transaction under the user's local date, so a batch run
 *   again after a crash, or by a second runner, sends nothing twice and loses no one.
 */
import { z } from 'zod';
import { localDate, localHourInstant } from '@jobapp/shared/reminders/reminders';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { enqueueJob } from '../../lib/jobs/jobs.queries';
import type { Logger } from '../../logger';
import type { AppEnv } from '../../types';
import { usersWithAlerts, type AlertUser } from './alert-digest.queries';
import { runAlertGroup } from './alert-run';

export const ALERT_SWEEP_JOB = 'job-alerts.sweep';
export const ALERT_BATCH_JOB = 'job-alerts.batch';
const HOUR_MS = 60 * 60 * 1000;
const CATCH_UP_LIMIT_MS = 24 * HOUR_MS;

const sweepPayload = z.object({ hour: z.string() });
const batchPayload = z.object({ at: z.string() });

export interface AlertJobDeps {
  db: Db;
  env: AppEnv;
  logger: Logger;
  clock: Clock;
}

function hourStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);
}

async function scheduleSweep(db: Db, hour: Date): Promise<void> {
  await enqueueJob(db, ALERT_SWEEP_JOB, { hour: hour.toISOString() }, { singletonKey: `alerts-sweep:${hour.toISOString()}`, runAt: hour, maxAttempts: 50 });
}

/** Schedules the current hour's sweep unless it exists (call at start-up; harmless on every process). */
export async function ensureAlertSweep(db: Db, clock: Clock): Promise<void> {
  await scheduleSweep(db, hourStart(clock()));
}

/** The instant of the user's digest on the local date that holds `at`. */
function digestInstant(user: AlertUser, at: Date): Date {
  return localHourInstant(user.timezone, localDate(user.timezone, at), user.digestHour);
}

/** Schedules one batch per instant in [hour, hour + 1h) at which some user's digest is due; answers how many were new. */
export async function sweepAlertHour(db: Db, hour: Date): Promise<number> {
  const end = hour.getTime() + HOUR_MS;
  const instants = new Set<number>();
  for (const user of await usersWithAlerts(db)) {
    for (const probe of [hour, new Date(end - 1)]) {
      const at = digestInstant(user, probe).getTime();
      if (at >= hour.getTime() && at < end) instants.add(at);
    }
  }
  let scheduled = 0;
  for (const at of instants) {
    const iso = new Date(at).toISOString();
    const id = await enqueueJob(db, ALERT_BATCH_JOB, { at: iso }, { singletonKey: `alerts-batch:${iso}`, runAt: new Date(at), maxAttempts: 10 });
    if (id !== null) scheduled += 1;
  }
  return scheduled;
}

/** Runs every user whose digest is due at `at`. */
export async function runAlertBatch(deps: AlertJobDeps, at: Date): Promise<void> {
  const due = (await usersWithAlerts(deps.db)).filter((user) => digestInstant(user, at).getTime() === at.getTime());
  if (due.length === 0) return;
  const result = await runAlertGroup(
    { db: deps.db, env: deps.env, logger: deps.logger },
    { userIds: due.map((u) => u.id), runKeyOf: (user) => localDate(user.timezone, at), now: deps.clock() },
  );
  deps.logger.info({ at: at.toISOString(), users: due.length, reads: result.reads, sent: result.sent.length, failed: result.failed.length }, 'Job alert digests run');
}

export function registerAlertJobs(runner: JobRunner, deps: AlertJobDeps): void {
  runner.register(ALERT_SWEEP_JOB, async (payload) => {
    const hour = new Date(sweepPayload.parse(payload).hour);
    await sweepAlertHour(deps.db, hour);
    const now = deps.clock();
    const next = now.getTime() - hour.getTime() > CATCH_UP_LIMIT_MS ? hourStart(now) : new Date(hour.getTime() + HOUR_MS);
    await scheduleSweep(deps.db, next);
  });
  runner.register(ALERT_BATCH_JOB, async (payload) => {
    await runAlertBatch(deps, new Date(batchPayload.parse(payload).at));
  });
}
