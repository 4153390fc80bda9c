import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';

/**
 * Suites whose bound is a wall-clock time (the tracker board's first render of 500 cards within 200 ms): beside
 * the other suites' CPU work on 2 cores they failed their bound in CI and passed alone. The root config runs them
 * as 'web (timing)', one file at a time after every other project, as the API's timing project does.
 */
export const webTimingSuites = ['src/features/tracker/board-render.test.ts'];

/** Unit tests of the web app's pure logic (api-client, date rules, route table). Node is enough. */
export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'node',
    maxWorkers,
    // A worker evaluates the modules once for all its files (14 s → 3 s); the two files that stub timers or
    // fetch restore them after each test.
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...webTimingSuites],
  },
});
