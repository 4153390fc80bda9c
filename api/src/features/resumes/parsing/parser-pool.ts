/**
 * Resume parsing runs in a piscina worker pool, not on the API's event loop. Why:
 * - pdf.js, mammoth and word-extractor do seconds of synchronous work on some files; on the event loop
 *   that would stall every other request;
 * - a hostile file must not take the API down: each worker has its own heap cap (`resourceLimits`), so
 *   an allocation blow-up kills that worker only (ERR_WORKER_OUT_OF_MEMORY), and a task past its time
 *   limit is aborted, which makes piscina terminate the thread that runs it (a spinning parser stops);
 * - piscina keeps one thread warm (pdf.js loads once) and replaces dead workers; lib/compute/bounded-pool.ts
 *   bounds the queue and turns limits into outcomes.
 * The pool is created on first use and closed on shutdown (server.ts) or by tests.
 */
import { fileURLToPath } from 'node:url';
import { createBoundedPool } from '../../../lib/compute/bounded-pool';
import type { ExtractResult, ExtractTask } from './types';

export interface ResumeParserOptions {
  minThreads?: number;
  maxThreads?: number;
  /** Per file, from submission (queue wait included). */
  timeoutMs?: number;
  maxOldGenerationSizeMb?: number;
  /** Files waiting for a thread; more are refused with ParserBusyError. */
  maxQueue?: number;
  /** The worker module; defaults to the source or the built one (see defaultWorkerFile). */
  workerFile?: string;
  /** Worker failures not tied to a task (piscina's 'error' event); without a listener they would crash the API. */
  onWorkerError?: (error: unknown) => void;
}

export interface ResumeParser {
  extract(task: ExtractTask): Promise<ExtractResult>;
  close(): Promise<void>;
}

/** Too many files are being parsed at once; the caller should answer 503. */
export class ParserBusyError extends Error {
  constructor() {
    super('The resume parser queue is full');
    this.name = 'ParserBusyError';
  }
}

/**
 * Under tsx or vitest this module is a .ts file and the worker is loaded through a small tsx
 * bootstrap; in the built server this code is bundled into dist/server.js and the worker is
 * dist/parse-worker.js next to it (an esbuild entry of its own, see api/scripts/build.mjs).
 */
export function defaultWorkerFile(moduleUrl: string = import.meta.url): string {
  const fromSource = /\.[cm]?ts$/.test(new URL(moduleUrl).pathname);
  return fileURLToPath(new URL(fromSource ? './parse.worker.dev.mjs' : './parse-worker.js', moduleUrl));
}

export function createResumeParser(options: ResumeParserOptions = {}): ResumeParser {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pool = createBoundedPool<ExtractTask, ExtractResult>({
    workerFile: options.workerFile ?? defaultWorkerFile(),
    minThreads: options.minThreads ?? 1,
    maxThreads: options.maxThreads ?? 2,
    maxQueue: options.maxQueue ?? 8,
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 256,
    onWorkerError: options.onWorkerError,
  });

  return {
    async extract(task) {
      const outcome = await pool.run(task, timeoutMs);
      if (outcome.ok) return outcome.value;
      if (outcome.limit === 'busy') throw new ParserBusyError();
      const detail = outcome.limit === 'time' ? `parsing took longer than ${timeoutMs} ms` : 'the parse worker ran out of memory';
      return { ok: false, reason: 'too-complex', detail };
    },
    close: () => pool.close(),
  };
}

let sharedParser: ResumeParser | undefined;

/** The app's parser, created on first use. */
export function getResumeParser(onWorkerError?: (error: unknown) => void): ResumeParser {
  sharedParser ??= createResumeParser(onWorkerError ? { onWorkerError } : {});
  return sharedParser;
}

/** Stops the app's parser threads (server shutdown, end of a test file). Safe to call twice. */
export async function closeResumeParser(): Promise<void> {
  const parser = sharedParser;
  sharedParser = undefined;
  await parser?.close();
}
