import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';

/**
 * `isolate: false`: a worker evaluates the shared modules once for all the files it runs, not once per file (the
 * compromise lexicon and the skills vocabulary were 28-36 % of this project's time). The shared code is pure: its
 * module state is caches keyed by their whole input (text/call-memo, text/recent-texts, parse and support caches),
 * which give the same answer to every file; the one suite that stubs the environment and re-imports modules
 * (jobs/test-fixtures) restores both after each test.
 */
export default defineProject({
  test: { name: 'shared', include: ['src/**/*.test.ts'], environment: 'node', maxWorkers, isolate: false },
});
