import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';

export default defineProject({
  test: { name: 'shared', include: ['src/**/*.test.ts'], environment: 'node', maxWorkers },
});
