// Templates (issue 11): a Pro user on /templates (counts, the large preview as a dialog, axe), 'Use
// Template' for a premium template preselects it on the dashboard and the optimize form (a keyboard
// radio group; templates Pro does not unlock are marked and not selectable), the tailoring request
// carries it, the result downloads as PDF and DOCX in it, and /resume/{id} downloads again in another
// template without tailoring again.
import { readFile } from 'node:fs/promises';
import { resumeTemplates } from '@jobapp/shared';
import type { HTTPRequest } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { BillingPage } from '../pages/billing.page';
import { OptimizePage } from '../pages/optimize.page';
import { TemplatesPage } from '../pages/templates.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { allowDownloads, waitForDownload } from '../support/downloads';
import { type SiteServer, startCountingLinkedIn } from '../support/extension-sites';
import { readBack } from '../support/parse-back';
import { newAccount, useSuite } from '../support/suite';

const jobUrl = 'https://www.linkedin.com/jobs/view/4000000002/';
const description =
  'About Contoso:\nContoso builds scheduling software for clinics across Europe.\n\n' +
  'We are looking for a Senior Backend Engineer to join our platform team. You will build Python and ' +
  'PostgreSQL services on AWS, with Docker and Kubernetes in production.';
const nameOf = (id: string) => resumeTemplates.find((t) => t.id === id)!.name;

