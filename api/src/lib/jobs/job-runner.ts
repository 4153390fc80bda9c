/**
 * One durable job runner on PostgreSQL (issue 10, section 5): jobs are rows of `background_jobs`, so
 * they survive restarts; any number of runners (API processes) may poll the same table and each job is
 * handed to one of them at a time. Runs on PGlite and on the PostgreSQL server alike, every query
 * through the shared `Db` (see `jobs.queries.ts`).
 *
 * How a job runs: a runner polls every `pollIntervalMs` and claims due jobs of the names it has
 * registered with `select … for update skip locked` (what pg-boss and graphile-worker do underneath),
 * taking a lease (`locked_until`) that it extends while the handler runs. The lease is measured in real
 * time, not on `clock`: it says how long a worker may go silent, and a test that moves the clock by
 * days must not end the lease of a job whose handler is still finishing (that would hand the job to a
 * second claim and, say, send an e-mail twice).
 *
 * Woken on enqueue (issue 26; job-wake.ts: LISTEN/NOTIFY on the PostgreSQL server, PGlite's in-process
 * notification): a wake-up only shortens the wait. It is ignored for a job this runner has no handler
 * for or whose `run_at` has not come on this runner's clock (the poll finds it, as before); otherwise
 * the next claim is brought forward to a random moment within `wakeJitterMs`, never later than the poll
 * already due. The claim itself is the same atomic claim, so which jobs are due, and that each goes to
 * one runner per lease, do not change. The jitter keeps several runners woken by one notice from
 * claiming in the same order every time (the first listener would otherwise take every job). A runner
 * whose last claim filled every free slot is woken the same way when a handler ends.
 *
 * A handler that succeeds marks the job done; one that throws makes it wait `retryDelayMs × 2^(attempt-1)`
 * (capped) and run again, up to `max_attempts` claims, after which it is kept as failed with its last
 * error. A runner that dies
 * mid-job stops extending its lease; once the lease has run out another runner claims the job again.
 * So delivery is at least once: a handler that can be cut off halfway must be safe to run again (an
 * e-mail handler records what it sent, or sends under a key the mail provider deduplicates).
 *
 * Why not pg-boss or graphile-worker: graphile-worker needs a node-postgres Pool (LISTEN/NOTIFY,
 * `withPgClient`), which PGlite is not. pg-boss 10 accepts a custom `db.executeSql`, and a trial run
 * on PGlite worked, but only through the raw driver: it installs and migrates its own `pgboss` schema
 * at start-up with multi-statement SQL that drizzle's `Db` cannot send (4 s on each fresh PGlite
 * database), outside our drizzle migrations, and the client module does not hand out the raw pool or
 * PGlite client. Its singleton keys also only deduplicate while a job is queued or active, not for
 * good. What we need is one table and one claiming statement, so the runner is written here over `Db`.
 *
 * Stopping (server.ts on SIGTERM): polling ends at once and running handlers get until a deadline to
 * finish. A handler still running then has its signal aborted and its job released (lease ended, the
 * cut run not counted as an attempt), so another runner claims it at its next poll instead of waiting
 * for the lease to run out. What the cut handler does afterwards cannot settle the job any more.
 *
 * server.ts runs one per API process with ROLE=all or worker (started once listening, stopped before
 * the database closes); features register their jobs on it (features/billing/billing-emails.ts).
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { systemClock, type Clock } from '../clock';
import { listenForJobs, type EnqueuedJob, type JobListener } from './job-wake';
import { claimJobs, extendLease, markJobDone, markJobFailed, releaseJob, type ClaimedJob } from './jobs.queries';

export interface JobContext {
  jobId: number;
  /** This run's number, from 1. */
  attempt: number;
  /** Aborted when the runner stops and this handler has run past the stop deadline (its job is released). */
  signal: AbortSignal;
}

