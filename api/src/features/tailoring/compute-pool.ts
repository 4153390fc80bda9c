/**
 * The compute pool: CPU-heavy work on user text runs in piscina worker threads, never on the API's event
 * loop — tailoring (requirement extraction, analysis, rewrite, scoring), the truthfulness check of an
 * LLM's text, and exports (document model, DOCX rendering, parse-back checks). The same shape as the
 * resume parser's pool (resumes/parsing/parser-pool.ts), kept apart from it on purpose: a hostile file
 * that exhausts a parse worker's heap never takes a tailoring or an export down with it.
 *
 * - Sized to the machine: as many threads as cores (os.availableParallelism()), one kept warm; the
 *   event loop stays free for I/O, and a task waits in a bounded queue when all threads are busy.
 * - Every task has a time limit (from submission, queue wait included) and each worker a heap cap: past
 *   either, piscina stops the thread that runs it and the caller gets ComputeLimitError (answered as a
 *   clear 4xx by the services), never a hang.
 * - A full queue is ComputeBusyError (503).
 * The pool is created on first use and closed on shutdown (server.ts) or by tests.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createBoundedPool } from '../../lib/bounded-pool';
import type { ComputeAnswer, ComputeKind, ComputeTask, ComputeTasks } from './compute-tasks';

export interface ComputePoolOptions {
  minThreads?: number;
  /** Default: the machine's cores (os.availableParallelism()). */
  maxThreads?: number;
  /** Per task, from submission (queue wait included). Default 10 s; `timeoutsMs` overrides it per kind. */
  timeoutMs?: number;
  timeoutsMs?: Partial<Record<ComputeKind, number>>;
  maxOldGenerationSizeMb?: number;
  /** Tasks waiting for a thread; more are refused with ComputeBusyError. Default 64. */
  maxQueue?: number;
  /** The worker module; defaults to the source or the built one (see defaultComputeWorkerFile). */
  workerFile?: string;
  /** Worker failures not tied to a task (piscina's 'error' event); without a listener they would crash the API. */
  onWorkerError?: (error: unknown) => void;
}

export interface ComputePool {
  run<K extends ComputeKind>(kind: K, input: ComputeTasks[K]['input']): Promise<ComputeTasks[K]['result']>;
  /** Starts the warm thread now (it loads the engine and compiles the skills vocabulary). */
  warmUp(): void;
  close(): Promise<void>;
}

/** A task went past its time limit or its worker's heap cap: the input is too large or too complex. */
export class ComputeLimitError extends Error {
  readonly kind: ComputeKind;
  readonly limit: 'time' | 'memory';
  constructor(kind: ComputeKind, limit: 'time' | 'memory', detail: string) {
    super(`${kind}: ${detail}`);
    this.name = 'ComputeLimitError';
    this.kind = kind;
    this.limit = limit;
  }
}

/** Too many tasks are waiting for a thread; the caller should answer 503. */
export class ComputeBusyError extends Error {
  constructor() {
    super('The compute queue is full');
    this.name = 'ComputeBusyError';
  }
}

/** The task itself threw in the worker (a bug): an internal error, logged with the worker's stack. */
export class ComputeTaskError extends Error {
  constructor(kind: ComputeKind, answer: { name: string; message: string; stack?: string }) {
    super(`${kind} failed in the compute worker: ${answer.name}: ${answer.message}`);
    this.name = 'ComputeTaskError';
    if (answer.stack) this.stack = `${this.name}: ${this.message}\n--- worker ---\n${answer.stack}`;
  }
}

export const DEFAULT_COMPUTE_TIMEOUT_MS = 10_000;

/** As for the parse worker: the .ts source through a small loader under tsx/vitest, dist/compute-worker.js when built. */
export function defaultComputeWorkerFile(moduleUrl: string = import.meta.url): string {
  const fromSource = /\.[cm]?ts$/.test(new URL(moduleUrl).pathname);
  return fileURLToPath(new URL(fromSource ? './compute.worker.dev.mjs' : './compute-worker.js', moduleUrl));
}

export function createComputePool(options: ComputePoolOptions = {}): ComputePool {
  const pool = createBoundedPool<ComputeTask, ComputeAnswer>({
    workerFile: options.workerFile ?? defaultComputeWorkerFile(),
    minThreads: options.minThreads ?? 1,
    maxThreads: Math.max(1, options.maxThreads ?? availableParallelism()),
    maxQueue: options.maxQueue ?? 64,
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 256,
    onWorkerError: options.onWorkerError,
  });

  return {
    async run(kind, input) {
      const timeoutMs = options.timeoutsMs?.[kind] ?? options.timeoutMs ?? DEFAULT_COMPUTE_TIMEOUT_MS;
      const outcome = await pool.run({ kind, input } as ComputeTask, timeoutMs);
      if (!outcome.ok) {
        if (outcome.limit === 'busy') throw new ComputeBusyError();
        if (outcome.limit === 'time') throw new ComputeLimitError(kind, 'time', `took longer than ${timeoutMs} ms`);
        throw new ComputeLimitError(kind, 'memory', 'the worker ran out of memory');
      }
      // A task's own failure comes back as an answer (a bug → 500).
      if (!outcome.value.ok) throw new ComputeTaskError(kind, outcome.value);
      return outcome.value.value as ComputeTasks[typeof kind]['result'];
    },
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
