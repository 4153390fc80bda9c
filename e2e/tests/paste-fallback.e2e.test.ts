// The paste fallback (decision D3, issue 9): the job page is behind LinkedIn's sign-in wall, so the
// form asks for the description; a too-short paste is refused on the field with the server's reason,
// the job title and company are prefilled from the pasted text (never over what the user typed), sent
// with the resume, and My Resumes lists the resume under them.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { OptimizePage } from '../pages/optimize.page';
import { chromeAvailable } from '../support/browser';
import { type SiteServer, startCountingLinkedIn } from '../support/extension-sites';
import { newAccount, useSuite } from '../support/suite';

const jobUrl = 'https://www.linkedin.com/jobs/view/4000000001/';
const description =
  'About Contoso:\nContoso builds scheduling software for clinics across Europe.\n\n' +
  'We are looking for a Senior Backend Engineer to join our platform team. You will build Python and ' +
  'PostgreSQL services on AWS, with Docker and Kubernetes in production.';

describe.skipIf(!chromeAvailable)('pasting the job description when the job page cannot be read', () => {
  let linkedIn: SiteServer;
  beforeAll(async () => {
    linkedIn = await startCountingLinkedIn();
  });
  afterAll(async () => linkedIn?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: linkedIn.origin }));

  it('prefills the job title and company from the pasted text, sends them, and lists the resume under them', async () => {
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('paste'));
    await auth.waitForPath('/dashboard');

    const optimize = new OptimizePage(page, suite.app.url);
    await optimize.open(jobUrl);
    await optimize.click('Paste Text', 'tab');
    await optimize.paste('Resume text', resumeText);
    await optimize.submit();
    // The sign-in wall: the form asks for the description.
    await page.waitForSelector('[data-testid="job-description-needed"]', { visible: true });
    expect(linkedIn.requests.length).toBeGreaterThan(0);

    // Too short: the server's reason shows under the description field (the page is not asked again).
    await optimize.paste('Job description', 'Backend Engineer, Python.');
    await optimize.submit();
    await page.waitForFunction(() => document.getElementById('optimize-job-description')?.getAttribute('aria-invalid') === 'true');
    expect(await optimize.fieldError('Job description')).toBe('Please paste the whole job description (at least 50 characters).');

    // The whole description: both fields follow the text as it is pasted.
    await optimize.paste('Job description', description);
    expect(await optimize.valueIn('Job title')).toBe('Senior Backend Engineer');
    expect(await optimize.valueIn('Company')).toBe('Contoso');
    // What the user types is kept when the description changes again.
    await optimize.fill('Company', 'Contoso Health');
    await optimize.paste('Job description', `${description}\nJoin Fabrikam as a Staff Engineer.`);
    expect(await optimize.valueIn('Company')).toBe('Contoso Health');
    expect(await optimize.valueIn('Job title')).toBe('Senior Backend Engineer');

    const asked = linkedIn.requests.length;
    await optimize.submit();
    await optimize.waitForResult();
    // A pasted description is the job: the page is not fetched again (issue 26).
    expect(linkedIn.requests.length).toBe(asked);
    const jobDetails = await optimize.testIdText('job-details');
    expect(jobDetails).toContain('Senior Backend Engineer');
    expect(jobDetails).toContain('Contoso Health');

    await optimize.goto('/my-resumes');
    await page.waitForSelector('[data-testid="resume-card"]', { visible: true });
    const card = await page.$eval('[data-testid="resume-card"]', (el) => (el as HTMLElement).innerText);
    expect(card).toContain('Senior Backend Engineer');
    expect(card).toContain('Contoso Health');
    expect(card).not.toContain('Unknown company');
  });
});
