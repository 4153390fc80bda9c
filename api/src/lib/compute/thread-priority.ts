/**
 * Worker threads doing CPU-heavy work (the compute and parse pools) run at a lower scheduling priority
 * than the API's event loop. On a machine with as many busy workers as cores, the main thread would
 * otherwise wait for a time slice before it can answer even /api/health; niced workers give way to it
 * and still use every idle cycle. On Linux, setpriority(PRIO_PROCESS, 0) applies to the calling thread
 * only; elsewhere it would lower the whole process, so it is done on Linux only.
 */
import { setPriority } from 'node:os';

/** Niceness of the pool threads (0 = the event loop's; 19 = lowest). */
export const WORKER_NICENESS = 10;

/** Lowers the calling thread's priority; returns false where that is not possible or not done. */
export function lowerThisThreadsPriority(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    setPriority(WORKER_NICENESS);
    return true;
  } catch {
    return false;
  }
}
