// The interactive editor (issue 12): a tailored resume opened in the editor, a free trial's limited
// analysis, then on Pro a one-click fix applied and analysed again, keyboard only across the three tabs,
// the resume saved as a new version and the resume page showing it; axe on every tab.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { EditorPage } from '../pages/editor.page';
import { OptimizePage } from '../pages/optimize.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { type SiteServer, startCountingLinkedIn } from '../support/extension-sites';
import { subscribeInPage } from '../support/subscribe';
import { newAccount, useSuite } from '../support/suite';

const jobUrl = 'https://www.linkedin.com/jobs/view/4000000001/';
const typed = 'Built Grafana dashboards in order to track the error budget of the quote service';
const fixed = 'Built Grafana dashboards to track the error budget of the quote service';
const description =
  'We are looking for a Senior Backend Engineer. Requirements: 5+ years of Python and PostgreSQL, ' +
  'Kubernetes and Terraform in production, Kafka, Docker and AWS.';

describe.skipIf(!chromeAvailable)('the interactive editor', () => {
  let linkedIn: SiteServer;
  beforeAll(async () => {
    linkedIn = await startCountingLinkedIn();
  });
  afterAll(async () => linkedIn?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: linkedIn.origin }));

  it('opens a tailored resume, applies a one-click fix, analyses, saves and lands on the new version', async () => {
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('editor'));
    await auth.waitForPath('/dashboard');

    const optimize = new OptimizePage(page, suite.app.url);
    await optimize.optimizePastedBehindWall(jobUrl, resumeText, description);
    const tailored = await optimize.shownContent();
    const href = await page.$eval('a[href^="/resume/"]', (a) => a.getAttribute('href') ?? '');
    const resumeId = Number(/\/resume\/(\d+)/.exec(href)?.[1]);
    expect(resumeId).toBeGreaterThan(0);

    // Free trial: the banner, a limited analysis without Apply All.
    const editor = new EditorPage(page, suite.app.url);
    await editor.open(resumeId);
    await page.waitForSelector('[data-testid="free-trial-banner"]', { visible: true });
    expect(await optimize.testIdText('free-trial-banner')).toContain('Limited Features in Free Trial');
    const shown = await editor.waitForResumeText((t) => t.length > 100);
    expect(shown.replace(/\s+/g, ' ').trim()).toBe(tailored.replace(/\s+/g, ' ').trim());
    expect(await seriousViolations(page)).toEqual([]);
    await editor.click('Analyze Resume');
    await editor.waitForAnalysis();
    await editor.waitForSelectedTab('Full Analysis');
    await page.waitForSelector('[data-testid="editor-upgrade-note"]', { visible: true });
    expect(await page.$('::-p-aria([name="Apply All Changes"][role="button"])')).toBeNull();

    // Pro (test mode: no card): the whole analysis.
    const subscribed = await subscribeInPage(page, 'pro');
    expect(subscribed).toBe(200);
    await editor.open(resumeId);
    await editor.waitForResumeText((t) => t.length > 100);
    expect(await page.$('[data-testid="free-trial-banner"]')).toBeNull();

    // The user adds a line of their own, keyboard only, after the current role's last bullet.
    const area = await editor.field('Resume text');
    const anchor = 'payments on-call rotation';
    const at = (await editor.resumeText()).indexOf(anchor) + anchor.length;
    expect(at).toBeGreaterThan(anchor.length);
    await area.focus();
    await area.evaluate((el, i) => (el as HTMLTextAreaElement).setSelectionRange(i, i), at);
    await page.keyboard.type(`\n• ${typed}`);
    await editor.waitForResumeText((t) => t.includes(typed));

    // Keyboard only: the tab list with the arrow keys, then into the Full Analysis panel.
    const editTab = await page.waitForSelector('::-p-aria([name="Edit Resume"][role="tab"])');
    await editTab!.focus();
    await page.keyboard.press('ArrowRight');
    await editor.waitForSelectedTab('Improve Sections');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await editor.waitForSelectedTab('Full Analysis');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await editor.focusedText('Analyze Resume')).toBe('Analyze Resume');
    await page.keyboard.press('Enter');
    await editor.waitForAnalysis();
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForSelector('::-p-aria([name="Apply All Changes"][role="button"])', { visible: true });

    // A one-click fix: its before → after, applied with the keyboard.
    const fixes = await editor.fixes();
    const filler = fixes.find((f) => f.before === 'in order to');
    expect(filler, JSON.stringify(fixes)).toEqual({ before: 'in order to', after: 'to' });
    const buttons = await page.$$('[data-testid="editor-fixes"] li button');
    await buttons[fixes.indexOf(filler!)]!.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => ![...document.querySelectorAll('[data-testid="editor-fixes"] del')].some((d) => d.textContent === 'in order to'),
    );

    // Analysed again: that finding is gone.
    await editor.click('Analyze Resume');
    await editor.waitForAnalysis();
    expect((await editor.fixes()).some((f) => f.before === 'in order to')).toBe(false);

    // Back to the text (the fix is in it), then save.
    await editor.click('Edit Resume', 'tab');
    await editor.waitForResumeText((t) => t.includes(fixed));
    await editor.click('Save Resume');
    await editor.waitForText('Resume saved successfully!', 20_000);
    await editor.waitForPath(`/resume/${resumeId}`, 20_000);
    await page.waitForSelector('[data-testid="optimized-content"]', { visible: true });
    expect(await optimize.shownContent()).toContain(fixed);
    await page.waitForSelector('[data-testid="resume-version"][aria-current="true"]', { visible: true });
    const current = await page.$eval('[data-testid="resume-version"][aria-current="true"]', (el) => (el as HTMLElement).innerText);
    expect(current).toMatch(/Version 2/);
    expect(current).toMatch(/Edited/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
