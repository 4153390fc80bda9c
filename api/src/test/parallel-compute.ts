import { closeComputePool, configureComputePool } from '../lib/compute/compute-pool';

/**
 * Runs `work` with the app's compute pool taking any number of tasks per user. The pool refuses a
 * user's second task while their first runs (429), but only within one API instance: tests of the
 * races between one user's parallel requests (quotas, version numbers), as several instances would
 * let them through, run inside this. The pool is back to its defaults afterwards.
 */
export async function withParallelComputePerUser<T>(work: () => Promise<T>): Promise<T> {
  await configureComputePool({ tasksPerOwner: Number.POSITIVE_INFINITY });
  try {
    return await work();
  } finally {
    await closeComputePool();
  }
}
