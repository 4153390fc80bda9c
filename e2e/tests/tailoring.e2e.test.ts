import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { OptimizePage } from '../pages/optimize.page';
import { chromeAvailable } from '../support/browser';
import { allowDownloads, waitForDownload } from '../support/downloads';
import { type JobSite, startLinkedInStandIn } from '../support/job-site';
import { missingInOrder, readBack } from '../support/parse-back';
import { newAccount, useSuite } from '../support/suite';

const jobUrl = 'https://www.linkedin.com/jobs/view/4411867124/?refId=abc&trackingId=xyz';

describe.skipIf(!chromeAvailable)('resume tailoring in the browser', () => {
  let site: JobSite;
  beforeAll(async () => {
    site = await startLinkedInStandIn();
  });
  afterAll(async () => site?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: site.origin }));

  /** A real PDF resume, printed by Chromium from our own fixture text. */
  async function makeResumePdf(): Promise<string> {
    const text = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await suite.newPage();
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    await page.setContent(
      `<html><body style="font: 11pt 'Liberation Sans', sans-serif">${text
        .split('\n')
        .map((line) => `<p style="margin:0 0 4px">${escape(line) || '&nbsp;'}</p>`)
        .join('')}</body></html>`,
    );
    const path = join(tmpdir(), `resume-${Date.now()}.pdf`);
    writeFileSync(path, await page.pdf({ format: 'Letter' }));
    await page.close();
    return path;
  }

  it('uploads a PDF for a LinkedIn link, shows the result and match report, downloads three formats that read back as shown, lists it, and deleting frees storage', async () => {
    const resumePdf = await makeResumePdf();
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('tailor'));
    await auth.waitForPath('/dashboard');

    const optimize = new OptimizePage(page, suite.app.url);
    await optimize.open(jobUrl);
    await page.waitForSelector('[data-testid="job-url-detected"]', { visible: true });
    await optimize.uploadResume(resumePdf);
    await optimize.submit();
    await optimize.waitForResult();

    // The job was read from the (stand-in) LinkedIn page under its canonical URL.
    expect(site.requests.some((r) => r.startsWith('/jobs/view/4411867124'))).toBe(true);
    const jobDetails = await optimize.testIdText('job-details');
    expect(jobDetails).toContain('Senior Backend Engineer');
    expect(jobDetails).toContain('Northwind Health');

    // The tailored resume: upper-case headings, the candidate's facts, and a match report.
    const shown = await optimize.shownContent();
    expect(shown).toContain('Jordan Avery');
    expect(shown).toMatch(/^EXPERIENCE$|^PROFESSIONAL EXPERIENCE$/m);
    expect(shown).toContain('Cobalt Freight');
    const before = Number(await optimize.testIdText('score-before').then((t) => t.match(/\d+/)?.[0]));
    const after = Number(await optimize.testIdText('score-after').then((t) => t.match(/\d+/)?.[0]));
    expect(after).toBeGreaterThanOrEqual(before);
    expect(await optimize.testIdText('match-report')).toMatch(/python/i);

    // Downloads in three formats, each read back and compared with what the page shows.
    const dir = await allowDownloads(page);
    const base = resumePdf.split('/').pop()!.replace(/\.pdf$/, '');
    await optimize.download('TXT');
    const txt = await readBack(await waitForDownload(dir, `${base}-optimized.txt`));
    expect(txt.trim()).toBe(shown.trim());
    await optimize.download('PDF');
    const pdf = await readBack(await waitForDownload(dir, `${base}-optimized.pdf`));
    expect(missingInOrder(shown, pdf)).toEqual([]);
    await optimize.download('DOCX');
    const docx = await readBack(await waitForDownload(dir, `${base}-optimized.docx`));
    expect(missingInOrder(shown, docx)).toEqual([]);

    // The dashboard lists it, with storage in use.
    await optimize.goto('/dashboard');
    await page.waitForSelector('[data-testid="recent-activity-item"]', { visible: true });
    expect(await optimize.testIdText('recent-activity')).toContain('Senior Backend Engineer');
    const usedBefore = await optimize.testIdText('storage-used');
    expect(usedBefore).not.toMatch(/^0 Bytes/);

    // Deleting it on My Resumes frees the storage.
    await optimize.goto('/my-resumes');
    await page.waitForSelector('[data-testid="resume-card"]', { visible: true });
    await optimize.click('Delete');
    await optimize.click('Delete resume');
    await page.waitForFunction(() => !document.querySelector('[data-testid="resume-card"]'), { timeout: 10_000 });
    await optimize.goto('/dashboard');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="storage-used"]')?.textContent?.startsWith('0 Bytes'),
      { timeout: 10_000 },
    );
  });
});
