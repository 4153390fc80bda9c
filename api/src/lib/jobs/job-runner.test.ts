/** The durable job runner on a real database (PGlite, and the PostgreSQL server in the 'api (pg)' project). */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs, users } from '../../db/schema';
import { insertTestUser } from '../../features/jobs/test-deps';
import { useRunnerDatabase } from '../../test/job-runners';
import { usesPostgresServer } from '../../test/test-db';
import { sleep, waitFor } from '../../test/wait';
import { JobRunner, type JobRunnerOptions } from './job-runner';
import { claimJobs, countJobsByState, enqueueJob, findJobStatus, type JobStatus } from './jobs.queries';

const suite = useRunnerDatabase();
const { runners } = suite;

function newRunner(options: Partial<JobRunnerOptions> = {}): JobRunner {
  const runner = new JobRunner({ db: suite.database.db, pollIntervalMs: 10, retryDelayMs: 10, ...options });
  runners.push(runner);
  return runner;
}

async function statusOf(id: number | null): Promise<JobStatus> {
  if (id === null) throw new Error('job not created');
  const status = await findJobStatus(suite.database.db, id, new Date());
  if (!status) throw new Error(`job ${id} not found`);
  return status;
}

describe('JobRunner', () => {
  it('two runners polling the same table run each of 20 jobs exactly once', async () => {
    const handled: { jobId: number; by: string; payload: unknown }[] = [];
    const ids: number[] = [];
    for (let n = 0; n < 20; n++) ids.push((await enqueueJob(suite.database.db, 'once', { n })) as number);
    for (const workerId of ['runner-a', 'runner-b']) {
      newRunner({ workerId, concurrency: 3 })
        .register('once', async (payload, { jobId }) => {
          await sleep(5);
          handled.push({ jobId, by: workerId, payload });
        })
        .start();
    }

    await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((s) => s.state === 'done'));
    await sleep(50);

    expect(handled.map((h) => h.jobId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(handled.map((h) => h.payload)).toEqual(expect.arrayContaining(ids.map((_, n) => ({ n }))));
    expect((await Promise.all(ids.map(statusOf))).map((s) => s.attempts)).toEqual(Array(20).fill(1));
  });

  it('does not run a job before its run_at', async () => {
    const runAt = new Date(Date.now() + 1_200);
    let ranAt: number | undefined;
    newRunner()
      .register('later', async () => {
        ranAt = Date.now();
      })
      .start();
    const id = await enqueueJob(suite.database.db, 'later', {}, { runAt });

    await sleep(250);
    expect(ranAt).toBeUndefined();
    expect((await statusOf(id)).state).toBe('waiting');

    await waitFor(() => ranAt !== undefined);
    expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime());
    // The runner records the job done just after its handler returns.
    await waitFor(async () => (await statusOf(id)).state === 'done');
  });

  it('a job scheduled before a restart is run by the runner started after it', async () => {
    const ranBy: string[] = [];
    const before = newRunner({ workerId: 'before-restart' }).register('restart', async () => {
      ranBy.push('before-restart');
    });
    before.start();
    const id = await enqueueJob(suite.database.db, 'restart', { userId: 7 }, { runAt: new Date(Date.now() + 500) });
    await before.stop();
    await sleep(600);
    expect(ranBy).toEqual([]);
    expect((await statusOf(id)).state).toBe('waiting');

    let payloadSeen: unknown;
    newRunner({ workerId: 'after-restart' })
      .register('restart', async (payload) => {
        payloadSeen = payload;
        ranBy.push('after-restart');
      })
      .start();

    await waitFor(async () => (await statusOf(id)).state === 'done');
    expect(ranBy).toEqual(['after-restart']);
    expect(payloadSeen).toEqual({ userId: 7 });
  });

  it("claims again a job whose worker died once that worker's lease has run out", async () => {
    const id = (await enqueueJob(suite.database.db, 'orphaned', { a: 1 })) as number;
    // A worker claimed it, then its process was killed: attempt 1 used, lease until 1.5 s from now (room
    // for a loaded CI machine between this update and the check below).
    const leaseEnd = new Date(Date.now() + 1_500);
    await suite.database.db
      .update(backgroundJobs)
      .set({ lockedBy: 'killed-worker', lockedUntil: leaseEnd, attempts: 1 })
      .where(eq(backgroundJobs.id, id));
    const attempts: number[] = [];
    newRunner()
      .register('orphaned', async (_payload, { attempt }) => {
        attempts.push(attempt);
      })
      .start();

    await sleep(150);
    expect(attempts).toEqual([]);
    expect((await statusOf(id)).state).toBe('running');

    await waitFor(async () => (await statusOf(id)).state === 'done');
    expect(attempts).toEqual([2]);
  });

  it('keeps a job that outlives its lease with the runner that is still working on it', async () => {
    const calls: string[] = [];
    const id = await enqueueJob(suite.database.db, 'slow', {});
    for (const workerId of ['slow-a', 'slow-b']) {
      newRunner({ workerId, leaseMs: 300 })
        .register('slow', async () => {
          calls.push(workerId);
          await sleep(900);
        })
        .start();
    }

    await waitFor(async () => (await statusOf(id)).state === 'done');
    expect(calls).toHaveLength(1);
    expect((await statusOf(id)).attempts).toBe(1);
  });

  it('never runs a job twice at once when its own heartbeat came late and the lease ran out', async () => {
    const calls: number[] = [];
    let release = (): void => {};
    const finished = new Promise<void>((resolve) => (release = resolve));
    const id = (await enqueueJob(suite.database.db, 'late-heartbeat', {})) as number;
    // A long lease, so only the update below (a heartbeat that a loaded machine delayed) ends it.
    newRunner({ workerId: 'late-a', leaseMs: 60_000, concurrency: 3 })
      .register('late-heartbeat', async (_payload, { attempt }) => {
        calls.push(attempt);
        await finished;
      })
      .start();
    await waitFor(() => calls.length === 1);
    await suite.database.db
      .update(backgroundJobs)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(backgroundJobs.id, id));

    // Polls every 10 ms with free slots: the lapsed lease is in front of it for 30 polls.
    await sleep(300);
    release();
    await waitFor(async () => (await statusOf(id)).state === 'done');
    expect(calls).toEqual([1]);
    expect((await statusOf(id)).attempts).toBe(1);
  });

  it('retries a failing handler with backoff, then keeps the job as failed with its last error', async () => {
    const attempts: { attempt: number; at: number }[] = [];
    newRunner({ retryDelayMs: 60 })
      .register('flaky', async (_payload, { attempt }) => {
        attempts.push({ attempt, at: Date.now() });
        throw new Error(`SMTP down (attempt ${attempt})`);
      })
      .start();
    const id = await enqueueJob(suite.database.db, 'flaky', {}, { maxAttempts: 3 });

    await waitFor(async () => (await statusOf(id)).state === 'failed');
    await sleep(100);

    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(60);
    expect(third - second).toBeGreaterThanOrEqual(120);
    expect(await statusOf(id)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'SMTP down (attempt 3)' });
  });

  it('marks a job done when a retry succeeds', async () => {
    let calls = 0;
    newRunner()
      .register('recovers', async () => {
        calls += 1;
        if (calls === 1) throw new Error('temporary');
      })
      .start();
    const id = await enqueueJob(suite.database.db, 'recovers', {});

    await waitFor(async () => (await statusOf(id)).state === 'done');
    expect(await statusOf(id)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('schedules one job per singleton key, even after it has run', async () => {
    const first = await enqueueJob(suite.database.db, 'trial-ending', { userId: 1 }, { singletonKey: 'user:1' });
    const again = await enqueueJob(suite.database.db, 'trial-ending', { userId: 1 }, { singletonKey: 'user:1' });
    const otherUser = await enqueueJob(suite.database.db, 'trial-ending', { userId: 2 }, { singletonKey: 'user:2' });
    const otherName = await enqueueJob(suite.database.db, 'trial-ended', { userId: 1 }, { singletonKey: 'user:1' });
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    expect(otherUser).toEqual(expect.any(Number));
    expect(otherName).toEqual(expect.any(Number));

    const sent: unknown[] = [];
    newRunner()
      .register('trial-ending', async (payload) => {
        sent.push(payload);
      })
      .start();
    await waitFor(async () => (await statusOf(otherUser)).state === 'done' && (await statusOf(first)).state === 'done');
    expect(await enqueueJob(suite.database.db, 'trial-ending', { userId: 1 }, { singletonKey: 'user:1' })).toBeNull();
    await sleep(50);
    expect(sent).toEqual([{ userId: 1 }, { userId: 2 }]);
  });

  it("deleting a user's account deletes the jobs scheduled for them", async () => {
    const userId = await insertTestUser(suite.database);
    const theirs = await enqueueJob(suite.database.db, 'for-user', {}, { userId, runAt: new Date(Date.now() + 60_000) });
    const unrelated = await enqueueJob(suite.database.db, 'for-user', {}, { runAt: new Date(Date.now() + 60_000) });

    await suite.database.db.delete(users).where(eq(users.id, userId));

    expect(await findJobStatus(suite.database.db, theirs as number, new Date())).toBeNull();
    expect((await statusOf(unrelated)).state).toBe('waiting');
  });

  it('stop() waits for the handlers that are running', async () => {
    let finished = false;
    let started = false;
    const runner = newRunner().register('long', async () => {
      started = true;
      await sleep(200);
      finished = true;
    });
    runner.start();
    const id = await enqueueJob(suite.database.db, 'long', {});
    await waitFor(() => started);

    await runner.stop();

    expect(finished).toBe(true);
    expect((await statusOf(id)).state).toBe('done');
  });

  it('stop() with a deadline releases a job whose handler is still running, and another runner finishes it within 5 s', async () => {
    // A lease as long as the default: without the release, the job would wait a minute for it to run out.
    const leaseMs = 60_000;
    let cutSignal: AbortSignal | undefined;
    const stopping = newRunner({ workerId: 'stopping', leaseMs, pollIntervalMs: 50 }).register('cut', async (_payload, { signal }) => {
      cutSignal = signal;
      // Runs past any shutdown grace, until the runner aborts it.
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    });
    stopping.start();
    const id = await enqueueJob(suite.database.db, 'cut', {});
    await waitFor(() => cutSignal !== undefined);
    const taker: string[] = [];
    newRunner({ workerId: 'taker', leaseMs, pollIntervalMs: 500 })
      .register('cut', async (_payload, { attempt }) => {
        taker.push(`attempt ${attempt}`);
      })
      .start();

    const stoppedAt = Date.now();
    await stopping.stop({ timeoutMs: 300 });
    expect(cutSignal?.aborted).toBe(true);
    await waitFor(async () => (await statusOf(id)).state === 'done', 5_000);

    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    // The cut run is not counted: the taker's run is attempt 1.
    expect(taker).toEqual(['attempt 1']);
    expect((await statusOf(id)).attempts).toBe(1);
  });

  it('stop() with a deadline lets a handler that ends in time settle its job itself', async () => {
    let runs = 0;
    const runner = newRunner({ workerId: 'graceful' }).register('short', async () => {
      runs += 1;
      await sleep(150);
    });
    runner.start();
    const id = await enqueueJob(suite.database.db, 'short', {});
    await waitFor(() => runs === 1);

    await runner.stop({ timeoutMs: 3_000 });

    expect((await statusOf(id)).state).toBe('done');
    newRunner({ workerId: 'after' })
      .register('short', async () => {
        runs += 1;
      })
      .start();
    await sleep(100);
    expect(runs).toBe(1);
  });

  it('counts jobs by state', async () => {
    // One moment for both counts, so a lease of an earlier test's job that ends in between changes neither.
    const at = new Date();
    const before = await countJobsByState(suite.database.db, at);
    const later = new Date(Date.now() + 60_000);
    await enqueueJob(suite.database.db, 'counted-later', {}, { runAt: later });
    await enqueueJob(suite.database.db, 'counted-now', {});
    // A second ahead of the database's own clock, which stamped the job's run_at.
    const now = new Date(Date.now() + 1_000);
    const claimed = await claimJobs(suite.database.db, { workerId: 'counter', names: ['counted-now'], limit: 1, now, leaseNow: at, leaseUntil: new Date(at.getTime() + 60_000) });
    expect(claimed).toHaveLength(1);

    const after = await countJobsByState(suite.database.db, at);

    expect(after.waiting - before.waiting).toBe(1);
    expect(after.running - before.running).toBe(1);
    expect(after.done - before.done).toBe(0);
    expect(after.failed).toBe(before.failed);
  });
});

describe('JobRunner woken on enqueue (issue 26)', () => {
  // Polls so rare that only the wake-up can explain a job started within a few hundred ms.
  const RARE_POLL_MS = 60_000;

  async function startedAndIdle(runner: JobRunner): Promise<void> {
    runner.start();
    // Let the first poll (at start) finish, so what follows is not it.
    await sleep(150);
  }

  it('a job enqueued after the first poll starts well under the old 1 s poll interval', async () => {
    const started: number[] = [];
    const runner = newRunner({ pollIntervalMs: RARE_POLL_MS }).register('woken', async () => {
      started.push(Date.now());
    });
    await startedAndIdle(runner);
    const delays: number[] = [];
    for (let n = 0; n < 5; n++) {
      const before = Date.now();
      await enqueueJob(suite.database.db, 'woken', { n });
      await waitFor(() => started.length === n + 1, 3_000);
      delays.push(started[n]! - before);
    }
    expect(Math.max(...delays)).toBeLessThan(300);
  });

  it('a job enqueued in a transaction wakes the runner on commit, not before', async () => {
    let ran = 0;
    const runner = newRunner({ pollIntervalMs: RARE_POLL_MS }).register('in-tx', async () => {
      ran++;
    });
    await startedAndIdle(runner);
    const before = Date.now();
    let id: number | null = null;
    await suite.database.db.transaction(async (tx) => {
      id = await enqueueJob(tx, 'in-tx', {});
      await sleep(100);
      expect(ran).toBe(0);
    });
    await waitFor(() => ran === 1, 3_000);
    expect(Date.now() - before).toBeLessThan(500);
    await waitFor(async () => (await statusOf(id)).state === 'done');
  });

  it('two woken runners still run each of 20 jobs exactly once, promptly', async () => {
    const handled: { jobId: number; by: string }[] = [];
    for (const workerId of ['wake-a', 'wake-b']) {
      const runner = newRunner({ workerId, concurrency: 3, pollIntervalMs: RARE_POLL_MS }).register('once-woken', async (_p, { jobId }) => {
        await sleep(5);
        handled.push({ jobId, by: workerId });
      });
      await startedAndIdle(runner);
    }
    const before = Date.now();
    const ids: number[] = [];
    for (let n = 0; n < 20; n++) ids.push((await enqueueJob(suite.database.db, 'once-woken', { n })) as number);
    await waitFor(() => handled.length >= 20, 5_000);
    expect(Date.now() - before).toBeLessThan(3_000);
    await sleep(100);
    expect(handled.map((h) => h.jobId).sort((a, b) => a - b)).toEqual(ids);
  });

  it('jobs enqueued one at a time are shared by two woken runners, not all taken by the first listener', async () => {
    const handled: string[] = [];
    for (const workerId of ['share-a', 'share-b']) {
      const runner = newRunner({ workerId, pollIntervalMs: RARE_POLL_MS }).register('one-at-a-time', async () => {
        handled.push(workerId);
      });
      await startedAndIdle(runner);
    }
    for (let n = 0; n < 20; n++) {
      await enqueueJob(suite.database.db, 'one-at-a-time', { n });
      await waitFor(() => handled.length === n + 1, 3_000);
    }
    // Each notice wakes both; the claim goes to whichever jittered wake-up comes first.
    expect(handled.filter((by) => by === 'share-a').length).toBeGreaterThan(0);
    expect(handled.filter((by) => by === 'share-b').length).toBeGreaterThan(0);
  });

  it("a wake-up never runs a job before its run_at on the runner's clock", async () => {
    // The runner's clock is a day behind real time; the job's run_at is the database's (real) now.
    let offset = -24 * 60 * 60 * 1000;
    const clock = () => new Date(Date.now() + offset);
    let ran = 0;
    const runner = newRunner({ clock, pollIntervalMs: 50 }).register('not-yet', async () => {
      ran++;
    });
    await startedAndIdle(runner);
    const id = await enqueueJob(suite.database.db, 'not-yet', {});
    await sleep(300);
    expect(ran).toBe(0);
    expect((await statusOf(id)).state).toBe('waiting');

    offset = 1_000;
    await waitFor(() => ran === 1, 3_000);
    await waitFor(async () => (await statusOf(id)).state === 'done');
  });

  it('moving the clock past the lease does not hand a running job to a second claim', async () => {
    // Leases run on real time: a clock moved by days (as tests do) must not end one.
    let offset = 0;
    const clock = () => new Date(Date.now() + offset);
    const runs: string[] = [];
    let inHandler!: () => void;
    const entered = new Promise<void>((resolve) => {
      inHandler = resolve;
    });
    for (const workerId of ['lease-a', 'lease-b']) {
      newRunner({ workerId, clock, pollIntervalMs: 10, leaseMs: 60_000 })
        .register('leased', async () => {
          runs.push(workerId);
          inHandler();
          await sleep(300);
        })
        .start();
    }
    const id = await enqueueJob(suite.database.db, 'leased', {});
    await entered;
    offset += 2 * 24 * 60 * 60 * 1000;
    await waitFor(async () => (await statusOf(id)).state === 'done', 5_000);
    await sleep(100);
    expect(runs).toHaveLength(1);
    expect((await statusOf(id)).attempts).toBe(1);
  });

  it.runIf(usesPostgresServer())('listens again after its connection is cut, and catches up', async () => {
    const started: number[] = [];
    const runner = newRunner({ pollIntervalMs: RARE_POLL_MS }).register('relisten', async () => {
      started.push(Date.now());
    });
    await startedAndIdle(runner);
    const listening = `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`;
    await waitFor(async () => ((await suite.database.db.execute(sql.raw(listening))) as unknown as { rows: unknown[] }).rows.length === 1);
    await suite.database.db.execute(sql.raw(`select pg_terminate_backend(pid) from (${listening}) l`));
    // Enqueued while nobody listens: claimed when the listener is back (about 1 s), not at the 60 s poll.
    await enqueueJob(suite.database.db, 'relisten', {});
    await waitFor(() => started.length === 1, 4_000);
    await waitFor(async () => ((await suite.database.db.execute(sql.raw(listening))) as unknown as { rows: unknown[] }).rows.length === 1);
    const before = Date.now();
    await enqueueJob(suite.database.db, 'relisten', {});
    await waitFor(() => started.length === 2, 3_000);
    expect(started[1]! - before).toBeLessThan(300);
  });
});
