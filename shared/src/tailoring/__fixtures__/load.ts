/// <reference types="node" />
/**
 * Test-only helpers: read this folder's own fixtures, and locate the shared fixture folder
 * (FIXTURES_DIR, default `<repo>/../shared/fixtures`). Never imported by production code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('./', import.meta.url));

export function ownResume(name: string): string {
  return readFileSync(join(here, 'resumes', name), 'utf8');
}

export function ownJob(name: string): string {
  return readFileSync(join(here, 'jobs', name), 'utf8');
}

export function ownResumeNames(): string[] {
  return readdirSync(join(here, 'resumes')).filter((f) => f.endsWith('.txt')).sort();
}

/** The shared fixture folder, or null when it is absent (then CI must fail, see requireSharedFixtures). */
export function sharedFixturesDir(): string | null {
  const dir = process.env.FIXTURES_DIR ?? fileURLToPath(new URL('../../../../../shared/fixtures/', import.meta.url));
  return existsSync(dir) ? dir : null;
}

let noted = false;

/** Prints a note (once) when the shared fixtures are missing; returns whether tests using them may run. */
export function sharedFixturesAvailable(): boolean {
  const dir = sharedFixturesDir();
  if (!dir && !noted) {
    noted = true;
    process.stderr.write('note: shared fixtures not found (set FIXTURES_DIR); fixture-based tests are skipped\n');
  }
  return dir !== null;
}

export function isCI(): boolean {
  return process.env.CI === 'true';
}

export function sharedFile(...parts: string[]): Buffer {
  const dir = sharedFixturesDir();
  if (!dir) throw new Error('shared fixtures are not available');
  return readFileSync(join(dir, ...parts));
}

export function sharedText(...parts: string[]): string {
  return sharedFile(...parts).toString('utf8');
}
