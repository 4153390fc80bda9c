import { describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { newAccount, useSuite } from '../support/suite';

describe.skipIf(!chromeAvailable)('follow-up reminders in the browser', () => {
  const suite = useSuite();

  it('shows the Today card, saves the e-mail hour and zone, and makes a calendar link that a new one ends', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('remind'));
    await auth.waitForPath('/dashboard');
    await page.waitForSelector('[data-testid="today-reminders"]');
    await auth.waitForText('Nothing is due today.');
    expect(await seriousViolations(page)).toEqual([]);

    await auth.goto('/settings');
    await page.waitForSelector('#reminder-timezone:not([disabled])');
    await page.select('#reminder-timezone', 'America/New_York');
    await page.select('#reminder-hour', '7');
    await auth.click('Save time');
    await auth.toastText('Reminder e-mail time saved');
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('#reminder-timezone:not([disabled])');
    expect(await page.$eval('#reminder-timezone', (el) => (el as HTMLSelectElement).value)).toBe('America/New_York');
    expect(await page.$eval('#reminder-hour', (el) => (el as HTMLSelectElement).value)).toBe('7');
    expect(await seriousViolations(page)).toEqual([]);

    await auth.click('Get a calendar link');
    const first = await (await page.waitForSelector('[data-testid="calendar-url"]'))?.evaluate((el) => (el as HTMLInputElement).value);
    expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feedPath = new URL(first ?? '').pathname;
    const feed = await fetch(new URL(feedPath, suite.app.url));
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await auth.click('Make a new calendar link');
    await page.waitForFunction((old) => (document.querySelector('[data-testid="calendar-url"]') as HTMLInputElement | null)?.value !== old, {}, first);
    expect((await fetch(new URL(feedPath, suite.app.url))).status).toBe(404);
  });
});
