import { availableParallelism } from 'node:os';

/**
 * Test files each project runs at a time: at least two. Vitest's default is one fewer than the cores, which
 * on a 2-core machine is one, and `npm test` then took 41 min on node-svc; with two, 30 min (the browser tests,
 * which wait on Chromium, overlap the unit suites). It is set in each project's own
 * config: with `projects`, a value at the root does not reach them (measured: still one worker).
 */
export const maxWorkers = Math.max(2, availableParallelism() - 1);