/** Gets the payload as stored (JSON): parse it before use. Throwing fails this attempt. */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  logger?: Logger;
  clock?: Clock;
  /** Time between polls, ms (default 1 000). */
  pollIntervalMs?: number;
  /** How long a claim holds a job before another runner may take it, ms (default 60 000). */
  leaseMs?: number;
  /** Jobs run at once by this runner (default 5). */
  concurrency?: number;
  /** Wait before the first retry, doubled for each later one, ms (default 10 000). */
  retryDelayMs?: number;
  /** Longest wait between retries, ms (default 1 hour). */
  maxRetryDelayMs?: number;
  /** Names this runner in `locked_by` (default host:pid:random). */
  workerId?: string;
  /** Claim soon after a due job is enqueued (job-wake.ts), besides polling (default true). */
  wakeOnEnqueue?: boolean;
  /** A woken claim waits a random time below this, ms (default the smaller of 20 and `pollIntervalMs`). */
  wakeJitterMs?: number;
}

export class JobRunner {
  readonly workerId: string;
  private readonly db: Db;
  private readonly logger: Logger | undefined;
  private readonly clock: Clock;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<Promise<void>, { job: ClaimedJob; abort: AbortController }>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private started = false;
  private readonly wakeOnEnqueue: boolean;
  private readonly wakeJitterMs: number;
  private listener: JobListener | undefined;
  /** When the pending poll's timer fires (ms since the epoch): a wake-up only ever moves it earlier. */
  private nextPollAt = Number.POSITIVE_INFINITY;
  /** A wake-up came while a poll ran: claim again soon after it. */
  private wakePending = false;
  /** The last claim filled every free slot: more jobs may be due, so a finished handler claims again at once. */
  private saturated = false;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.clock = options.clock ?? systemClock;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 5;
    this.retryDelayMs = options.retryDelayMs ?? 10_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 60 * 60 * 1000;
    this.wakeOnEnqueue = options.wakeOnEnqueue ?? true;
    this.wakeJitterMs = Math.max(0, options.wakeJitterMs ?? Math.min(20, this.pollIntervalMs));
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  /** Handles jobs named `name` from the next poll on; one handler per name. */
  register(name: string, handler: JobHandler): this {
    if (this.handlers.has(name)) throw new Error(`A handler for job '${name}' is already registered`);
    this.handlers.set(name, handler);
    return this;
  }

  /** Starts polling (the first poll at once). Calling it again while started does nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.wakeOnEnqueue) this.listener = listenForJobs(this.db, (job) => this.onEnqueued(job), this.logger);
    this.schedulePoll(0);
  }

  /**
   * Claims soon (within `wakeJitterMs`) instead of at the next poll, when that is earlier; a poll under
   * way is followed by another claim soon after. What is claimed is decided by the claim, as at a poll.
   */
  wake(): void {
    if (!this.started) return;
    if (this.polling) {
      this.wakePending = true;
      return;
    }
    const delay = this.wakeDelay();
    if (Date.now() + delay < this.nextPollAt) this.schedulePoll(delay);
  }

  /** A job was enqueued: wake only for one this runner handles and that is due on its clock. */
  private onEnqueued(job: EnqueuedJob | undefined): void {
    if (job && (!this.handlers.has(job.name) || job.runAt > this.clock().getTime())) return;
    this.wake();
  }

  private wakeDelay(): number {
    return Math.min(Math.floor(Math.random() * this.wakeJitterMs), this.pollIntervalMs);
  }

