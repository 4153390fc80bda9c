// The browser extension, built and loaded into Chromium, on fixture job pages served under the real
// LinkedIn and Indeed host names, talking to the built app. A real toolbar popup cannot be opened in
// headless Chromium, so the popup page is opened in a tab with `?tabId=` naming the job tab.
import { readFileSync } from 'node:fs';
import { EXTENSION_ID } from '@jobapp/shared/extension';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_HOST_PATTERNS } from '../../extension/lib/board-hosts';
import { contextMenuTargetUrl, OPTIMIZE_LINK_MENU_ID } from '../../extension/lib/context-menu';
import { AuthPage } from '../pages/auth.page';
import { BasePage } from '../pages/base.page';
import { ExtensionPopupPage } from '../pages/extension-popup.page';
import { OptimizePage } from '../pages/optimize.page';
import { type AppServer, startAppServer } from '../support/app-server';
import { chromeAvailable } from '../support/browser';
import { builtExtensionDir, type ExtensionBrowser, extensionOrigin, launchWithExtension } from '../support/extension-browser';
import {
  BROWSER_HOSTS,
  CAREER_PAGE_PATH,
  type SiteServer,
  startCountingLinkedIn,
  startJobSitesForBrowser,
  UNKNOWN_LAYOUT_JOB_ID,
} from '../support/extension-sites';
import { getFreePort } from '../support/ports';
import { newAccount } from '../support/suite';

