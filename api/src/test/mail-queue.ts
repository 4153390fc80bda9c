/** Waiting in tests for the e-mails a request queued (mail/mail-jobs.ts) to be handled by the runner. */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backgroundJobs } from '../db/schema';
import type { Clock } from '../lib/clock';
import { MAIL_JOB } from '../mail/mail-jobs';
import { sleep } from './wait';

/**
 * The database stamps a new job's run_at with its own now(), in microseconds; the test clock counts whole
 * milliseconds. A job queued in the same millisecond as the check would look not yet due, and the wait
 * would end before the runner sent it. Jobs due within this margin count as due; it is shorter than the
 * test runner's first retry delay (50 ms), so a job waiting for a retry is still not waited for.
 */
const DUE_MARGIN_MS = 20;

/** Resolves once no e-mail job is due and unfinished (one waiting for a retry later is not due). */
export async function mailQueueSettled(db: Db, clock: Clock, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A test that took the database away (to see the app answer 503) has no e-mails to wait for.
    const [due] = await db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.name, MAIL_JOB),
          isNull(backgroundJobs.doneAt),
          isNull(backgroundJobs.failedAt),
          lte(backgroundJobs.runAt, new Date(clock().getTime() + DUE_MARGIN_MS)),
        ),
      )
      .limit(1)
      .catch(() => []);
    if (!due) return;
    if (Date.now() > deadline) throw new Error('E-mail jobs still waiting after the time-out');
    await sleep(5);
  }
}
