/**
 * A piscina worker pool with the limits both of the API's pools need (resumes/parsing/parser-pool.ts,
 * lib/compute/compute-pool.ts): a time limit per task, a heap cap per worker, and a bounded queue.
 *
 * - The queue is kept here, not in piscina: a task is handed to piscina only when a thread is free for
 *   it, so its time limit counts its own run time from then on, never its wait in the queue. Past the
 *   limit, the task's AbortSignal makes piscina stop the thread that runs it.
 * - Tasks marked heavy (large inputs) may hold at most `heavyThreads` threads at once; the rest stay
 *   free for ordinary tasks, which pass heavy ones waiting in the queue. With N threads and heavy
 *   tasks on at most N - 1 of them, a burst of large inputs never makes a small one wait for them.
 * - A limit reached comes back as an outcome the caller words for its users; a pool whose worker could
 *   not start or died is dropped, so the next task gets a new one. Created lazily on the first task (or
 *   warmUp).
 */
import { Piscina } from 'piscina';

export interface BoundedPoolOptions {
  workerFile: string;
  minThreads: number;
  maxThreads: number;
  /** Tasks waiting for a thread; more are refused ('busy'). */
  maxQueue: number;
  maxOldGenerationSizeMb: number;
  /** Threads heavy tasks may hold at once (default: all of them). */
  heavyThreads?: number | undefined;
  /** Worker failures not tied to a task (piscina's 'error' event); without a listener they would crash the API. */
  onWorkerError?: ((error: unknown) => void) | undefined;
}

export type PoolOutcome<R> = { ok: true; value: R } | { ok: false; limit: 'time' | 'memory' | 'busy' };

export interface PoolStats {
  /** Tasks waiting for a thread. */
  queued: number;
  /** Tasks running on a thread. */
  running: number;
}

export interface BoundedPool<T, R> {
  /** Runs the task within `timeoutMs` of its start on a thread; `heavy` keeps it to the heavy tasks' threads. */
  run(task: T, timeoutMs: number, heavy?: boolean): Promise<PoolOutcome<R>>;
  stats(): PoolStats;
  warmUp(): void;
  close(): Promise<void>;
}

interface Waiting<T, R> {
  task: T;
  timeoutMs: number;
  heavy: boolean;
  settle: (outcome: Promise<PoolOutcome<R>>) => void;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function createBoundedPool<T, R>(options: BoundedPoolOptions): BoundedPool<T, R> {
  const { maxThreads, maxQueue } = options;
  const heavyThreads = Math.max(1, Math.min(options.heavyThreads ?? maxThreads, maxThreads));
  let pool: Piscina<T, R> | undefined;
  const queue: Waiting<T, R>[] = [];
  let running = 0;
  let runningHeavy = 0;

  function getPool(): Piscina<T, R> {
    if (pool) return pool;
    pool = new Piscina<T, R>({
      filename: options.workerFile,
      name: 'default',
      minThreads: Math.min(options.minThreads, maxThreads),
      maxThreads,
      idleTimeout: 60_000,
      maxQueue,
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 32 },
    });
    pool.on('error', (error: unknown) => options.onWorkerError?.(error));
    return pool;
  }

  async function discardPool(): Promise<void> {
    const broken = pool;
    pool = undefined;
    await broken?.close({ force: true }).catch(() => undefined);
  }

  const canStart = (heavy: boolean) => running < maxThreads && (!heavy || runningHeavy < heavyThreads);

  /** On a free thread: the clock starts now. */
  async function start(waiting: Waiting<T, R>): Promise<PoolOutcome<R>> {
    running += 1;
    if (waiting.heavy) runningHeavy += 1;
    try {
      return { ok: true, value: await getPool().run(waiting.task, { signal: AbortSignal.timeout(waiting.timeoutMs) }) };
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'AbortError' || name === 'TimeoutError') return { ok: false, limit: 'time' };
      if (errorCode(error) === 'ERR_WORKER_OUT_OF_MEMORY') return { ok: false, limit: 'memory' };
      if (error instanceof Error && /queue is at limit|no task queue available/i.test(error.message)) {
        return { ok: false, limit: 'busy' };
      }
      await discardPool();
      throw error;
    } finally {
      running -= 1;
      if (waiting.heavy) runningHeavy -= 1;
      startWaiting();
    }
  }

  /** Starts queued tasks, oldest first, while threads are free for them (a small task passes heavy ones). */
  function startWaiting(): void {
    for (let i = 0; i < queue.length && running < maxThreads; ) {
      const waiting = queue[i]!;
      if (!canStart(waiting.heavy)) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      waiting.settle(start(waiting));
    }
  }

  return {
    run(task, timeoutMs, heavy = false) {
      if (queue.length >= maxQueue && !canStart(heavy)) return Promise.resolve({ ok: false, limit: 'busy' });
      return new Promise<PoolOutcome<R>>((resolve) => {
        queue.push({ task, timeoutMs, heavy, settle: resolve });
        startWaiting();
      });
    },
    stats: () => ({ queued: queue.length, running }),
    warmUp() {
      getPool();
    },
    async close() {
      // Tasks still waiting are answered 'busy': the pool is going away.
      for (const waiting of queue.splice(0)) waiting.settle(Promise.resolve({ ok: false, limit: 'busy' }));
      const closing = pool;
      pool = undefined;
      await closing?.close({ force: true });
    },
  };
}