describe.skipIf(!chromeAvailable)('resume templates in the browser', () => {
  let linkedIn: SiteServer;
  beforeAll(async () => {
    linkedIn = await startCountingLinkedIn();
  });
  afterAll(async () => linkedIn?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: linkedIn.origin }));

  it('a Pro user picks a premium template, tailors, downloads PDF and DOCX in it, and switches template on /resume/{id}', async () => {
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    const billing = new BillingPage(page, suite.app.url);
    const templates = new TemplatesPage(page, suite.app.url);
    const optimize = new OptimizePage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('tmpl'));
    await auth.waitForPath('/dashboard');

    // Pro, in billing test mode (confirmed in the purchase confirmation).
    await billing.goto('/pricing');
    await billing.subscribe('Pro');
    await billing.clickInDialog('checkout-dialog', 'Confirm');
    await billing.waitForPath('/dashboard');
    await billing.textOf('current-plan', 'Pro');

    // /templates: Pro unlocks 15 of the 27 (D7); axe finds nothing serious.
    await templates.open();
    expect(await templates.count('available')).toBe(15);
    expect(await templates.count('locked')).toBe(12);
    expect(await templates.cardIds()).toContain('prem-8');
    // Each card: its rendered thumbnail and the ATS-proof figures.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-template-id="basic-1"] img');
      return img?.complete && img.naturalWidth > 0;
    }, { timeout: 30_000 });
    expect(await page.$eval('[data-template-id="prem-1"] [data-testid="template-ats"]', (el) => (el as HTMLElement).innerText)).toBe(
      'ATS-tested: 100 % of fields read back in 4 of 4 test resumes',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The large preview: a dialog named by the template; Escape closes it and focus returns.
    await templates.click(`Preview the ${nameOf('prem-1')} template`);
    const dialog = await page.waitForSelector('[data-testid="template-preview-dialog"][role="dialog"]', { visible: true });
    expect(await dialog!.evaluate((el) => (el as HTMLElement).innerText)).toContain(nameOf('prem-1'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="template-preview-dialog"]', { hidden: true });
    const previewButton = `Preview the ${nameOf('prem-1')} template`;
    expect(await templates.focusedText(previewButton)).toBe(previewButton);

    // The locked tab names the plan that unlocks each one.
    await templates.openTab('Locked Templates 12');
    await page.waitForSelector('[data-testid="template-card"][data-template-id="prem-9"]', { visible: true });
    expect(await templates.cardIds()).toEqual(expect.arrayContaining(['prem-9', 'excl-1']));
    expect(await page.$eval('[data-template-id="prem-9"]', (el) => (el as HTMLElement).innerText)).toContain('Elite plan');
    expect(await seriousViolations(page)).toEqual([]);

    // 'Use Template' → the dashboard with it picked → the optimize form with it picked.
    await templates.openTab('Available Templates 15');
    await templates.click(`Use Template ${nameOf('prem-1')}`, 'link');
    await page.waitForFunction(() => window.location.search === '?template=prem-1');
    expect(templates.pathname()).toBe('/dashboard');
    await templates.waitForPicked('prem-1');
    await optimize.fill('Job link (optional)', jobUrl);
    await page.click('[data-testid="dashboard-optimize"]');
    await templates.waitForPath('/optimize-resume');
    // The route's code loads first; until then the dashboard stays on screen.
    await page.waitForSelector('form[aria-label="Optimize your resume"]', { visible: true, timeout: 45_000 });
    expect(new URL(page.url()).searchParams.get('template')).toBe('prem-1');
    expect(new URL(page.url()).searchParams.get('jobUrl')).toBe(jobUrl);
    await templates.waitForPicked('prem-1');
    // A radio group: arrow keys move the choice; templates Pro does not unlock cannot be chosen.
    await templates.pressInPicker('ArrowRight');
    await templates.waitForPicked('prem-2');
    await templates.pressInPicker('ArrowLeft');
    await templates.waitForPicked('prem-1');
    expect(await templates.isOptionDisabled('prem-9')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Tailor a pasted resume for a walled job page with the pasted description.
    const sentTemplates: string[] = [];
    const optimizeAnswers: Promise<{ status: number; body: string }>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/api/optimize-resume-text')) return;
      optimizeAnswers.push(response.text().then((body) => ({ status: response.status(), body })));
    });
    page.on('request', (request: HTTPRequest) => {
      if (request.url().endsWith('/api/optimize-resume-text') && request.method() === 'POST') {
        sentTemplates.push((JSON.parse(request.postData() ?? '{}') as { templateId?: string }).templateId ?? '');
      }
    });
    await templates.openTab('Paste Text');
    await optimize.paste('Resume text', resumeText);
    await optimize.submit();
    await page.waitForSelector('[data-testid="job-description-needed"]', { visible: true });
    await optimize.paste('Job description', description);
    await optimize.submit();
    await optimize.waitForResult(90_000);
    const answer = await optimizeAnswers.at(-1)!;
    expect(answer.status, answer.body).toBe(201);
    const { resumeId, templateId } = JSON.parse(answer.body) as { resumeId: number; templateId: string };
    expect(sentTemplates.at(-1)).toBe('prem-1');
    expect(templateId).toBe('prem-1');

    // Downloads in the resume's own template, prem-1.
    const downloads = templates.recordDownloads();
    /** PDF then DOCX through the Download Options menu, each file read back (a fresh folder each time). */
    const downloadPdfAndDocx = async () => {
      downloads.length = 0;
      const dir = await allowDownloads(page);
      for (const format of ['PDF', 'DOCX'] as const) {
        await optimize.download(format);
        const text = await readBack(await waitForDownload(dir, `resume-optimized.${format.toLowerCase()}`));
        expect(text.toLowerCase()).toContain('jordan avery');
      }
    };
    await downloadPdfAndDocx();
    expect(downloads).toEqual([
      { path: `/api/resume/${resumeId}/download/pdf`, template: 'prem-1' },
      { path: `/api/resume/${resumeId}/download/docx`, template: 'prem-1' },
    ]);

    // /resume/{id}: made with prem-1; choose basic-2 and download again, with no new tailoring.
    const tailoringsBefore = sentTemplates.length;
    await templates.goto(`/resume/${resumeId}`);
    expect(await billing.textOf('made-with-template')).toBe(`Made with the ${nameOf('prem-1')} template`);
    const options = await page.$$eval('[data-testid="download-template"] option', (els) =>
      els.map((el) => (el as HTMLOptionElement).value),
    );
    expect(options[0]).toBe('prem-1');
    expect(options).toContain('basic-2');
    expect(options).not.toContain('prem-9');
    await page.select('[data-testid="download-template"] select', 'basic-2');
    expect(await seriousViolations(page)).toEqual([]);
    await downloadPdfAndDocx();
    expect(downloads).toEqual([
      { path: `/api/resume/${resumeId}/download/pdf?template=basic-2`, template: 'basic-2' },
      { path: `/api/resume/${resumeId}/download/docx?template=basic-2`, template: 'basic-2' },
    ]);
    expect(sentTemplates.length).toBe(tailoringsBefore);

    // "Preview with my resume": the newest resume in a locked template, rendered by the server.
    await templates.open();
    await templates.openTab('Locked Templates 12');
    await templates.click(`Preview the ${nameOf('excl-1')} template`);
    await page.waitForSelector('[data-testid="template-preview-dialog"][role="dialog"]', { visible: true });
    await templates.click('Preview with my resume');
    await page.waitForSelector('[data-testid="my-resume-preview"]', { visible: true, timeout: 60_000 });
    const width = await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="my-resume-preview"]');
        return img?.complete && img.naturalWidth > 0 ? img.naturalWidth : false;
      },
      { timeout: 15_000 },
    );
    expect(await width.jsonValue()).toBeGreaterThan(1000);
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);
});