  /**
   * Stops polling and resolves once the poll in progress and every running handler have ended, or, with
   * `timeoutMs`, once that time has passed: then the handlers still running are aborted and their jobs
   * released for another runner (see above).
   */
  async stop(options: { timeoutMs?: number } = {}): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    const listener = this.listener;
    this.listener = undefined;
    // Closing the listening connection (a round trip on the server) must not hold the handlers' deadline.
    await Promise.all([listener?.close(), this.endHandlers(options)]);
  }

  private async endHandlers(options: { timeoutMs?: number }): Promise<void> {
    await this.polling;
    const allEnded = (async () => {
      while (this.running.size > 0) await Promise.all([...this.running.keys()]);
    })();
    if (options.timeoutMs === undefined) return allEnded;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), options.timeoutMs);
    });
    const outcome = await Promise.race([allEnded.then(() => 'ended' as const), deadline]);
    clearTimeout(timer);
    if (outcome === 'ended') return;
    await Promise.all([...this.running.values()].map(({ job, abort }) => this.release(job, abort)));
  }

  /** Jobs this runner's handlers are running now. */
  runningCount(): number {
    return this.running.size;
  }

  private async release(job: ClaimedJob, abort: AbortController): Promise<void> {
    abort.abort(new Error('The job runner is stopping'));
    try {
      if (await releaseJob(this.db, job.id, this.workerId)) {
        this.logger?.warn({ job: job.name, jobId: job.id }, 'Background job still running at shutdown; released for another runner');
      }
    } catch (error) {
      // The lease runs out instead and the job is claimed again then.
      this.logger?.error({ err: error, jobId: job.id }, 'Releasing a background job failed');
    }
  }

  private schedulePoll(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.nextPollAt = Number.POSITIVE_INFINITY;
    if (!this.started) return;
    this.nextPollAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.nextPollAt = Number.POSITIVE_INFINITY;
      this.polling = this.poll().finally(() => {
        this.polling = undefined;
        const again = this.wakePending;
        this.wakePending = false;
        this.schedulePoll(again ? this.wakeDelay() : this.pollIntervalMs);
      });
    }, delayMs);
  }

  private async poll(): Promise<void> {
    const free = this.concurrency - this.running.size;
    if (free <= 0) return;
    const leaseNow = Date.now();
    let jobs: ClaimedJob[];
    try {
      jobs = await claimJobs(this.db, {
        workerId: this.workerId,
        names: [...this.handlers.keys()],
        limit: free,
        now: this.clock(),
        leaseNow: new Date(leaseNow),
        leaseUntil: new Date(leaseNow + this.leaseMs),
        runningIds: [...this.running.values()].map(({ job }) => job.id),
      });
    } catch (error) {
      this.logger?.error({ err: error }, 'Claiming background jobs failed');
      return;
    }
    this.saturated = jobs.length === free;
    for (const job of jobs) {
      const abort = new AbortController();
      const run = this.run(job, abort.signal).finally(() => {
        this.running.delete(run);
        if (this.saturated) this.wake();
      });
      this.running.set(run, { job, abort });
    }
  }

  private async run(job: ClaimedJob, signal: AbortSignal): Promise<void> {
    const handler = this.handlers.get(job.name);
    // Extend the lease at a third of its length so a slow handler keeps its job.
    const heartbeat = setInterval(() => {
      const leaseUntil = new Date(Date.now() + this.leaseMs);
      extendLease(this.db, job.id, this.workerId, leaseUntil).catch((error: unknown) =>
        this.logger?.warn({ err: error, jobId: job.id }, 'Extending a background job lease failed'),
      );
    }, Math.max(1, Math.floor(this.leaseMs / 3)));
    let failure: { error: unknown } | undefined;
    try {
      if (!handler) throw new Error(`No handler for job '${job.name}'`);
      await handler(job.payload, { jobId: job.id, attempt: job.attempt, signal });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }
    // Released at the stop deadline: the job is another runner's now, whatever this run came to.
    if (signal.aborted) return;
    if (failure) return this.recordFailure(job, failure.error);
    try {
      await markJobDone(this.db, job.id, this.workerId, this.clock());
    } catch (error) {
      // The lease runs out and the job runs again: at least once, as documented above.
      this.logger?.error({ err: error, jobId: job.id }, 'Marking a background job done failed');
    }
  }

  private async recordFailure(job: ClaimedJob, error: unknown): Promise<void> {
    const now = this.clock();
    const retrying = job.attempt < job.maxAttempts;
    const delay = Math.min(this.retryDelayMs * 2 ** (job.attempt - 1), this.maxRetryDelayMs);
    const message = error instanceof Error ? error.message : String(error);
    this.logger?.warn(
      { err: error, job: job.name, jobId: job.id, attempt: job.attempt, retrying },
      'Background job failed',
    );
    try {
      await markJobFailed(this.db, {
        id: job.id,
        workerId: this.workerId,
        error: message,
        now,
        retryAt: retrying ? new Date(now.getTime() + delay) : null,
      });
    } catch (dbError) {
      // The lease runs out and the job is claimed again: nothing is lost.
      this.logger?.error({ err: dbError, jobId: job.id }, 'Recording a background job failure failed');
    }
  }
}