const LINKEDIN_JOB = 'http://www.linkedin.com/jobs/view/4411867124/';
const LINKEDIN_CANONICAL = 'https://www.linkedin.com/jobs/view/4411867124/';
const INDEED_JOB = 'http://www.indeed.com/viewjob?jk=0123456789abcdef&from=serp';
const resumeText = readFileSync(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');

describe.skipIf(!chromeAvailable)('browser extension (built, in Chromium)', () => {
  let sites: SiteServer;
  let appLinkedIn: SiteServer;
  let app: AppServer;
  let ext: ExtensionBrowser;

  beforeAll(async () => {
    builtExtensionDir();
    sites = await startJobSitesForBrowser();
    appLinkedIn = await startCountingLinkedIn();
    app = await startAppServer({
      EXTENSION_ORIGINS: extensionOrigin,
      LINKEDIN_ORIGIN: appLinkedIn.origin,
      INDEED_ORIGIN: appLinkedIn.origin,
      JOB_FETCH_TIMEOUT_MS: '3000',
      AI_PROVIDER: 'builtin',
    });
    ext = await launchWithExtension(BROWSER_HOSTS, sites.port);
    await ext.setWebAppUrl(app.url);
  });

  afterAll(async () => {
    await ext?.close();
    await app?.close();
    await appLinkedIn?.close();
    await sites?.close();
  });

  async function newTab(url?: string): Promise<Page> {
    const page = await ext.browser.newPage();
    page.setDefaultTimeout(15_000);
    if (url) await page.goto(url, { waitUntil: 'load' });
    return page;
  }

  /** Opens the popup for the tab showing `jobPage`. */
  async function popupFor(jobPage: Page): Promise<ExtensionPopupPage> {
    const tabId = await ext.tabIdOf(jobPage);
    const popup = new ExtensionPopupPage(await newTab(), extensionOrigin);
    await popup.open(tabId);
    return popup;
  }

  async function signOut(): Promise<void> {
    const page = await newTab();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    await page.close();
  }

  /** Registers through the app's API from an app page, so the session cookie lands in this browser. */
  async function signIn(): Promise<ReturnType<typeof newAccount>> {
    const account = newAccount('ext');
    const page = await newTab(`${app.url}/`);
    const status = await page.evaluate(async (account) => {
      const res = await fetch('/api/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...account, acceptTerms: true }),
      });
      return res.status;
    }, account);
    expect(status).toBe(201);
    await page.close();
    return account;
  }

  /** The next tab whose URL contains `urlPart` (e.g. one the extension opens), with that URL. */
  async function waitForTab(urlPart: string): Promise<{ page: Page; url: string }> {
    const target = await ext.browser.waitForTarget((t) => t.type() === 'page' && t.url().includes(urlPart), { timeout: 15_000 });
    const page = await target.page();
    if (!page) throw new Error(`No page for ${target.url()}`);
    page.setDefaultTimeout(15_000);
    return { page, url: target.url() };
  }

  it('loads with its fixed id, minimal permissions and the job-link context menu', async () => {
    // The manifest key fixes the id, so the API can list the extension's origin in advance.
    const worker = await ext.browser.waitForTarget((t) => t.type() === 'service_worker', { timeout: 15_000 });
    expect(worker.url()).toBe(`chrome-extension://${EXTENSION_ID}/background.js`);
    const manifest = await ext.manifest();
    // activeTab and scripting carry no install-time warning; the warning-bearing host list is unchanged.
    expect(manifest.permissions).toEqual(['storage', 'contextMenus', 'activeTab', 'scripting', 'sidePanel']);
    expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
    expect(manifest.host_permissions).toEqual(['*://*.linkedin.com/*', '*://*.indeed.com/*', 'http://localhost/*', 'http://127.0.0.1/*']);
    // The web app on another origin, and the job boards: asked for at run time (extension-manifest.e2e.test.ts).
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*', ...BOARD_HOST_PATTERNS]);
    // No content script runs on any other host on its own.
    const matches = ((manifest.content_scripts ?? []) as { matches?: string[] }[]).flatMap((cs) => cs.matches ?? []);
    expect([...new Set(matches)].sort()).toEqual(['*://*.indeed.com/*', '*://*.linkedin.com/*']);
    expect(manifest.commands).toMatchObject({ _execute_action: { suggested_key: { default: 'Alt+Shift+J' } } });
    // The app on loopback (any port) is covered without asking; other origins are not granted.
    expect(await ext.hasHostPermission(`${app.url}/*`)).toBe(true);
    expect(await ext.hasHostPermission('https://resumeboost.example.com/*')).toBe(false);
    // Chrome accepted the menu with the shared job link patterns as targetUrlPatterns.
    expect(await ext.hasContextMenu(OPTIMIZE_LINK_MENU_ID)).toBe(true);
    expect(await ext.hasContextMenu('no-such-menu')).toBe(false);
  });

  it('the options page validates the web app address and saves it', async () => {
    const options = new BasePage(await newTab(`${extensionOrigin}/options.html`), `${extensionOrigin}/`);
    const feedback = () => options.page.$eval('[data-testid="options-feedback"]', (el) => (el as HTMLElement).innerText);
    await options.page.waitForFunction(() => (document.querySelector('input') as HTMLInputElement | null)?.value !== '');
    await options.fill('Web app address', 'localhost:3000');
    await options.click('Save');
    await options.page.waitForFunction(() => document.querySelector('[data-testid="options-feedback"]')?.textContent !== '');
    expect(await feedback()).toMatch(/starting with http:\/\/ or https:\/\//);

    await options.fill('Web app address', `${app.url}/dashboard`);
    await options.click('Save');
    await options.page.waitForFunction(() => /answers at/.test(document.querySelector('[data-testid="options-feedback"]')?.textContent ?? ''));
    expect(await feedback()).toContain(`ResumeBoost answers at ${app.url}`);
    expect(await options.page.$eval('[data-testid="extension-origin"]', (el) => el.textContent)).toBe(extensionOrigin);
    await options.page.close();
  });

  it('signed out on a LinkedIn job page: Sign in opens /auth and returns to /optimize-resume with the job', async () => {
    const account = await signIn();
    await signOut();
    const jobPage = await newTab(LINKEDIN_JOB);
    const popup = await popupFor(jobPage);
    expect(await popup.testIdText('popup-job-title')).toBe('Senior Backend Engineer');
    expect(await popup.bodyText()).toContain('Sign in to ResumeBoost');
    expect(await popup.focusedText('Sign in')).toBe('Sign in');
    const authTab = waitForTab(`${app.url}/auth`);
    await popup.click('Sign in');
    const opened = await authTab;
    const next = new URL(opened.url).searchParams.get('next') ?? '';
    expect(next.startsWith('/optimize-resume?')).toBe(true);
    const auth = new AuthPage(opened.page, app.url);
    await auth.signIn(account.username, account.password);
    await auth.waitForPath('/optimize-resume');
    expect(new URL(opened.page.url()).searchParams.get('jobUrl')).toBe('https://www.linkedin.com/jobs/view/4411867124/');
    // Later tests wait for the next /optimize-resume tab: this one must not be taken for it.
    await opened.page.close();
  });

  it('on a LinkedIn job page: captures the job, opens /optimize-resume, and optimizing uses the capture without fetching LinkedIn', async () => {
    await signIn();
    appLinkedIn.requests.length = 0;
    const jobPage = await newTab(LINKEDIN_JOB);
    const popup = await popupFor(jobPage);
    expect(await popup.testIdText('popup-job-title')).toBe('Senior Backend Engineer');
    expect(await popup.testIdText('popup-job-company')).toBe('Northwind Health');
    expect(await popup.focusedText('Optimize my resume for this job')).toBe('Optimize my resume for this job');
    const similar = new URL(await popup.linkHref('Search similar jobs'));
    expect(`${similar.origin}${similar.pathname}`).toBe(`${app.url}/job-search`);
    expect(Object.fromEntries(similar.searchParams)).toEqual({
      jobTitle: 'Senior Backend Engineer',
      location: 'Sydney, New South Wales, Australia',
      source: 'linkedin',
    });

    const optimizeTab = waitForTab('/optimize-resume?jobUrl=');
    await popup.click('Optimize my resume for this job');
    const { page, url } = await optimizeTab;
    expect(url).toBe(`${app.url}/optimize-resume?jobUrl=${encodeURIComponent(LINKEDIN_CANONICAL)}`);
    await page.waitForSelector('[data-testid="job-url-detected"]', { visible: true });

    // The app holds the capture for this user.
    const captured = await page.evaluate(async (url) => {
      const res = await fetch(`/api/job-postings/capture?url=${encodeURIComponent(url)}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }, LINKEDIN_CANONICAL);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ title: 'Senior Backend Engineer', company: 'Northwind Health' });

    // Optimizing there reads the captured description; the app never asks LinkedIn.
    const optimize = new OptimizePage(page, app.url);
    await optimize.click('Paste Text', 'tab');
    // Pasted at once (CDP Input.insertText), as a user pastes; typing 1,100 characters takes seconds.
    await (await optimize.field('Resume text')).focus();
    await page.keyboard.sendCharacter(resumeText);
    await optimize.submit();
    await optimize.waitForResult();
    expect(await optimize.testIdText('job-details')).toContain('Senior Backend Engineer');
    expect(appLinkedIn.requests.filter((r) => r.includes('/jobs/view/4411867124'))).toEqual([]);
    expect(appLinkedIn.requests).toEqual([]);
  });

  it('follows another job picked on a LinkedIn search page (in-page navigation)', async () => {
    const jobPage = await newTab('http://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=frontend');
    const tabId = await ext.tabIdOf(jobPage);
    const titleStored = (title: string) =>
      expect.poll(async () => ((await ext.storedTabJob(tabId)) as { title?: string } | undefined)?.title, { timeout: 10_000 }).toBe(title);
    await titleStored('Frontend Developer');

    // The site's own script: pushState to the next job, then re-render the details pane.
    await jobPage.evaluate(() => {
      history.pushState({}, '', '/jobs/search/?currentJobId=4012345679&keywords=frontend');
      setTimeout(() => {
        document.querySelector('.job-details-jobs-unified-top-card__job-title h1')!.innerHTML = '<a href="/jobs/view/4012345679/">UI Engineer</a>';
        document.querySelector('.job-details-jobs-unified-top-card__company-name a')!.textContent = 'Tailwind Traders';
        document.querySelector('#job-details')!.innerHTML = '<div><p>Ship accessible components for our design system.</p></div>';
      }, 300);
    });
    await titleStored('UI Engineer');

    const popup = new ExtensionPopupPage(await newTab(), extensionOrigin);
    await popup.open(tabId);
    expect(await popup.testIdText('popup-job-title')).toBe('UI Engineer');
    expect(await popup.testIdText('popup-job-company')).toBe('Tailwind Traders');
  });

  it('the popup footer shows the shortcut the browser has set (not the reading-mode key)', async () => {
    const popup = await popupFor(await newTab(LINKEDIN_JOB));
    expect(await popup.testIdText('popup-shortcut')).toBe('Shortcut: Alt+Shift+J');
  });

  it('the side panel shows the job on the tab, its match score against the latest resume, the tracker line, Save, Tailor and Letter', async () => {
    // Still signed in as the user who optimized a resume for this job above.
    const jobPage = await newTab(LINKEDIN_JOB);
    const panel = new ExtensionPopupPage(await newTab(), extensionOrigin);
    await panel.open(await ext.tabIdOf(jobPage), 'sidepanel.html');
    expect(await panel.bodyText()).toContain('Senior Backend Engineer');
    await panel.page.waitForFunction(() => !document.querySelector('[data-testid="sidepanel-tracker"]')?.textContent?.includes('Checking'));
    expect(await panel.hasTestId('sidepanel-tracker')).toBe(true);
    await panel.page.waitForSelector('[data-testid="sidepanel-score"]');
    expect(await panel.testIdText('sidepanel-score')).toMatch(/^Match with your latest resume \(Senior Backend Engineer\): \d{1,3}\/100$/);
    expect(await panel.actionNames()).toEqual(expect.arrayContaining(['Tailor my resume', 'Write a cover letter']));
  });

  it('on an Indeed job page: the popup shows the job', async () => {
    const popup = await popupFor(await newTab(INDEED_JOB));
    expect(await popup.testIdText('popup-job-title')).toBe('Operations Analyst');
    expect(await popup.testIdText('popup-job-company')).toBe('Adventure Works');
    await popup.waitForAction('Optimize my resume for this job');
    expect(await popup.actionNames()).toContain('Optimize my resume for this job');
  });

  it('on any other job page (a career site): the page reader is injected into that tab, and the capture and optimize take its link (D12)', async () => {
    await signIn();
    // Served at 127.0.0.1, one of the extension's hosts (the default web app's), so the popup may inject
    // without a toolbar click, which headless Chromium cannot make; a user's click grants activeTab instead.
    const careerUrl = `${sites.origin}${CAREER_PAGE_PATH}`;
    const jobPage = await newTab(careerUrl);
    // No content script runs there on its own.
    expect(await ext.storedTabJob(await ext.tabIdOf(jobPage))).toBeUndefined();
    const popup = await popupFor(jobPage);
    expect(await popup.testIdText('popup-job-title')).toBe('Member Service Representative');
    expect(await popup.testIdText('popup-job-company')).toBe('Birchline Credit Union');
    expect((await popup.bodyText()).toLowerCase()).toContain('job on a company site');

    // An earlier test's /optimize-resume tab may still be open: wait for this job's.
    const optimizeTab = waitForTab(`/optimize-resume?jobUrl=${encodeURIComponent(careerUrl)}`);
    await popup.click('Optimize my resume for this job');
    const { page, url } = await optimizeTab;
    expect(url).toBe(`${app.url}/optimize-resume?jobUrl=${encodeURIComponent(careerUrl)}`);
    // The tab is found by its address before its document is there: a fetch from about:blank has no origin to resolve against.
    await page.waitForFunction((expected) => window.location.href === expected, { timeout: 30_000 }, url);
    const captured = await page.evaluate(async (link) => {
      const res = await fetch(`/api/job-postings/capture?url=${encodeURIComponent(link)}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }, careerUrl);
    expect(captured.status).toBe(200);
    expect(captured.body).toMatchObject({ source: 'other', canonicalUrl: careerUrl, title: 'Member Service Representative', location: 'Columbus, OH 43215' });
    expect(String(captured.body.descriptionHtml).length).toBeGreaterThan(200);
    await page.close();
  });

  it('on a job page in an unknown layout: the popup reads it with the Readability fallback', async () => {
    const popup = await popupFor(await newTab(`http://www.linkedin.com/jobs/view/${UNKNOWN_LAYOUT_JOB_ID}/`));
    expect(await popup.testIdText('popup-job-title')).toBe('Product Designer');
    expect(await popup.testIdText('popup-job-company')).toBe('Lucerne Publishing');
  });

  it('off a job page: explains and links to the web app', async () => {
    for (const url of ['http://www.linkedin.com/feed/', 'http://uk.indeed.com/']) {
      const popup = await popupFor(await newTab(url));
      expect(await popup.hasTestId('popup-job')).toBe(false);
      expect(await popup.testIdText('popup-no-job')).toMatch(/Open a job posting \(on LinkedIn, Indeed, a job board or a company career site\)/);
      expect(await popup.linkHref('Optimize Resume')).toBe(`${app.url}/optimize-resume`);
      expect(await popup.linkHref('Job Search')).toBe(`${app.url}/job-search`);
    }
  });

  it('says so when the web app cannot be reached', async () => {
    const closed = `http://127.0.0.1:${await getFreePort()}`;
    await ext.setWebAppUrl(closed);
    try {
      const popup = await popupFor(await newTab(LINKEDIN_JOB));
      expect(await popup.testIdText('popup-error')).toContain(`Can't reach ResumeBoost at ${closed}. Is it running?`);
      expect(await popup.linkHref('Check the web app address in the options')).toBe(`${extensionOrigin}/options.html`);
    } finally {
      await ext.setWebAppUrl(app.url);
    }
  });

  it('signed out, the menu path: the job link opens /auth?next=… and signing in lands on /optimize-resume with the job', async () => {
    const account = await signIn();
    await signOut();
    // Headless Chromium cannot click a context menu item: the tab opens at the address the background's
    // click handler opens for this link (contextMenuTargetUrl, as handleContextMenuClick calls it).
    const link = 'https://de.linkedin.com/jobs/view/senior-backend-engineer-at-northwind-4411867124?trk=public_jobs';
    const page = await newTab(contextMenuTargetUrl(link, app.url));
    const auth = new AuthPage(page, app.url);
    await auth.waitForPath('/auth');
    const next = new URL(page.url()).searchParams.get('next') ?? '';
    expect(next).toBe(`/optimize-resume?jobUrl=${encodeURIComponent(LINKEDIN_CANONICAL)}`);
    await auth.signIn(account.username, account.password);
    await auth.waitForPath('/optimize-resume');
    expect(new URL(page.url()).searchParams.get('jobUrl')).toBe(LINKEDIN_CANONICAL);
    await page.waitForSelector('[data-testid="job-url-detected"]', { visible: true });
    await page.close();
  });

  it('the context menu opens the canonical job link for sample links', () => {
    const cases: Array<[string, string]> = [
      ['https://de.linkedin.com/jobs/view/senior-engineer-at-acme-4411867124?trk=abc', LINKEDIN_CANONICAL],
      ['https://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=x', 'https://www.linkedin.com/jobs/view/4012345678/'],
      ['https://uk.indeed.com/rc/clk?jk=0123456789ABCDEF&from=serp', 'https://uk.indeed.com/viewjob?jk=0123456789abcdef'],
      ['https://www.indeed.com/jobs?q=python&vjk=1a2b3c4d5e6f7081', 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081'],
    ];
    for (const [link, canonical] of cases) {
      expect(contextMenuTargetUrl(link, app.url)).toBe(`${app.url}/optimize-resume?jobUrl=${encodeURIComponent(canonical)}`);
    }
  });

  it('another extension cannot capture for the signed-in user (403)', async () => {
    const page = await newTab();
    const cdp = await page.createCDPSession();
    const { cookies } = (await cdp.send('Network.getAllCookies')) as { cookies: Array<{ name: string; value: string; domain: string }> };
    await page.close();
    const cookie = cookies
      .filter((c) => c.domain === '127.0.0.1')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    expect(cookie).not.toBe('');
    const body = JSON.stringify({
      url: LINKEDIN_CANONICAL,
      source: 'linkedin',
      title: 'Injected',
      capturedAt: new Date().toISOString(),
    });
    const send = (origin: string) =>
      fetch(`${app.url}/api/job-postings/capture`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
        body,
      });
    expect((await send('chrome-extension://abcdefghijklmnopabcdefghijklmnop')).status).toBe(403);
    expect((await send('https://evil.example')).status).toBe(403);
  });
});
