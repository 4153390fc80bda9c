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

    await page.locator('button[aria-label^="Pause acme on Greenhouse"]').click();
    await auth.waitForText('Company watch · Paused');
    await page.locator('button[aria-label^="Delete acme on Greenhouse"]').click();
    await auth.waitForText('0 of 10 company watches used');
    expect(await auth.bodyText()).not.toContain('acme on Greenhouse');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
