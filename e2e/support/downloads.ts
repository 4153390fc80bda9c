// Lets a page's downloads land in a temporary folder and waits for a finished file.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';

export async function allowDownloads(page: Page): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'rb-downloads-'));
  const cdp = await page.browser().target().createCDPSession();
  const contextId = page.browserContext().id;
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: dir,
    ...(contextId ? { browserContextId: contextId } : {}),
  });
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
