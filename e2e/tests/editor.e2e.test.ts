// The interactive editor (issue 12): a tailored resume opened in the editor, a free trial's limited
// analysis, then on Pro a one-click fix applied and analysed again, keyboard only across the three tabs,
// the resume saved as a new version and the resume page showing it; axe on every tab. The way in (issue
// 23): from the menu, the latest of two resumes opens with a picker for the other and the plan's
// revision allowance shown before anything is typed; with no resumes, 'Upload a resume' and the sample.
import { readFile } from 'node:fs/promises';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { EditorPage } from '../pages/editor.page';
import { OptimizePage } from '../pages/optimize.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { type SiteServer, startCountingLinkedIn } from '../support/extension-sites';
import { subscribeInPage } from '../support/subscribe';
import { tailorInPage } from '../support/tailor';
import { newAccount, useSuite } from '../support/suite';

const jobUrl = 'https://www.linkedin.com/jobs/view/4000000001/';
const typed = 'Built Grafana dashboards in order to track the error budget of the quote service';
const fixed = 'Built Grafana dashboards to track the error budget of the quote service';
const description =
  'We are looking for a Senior Backend Engineer. Requirements: 5+ years of Python and PostgreSQL, ' +
  'Kubernetes and Terraform in production, Kafka, Docker and AWS.';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.skipIf(!chromeAvailable)('the interactive editor', () => {
  let linkedIn: SiteServer;
  beforeAll(async () => {
    linkedIn = await startCountingLinkedIn();
  });
  afterAll(async () => linkedIn?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: linkedIn.origin }));

  /** A new account's page, registered and on the dashboard (a free trial). */
  async function registeredPage(prefix: string): Promise<Page> {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount(prefix));
    await auth.waitForPath('/dashboard');
    return page;
  }

  it('opens a tailored resume, applies a one-click fix, analyses, saves and lands on the new version', async () => {
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await registeredPage('editor');

    const optimize = new OptimizePage(page, suite.app.url);
    await optimize.optimizePastedBehindWall(jobUrl, resumeText, description, { company: 'Contoso' });
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

  it('from the menu: the latest of two resumes with its text, the other picked, the allowance before typing', async () => {
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await registeredPage('picker');

    const first = await tailorInPage(
      page,
      { jobUrl: 'https://www.linkedin.com/jobs/view/4000000002/', jobTitle: 'Platform Engineer', company: 'Harbor Freight Labs', jobDescription: description },
      resumeText,
    );
    const second = await tailorInPage(
      page,
      {
        jobUrl: 'https://www.linkedin.com/jobs/view/4000000003/',
        jobTitle: 'Data Engineer',
        company: 'Meridian Health',
        jobDescription:
          'We are hiring a Data Engineer. Requirements: Kafka, Airflow and Snowflake pipelines, Python, SQL and dbt, ' +
          'data quality checks and on-call for the data platform.',
      },
      resumeText.replace('Jordan Avery', 'Jordan A. Avery'),
    );
    expect(flat(first.optimizedContent)).not.toBe(flat(second.optimizedContent));

    // The app's lists never go stale on their own (spec section 9) and the resumes were made by direct
    // calls, so the page is loaded again, as after tailoring in another tab.
    const editor = new EditorPage(page, suite.app.url);
    await editor.goto('/dashboard');
    await editor.openFromMenu();
    // The latest is chosen and its text loaded, without anything typed; the older one is offered.
    expect(await editor.pickedResume()).toMatch(/^Data Engineer at Meridian Health, /);
    expect((await editor.resumeChoices()).map((label) => label.split(',')[0])).toEqual([
      'Data Engineer at Meridian Health',
      'Platform Engineer at Harbor Freight Labs',
    ]);
    expect(flat(await editor.waitForResumeText((t) => t.length > 100))).toBe(flat(second.optimizedContent));
    // The plan's limit is there before the user types: the trial's one revision, still unused.
    const allowance = await editor.allowanceText();
    expect(allowance).toContain('Your Free Trial includes 1 revision during the trial: each save in the editor is one.');
    expect(allowance).toContain('1 of 1 revision left in your trial');
    expect(await seriousViolations(page)).toEqual([]);

    // The other resume, picked: its own page of the editor and its text.
    await editor.pickResume('Platform Engineer');
    await editor.waitForPath(`/interactive-editor/${first.resumeId}`);
    expect(flat(await editor.waitForResumeText((t) => flat(t) === flat(first.optimizedContent)))).toBe(flat(first.optimizedContent));
    expect(await editor.pickedResume()).toMatch(/^Platform Engineer at Harbor Freight Labs, /);
  });

  it("with no resumes: 'Upload a resume', an empty editor to paste into, and the sample on request", async () => {
    const page = await registeredPage('noresume');

    const editor = new EditorPage(page, suite.app.url);
    await editor.openFromMenu();
    await page.waitForSelector('[data-testid="editor-no-resumes"]', { visible: true });
    expect(await editor.resumeText()).toBe('');
    expect(await page.$('::-p-aria([name="Resume"][role="combobox"])')).toBeNull();
    expect(await editor.allowanceText()).toContain('Your Free Trial includes 1 revision during the trial');
    expect(await seriousViolations(page)).toEqual([]);

    await editor.click('Try it on a sample');
    expect(await editor.waitForResumeText((t) => t.includes('PROFESSIONAL SUMMARY'))).toContain('Jordan Rivera');

    await editor.click('Upload a resume', 'link');
    await editor.waitForPath('/optimize-resume');
  });
});
