// Lets a page's downloads land in a temporary folder and waits for a finished file.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';

/**
 * The browser-level command goes over the connection itself, not a session attached to the browser's own target:
 * attaching to it failed now and then beside other suites' load ("Target.attachToTarget: No target with given id
 * found", twice in one CI run).
 */
export async function allowDownloads(page: Page): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'rb-downloads-'));
  const session = await page.createCDPSession();
  try {
    const connection = session.connection();
    if (!connection) throw new Error('The page has no connection to its browser');
    const contextId = page.browserContext().id;
    await connection.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      downloadPath: dir,
      ...(contextId ? { browserContextId: contextId } : {}),
    });
  } finally {
    await session.detach();
  }
  return dir;
}

export async function waitForDownload(dir: string, fileName: string, timeoutMs = 20_000): Promise<string> {
  const path = join(dir, fileName);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pending = readdirSync(dir).some((f) => f.endsWith('.crdownload'));
    if (existsSync(path) && !pending) return path;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No download ${fileName} in ${dir} within ${timeoutMs} ms (have: ${readdirSync(dir).join(', ')})`);
}
