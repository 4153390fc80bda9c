// What was sent, kept (issue 24 section 4), in the browser: a tailoring makes the job's card; "Mark as
// applied" on the card keeps the PDF in the chosen template; the card moves to Applied and shows what was
// sent: the file downloads with the SHA-256 shown beside it, the truth check, and "What changed from my
// original" with each original; axe on the drawer.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { TrackerPage } from '../pages/tracker.page';
import { seriousViolations } from '../support/axe';
import { chromeAvailable } from '../support/browser';
import { newAccount, useSuite } from '../support/suite';
import { tailorInPage } from '../support/tailor';

const job = {
  jobUrl: 'https://careers.example.com/acme/jobs/123',
  jobTitle: 'Senior Backend Engineer',
  company: 'Acme Robotics',
  jobDescription:
    'We are looking for a Senior Backend Engineer. Requirements: 5+ years of Python and PostgreSQL, ' +
    'Kubernetes and Terraform in production, Kafka, Docker and AWS.',
};

describe.skipIf(!chromeAvailable)('the packet kept at "Mark as applied"', () => {
  const suite = useSuite();

  it('keeps the file sent, shows its SHA-256 and what changed, and moves the card to Applied', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('packet'));
    await auth.waitForPath('/dashboard');
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    await tailorInPage(page, job, resumeText);

    const tracker = new TrackerPage(page, suite.app.url);
    await tracker.open();
    await tracker.waitForCardIn('saved', job.jobTitle);
    await tracker.click(job.jobTitle);
    await page.waitForSelector('[data-testid="tracker-detail"]', { visible: true });
    await tracker.click('Mark as applied');
    const applied = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/applications\/\d+\/apply$/.test(r.url()));
    await tracker.click('Save as applied');
    expect((await applied).status()).toBe(201);
    expect(await tracker.toastText('Marked as applied')).toContain('Marked as applied');

    const packet = await page.waitForSelector('[data-testid="tracker-packet"]', { visible: true });
    const shown = (await packet!.evaluate((el) => (el as HTMLElement).innerText)) ?? '';
    expect(shown).toContain('Every claim in it is backed by your original resume.');
    const sha = /SHA-256 ([0-9a-f]{64})/.exec(shown)?.[1];
    expect(sha).toBeDefined();

    // The file downloads byte for byte: its SHA-256 is the one shown.
    const href = await page.$eval('[data-testid="tracker-packet"] a[download]', (a) => (a as HTMLAnchorElement).getAttribute('href'));
    const file = await page.evaluate(async (path) => {
      const res = await fetch(path!, { credentials: 'include' });
      const bytes = await res.arrayBuffer();
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      return { type: res.headers.get('content-type'), sha: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('') };
    }, href);
    expect(file).toEqual({ type: 'application/pdf', sha });

    // What changed: each reworded statement beside its original.
    await page.click('[data-testid="tracker-packet"] summary');
    await tracker.waitForText('Your original:');
    expect(await seriousViolations(page)).toEqual([]);

    await tracker.click('Close');
    await tracker.waitForCardIn('applied', job.jobTitle);
  });
});
