/// <reference types="node" />
/**
 * Test support (imported by tests and benchmarks only; uses node:fs): the one locator of the team's
 * shared fixtures folder, for every project. `FIXTURES_DIR`, else `../shared/fixtures` next to the
 * repository root. Where the folder is absent the suites that need it are skipped with a note, except
 * under CI (`CI=true`), where `requireSharedFixtures` throws instead, which fails the test file.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireForTests } from './requirement';

/** The repository root (this file is shared/src/testing/fixtures.ts). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const sharedFixturesDir = process.env.FIXTURES_DIR
  ? resolve(process.env.FIXTURES_DIR)
  : resolve(repoRoot, '../shared/fixtures');

/** Whether the folder is there (no note, no throw: for code with a fallback, such as a benchmark). */
export const sharedFixturesFound = existsSync(sharedFixturesDir);

/**
 * True when the shared fixtures are there. Otherwise throws under CI=true, and elsewhere notes once
 * per `suite` on stderr that its fixture-based tests are skipped and answers false.
 */
export function requireSharedFixtures(suite: string): boolean {
  const missing = `Shared fixtures not found at ${sharedFixturesDir} (set FIXTURES_DIR).`;
  return requireForTests(sharedFixturesFound, missing, `[${suite}] ${missing} Fixture-based suites are skipped.`);
}

/** Absolute path of a file in the shared fixtures folder. */
export function sharedFixturePath(...parts: string[]): string {
  return join(sharedFixturesDir, ...parts);
}
