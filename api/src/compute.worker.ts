/**
 * The compute pool's worker (lib/compute/compute-pool.ts): the registered tasks (compute-tasks.ts) in
 * the worker shell. Loaded from dist/compute-worker.js in the built server (its own esbuild entry) and
 * through compute.worker.dev.mjs when running from source (tsx, vitest).
 */
import { warmUpSkillMatcher } from '@jobapp/shared/tailoring/skill-matcher';
import { computeTasks } from './compute-tasks';
import { computeWorker } from './lib/compute/worker-shell';

// The skills vocabulary compiles once per thread (tens of ms): now, not in the first user's request.
warmUpSkillMatcher();

export default computeWorker(computeTasks);
