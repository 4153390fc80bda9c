/** The compute pool's refusals and failures, as typed errors; compute.ts turns them into API answers. */

/** A task went past its time limit or its worker's heap cap: the input is too large or too complex. */
export class ComputeLimitError extends Error {
  readonly kind: string;
  readonly limit: 'time' | 'memory';
  constructor(kind: string, limit: 'time' | 'memory', detail: string) {
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

/** The owner (a user) already has a task queued or running; the caller should answer 429. */
export class ComputeOwnerBusyError extends Error {
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('This user already has a compute task queued or running');
    this.name = 'ComputeOwnerBusyError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** The task itself threw in the worker (a bug): an internal error, logged with the worker's stack. */
export class ComputeTaskError extends Error {
  constructor(kind: string, answer: { name: string; message: string; stack?: string }) {
    super(`${kind} failed in the compute worker: ${answer.name}: ${answer.message}`);
    this.name = 'ComputeTaskError';
    if (answer.stack) this.stack = `${this.name}: ${this.message}\n--- worker ---\n${answer.stack}`;
  }
}
