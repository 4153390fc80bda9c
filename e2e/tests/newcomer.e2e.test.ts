// Issue 7, "A newcomer's first ten minutes": every way in opens the right /auth tab, the first
// dashboard says Welcome and later ones Welcome back, and the legal pages are one click from the
// footer, the register form and the settings page.
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell.page';
import { AuthPage } from '../pages/auth.page';
import { SettingsPage } from '../pages/settings.page';
import { chromeAvailable } from '../support/browser';
import { newAccount, useSuite } from '../support/suite';

/** The page's h1 once it starts with `prefix` (the dashboard renders it after the session loads). */
async function heading(page: Page, prefix: string): Promise<string> {
  const handle = await page.waitForFunction(
    (p) => {
      const text = document.querySelector('h1')?.textContent?.trim() ?? '';
      return text.startsWith(p) ? text : null;
    },
    { timeout: 10_000 },
    prefix,
  );
  return (await handle.jsonValue()) ?? '';
}

describe.skipIf(!chromeAvailable)('a newcomer in the browser', () => {
  const suite = useSuite();

  it('opens the Register tab from every sign-up button and the Sign In tab from Sign In', async () => {
    const auth = new AuthPage(await suite.newPage(), suite.app.url);
    const cases: { from: string; name: string; tab: string; plan?: string }[] = [
      { from: '/', name: 'Try for free', tab: 'Register' },
      { from: '/', name: 'Get started', tab: 'Register' },
      { from: '/', name: 'Start free trial', tab: 'Register', plan: 'free_trial' },
      { from: '/pricing', name: 'Start free trial', tab: 'Register', plan: 'free_trial' },
      { from: '/about', name: 'Sign Up', tab: 'Register' },
      { from: '/about', name: 'Sign In', tab: 'Sign In' },
      // From one tab to the other through the header, on /auth itself.
      { from: '/auth', name: 'Sign Up', tab: 'Register' },
      { from: '/auth?action=register', name: 'Sign In', tab: 'Sign In' },
    ];
    for (const { from, name, tab, plan } of cases) {
      await auth.goto(from);
      await auth.click(name, 'link');
      await auth.waitForPath('/auth');
      expect(`${from} → ${name}: ${await auth.settledTab(tab)}`).toBe(`${from} → ${name}: ${tab}`);
      const params = new URL(auth.page.url()).searchParams;
      expect(params.get('plan')).toBe(plan ?? null);
      if (plan) await auth.page.waitForSelector('[data-testid="selected-plan"]', { visible: true });
    }
  });

  it('opens the right tab from the mobile menu', async () => {
    const auth = new AuthPage(await suite.newPage({ width: 360, height: 740 }), suite.app.url);
    for (const [name, tab] of [
      ['Sign Up', 'Register'],
      ['Sign In', 'Sign In'],
    ] as const) {
      await auth.goto('/how-it-works');
      await auth.click('Open menu');
      await auth.click(name, 'link');
      await auth.waitForPath('/auth');
      expect(await auth.settledTab(tab)).toBe(tab);
    }
  });

  it('says Welcome on the first dashboard, also after a reload, and Welcome back on every later visit', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    const account = newAccount('hello');
    await auth.open('?action=register');
    await auth.register(account);
    await auth.waitForPath('/dashboard');
    expect(await heading(page, 'Welcome')).toBe(`Welcome, ${account.fullName}`);
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await heading(page, 'Welcome')).toBe(`Welcome, ${account.fullName}`);

    // Away and back through the navigation.
    await auth.click('Job Search', 'link');
    await auth.waitForPath('/job-search');
    await auth.click('Dashboard', 'link');
    await auth.waitForPath('/dashboard');
    expect(await heading(page, 'Welcome')).toBe(`Welcome back, ${account.fullName}`);

    // Signed out and in again.
    await new AppShell(page, suite.app.url).logout();
    await auth.waitForPath('/');
    await auth.open();
    await auth.signIn(account.username, account.password);
    await auth.waitForPath('/dashboard');
    expect(await heading(page, 'Welcome')).toBe(`Welcome back, ${account.fullName}`);
  });

  it('links the legal pages from the footer of every page', async () => {
    const auth = new AuthPage(await suite.newPage(), suite.app.url);
    for (const [from, name, path, title] of [
      ['/', 'Terms of Service', '/terms', 'Terms of Service'],
      ['/faq', 'Privacy Policy', '/privacy', 'Privacy Policy'],
    ] as const) {
      await auth.goto(from);
      const footer = await auth.page.waitForSelector('footer');
      const link = await footer!.waitForSelector(`::-p-aria([name="${name}"][role="link"])`, { visible: true });
      await link!.click();
      await auth.waitForPath(path);
      expect(await heading(auth.page, title)).toBe(title);
    }
    // What the privacy page promises, in words a reader looks for.
    const text = await auth.bodyText();
    for (const phrase of ['argon2id', 'PostgreSQL', 'one cookie', 'OpenAI-compatible', 'Delete account', 'train AI models']) {
      expect(text).toContain(phrase);
    }
  });

  it('opens Terms and Privacy from the register form in a new tab, leaving the form and its checkbox as they were', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open('?action=register');
    await auth.fill('Full name', 'Half Way');
    const form = await page.waitForSelector('form[aria-label="Register"]');
    for (const [name, path] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      const link = await form!.waitForSelector(`::-p-aria([name="${name}"][role="link"])`, { visible: true });
      const opened = page.browserContext().waitForTarget((t) => t.url().endsWith(path), { timeout: 10_000 });
      await link!.click();
      const tab = await (await opened).page();
      await tab!.waitForFunction((t) => document.querySelector('h1')?.textContent === t, {}, name);
      await tab!.close();
    }
    await page.bringToFront();
    expect(auth.pathname()).toBe('/auth');
    expect(await auth.termsChecked()).toBe(false);
    expect(await (await auth.field('Full name')).evaluate((el) => (el as HTMLInputElement).value)).toBe('Half Way');
    // The label itself still ticks the box.
    await auth.click(AuthPage.termsCheckbox, 'checkbox');
    expect(await auth.termsChecked()).toBe(true);
  });

  it('links Terms and Privacy from the settings page', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open('?action=register');
    await auth.register(newAccount('legal'));
    await auth.waitForPath('/dashboard');
    const settings = new SettingsPage(page, suite.app.url);
    for (const [name, path] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      await settings.open();
      await (await settings.mainLink(name)).click();
      await settings.waitForPath(path);
      expect(await heading(page, name)).toBe(name);
    }
  });
});
