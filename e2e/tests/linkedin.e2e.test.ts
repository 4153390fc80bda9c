// LinkedIn profile optimization (issue 13): a free trial sees 'Elite Plan Feature'; on Elite a pasted
// profile is sent, the page switches to My Optimized Profiles with the work in progress, and the result
// of the server's job runner shows on its own (no 'Check Status' press) within 1.5 s of the work
// finishing, with three headlines, the About and copy buttons whose counts stay within LinkedIn's
// limits; axe throughout.
import { describeBound, timeBound } from '@jobapp/shared/testing/machine-speed';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { BasePage } from '../pages/base.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { subscribeInPage } from '../support/subscribe';
import { newAccount, useSuite } from '../support/suite';

const profile = readFileSync(new URL('../fixtures/linkedin-profile.txt', import.meta.url), 'utf8');


describe.skipIf(!chromeAvailable)('LinkedIn profile optimization', () => {
  const suite = useSuite();

  it('optimizes a pasted profile in the background and shows the result when it completes', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('linkedin'));
    await auth.waitForPath('/dashboard');

    // A free trial (any plan below Elite) sees the upgrade card.
    const linkedin = new BasePage(page, suite.app.url);
    await linkedin.goto('/linkedin-profile');
    await linkedin.waitForText('Elite Plan Feature');
    await page.waitForSelector('::-p-aria([name="View Pricing"])', { visible: true });
    expect(await seriousViolations(page)).toEqual([]);

    expect(await subscribeInPage(page, 'elite')).toBe(200);
    await linkedin.goto('/linkedin-profile');
    await page.waitForSelector('::-p-aria([name="Optimize Profile"][role="button"])', { visible: true });
    await linkedin.fill('LinkedIn profile URL', 'https://www.linkedin.com/in/jordan-avery');
    const content = await linkedin.field('Profile content');
    await content.focus();
    // Pasted, as a person would (typing 1,000 characters key by key would only slow the test).
    await content.evaluate((el, text) => {
      const area = el as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(area, text);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, profile);
    await linkedin.fill('Target position', 'Backend Engineer');
    await linkedin.fill('Target industry', 'Software');
    expect(await seriousViolations(page)).toEqual([]);
    await linkedin.click('Optimize Profile');

    await page.waitForSelector('::-p-aria([name="My Optimized Profiles"][role="tab"][aria-selected="true"])', { visible: true, timeout: 15_000 });
    await linkedin.waitForText('Backend Engineer');
    // Nobody presses 'Check Status': the runner is woken on enqueue and the page reads the list again from
    // 0.5 s on (issue 26), so the result shows within 1.5 s of the work finishing (the row's updatedAt).
    await page.waitForSelector('::-p-aria([name="Copy headline 1"])', { visible: true, timeout: 30_000 });
    const shownAt = Date.now();
    const finishedAt = await page.evaluate(async () => {
      const response = await fetch('/api/linkedin-profiles', { credentials: 'include' });
      const items = (await response.json()) as { status: string; updatedAt: string }[];
      return items.filter((item) => item.status === 'completed').map((item) => Date.parse(item.updatedAt));
    });
    expect(finishedAt).toHaveLength(1);
    const shownAfterMs = shownAt - finishedAt[0]!;
    process.stdout.write(`LinkedIn result shown ${shownAfterMs} ms after its work finished\n`);
    expect(shownAfterMs, describeBound(1_500)).toBeLessThanOrEqual(timeBound(1_500)); // on a quiet hour (machine-speed.ts)
    await page.waitForSelector('::-p-aria([name="Copy About"])', { visible: true });
    const text = await linkedin.bodyText();
    expect(text).toMatch(/Backend Engineer/);
    expect(text).toMatch(/\/ 220/);
    expect(text).toMatch(/\/ 2,600/);
    expect(text).not.toMatch(/Initech/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
