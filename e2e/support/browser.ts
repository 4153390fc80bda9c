// Real Chromium through puppeteer-core (no browser download): CHROME_PATH, default /usr/bin/chromium.
// Where no Chromium is installed the browser suites skip with a note, except under CI=true, where
// that is a failure.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireForTests } from '@jobapp/shared/testing/requirement';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromeFlags, defaultChromePath } from '../../api/src/lib/chrome-flags';

export const chromePath = process.env.CHROME_PATH ?? defaultChromePath;
export const chromeAvailable = existsSync(chromePath);

requireForTests(
  chromeAvailable,
  `Chromium not found at ${chromePath} (set CHROME_PATH).`,
  `Browser tests skipped: no Chromium at ${chromePath} (set CHROME_PATH).`,
);

export { chromeFlags };

export interface BrowserHandle {
  browser: Browser;
  close(): Promise<void>;
}

/** The shared Chromium the global setup started: closing the handle disconnects, the browser stays up. */
export async function connectBrowser(browserWSEndpoint: string): Promise<BrowserHandle> {
  const browser = await puppeteer.connect({ browserWSEndpoint });
  return {
    browser,
    async close() {
      await browser.disconnect();
    },
  };
}

export async function launchBrowser(extraArgs: string[] = []): Promise<BrowserHandle> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rb-chrome-'));
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    userDataDir,
    args: [...chromeFlags, ...extraArgs],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
