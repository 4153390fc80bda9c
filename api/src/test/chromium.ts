/**
 * The Chromium the API's PDF tests print with: CHROME_PATH, default /usr/bin/chromium. Where none is
 * installed, those suites skip with a one-line note, so the README's `npm test` passes on a machine
 * without a browser; under CI=true a missing Chromium is a failure instead.
 */
import { existsSync } from 'node:fs';
import { requireForTests } from '@jobapp/shared/testing/requirement';
import { defaultChromePath } from '../lib/chrome-flags';

export const chromePath = process.env.CHROME_PATH ?? defaultChromePath;
export const chromiumAvailable = existsSync(chromePath);

/** True when the suite can run; otherwise notes once that it is skipped (and throws under CI=true). */
export function requireChromium(suite: string): boolean {
  return requireForTests(
    chromiumAvailable,
    `Chromium not found at ${chromePath} (set CHROME_PATH; ${suite} needs it).`,
    `PDF tests skipped: no Chromium at ${chromePath} (set CHROME_PATH).`,
  );
}
