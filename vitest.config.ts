import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One `vitest run` for the whole repo: each package declares its own project(s) in its own config.
const projectFiles = ['shared', 'api', 'web', 'extension', 'e2e']
  .map((dir) => `${dir}/vitest.config.ts`)
  .filter((file) => existsSync(new URL(file, import.meta.url)));

export default defineConfig({
  test: { projects: projectFiles },
});
