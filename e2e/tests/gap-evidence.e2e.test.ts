// "I have this" (issue 9): a gap in the match report is answered with one typed line, keyboard only; it
// goes into the resume as the user wrote it, the resume is tailored again, the gap becomes a met
// requirement with that line as its evidence, and the stored resume shows the same.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { OptimizePage } from '../pages/optimize.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { type SiteServer, startCountingLinkedIn } from '../support/extension-sites';
import { newAccount, useSuite } from '../support/suite';

const jobUrl = 'https://www.linkedin.com/jobs/view/4000000001/';
const description =
  'We are looking for a Senior Backend Engineer. Requirements: 5+ years of Python and PostgreSQL, ' +
  'Elasticsearch for search in production, Docker and AWS.';
const evidence = 'Ran Elasticsearch clusters for product search at Acme, 2021';

describe.skipIf(!chromeAvailable)('answering a gap with "I have this"', () => {
  let linkedIn: SiteServer;
  beforeAll(async () => {
    linkedIn = await startCountingLinkedIn();
  });
  afterAll(async () => linkedIn?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: linkedIn.origin }));

  it('adds the typed line to the resume, tailors again and shows the gap met', async () => {
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    expect(resumeText).not.toMatch(/elasticsearch/i);
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('gap'));
    await auth.waitForPath('/dashboard');

    const optimize = new OptimizePage(page, suite.app.url);
    await optimize.optimizePastedBehindWall(jobUrl, resumeText, description, { company: 'Contoso' });
    expect(await optimize.testIdText('match-gaps')).toContain('Elasticsearch');
    expect(await optimize.testIdText('keyword-report')).toMatch(/Elasticsearch\s*Not in your resume/);

    // Keyboard only: the gap's button, the line, Enter.
    const button = await page.waitForSelector('::-p-aria([name="I have this: Elasticsearch"][role="button"])', { visible: true });
    await button?.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="gap-evidence-form"]', { visible: true });
    // The form focuses its field once it has rendered: give it that moment before reading focus.
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT', { timeout: 5_000 }).catch(() => undefined);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(await seriousViolations(page)).toEqual([]);
    // Too short: the rule's message, nothing sent.
    await page.keyboard.type('ES');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="gap-evidence-form"] [role="alert"]', { visible: true });
    expect(await optimize.testIdText('gap-evidence-form')).toContain('at least 10 characters');

    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type(evidence);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="evidence-status"]')?.textContent?.includes('Added to your resume'), { timeout: 30_000 });

    expect(await optimize.testIdText('match-gaps')).not.toContain('Elasticsearch');
    expect(await optimize.testIdText('match-report')).toContain(evidence);
    expect(await optimize.shownContent()).toContain(evidence);
    expect(await optimize.testIdText('keyword-report')).toMatch(/Elasticsearch\s*Other — Additional Experience\s*Exact/);

    // The stored resume shows it too.
    // The page renders the content, then again once the stored resume has loaded: wait for the text, not
    // for the first element (read between the two renders, it was gone: one retry in CI).
    await page.click('a[href^="/resume/"]');
    await page.waitForFunction((text) => document.querySelector('[data-testid="optimized-content"]')?.textContent?.includes(text) === true, { timeout: 15_000 }, evidence);
    expect(await optimize.shownContent()).toContain(evidence);
  });
});
