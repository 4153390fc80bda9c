import { defineProject } from 'vitest/config';

// Browser tests: the built app (one Koa process serving the API and the web app) in a real Chromium.
// Files run one after another: each starts its own server and browser, and the machine has 2 cores.
// A failed browser test runs once more: they share 2 cores with the unit and API suites, and a timing
// race in the test (focus read before Radix moved it, a click on a control React had just replaced) must
// not sink a run. A test that passes only on the retry is still reported: the default reporter marks it,
// and .ci/summarize.mjs lists it as "PASSED ON RETRY" with its first failure above the summed line.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    retry: 1,
    hookTimeout: 120_000,
  },
});
