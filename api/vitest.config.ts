// API tests: HTTP tests against a real database. The 'pglite' project always runs (in-memory PGlite,
// one fresh database per test file); the 'pg' project runs the same files against the PostgreSQL
// server named by TEST_DATABASE_URL (a fresh database per file), and exists only when it is set.
// From the repo root the projects are 'api (pglite)' and 'api (pg)'; `--project api` selects both (and the
// 'api (timing)' project below).
import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../vitest.workers';

const postgresUrl = process.env.TEST_DATABASE_URL;
/**
 * Suites that touch no database (no test server, no database handle, or none that matters): they run once, in the PGlite project,
 * not again against PostgreSQL. Several are the slowest API suites (the fixture corpora through the reader
 * and the tailoring, the templates printed through Chromium): run twice they cost CI minutes and tested
 * nothing more. A new suite that opens the database belongs in neither list.
 */
const databaseFree = [
  'src/build-dependencies.test.ts',
  'src/features/exports/ats-proof/ats-proof.test.ts',
  'src/logger-stdout.test.ts',
  'src/features/exports/content-disposition.test.ts',
  'src/features/exports/document.test.ts',
  'src/features/exports/model-from-document.test.ts',
  'src/features/exports/parse-back.test.ts',
  'src/features/exports/templates/templates.test.ts',
  'src/features/jobs/job-reading-cache.test.ts',
  'src/features/resumes/document-fixtures.test.ts',
  'src/features/resumes/file-policy.test.ts',
  'src/features/resumes/parsing/docx-paragraphs.test.ts',
  'src/features/resumes/parsing/fixtures.test.ts',
  'src/features/resumes/parsing/labeled-corpus.test.ts',
  'src/features/resumes/parsing/parsing.test.ts',
  'src/features/resumes/parsing/pdf-reading.test.ts',
  'src/features/resumes/parsing/reading-fixtures.test.ts',
  'src/features/tailoring/llm-edits.test.ts',
  'src/features/tailoring/statement-fixtures.test.ts',
  // Over HTTP, but what it tests is the event loop under hostile text, before any query.
  'src/features/tailoring/hostile-input.test.ts',
  'src/features/tailoring/summary-checks.test.ts',
  'src/features/templates/templates.routes.test.ts',
  'src/lib/browser-orphans.test.ts',
  'src/lib/browser.test.ts',
  'src/lib/html-document.test.ts',
  'src/lib/html-sanitize.test.ts',
  'src/lib/safe-fetch.test.ts',
  'src/lib/session-token.test.ts',
  'src/mail/billing-templates.test.ts',
  'src/mail/job-alert-mail.test.tsx',
  'src/middleware/database-errors.test.ts',
  'src/quality/counters.test.ts',
  'src/quality/writer-quality-fixture.test.ts',
  'src/quality/writer-quality.test.ts',
  'src/test/stripe-server.test.ts',
];

/**
 * Suites whose bounds are wall-clock times under load they make themselves (the compute pool's queue and
 * limits, fair compute beside a flood, the parse worker's time limit): on 2 cores beside the other suites'
 * CPU work they failed their bounds in CI (a 2.8 s tailoring past its 10 s limit; 8.3 s against 8 s) and
 * passed alone. They run on PGlite in their own project, one file at a time, after every other project
 * (`sequence.groupOrder`), so what they time is the load they make.
 */
const allSuites = ['src/**/*.test.{ts,tsx}'];
const timingSensitive = [
  'src/lib/compute/compute-pool.test.ts',
  'src/features/tailoring/fair-compute.test.ts',
  'src/features/resumes/parsing/reading-layout.test.ts',
  'src/features/applications/search-log.timing.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    maxWorkers,
    // A worker evaluates the app's modules once for all the files it runs, not once per file (each imports
    // the whole app): the PGlite project took 320 s instead of ~960 s. Every file still makes its own
    // database, server, clock and mailer, and the app keeps no state between them at module level that a
    // test reads (the compute pool and the parser are closed and made anew per file); a file that mocks a
    // module clears the cache first (login-limits.test.ts).
    isolate: false,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { API_TEST_DB: 'pglite' }, include: allSuites, exclude: ['**/node_modules/**', ...timingSensitive] } },
      {
        extends: true,
        test: { name: 'timing', env: { API_TEST_DB: 'pglite' }, include: timingSensitive, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
      ...(postgresUrl
        ? [{ extends: true, test: { name: 'pg', env: { API_TEST_DB: 'pg' }, include: allSuites, exclude: ['**/node_modules/**', ...databaseFree, ...timingSensitive] } }]
        : []),
    ],
  },
});
