// One place that starts what a browser suite needs: a loopback SMTP server, the built app wired to
// it, and a connection to the Chromium the global setup started (one for every suite). Each test gets a
// fresh browser context (no shared cookies).
import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type AppServer, startAppServer } from './app-server';
import { type BrowserHandle, connectBrowser, launchBrowser } from './browser';
import { type MailCatcher, startMailCatcher } from './mail-catcher';

export interface Suite {
  app: AppServer;
  mail: MailCatcher;
  browser: BrowserHandle;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

export function useSuite(extraEnv: () => Record<string, string> = () => ({})): Suite {
  const suite = {} as Suite;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    suite.mail = await startMailCatcher();
    suite.app = await startAppServer({
      SMTP_URL: suite.mail.url,
      MAIL_FROM: 'ResumeBoost <no-reply@example.test>',
      ...extraEnv(),
    });
    const shared = inject('chromeWsEndpoint');
    suite.browser = shared ? await connectBrowser(shared) : await launchBrowser();
    suite.newPage = async (viewport = { width: 1280, height: 900 }) => {
      const context = await suite.browser.browser.createBrowserContext();
      contexts.push(context);
      const page = await context.newPage();
      await page.setViewport(viewport);
      page.setDefaultTimeout(15_000);
      return page;
    };
  });

  // A failed test shows the end of the app server's log: what the server did while the page waited.
  afterEach((context) => {
    if (context.task.result?.state !== 'fail' || !suite.app) return;
    const tail = suite.app.output().split('\n').slice(-80).join('\n');
    process.stderr.write(`\n--- app server log, last 80 lines (${context.task.name}) ---\n${tail}\n`);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await suite.browser?.close();
    await suite.app?.close();
    await suite.mail?.close();
  });

  return suite;
}

let counter = 0;
/** A unique, valid new account for one test. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { fullName: `Ada ${id}`, email: `${id}@example.test`, username: id, password: 'first-pass-123' };
}
