/** A test file's database for job runners it starts itself: every runner is stopped after each test. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { JobRunner as JobRunnerClass, type JobRunner } from '../lib/jobs/job-runner';
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

/** A runner named `workerId` whose every handled job is recorded in `handled` (which runner took what). */
export function countingRunner(options: ConstructorParameters<typeof JobRunnerClass>[0] & { workerId: string }, handled: { name: string; by: string }[]): JobRunner {
  const runner = new JobRunnerClass(options);
  const register = runner.register.bind(runner);
  runner.register = (name, handler) =>
    register(name, async (payload, job) => {
      handled.push({ name, by: options.workerId });
      await handler(payload, job);
    });
  return runner;
}
