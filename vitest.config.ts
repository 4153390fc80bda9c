import { defineConfig } from 'vitest/config';

// One `vitest run` for the whole repo: each package declares its own project(s).
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'web', 'extension', 'e2e'].map((dir) => `${dir}/vitest.config.ts`),
  },
});
