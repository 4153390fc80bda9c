import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` for the whole repo: each package declares its own project(s) in its own config.
const projectFiles = ['shared', 'api', 'web', 'extension', 'e2e']
  .map((dir) => `${dir}/vitest.config.ts`)
  .filter((file) => existsSync(new URL(file, import.meta.url)));

// At least two test files at a time. Vitest's default is one fewer than the cores, which on a 2-core
// machine is one: every suite then waits for the browser tests, whose time is spent in Chromium and
// the app server, not in the worker (measured on node-svc: 41 min for `npm test` with one worker).
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: { projects: projectFiles, maxWorkers },
});
