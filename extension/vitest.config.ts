import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit tests of the extension's plain modules with WXT's plugin and fake browser.
export default defineProject({
  plugins: [WxtVitest({ root: fileURLToPath(new URL('..', import.meta.url)) })],
  test: { name: 'extension', maxWorkers, include: ['extension/**/*.test.ts'], root: fileURLToPath(new URL('..', import.meta.url)) },
});
