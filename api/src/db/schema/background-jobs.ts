/**
 * Durable background jobs (issue 10, section 5), written and claimed only by `api/src/lib/jobs/`.
 * Named `background_jobs` because "jobs" in this product means job postings (`job_postings`).
 *
 * A row is waiting while `done_at` and `failed_at` are both null; it may be claimed once `run_at` has
 * passed and no live lease holds it (`locked_until` null or past). Done: `done_at` set. Given up after
 * `max_attempts`: `failed_at` set, `last_error` kept. A `singleton_key` is unique per job name, for
 * good (done and failed rows keep theirs), so scheduling with one is idempotent. A job done for a user
 * names them in `user_id`, so deleting the account deletes its jobs (waiting ones included).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The registered handler's name, e.g. 'trial-ending-email'. */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    singletonKey: text('singleton_key'),
    /** The user the job works for, if any: deleting the account deletes its jobs. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    /** Claims so far (a claim counts as an attempt, so a worker that crashes mid-job uses one up). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    doneAt: timestamptz('done_at'),
    failedAt: timestamptz('failed_at'),
  },
  (t) => [
    uniqueIndex('background_jobs_name_singleton_key_key').on(t.name, t.singletonKey),
    // Claiming scans waiting rows in run_at order; done and failed rows stay out of the index.
    index('background_jobs_waiting_run_at_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('background_jobs_user_id_idx').on(t.userId),
    check('background_jobs_max_attempts_positive', sql`${t.maxAttempts} >= 1`),
  ],
);
