/**
 * The automatic "No response" (issue 24, section 3) on the durable job runner (lib/jobs): once a day an
 * applied or interviewing card with no event for its own number of days (else `NO_RESPONSE_DAYS`, 30)
 * ends as no_response, with a `stage` event on its timeline (`endSilentApplications`).
 *
 * - `applications.no-response`, one job per UTC day (singleton key `no-response:<YYYY-MM-DD>`, due at
 *   00:00 UTC that day): ends the silent cards at the time it runs, then schedules the next day's run.
 *   Each run schedules its successor, so the chain goes on by itself; `ensureNoResponseSweep` (at
 *   start-up, on every process) schedules today's run unless it exists, should the chain ever have ended.
 *   A run that is days late (every process was down) does the work once (the cards' silence is measured
 *   at the run's time) and schedules today's run, not each missed day's.
 * - Two processes on one database: the singleton key makes each day's run exist once and the runner hands
 *   it to one of them; the statement itself also locks what it ends, so even two runs at once end and log
 *   each card once. A process stopped mid-run: the job is released (or its lease runs out) and runs
 *   again; a card ended by the cut run is not silent any more, so nothing is done twice.
 */
import { NO_RESPONSE_DAYS } from '@jobapp/shared/applications/applications.schema';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { enqueueJob } from '../../lib/jobs/jobs.queries';
import type { Logger } from '../../logger';
import { endSilentApplications } from './applications.queries';

export const NO_RESPONSE_JOB = 'applications.no-response';
const DAY_MS = 24 * 60 * 60 * 1000;

const payloadSchema = z.object({ day: z.iso.date() });

export interface NoResponseJobDeps {
  db: Db;
  clock: Clock;
  logger?: Logger;
}

function dayStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
}

async function scheduleRun(db: Db, day: Date): Promise<void> {
  const key = day.toISOString().slice(0, 10);
  await enqueueJob(db, NO_RESPONSE_JOB, { day: key }, { singletonKey: `no-response:${key}`, runAt: day, maxAttempts: 50 });
}

/** Schedules today's run unless it exists (call at start-up; harmless on every process). */
export async function ensureNoResponseSweep(db: Db, clock: Clock): Promise<void> {
  await scheduleRun(db, dayStart(clock()));
}

export function registerNoResponseJobs(runner: JobRunner, deps: NoResponseJobDeps): void {
  runner.register(NO_RESPONSE_JOB, async (payload) => {
    const day = new Date(`${payloadSchema.parse(payload).day}T00:00:00Z`);
    const now = deps.clock();
    const ended = await endSilentApplications(deps.db, now, NO_RESPONSE_DAYS);
    if (ended.length > 0) deps.logger?.info({ day: day.toISOString().slice(0, 10), ended: ended.length }, 'Applications ended as no response');
    const next = new Date(Math.max(day.getTime() + DAY_MS, dayStart(now).getTime()));
    await scheduleRun(deps.db, next);
  });
}
