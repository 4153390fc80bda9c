/**
 * Test helper (imported by tests only): the team's shared fixtures folder. FIXTURES_DIR, else
 * `<repo>/../shared/fixtures`. When it is missing the suites that need it are skipped with a note,
 * except under CI (CI=true), where a missing folder fails the test file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** <repo> is four folders up from api/src/features/resumes. */
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

export const sharedFixturesDir = process.env.FIXTURES_DIR
  ? resolve(process.env.FIXTURES_DIR)
  : resolve(repoRoot, '../shared/fixtures');

export const sharedFixturesAvailable = existsSync(join(sharedFixturesDir, 'resumes'));

if (!sharedFixturesAvailable) {
  const note = `Shared fixtures not found at ${sharedFixturesDir} (set FIXTURES_DIR).`;
  if (process.env.CI === 'true') throw new Error(`${note} They are required when CI=true.`);
  process.stderr.write(`[resumes tests] ${note} Fixture-based suites are skipped.\n`);
}

export function listSharedFixtures(subdir: string): string[] {
  const dir = join(sharedFixturesDir, subdir);
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')).sort() : [];
}

export function readSharedFixture(subdir: string, name: string): Buffer {
  return readFileSync(join(sharedFixturesDir, subdir, name));
}
