/// <reference types="node" />
/**
 * Test support: something a suite needs from the machine (the shared fixtures, a Chromium). Present:
 * true. Absent: under CI (`CI=true`) an error, which fails the test file; elsewhere `skipped` is noted
 * on stderr (once) and the answer is false, so the suite skips.
 */
const noted = new Set<string>();

export function requireForTests(present: boolean, missing: string, skipped: string): boolean {
  if (present) return true;
  if (process.env.CI === 'true') throw new Error(`${missing} It is required when CI=true.`);
  if (!noted.has(skipped)) process.stderr.write(`${skipped}\n`);
  noted.add(skipped);
  return false;
}
