import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';

// Browser tests: the built app (one Koa process serving the API and the web app) in a real Chromium.
// Each file starts its own server (a child process with its own data folder, on a free port) and opens its
// own browser contexts in the one Chromium the global setup starts, so files are independent. They run in
// the same pool as the unit and API suites, two files at a time: Vitest runs a project limited to one file
// at a time after every other group, alone, and the browser suites, which mostly wait on Chromium and on the
// app's process, then left a core idle for about nine minutes of CI.
// A failed browser test runs once more: they share 2 cores with the unit and API suites, and a timing
// race in the test (focus read before Radix moved it, a click on a control React had just replaced) must
// not sink a run. A test that passes only on the retry is still reported: the default reporter marks it,
// and .ci/summarize.mjs lists it as "PASSED ON RETRY" with its first failure above the summed line.

/**
 * Browser suites with a wall-clock bound (the LinkedIn result within 1.5 s of its work, the check screen
 * within 1 s, the tracker board's first render within 200 ms, 'Copied' shown for 1-4 s) or a layout-shift
 * bound measured while the page loads: beside the API suites' CPU work on 2 cores they would time the load of
 * others. The root config runs them as 'e2e (timing)', one file at a time after every other group.
 */
export const e2eTimingSuites = [
  'tests/linkedin.e2e.test.ts',
  'tests/resume-check.e2e.test.ts',
  'tests/tracker.e2e.test.ts',
  'tests/job-search.e2e.test.ts',
  'tests/signed-in-pages.e2e.test.ts',
  'tests/prerender.e2e.test.ts',
];

/** What both browser projects share. */
export const e2eSettings = {
  globalSetup: ['./support/global-setup.ts'],
  testTimeout: 60_000,
  retry: 1,
  hookTimeout: 120_000,
};

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**', ...e2eTimingSuites],
    maxWorkers,
    ...e2eSettings,
  },
});
