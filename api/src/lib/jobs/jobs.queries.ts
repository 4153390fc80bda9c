/**
 * The `background_jobs` table's queries (its only owner). Times come from the caller, never the
 * database's `now()`: the schedule (`run_at`, `done_at`, `failed_at`) from the runner's clock, so
 * scheduling and claiming agree with each other and with a test's clock; leases (`locked_until`) from
 * real time, so a clock a test moves by days never ends the lease of a job that is still running.
 */
import { and, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgroundJobs } from '../../db/schema';
import { enqueuedNotice, JOBS_CHANNEL } from './job-wake';

export interface EnqueueOptions {
  /** Earliest time the job may run; default now. */
  runAt?: Date;
  /**
   * At most one job per (name, key), ever: a second `enqueue` with the same key adds nothing and
   * answers `null` (e.g. `trial-ending:<userId>:<trialEnd>` for one reminder per trial).
   */
  singletonKey?: string;
  /** The user the job works for: deleting the account deletes the job. */
  userId?: number;
  /** Claims allowed before the job is kept as failed; default 5. */
  maxAttempts?: number;
}

/**
 * Schedules a job; answers its id, or `null` when `singletonKey` already names one. Pass a transaction
 * as `db` to schedule the job only if the work around it commits.
 */
export async function enqueueJob(
  db: Db,
  name: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      name,
      payload: payload ?? null,
      singletonKey: options.singletonKey ?? null,
      userId: options.userId ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [backgroundJobs.name, backgroundJobs.singletonKey] })
    .returning({ id: backgroundJobs.id, runAt: backgroundJobs.runAt });
  // Tells listening runners the job's name and run_at as stored (job-wake.ts); inside a transaction it
  // is delivered on commit. Each runner judges on its own clock whether the job is due yet.
  if (row) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${enqueuedNotice({ name, runAt: row.runAt.getTime() })})`);
  return row?.id ?? null;
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  /** This claim's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface ClaimJobsParams {
  workerId: string;
  names: string[];
  limit: number;
  /** The runner's clock: jobs whose `run_at` has come are due. */
  now: Date;
  /**
   * Real time (never a clock a test moves): a lease that ended before it has run out. A lease measures
   * how long a worker may go silent, so moving the schedule's clock must not end a running job's lease.
   */
  leaseNow: Date;
  /** Real time: the end of the lease taken. */
  leaseUntil: Date;
  /**
   * Jobs the claiming runner's handlers are running now. Never claimed again by it, even when a late
   * heartbeat let their lease run out: one runner never runs a job twice at once (its heartbeat keeps the
   * lease, as the row is still locked by it).
   */
  runningIds?: readonly number[];
}

/**
 * Claims up to `limit` due jobs with one statement: `for update skip locked` makes parallel claimers
 * (other connections, other processes) pass over rows another one is claiming, and the lease condition
 * is re-checked on the locked row, so a job is handed to one worker per lease.
 */
export async function claimJobs(db: Db, params: ClaimJobsParams): Promise<ClaimedJob[]> {
  const { workerId, names, limit, now, leaseNow, leaseUntil, runningIds = [] } = params;
  if (names.length === 0 || limit <= 0) return [];
  const due = db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        isNull(backgroundJobs.doneAt),
        isNull(backgroundJobs.failedAt),
        lte(backgroundJobs.runAt, now),
        or(isNull(backgroundJobs.lockedUntil), lte(backgroundJobs.lockedUntil, leaseNow)),
        inArray(backgroundJobs.name, names),
        runningIds.length > 0 ? notInArray(backgroundJobs.id, [...runningIds]) : undefined,
      ),
    )
    .orderBy(backgroundJobs.runAt, backgroundJobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(backgroundJobs)
    .set({ lockedBy: workerId, lockedUntil: leaseUntil, attempts: sql`${backgroundJobs.attempts} + 1` })
    .where(inArray(backgroundJobs.id, due))
    .returning({
      id: backgroundJobs.id,
      name: backgroundJobs.name,
      payload: backgroundJobs.payload,
      attempt: backgroundJobs.attempts,
      maxAttempts: backgroundJobs.maxAttempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/** Only the worker holding the job may settle it (a worker whose lease was taken over changes nothing). */
function heldBy(id: number, workerId: string) {
  return and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, workerId));
}

/** Moves the lease of a running job forward; false when the worker no longer holds it. */
export async function extendLease(db: Db, id: number, workerId: string, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ lockedUntil: leaseUntil })
    .where(and(heldBy(id, workerId), isNull(backgroundJobs.doneAt)))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

export async function markJobDone(db: Db, id: number, workerId: string, now: Date): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ doneAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(id, workerId));
}

/** A failed attempt: waits until `retryAt`, or, when `retryAt` is null, is kept as failed. */
export async function markJobFailed(
  db: Db,
  params: { id: number; workerId: string; error: string; now: Date; retryAt: Date | null },
): Promise<void> {
  const { id, workerId, error, now, retryAt } = params;
  await db
    .update(backgroundJobs)
    .set({
      lastError: error,
      lockedBy: null,
      lockedUntil: null,
      ...(retryAt ? { runAt: retryAt } : { failedAt: now }),
    })
    .where(heldBy(id, workerId));
}

/**
 * Hands a job this worker holds back to the queue now (its process is stopping and the handler has not
 * finished): the lease ends, so any runner's next poll claims it, and the cut run is not counted as an
 * attempt. The handler, if it still ends here, can no longer settle the job (it no longer holds it).
 */
export async function releaseJob(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ lockedBy: null, lockedUntil: null, attempts: sql`greatest(${backgroundJobs.attempts} - 1, 0)` })
    .where(and(heldBy(id, workerId), isNull(backgroundJobs.doneAt), isNull(backgroundJobs.failedAt)))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

export type JobState = 'waiting' | 'running' | 'done' | 'failed';

/** Jobs per state at `now` (real time: it tells running leases), every state present (for /metrics). */
export async function countJobsByState(db: Db, now: Date): Promise<Record<JobState, number>> {
  const rows = await db
    .select({
      state: sql<JobState>`case
        when ${backgroundJobs.doneAt} is not null then 'done'
        when ${backgroundJobs.failedAt} is not null then 'failed'
        when ${backgroundJobs.lockedUntil} > ${now.toISOString()}::timestamptz then 'running'
        else 'waiting' end`,
      count: sql<number>`count(*)::int`,
    })
    .from(backgroundJobs)
    .groupBy(sql`1`);
  const counts: Record<JobState, number> = { waiting: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

export interface JobStatus {
  id: number;
  name: string;
  state: JobState;
  attempts: number;
  lastError: string | null;
  runAt: Date;
}

/** One job's state, for tests and operators; `running` means a lease is held at `now` (real time). */
export async function findJobStatus(db: Db, id: number, now: Date): Promise<JobStatus | null> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  if (!row) return null;
  const state: JobState = row.doneAt
    ? 'done'
    : row.failedAt
      ? 'failed'
      : row.lockedUntil && row.lockedUntil > now
        ? 'running'
        : 'waiting';
  return { id: row.id, name: row.name, state, attempts: row.attempts, lastError: row.lastError, runAt: row.runAt };
}
