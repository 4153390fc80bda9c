import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../api/src/db/schema';
import { createTestDatabase, type TestDatabase } from '../../api/src/test/test-db';
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

/**
 * With cards in the tracker: the app on a scratch database on the PostgreSQL server (TEST_DATABASE_URL),
 * so the test can write the timeline the tracker's API would (the tracker's routes are not needed here).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!chromeAvailable || !pgUrl)('follow-up reminders with a tracker card (PostgreSQL)', () => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    process.env.API_TEST_DB = 'pg';
    database = await createTestDatabase();
  });
  const suite = useSuite(() => ({ DATABASE_URL: database?.url ?? '' }));
  afterAll(async () => {
    await database?.close();
  });

  it('lists a due follow-up, drafts the note to copy, and takes the reminder off once done', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    const account = newAccount('remindpg');
    await auth.open();
    await auth.register(account);
    await auth.waitForPath('/dashboard');

    const user = await db.query.users.findFirst({ columns: { id: true }, where: (row, { eq }) => eq(row.username, account.username) });
    if (!user) throw new Error('no user');
    const [card] = await db
      .insert(applications)
      .values({ userId: user.id, stage: 'applied', company: 'Initech', jobTitle: 'Payroll Specialist', source: 'manual', contacts: [{ name: 'Bill Lumbergh' }] })
      .returning({ id: applications.id });
    if (!card) throw new Error('no card');
    await db.insert(applicationEvents).values({ applicationId: card.id, userId: user.id, kind: 'stage', stage: 'applied', fromStage: 'saved', at: new Date(Date.now() - 8 * 24 * 3600 * 1000) });

    await page.reload({ waitUntil: 'networkidle0' });
    await auth.waitForText('Follow up on Payroll Specialist at Initech: a week since you applied');
    expect(await page.$$('[data-testid="today-reminder"]')).toHaveLength(1);

    await auth.click('Draft a follow-up: Follow up on Payroll Specialist at Initech: a week since you applied');
    const note = await (await page.waitForSelector('[data-testid="follow-up-draft"]'))?.evaluate((el) => (el as HTMLTextAreaElement).value);
    expect(note).toMatch(/^Dear Bill Lumbergh,/);
    expect(note).toContain('I applied for the Payroll Specialist role at Initech on');
    const words = (note ?? '').split(/\n\s*\n/).slice(1, -1).join(' ').split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(60);
    expect(words).toBeLessThanOrEqual(120);
    expect(await seriousViolations(page)).toEqual([]);
    await auth.click('Close');

    await auth.click('Mark done: Follow up on Payroll Specialist at Initech: a week since you applied');
    await auth.waitForText('Nothing is due today.');
    await page.reload({ waitUntil: 'networkidle0' });
    await auth.waitForText('Nothing is due today.');
  });
});
