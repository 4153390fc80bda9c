/**
 * The compute worker's shell: runs the registry's function for a task's kind and answers plain data.
 * A task's own exception comes back as an answer (ComputeTaskError on the main thread), so the thread
 * survives it. The worker's thread runs below the event loop's priority (thread-priority.ts).
 */
import type { ComputeAnswer, ComputeTask, TaskTable } from './tasks';
import { lowerThisThreadsPriority } from './thread-priority';

export function computeWorker(table: TaskTable): (task: ComputeTask) => Promise<ComputeAnswer> {
  // The event loop comes first when cores are busy.
  lowerThisThreadsPriority();
  return async (task) => {
    try {
      const run = table[task.kind] as ((input: unknown) => unknown) | undefined;
      if (!run) throw new Error(`No compute task is registered as "${task.kind}"`);
      return { ok: true, value: await run(task.input) };
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      return { ok: false, name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) };
    }
  };
}
