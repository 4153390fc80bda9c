/**
 * Test helper (imported by tests only): the team's shared fixtures folder as
 * @jobapp/shared/testing/fixtures locates it. When it is missing the suites that need it are skipped
 * with a note, except under CI (CI=true), where a missing folder fails the test file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { requireSharedFixtures, sharedFixturePath } from '@jobapp/shared/testing/fixtures';

export { sharedFixturesDir } from '@jobapp/shared/testing/fixtures';

export const sharedFixturesAvailable = requireSharedFixtures('api tests');

export function listSharedFixtures(subdir: string): string[] {
  const dir = sharedFixturePath(subdir);
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')).sort() : [];
}

export function readSharedFixture(subdir: string, name: string): Buffer {
  return readFileSync(sharedFixturePath(subdir, name));
}
