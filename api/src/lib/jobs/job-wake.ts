/**
 * Waking runners when a job is enqueued (issue 26, item 4), so a due job starts within milliseconds
 * instead of at the next poll. `enqueueJob` sends `pg_notify('background_jobs', notice)` after its
 * insert, the notice naming the job and its stored `run_at`: inside a transaction the database delivers
 * it only on commit, so a woken runner always sees the row. The runner decides what the notice is worth
 * (job-runner.ts): nothing for a job it has no handler for or that is not yet due on its own clock;
 * otherwise it brings its next claim forward. Polling stays as the safety net (a lost notification
 * costs one poll interval).
 *
 * - PostgreSQL server (node-postgres pool): one dedicated connection per runner runs `LISTEN`, outside
 *   the pool; when it is lost it reconnects (1 s, then doubling to 30 s) and wakes the runner once, for
 *   what it may have missed.
 * - PGlite (in this process): its own `listen`, an in-process callback after the notifying statement or
 *   transaction commits; nothing leaves the process.
 */
import pg from 'pg';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';

export const JOBS_CHANNEL = 'background_jobs';

/** What a notification says: the job's name and its `run_at` (ms since the epoch). */
export interface EnqueuedJob {
  name: string;
  runAt: number;
}

export function enqueuedNotice(job: EnqueuedJob): string {
  return JSON.stringify(job);
}

/** The notice read back; `undefined` when it is not one (the runner then just claims). */
export function readEnqueuedNotice(payload: string | undefined): EnqueuedJob | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { name, runAt } = value as Record<string, unknown>;
    return typeof name === 'string' && typeof runAt === 'number' ? { name, runAt } : undefined;
  } catch {
    return undefined;
  }
}

export interface JobListener {
  close(): Promise<void>;
}

/** Called for each enqueued job; with no argument after a lost listening connection is back. */
export type OnEnqueued = (job?: EnqueuedJob) => void;

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

function isPglite(client: unknown): client is PgliteLike {
  return typeof client === 'object' && client !== null && typeof (client as { listen?: unknown }).listen === 'function' && !(client instanceof pg.Pool);
}

/** Calls `onJob` whenever a job is enqueued (and after a lost listening connection is back). */
export function listenForJobs(db: Db, onJob: OnEnqueued, logger?: Logger): JobListener {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnServer(client, onJob, logger);
  if (isPglite(client)) {
    const unlisten = client.listen(JOBS_CHANNEL, (payload) => onJob(readEnqueuedNotice(payload))).catch((error: unknown) => {
      logger?.warn({ err: error }, 'Listening for new background jobs failed; polling only');
      return undefined;
    });
    return {
      async close() {
        const stop = await unlisten;
        await stop?.().catch(() => undefined);
      },
    };
  }
  // A transaction handle or an unknown driver: polling only.
  return { close: async () => undefined };
}

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

function listenOnServer(pool: pg.Pool, onJob: OnEnqueued, logger?: Logger): JobListener {
  let closed = false;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;
  // The connection attempt under way: closing waits for it, so no connection outlives the listener.
  let connecting: Promise<void> | undefined;

  const connect = async (afterLoss: boolean): Promise<void> => {
    if (closed) return;
    // The pool's settings (URL, time-outs), but a connection of its own: LISTEN holds it for good.
    const client = new pg.Client({ ...pool.options, statement_timeout: undefined, query_timeout: undefined } as pg.ClientConfig);
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => undefined);
      if (closed) return;
      logger?.warn({ err: error, retryInMs: delay }, 'Lost the background-job listening connection; reconnecting');
      retryTimer = setTimeout(() => {
        connecting = connect(true);
      }, delay);
      retryTimer.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === JOBS_CHANNEL) onJob(readEnqueuedNotice(message.payload));
    });
    try {
      await client.connect();
      await client.query(`listen ${JOBS_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = RECONNECT_FIRST_MS;
    // Jobs enqueued while no connection listened are claimed now rather than at the next poll.
    if (afterLoss) onJob();
  };
  connecting = connect(false);

  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
