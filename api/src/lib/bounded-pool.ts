/**
 * A piscina worker pool with the limits both of the API's pools need (resumes/parsing/parser-pool.ts,
 * tailoring/compute-pool.ts): a time limit per task (from submission, queue wait included), a heap cap
 * per worker, and a queue bounded here — piscina does not apply maxQueue to tasks that carry an
 * AbortSignal (it parks them in an unbounded skip queue), and every task here has one. A limit reached
 * comes back as an outcome the caller words for its users; a pool whose worker could not start or died
 * is dropped, so the next task gets a new one. Created lazily on the first task (or warmUp).
 */
import { Piscina } from 'piscina';

export interface BoundedPoolOptions {
  workerFile: string;
  minThreads: number;
  maxThreads: number;
  /** Tasks waiting for a thread; more are refused ('busy'). */
  maxQueue: number;
  maxOldGenerationSizeMb: number;
  /** Worker failures not tied to a task (piscina's 'error' event); without a listener they would crash the API. */
  onWorkerError?: ((error: unknown) => void) | undefined;
}

export type PoolOutcome<R> = { ok: true; value: R } | { ok: false; limit: 'time' | 'memory' | 'busy' };

export interface BoundedPool<T, R> {
  run(task: T, timeoutMs: number): Promise<PoolOutcome<R>>;
  warmUp(): void;
  close(): Promise<void>;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function createBoundedPool<T, R>(options: BoundedPoolOptions): BoundedPool<T, R> {
  const { maxThreads, maxQueue } = options;
  let pool: Piscina<T, R> | undefined;
  let inFlight = 0;

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

  return {
    async run(task, timeoutMs) {
      if (inFlight >= maxThreads + maxQueue) return { ok: false, limit: 'busy' };
      inFlight += 1;
      try {
        return { ok: true, value: await getPool().run(task, { signal: AbortSignal.timeout(timeoutMs) }) };
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
        inFlight -= 1;
      }
    },
    warmUp() {
      getPool();
    },
    async close() {
      const running = pool;
      pool = undefined;
      await running?.close({ force: true });
    },
  };
}
