// Chromium with the BUILT extension loaded (extension/.output/chrome-mv3), in new headless mode, with
// the LinkedIn and Indeed host names mapped to a fixture server on loopback, so content scripts run on
// fixture pages under the real host names. Extensions do not run in incognito-like contexts, so
// extension suites use the browser's default context (cookies are shared between a suite's tests).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_ID } from '@jobapp/shared/extension';
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer-core';
import { chromeFlags, chromePath } from './browser';
import { repoRoot } from './paths';

/** The few `chrome.*` calls these helpers make inside the service worker. */
declare const chrome: {
  tabs: { query(query: object): Promise<Array<{ id?: number; url?: string }>> };
  storage: {
    local: { set(items: object): Promise<void> };
    session: { get(key: string): Promise<Record<string, unknown>> };
  };
  contextMenus: { update(id: string, properties: object): Promise<void> };
  permissions: { contains(permissions: { origins: string[] }): Promise<boolean> };
  runtime: { getManifest(): Record<string, unknown> };
};

export const extensionDir = join(repoRoot, 'extension/.output/chrome-mv3');
export const extensionOrigin = `chrome-extension://${EXTENSION_ID}`;

/**
 * Builds the Chrome extension from its sources (a few seconds), so the tests run what the code says. The
 * browser tests' global setup calls it once, before any suite; with E2E_SKIP_BUILD=1 it keeps a build that
 * exists.
 */
export function buildExtension(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(extensionDir, 'manifest.json'))) return;
  execFileSync('pnpm', ['exec', 'wxt', 'build'], { cwd: repoRoot, stdio: 'pipe' });
}

/** The built extension's folder; fails with what to do when there is no build. */
export function builtExtensionDir(): string {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension in ${extensionDir}: run the browser tests' global setup, or pnpm build:extension`);
  }
  return extensionDir;
}

export interface ExtensionBrowser {
  browser: Browser;
  /** The extension's background service worker (evaluate runs with `chrome.*`). */
  worker(): Promise<WebWorker>;
  /** Chrome's id of the tab showing `page`. */
  tabIdOf(page: Page): Promise<number>;
  /** Writes the web app address the way the options page saves it. */
  setWebAppUrl(url: string): Promise<void>;
  /** The job the background keeps for a tab (storage.session), or undefined. */
  storedTabJob(tabId: number): Promise<unknown>;
  /** True when the context menu with this id exists (update fails for an unknown id). */
  hasContextMenu(id: string): Promise<boolean>;
  /** The manifest Chrome loaded. */
  manifest(): Promise<Record<string, unknown>>;
  /** Whether the extension holds host permission for a match pattern. */
  hasHostPermission(pattern: string): Promise<boolean>;
  close(): Promise<void>;
}

/** `hosts`: host names to serve from `127.0.0.1:<port>` (e.g. www.linkedin.com → the fixture server). */
export async function launchWithExtension(hosts: string[], port: number): Promise<ExtensionBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rb-ext-chrome-'));
  const rules = hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ');
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    pipe: true,
    userDataDir,
    enableExtensions: [extensionDir],
    args: [...chromeFlags, `--host-resolver-rules=${rules}`],
  });

  async function worker(): Promise<WebWorker> {
    const target = await browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().startsWith(`${extensionOrigin}/`),
      { timeout: 15_000 },
    );
    const found = await target.worker();
    if (!found) throw new Error('The extension service worker has no worker handle');
    return found;
  }

  return {
    browser,
    worker,
    async tabIdOf(page) {
      const url = page.url();
      const sw = await worker();
      const id = await sw.evaluate(async (u) => (await chrome.tabs.query({})).find((tab) => tab.url === u)?.id ?? null, url);
      if (id === null) throw new Error(`No tab with URL ${url} (the extension sees URLs only on hosts it has permission for)`);
      return id;
    },
    async setWebAppUrl(url) {
      const sw = await worker();
      await sw.evaluate((value) => chrome.storage.local.set({ webAppUrl: value }), url);
    },
    async storedTabJob(tabId) {
      const sw = await worker();
      return sw.evaluate(async (key) => (await chrome.storage.session.get(key))[key], `tabJob:${tabId}`);
    },
    async hasContextMenu(id) {
      const sw = await worker();
      return sw.evaluate((menuId) => chrome.contextMenus.update(menuId, {}).then(() => true, () => false), id);
    },
    async manifest() {
      const sw = await worker();
      return sw.evaluate(() => chrome.runtime.getManifest());
    },
    async hasHostPermission(pattern) {
      const sw = await worker();
      return sw.evaluate((origin) => chrome.permissions.contains({ origins: [origin] }), pattern);
    },
    async close() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
