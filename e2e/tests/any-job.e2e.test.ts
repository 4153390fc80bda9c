// Any job from anywhere (decision D12) in the browser: a Greenhouse link is read from the board's JSON
// (a loopback stand-in serving a stored posting, JOB_BOARD_ORIGINS), and a pasted description needs no
// link at all; the title and company the text does not state are asked for, and nothing is fetched.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { OptimizePage } from '../pages/optimize.page';
import { chromeAvailable } from '../support/browser';
import { repoRoot } from '../support/paths';
import { newAccount, useSuite } from '../support/suite';

const boards = join(repoRoot, 'api/src/features/jobs/__fixtures__/boards/greenhouse');
const link = 'https://job-boards.greenhouse.io/harborlight/jobs/4012345006?gh_src=linkedin';
const files: Record<string, string> = {
  '/v1/boards/harborlight/jobs/4012345006?pay_transparency=true': 'harborlight.api.json',
  '/harborlight/jobs/4012345006': 'harborlight.html',
};
const unnamed =
  'We need someone to run our billing services: 4+ years of Python and PostgreSQL, Docker and AWS in production, ' +
  'and a calm head on the on-call rota.';

describe.skipIf(!chromeAvailable)('any job link, or none', () => {
  const requests: string[] = [];
  const greenhouse = createServer((req, res) => {
    requests.push(req.url ?? '');
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    void readFile(join(boards, file)).then((body) =>
      res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/html' }).end(body),
    );
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => greenhouse.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(greenhouse.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => greenhouse.close(() => resolve())));
  const suite = useSuite(() => ({ JOB_BOARD_ORIGINS: `greenhouse=${origin}` }));

  it('tailors to a Greenhouse posting read from its JSON, then to a pasted description with no link', async () => {
    const resumeText = await readFile(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('anyjob'));
    await auth.waitForPath('/dashboard');

    const optimize = new OptimizePage(page, suite.app.url);
    await optimize.open(link);
    await optimize.click('Paste Text', 'tab');
    await optimize.paste('Resume text', resumeText);
    await optimize.submit();
    await optimize.waitForResult();
    const details = await optimize.testIdText('job-details');
    expect(details).toContain('Senior Platform Engineer');
    expect(details).toContain('Harborlight Analytics');
    expect(details).toContain('Greenhouse');
    // What the tracker keeps is shown too: the pay range and the requisition id.
    expect(await optimize.testIdText('job-facts')).toBe('$155,000–$185,000 a year · Req. ENG-2291');
    expect(requests).toEqual(['/v1/boards/harborlight/jobs/4012345006?pay_transparency=true']);

    // No link: the description is pasted; the text names neither the role nor the company, so both are asked for.
    await optimize.open();
    await optimize.click('Paste Text', 'tab');
    await optimize.paste('Resume text', resumeText);
    await optimize.click('Paste the job description instead');
    await optimize.paste('Job description', unnamed);
    await optimize.submit();
    await page.waitForFunction(() => document.getElementById('optimize-company')?.getAttribute('aria-invalid') === 'true', { polling: 100 });
    expect(await optimize.fieldError('Company')).toContain('Please enter the company name');
    await optimize.fill('Job title', 'Billing Engineer');
    await optimize.fill('Company', 'Fabrikam');
    await optimize.submit();
    await optimize.waitForResult();
    const pasted = await optimize.testIdText('job-details');
    expect(pasted).toContain('Billing Engineer');
    expect(pasted).toContain('Fabrikam');
    expect(requests).toHaveLength(1);
  });
});
