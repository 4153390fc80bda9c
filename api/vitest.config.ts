// API tests: HTTP tests against a real database. The 'pglite' project always runs (in-memory PGlite,
// one fresh database per test file); the 'pg' project runs the same files against the PostgreSQL
// server named by TEST_DATABASE_URL (a fresh database per file), and exists only when it is set.
// From the repo root the projects are 'api (pglite)' and 'api (pg)'; `--project api` selects both.
import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Suites that touch no database: run once, in the PGlite project, not again against PostgreSQL. */
const databaseFree = [
  'src/features/exports/ats-proof/ats-proof.test.ts',
  'src/features/templates/templates.routes.test.ts',
  'src/quality/writer-quality.test.ts',
  'src/quality/writer-quality-fixture.test.ts',
  'src/quality/counters.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    maxWorkers,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { API_TEST_DB: 'pglite' } } },
      ...(postgresUrl
        ? [{ extends: true, test: { name: 'pg', env: { API_TEST_DB: 'pg' }, exclude: ['**/node_modules/**', ...databaseFree] } }]
        : []),
    ],
  },
});
