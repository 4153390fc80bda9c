/**
 * The compute pool: CPU-heavy work on user text runs in piscina worker threads, never on the API's event
 * loop — tailoring, job descriptions, cover letters, LinkedIn, the editor's scorer and exports. The
 * tasks are registered in one place, api/src/compute-tasks.ts; the worker is api/src/compute.worker.ts.
 * The same shape as the resume parser's pool (resumes/parsing/parser-pool.ts), kept apart from it on
 * purpose: a hostile file that exhausts a parse worker's heap never takes a tailoring down with it.
 *
 * - Sized to the machine: as many threads as cores (at least two), one kept warm; a task waits in a
 *   bounded queue when all threads are busy (bounded-pool.ts).
 * - Every task has a time limit that counts its own run time (not its wait in the queue) and each
 *   worker a heap cap: past either, piscina stops the thread that runs it and the caller gets
 *   ComputeLimitError (422), never a hang. A full queue is ComputeBusyError (503).
 * - Fair: each owner (a user) has at most one task queued or running — the next is refused with
 *   ComputeOwnerBusyError (429) — and a task with a large input (over `heavyInputChars` in one text or
 *   file) runs on at most all threads but one, so an ordinary user's task never waits behind a burst of
 *   large ones. Tasks without an owner (system work) are not limited per owner.
 * The app's pool is created on first use and closed on shutdown (server.ts) or by tests.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createBoundedPool, type PoolStats } from './bounded-pool';
import { ComputeBusyError, ComputeLimitError, ComputeOwnerBusyError, ComputeTaskError } from './errors';
import type { ComputeAnswer, ComputeInput, ComputeKind, ComputeResult, ComputeTask } from './tasks';

export interface ComputePoolOptions {
  minThreads?: number;
  /** Default: the machine's cores (os.availableParallelism()), at least 2. */
  maxThreads?: number;
  /** Per task, from its start on a thread. Default 10 s; `timeoutsMs` overrides it per kind. */
  timeoutsMs?: Partial<Record<ComputeKind, number>>;
  timeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  /** Tasks waiting for a thread; more are refused with ComputeBusyError. Default 64. */
  maxQueue?: number;
  /**
   * Tasks one owner may have queued or running; the next is refused. Default 1. (Per API instance: tests
   * of races between one user's parallel requests, as several instances would see them, raise it.)
   */
  tasksPerOwner?: number;
  /** A task whose longest text (or file) is longer than this is heavy. Default 40,000 characters. */
  heavyInputChars?: number;
  /** The worker module; defaults to the source or the built one (see defaultComputeWorkerFile). */
  workerFile?: string;
  /** Worker failures not tied to a task (piscina's 'error' event); without a listener they would crash the API. */
  onWorkerError?: (error: unknown) => void;
}

/** Who a task is for: a user's id, or null for system work (not limited per owner). */
export type ComputeOwner = number | null;

export interface ComputePool {
  run<K extends ComputeKind>(kind: K, input: ComputeInput<K>, owner?: ComputeOwner): Promise<ComputeResult<K>>;
  /** Tasks waiting for a thread and tasks running (for /metrics). */
  stats(): PoolStats;
  /** Starts the warm thread now (it loads the engine and compiles the skills vocabulary). */
  warmUp(): void;
  close(): Promise<void>;
}

export const DEFAULT_COMPUTE_TIMEOUT_MS = 10_000;
export const DEFAULT_HEAVY_INPUT_CHARS = 40_000;
/** What a refused owner is told to wait: about one ordinary task. */
const OWNER_RETRY_AFTER_MS = 1_000;

/** The source worker through its loader under tsx/vitest; dist/compute-worker.js when built (one bundle). */
export function defaultComputeWorkerFile(moduleUrl: string = import.meta.url): string {
  const fromSource = /\.[cm]?ts$/.test(new URL(moduleUrl).pathname);
  return fileURLToPath(new URL(fromSource ? '../../compute.worker.dev.mjs' : './compute-worker.js', moduleUrl));
}

/** The length of the longest string or binary in a task's input (a few hundred nodes at most to walk). */
export function longestInput(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value === null || typeof value !== 'object' || depth > 8) return 0;
  let longest = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) longest = Math.max(longest, longestInput(item, depth + 1));
  return longest;
}

export function createComputePool(options: ComputePoolOptions = {}): ComputePool {
  const maxThreads = Math.max(1, options.maxThreads ?? Math.max(2, availableParallelism()));
  const heavyInputChars = options.heavyInputChars ?? DEFAULT_HEAVY_INPUT_CHARS;
  const pool = createBoundedPool<ComputeTask, ComputeAnswer>({
    workerFile: options.workerFile ?? defaultComputeWorkerFile(),
    minThreads: options.minThreads ?? 1,
    maxThreads,
    heavyThreads: maxThreads - 1,
    maxQueue: options.maxQueue ?? 64,
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 256,
    onWorkerError: options.onWorkerError,
  });
  const tasksPerOwner = options.tasksPerOwner ?? 1;
  /** Owners with tasks queued or running, and how many. */
  const owners = new Map<number, number>();

  return {
    async run(kind, input, owner = null) {
      const ownersTasks = owner === null ? 0 : (owners.get(owner) ?? 0);
      if (owner !== null && ownersTasks >= tasksPerOwner) throw new ComputeOwnerBusyError(OWNER_RETRY_AFTER_MS);
      if (owner !== null) owners.set(owner, ownersTasks + 1);
      try {
        const timeoutMs = options.timeoutsMs?.[kind] ?? options.timeoutMs ?? DEFAULT_COMPUTE_TIMEOUT_MS;
        const heavy = longestInput(input) > heavyInputChars;
        const outcome = await pool.run({ kind, input } as ComputeTask, timeoutMs, heavy);
        if (!outcome.ok) {
          if (outcome.limit === 'busy') throw new ComputeBusyError();
          if (outcome.limit === 'time') throw new ComputeLimitError(kind, 'time', `ran longer than ${timeoutMs} ms`);
          throw new ComputeLimitError(kind, 'memory', 'the worker ran out of memory');
        }
        // A task's own failure comes back as an answer (a bug → 500).
        if (!outcome.value.ok) throw new ComputeTaskError(kind, outcome.value);
        return outcome.value.value as ComputeResult<typeof kind>;
      } finally {
        if (owner !== null) {
          const left = (owners.get(owner) ?? 1) - 1;
          if (left > 0) owners.set(owner, left);
          else owners.delete(owner);
        }
      }
    },
    stats: () => pool.stats(),
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}

let sharedPool: ComputePool | undefined;

/** The app's compute pool, created on first use. */
export function getComputePool(onWorkerError?: (error: unknown) => void): ComputePool {
  sharedPool ??= createComputePool(onWorkerError ? { onWorkerError } : {});
  return sharedPool;
}

/** The app's pool's queued and running tasks (zeros before its first task). */
export function computeStats(): PoolStats {
  return sharedPool?.stats() ?? { queued: 0, running: 0 };
}

/** Replaces the app's compute pool with one made with these options (tests: tiny time limits). */
export async function configureComputePool(options: ComputePoolOptions): Promise<ComputePool> {
  await closeComputePool();
  sharedPool = createComputePool(options);
  return sharedPool;
}

/** Stops the app's compute threads (server shutdown, end of a test file). Safe to call twice. */
export async function closeComputePool(): Promise<void> {
  const pool = sharedPool;
  sharedPool = undefined;
  await pool?.close();
}
