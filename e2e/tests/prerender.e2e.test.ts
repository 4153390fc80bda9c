// Issue 14: the public pages arrive as HTML (prerendered at build time), are hydrated without
// mismatches, do not shift when the app takes over, and the landing page still sends a signed-in
// visitor to /dashboard.
import type { ConsoleMessage, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { chromeAvailable } from '../support/browser';
import { newAccount, useSuite } from '../support/suite';

const pages = [
  { path: '/', h1: 'Get more interviews', title: 'Get more interviews · ResumeBoost' },
  { path: '/pricing', h1: 'Simple plans for every job search', title: 'Pricing · ResumeBoost' },
  { path: '/faq', h1: 'Frequently asked questions', title: 'FAQ · ResumeBoost' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy · ResumeBoost' },
];

/** Console errors and warnings, and uncaught errors (React reports hydration mismatches both ways). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warn') return;
    // A signed-out visitor's session check is answered 401, which Chromium logs as a failed load.
    if (message.text().startsWith('Failed to load resource') && message.location().url?.endsWith('/api/user')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  return problems;
}

/** The session check has answered and the header shows the signed-out links: the app is running. */
async function waitForSignedOutHeader(page: Page): Promise<void> {
  await page.waitForSelector('header ::-p-aria([name="Sign In"][role="link"])', { visible: true });
}

/** Layout shifts so far (the CLS sum), from the buffered layout-shift entries. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );
}

describe.skipIf(!chromeAvailable)('prerendered public pages', () => {
  const suite = useSuite();

  it.each(pages)('$path arrives as HTML with its own title, description, canonical and Open Graph tags', async ({ path, h1, title }) => {
    const response = await fetch(new URL(path, suite.app.url));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}`));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path === '/' ? '/' : path}"`));
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('gives each prerendered page its own description', async () => {
    const descriptions = new Set<string>();
    for (const { path } of pages) {
      const html = await (await fetch(new URL(path, suite.app.url))).text();
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '');
    }
    expect(descriptions.size).toBe(pages.length);
  });

  it('answers other paths with the empty SPA shell, and a signed-in route with its own shell', async () => {
    for (const path of ['/auth?action=register', '/newsletter?confirm=abc']) {
      const html = await (await fetch(new URL(path, suite.app.url))).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
    // A signed-in route's shell (issue 26): the layout while the session is checked, its title, its chunks.
    const dashboard = await (await fetch(new URL('/dashboard', suite.app.url))).text();
    expect(dashboard).not.toContain('<div id="root"></div>');
    expect(dashboard).toContain('<title>Dashboard · ResumeBoost</title>');
    expect(dashboard).toContain('rel="modulepreload"');
  });

  it('shows the landing page with JavaScript off', async () => {
    const page = await suite.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(suite.app.url, { waitUntil: 'load' });
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('Get more interviews');
    const text = await page.evaluate(() => document.body.textContent ?? '');
    expect(text).toContain('Three Simple Steps');
    expect(text).toContain('Quick Links');
  });

  it.each(pages)('hydrates $path without a warning, and without layout shift', async ({ path, title }) => {
    const page = await suite.newPage();
    const problems = collectProblems(page);
    await page.goto(new URL(path, suite.app.url).href, { waitUntil: 'networkidle0' });
    await waitForSignedOutHeader(page);
    expect(await page.title()).toBe(title);
    // Down to the footer, so the landing page hydrates the sections it keeps for later.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
  });

  it('runs the landing page as the app once hydrated: links navigate in place and update the head', async () => {
    const page = await suite.newPage();
    const problems = collectProblems(page);
    await page.goto(suite.app.url, { waitUntil: 'networkidle0' });
    await waitForSignedOutHeader(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    const pricing = await page.waitForSelector('header ::-p-aria([name="Pricing"][role="link"])', { visible: true });
    await pricing?.click();
    await page.waitForFunction(() => document.title === 'Pricing · ResumeBoost');
    await page.waitForFunction(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith('/pricing'));
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(problems).toEqual([]);
  });

  it('sends a signed-in visitor from the landing page to /dashboard', async () => {
    const page = await suite.newPage();
    const problems = collectProblems(page);
    await page.goto(new URL('/privacy', suite.app.url).href, { waitUntil: 'networkidle0' });
    const status = await page.evaluate(async (account) => {
      const res = await fetch('/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...account, acceptTerms: true }),
      });
      return res.status;
    }, newAccount('prerender'));
    expect(status).toBe(201);
    await page.goto(suite.app.url, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => window.location.pathname === '/dashboard', { timeout: 10_000 });
    await page.waitForSelector('[data-testid="user-menu"]', { visible: true });
    expect(problems).toEqual([]);
  });
});
