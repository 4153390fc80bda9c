// Before the browser tests: builds the API bundle, the web app and the Chrome extension once, so they always
// run what the sources say (a stale dist/ would test old code; E2E_SKIP_BUILD=1 skips it when CI built just
// before). The suites run two at a time, so none of them builds anything itself (two builds would write one
// output folder at once).
// and starts the one Chromium every browser suite connects to (each test still gets a browser context
// of its own: no shared cookies or storage). The extension suite launches its own, with the extension
// loaded.
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { chromeAvailable, launchBrowser } from './browser';
import { buildExtension } from './extension-browser';
import { repoRoot } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's DevTools endpoint; '' when there is no Chromium (the suites skip). */
    chromeWsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    for (const pkg of ['@jobapp/api', '@jobapp/web']) {
      execFileSync('pnpm', ['--filter', pkg, 'build'], { cwd: repoRoot, stdio: 'pipe' });
    }
  }
  buildExtension();
  // Both browser projects ('e2e' and 'e2e (timing)') run this setup in the one Vitest process: the second
  // uses what the first built.
  process.env.E2E_SKIP_BUILD = '1';
  if (!chromeAvailable) {
    project.provide('chromeWsEndpoint', '');
    return async () => undefined;
  }
  const chromium = await launchBrowser();
  project.provide('chromeWsEndpoint', chromium.browser.wsEndpoint());
  return () => chromium.close();
}
