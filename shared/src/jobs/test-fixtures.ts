/// <reference types="node" />
/**
 * Test helper (imported by tests only; uses node:fs). The team's shared fixtures folder as
 * ../testing/fixtures.ts locates it. When the folder is missing the fixture-based suites are skipped
 * with a note, except under CI (`CI=true`), where a missing folder is an error: importing this module
 * then throws, which fails the test file.
 * Hand-made fixtures of this module live in `./__fixtures__` and are always available: tests that only
 * use those import `./test-dom`, so they run (and pass) even when this module throws.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { requireSharedFixtures, sharedFixturePath, sharedFixturesDir } from '../testing/fixtures';

export { repoRoot } from '../testing/fixtures';

export const fixturesDir = sharedFixturesDir;

export const fixturesAvailable = requireSharedFixtures('jobs tests');

/** Absolute path of a file in the shared fixtures folder. */
export function fixturePath(relative: string): string {
  return sharedFixturePath(relative);
}

/** Reads a shared fixture as UTF-8 text. */
export function readFixture(relative: string): string {
  return readFileSync(fixturePath(relative), 'utf8');
}

/** Reads and parses a shared JSON fixture. */
export function readFixtureJson<T = unknown>(relative: string): T {
  return JSON.parse(readFixture(relative)) as T;
}

/** File names in a shared fixtures sub-folder matching `pattern` (sorted); [] when the folder is absent. */
export function listFixtures(subdir: string, pattern: RegExp): string[] {
  const dir = fixturePath(subdir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort();
}

export { htmlDocument, indeedEscapeJson, readOwnFixture } from './test-dom';
