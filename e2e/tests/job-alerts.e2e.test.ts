import { describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { subscribeInPage } from '../support/subscribe';
import { newAccount, useSuite } from '../support/suite';

describe.skipIf(!chromeAvailable)('job alerts in the browser', () => {
  const suite = useSuite();

  it('shows the plans that have alerts, then on Pro the limits, a company watch added, paused and deleted', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('alerts'));
    await auth.waitForPath('/dashboard');

    await auth.goto('/settings');
    await page.waitForSelector('[data-testid="job-alerts-locked"]');
    await auth.waitForText('Job alerts are part of the Pro and Elite plans. Pro: 5 saved searches and 10 company watches. Elite: 20 and 50.');

    expect(await subscribeInPage(page, 'pro')).toBeLessThan(300);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="job-alert-limits"]');
    await auth.waitForText('0 of 5 saved searches used');
    await auth.waitForText('0 of 10 company watches used');
    expect(await seriousViolations(page)).toEqual([]);

    await page.type('#watch-board-url', 'https://example.com/careers');
    await auth.click('Watch company');
    await auth.toastText('The company was not added');
    await page.$eval('#watch-board-url', (el) => (el as HTMLInputElement).select());
    await page.keyboard.press('Backspace');
    await page.type('#watch-board-url', 'https://boards.greenhouse.io/acme/jobs/4012345');
    await page.type('#watch-title-filter', 'engineer');
    await auth.click('Watch company');
    await auth.toastText('Company watch added');
    await auth.waitForText('acme on Greenhouse · titles with "engineer"');
    await auth.waitForText('1 of 10 company watches used');

    await page.locator('button[aria-label^="Make weekly: acme on Greenhouse"]').click();
    await auth.waitForText('Company watch · Weekly');
    await page.locator('button[aria-label^="Pause acme on Greenhouse"]').click();
    await auth.waitForText('Company watch · Paused');
    await page.locator('button[aria-label^="Delete acme on Greenhouse"]').click();
    await auth.waitForText('0 of 10 company watches used');
    expect(await auth.bodyText()).not.toContain('acme on Greenhouse');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a digest\'s Save to tracker link fills the add form; the card then offers Alert me to jobs like this', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('alertlink'));
    await auth.waitForPath('/dashboard');
    expect(await subscribeInPage(page, 'pro')).toBeLessThan(300);

    const link = new URLSearchParams({ add: 'https://job-boards.greenhouse.io/harborlight/jobs/4012345006', title: 'Senior Platform Engineer', company: 'Harborlight Analytics', location: 'Denver, CO' });
    await auth.goto(`/tracker?${link.toString()}`);
    await page.waitForSelector('#tracker-add-title');
    expect(await page.$eval('#tracker-add-title', (el) => (el as HTMLInputElement).value)).toBe('Senior Platform Engineer');
    expect(await page.$eval('#tracker-add-company', (el) => (el as HTMLInputElement).value)).toBe('Harborlight Analytics');
    expect(await page.$eval('#tracker-add-url', (el) => (el as HTMLInputElement).value)).toBe('https://job-boards.greenhouse.io/harborlight/jobs/4012345006');
    await page.locator('form[aria-label="Add a job by hand"] button[type="submit"]').click();
    await auth.toastText('Senior Platform Engineer added to Saved');
    expect(new URL(page.url()).search).toBe('');

    await auth.click('Senior Platform Engineer');
    await page.waitForSelector('[data-testid="tracker-detail"]');
    await auth.click('Alert me to jobs like this');
    await auth.toastText('Search saved');
    const alerts = await page.evaluate(async () => (await (await fetch('/api/job-alerts')).json()) as { alerts: { search?: { title: string; location: string; sources: string[] } }[] });
    expect(alerts.alerts.map((a) => a.search)).toEqual([{ title: 'Senior Platform Engineer', location: 'Denver, CO', remote: false, sources: ['linkedin', 'indeed'], postedWithinDays: 7 }]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
