import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';

/** Unit tests of the web app's pure logic (api-client, date rules, route table). Node is enough. */
export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'node',
    maxWorkers,
    include: ['src/**/*.test.ts'],
  },
});
