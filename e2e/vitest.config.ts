import { defineProject } from 'vitest/config';

// Browser tests: the built app (one Koa process serving the API and the web app) in a real Chromium.
// Files run one after another: each starts its own server and browser, and the machine has 2 cores.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
