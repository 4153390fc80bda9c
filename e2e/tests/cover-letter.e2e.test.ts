// Cover letters (issue 13): a free trial sees the Premium Feature card; on Pro a letter is written from
// the user's tailored resume for a posting (the template's structure, the resume's real numbers),
// edited before download, downloaded as TXT and PDF, and listed under My Cover Letters; axe throughout.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { BasePage } from '../pages/base.page';
import { OptimizePage } from '../pages/optimize.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { allowDownloads, waitForDownload } from '../support/downloads';
import { readBack } from '../support/parse-back';
import { type SiteServer, startCountingLinkedIn } from '../support/extension-sites';
import { subscribeInPage } from '../support/subscribe';
import { newAccount, useSuite } from '../support/suite';

const jobUrl = 'https://www.linkedin.com/jobs/view/4000000001/';
const posting =
  'Northwind Health builds scheduling software for 400 clinics. We are looking for a Senior Backend Engineer to scale our appointment APIs. ' +
  'Requirements: 5+ years of Python and PostgreSQL, Kubernetes and Terraform in production, Docker and AWS.';

describe.skipIf(!chromeAvailable)('cover letters', () => {
  let linkedIn: SiteServer;
  beforeAll(async () => {
    linkedIn = await startCountingLinkedIn();
  });
  afterAll(async () => linkedIn?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: linkedIn.origin }));

  it('writes a letter from the tailored resume, edits it, downloads it and lists it', async () => {
    const resumeText = readFileSync(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('letter'));
    await auth.waitForPath('/dashboard');

    // Free trial: no cover letters, an upgrade path instead.
    const letters = new BasePage(page, suite.app.url);
    await letters.goto('/cover-letter');
    await letters.waitForText('Premium Feature');
    await page.waitForSelector('::-p-aria([name="Upgrade Subscription"])', { visible: true });
    expect(await seriousViolations(page)).toEqual([]);

    const optimize = new OptimizePage(page, suite.app.url);
    await optimize.optimizePastedBehindWall(jobUrl, resumeText, posting, { company: 'Northwind Health' });
    const status = await subscribeInPage(page, 'pro');
    expect(status).toBe(200);

    await letters.goto(`/cover-letter?jobUrl=${encodeURIComponent(jobUrl)}`);
    await page.waitForSelector('::-p-aria([name="Generate Cover Letter"][role="button"])', { visible: true });
    expect(await (await letters.field('Job URL')).evaluate((el) => (el as HTMLInputElement).value)).toBe(jobUrl);
    await letters.fill('Job title', 'Senior Backend Engineer');
    await letters.fill('Company', 'Northwind Health');
    await letters.fill('Job description', posting);
    expect(await seriousViolations(page)).toEqual([]);
    await letters.click('Generate Cover Letter');
    expect(await letters.toastText('Cover letter generated!', 30_000)).toContain('Cover letter generated!');

    const dialog = await page.waitForSelector('[role="dialog"]', { visible: true });
    const letter = await dialog!.$eval('textarea', (el) => (el as HTMLTextAreaElement).value);
    expect(letter).toMatch(/^Dear Northwind Health team,/);
    expect(letter).toMatch(/2 million requests a day|35%|40 services/);
    expect(letter).toMatch(/Sincerely,\nJordan Avery$/);
    expect(letter).not.toMatch(/\[[^\]]*\]/);
    expect(await seriousViolations(page)).toEqual([]);

    // Edited before download: the download carries the edit.
    const area = await dialog!.$('textarea');
    await area!.evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(0, 0));
    await area!.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' I read your engineering blog.');
    const downloads = await allowDownloads(page);
    await letters.click('Download TXT');
    const txt = await readFile(await waitForDownload(downloads, 'Cover Letter - Northwind Health.txt'), 'utf8');
    expect(txt).toContain('Dear Northwind Health team, I read your engineering blog.');
    await letters.click('Download PDF');
    const pdfText = (await readBack(await waitForDownload(downloads, 'Cover Letter - Northwind Health.pdf', 45_000))).replace(/\s+/g, ' ');
    expect(pdfText).toContain('Jordan Avery');
    expect(pdfText).toContain('I read your engineering blog.');

    await page.keyboard.press('Escape');
    await page.waitForSelector('::-p-aria([name="My Cover Letters"][role="tab"][aria-selected="true"])', { visible: true, timeout: 10_000 });
    await letters.waitForText('Northwind Health');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
