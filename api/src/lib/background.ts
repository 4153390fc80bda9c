/**
 * Work a request starts but does not wait for (the password-reset e-mail, so a known address answers
 * as fast as an unknown one). Each task's failure is logged, never thrown; `idle()` waits for the
 * tasks running now, so shutdown and tests can let them finish. In-process until the job runner of the
 * billing issue exists; then these tasks move there.
 */
import type { Logger } from '../logger';

export interface BackgroundTasks {
  /** Starts `task` after the current request's answer; its errors are logged under `name`. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'Background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
