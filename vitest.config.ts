import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eSettings, e2eTimingSuites } from './e2e/vitest.config';
import { webTimingSuites } from './web/vitest.config';
import SpreadBrowserSuites from './vitest.sequencer';

// One `vitest run` for the whole repo: each package declares its own project(s) in its own config.
const projectFiles = ['shared', 'api', 'web', 'extension', 'e2e']
  .map((dir) => `${dir}/vitest.config.ts`)
  .filter((file) => existsSync(new URL(file, import.meta.url)));

export default defineConfig({
  test: {
    // The browser suites spread among the others, so each runs beside a CPU-bound suite (see the file).
    sequence: { sequencer: SpreadBrowserSuites },
    projects: [
      ...projectFiles,
      // The web app's timed suites: the web project's settings, one file at a time, after every other project
      // and after the API's timed ones.
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web (timing)',
          root: './web',
          environment: 'node',
          include: webTimingSuites,
          maxWorkers: 1,
          // After the API's timed suites (group 1), not beside them: each times what its own work takes.
          sequence: { groupOrder: 2 },
        },
      },
      // The browser suites with a time or layout-shift bound: one file at a time, after every other group.
      {
        test: {
          name: 'e2e (timing)',
          root: './e2e',
          include: e2eTimingSuites,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
          ...e2eSettings,
        },
      },
    ],
  },
});
