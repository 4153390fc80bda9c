/// <reference types="node" />
/**
 * Test-only helpers: read this folder's own fixtures, and the shared fixture folder as
 * ../../testing/fixtures.ts locates it. Never imported by production code.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSharedFixtures, sharedFixturePath, sharedFixturesDir as locatedDir, sharedFixturesFound } from '../../testing/fixtures';

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

/** The shared fixture folder, or null when it is absent. */
export function sharedFixturesDir(): string | null {
  return sharedFixturesFound ? locatedDir : null;
}

/** Whether tests using the shared fixtures may run: notes once when they are missing, throws under CI=true. */
export function sharedFixturesAvailable(): boolean {
  return requireSharedFixtures('tailoring tests');
}

export function isCI(): boolean {
  return process.env.CI === 'true';
}

export function sharedFile(...parts: string[]): Buffer {
  if (!sharedFixturesFound) throw new Error('shared fixtures are not available');
  return readFileSync(sharedFixturePath(...parts));
}

export function sharedText(...parts: string[]): string {
  return sharedFile(...parts).toString('utf8');
}
