/** A test file's database for job runners it starts itself: every runner is stopped after each test. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { JobRunner } from '../lib/jobs/job-runner';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface RunnerSuite {
  readonly database: TestDatabase;
  /** Push each runner started; they are stopped after the test. */
  readonly runners: JobRunner[];
}

export function useRunnerDatabase(): RunnerSuite {
  let database: TestDatabase | undefined;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get database() {
      if (!database) throw new Error('useRunnerDatabase: read the suite inside a test or a hook');
      return database;
    },
    runners,
  };
}
