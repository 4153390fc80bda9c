import { messages } from '@jobapp/shared';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { JobSearchPage } from '../pages/job-search.page';
import { OptimizePage } from '../pages/optimize.page';
import { chromeAvailable } from '../support/browser';
import { repoRoot } from '../support/paths';
import { getFreePort } from '../support/ports';
import { newAccount, useSuite } from '../support/suite';
import { seriousViolations } from '../support/axe';

// ---------------------------------------------------------------------------------------------
// A stand-in for LinkedIn and Indeed on loopback (LINKEDIN_ORIGIN and INDEED_ORIGIN point here).
// ---------------------------------------------------------------------------------------------

const fixture = (name: string) => readFileSync(`${repoRoot}/shared/src/jobs/__fixtures__/${name}`, 'utf8');
const linkedInSearchFragment = fixture('linkedin-guest-search.html'); // 2 cards: Backend Engineer (Go), QA Engineer
const linkedInGuestView = fixture('linkedin-guest-view.html');
const indeedViewJob = fixture('indeed-viewjob.html');

const longSnippet = [
  'Build and run APIs with FastAPI and PostgreSQL for our scheduling product.',
  'Own services end to end: design, code review, deployment on AWS and on-call.',
  'Work with product and design in a remote-first team across US time zones.',
  'Improve test coverage and the CI pipeline; mentor two junior developers.',
  'Nice to have: Celery, Redis, Terraform and some React.',
]
  .map((line) => `<li>${line}</li>`)
  .join('');

/** Indeed's search page as it ships its results: window.mosaic.providerData["mosaic-provider-jobcards"]. */
function indeedSearchPage(): string {
  const results = [
    {
      jobkey: 'a1b2c3d4e5f60718',
      displayTitle: 'Python Developer',
      company: 'Proseware, Inc.',
      formattedLocation: 'Remote in Austin, TX',
      pubDate: Date.UTC(2026, 0, 20),
      snippet: `<ul style="list-style-type:circle">${longSnippet}</ul>`,
      salarySnippet: { text: '$110,000 - $130,000 a year' },
    },
    {
      jobkey: '90a0b0c0d0e0f001',
      displayTitle: 'Data Analyst',
      company: "Margie's Travel",
      formattedLocation: 'Dallas, TX 75201',
      pubDate: Date.UTC(2026, 0, 18),
      snippet: '<ul><li>SQL and Tableau dashboards for the sales team.</li></ul>',
    },
    {
      jobkey: 'bb00cc11dd22ee33',
      displayTitle: 'Site Reliability Engineer',
      company: 'Contoso',
      formattedLocation: 'Austin, TX',
      snippet: '',
    },
  ];
  const data = JSON.stringify({ metaData: { mosaicProviderJobCardsModel: { results, pageNumber: 1 } } }).replace(
    /</g,
    '\\u003C',
  );
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Python Developer Jobs | Indeed.com</title></head>
<body><div id="mosaic-provider-jobcards"><ul></ul></div>
<script>window.mosaic = window.mosaic || {}; window.mosaic.providerData = window.mosaic.providerData || {};
window.mosaic.providerData["mosaic-provider-jobcards"]=${data};</script></body></html>`;
}

interface JobSites {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

/** Answers like the sites do; a job title "limited" gets 429, "down" 503, "nothing" an empty result page. */
async function startJobSites(): Promise<JobSites> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (url.pathname === '/jobs-guest/jobs/api/seeMoreJobPostings/search') {
      const keywords = url.searchParams.get('keywords') ?? '';
      if (keywords === 'limited') return html(429, '<html><body>Too Many Requests</body></html>');
      if (keywords === 'down') return html(503, '<html><body>Service Unavailable</body></html>');
      if (keywords === 'nothing') return html(200, '');
      return html(200, linkedInSearchFragment);
    }
    if (url.pathname === '/jobs') return html(200, indeedSearchPage());
    if (/^\/jobs\/view\/[\w-]*\d+\/?$/.test(url.pathname)) return html(200, linkedInGuestView);
    if (url.pathname === '/viewjob') return html(200, indeedViewJob);
    return html(404, 'not found');
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Evaluated through the DevTools protocol, which the app's Content-Security-Policy does not block.
const resumeText = readFileSync(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');

describe.skipIf(!chromeAvailable)('job search in the browser', () => {
  let sites: JobSites;
  beforeAll(async () => {
    sites = await startJobSites();
  });
  afterAll(async () => sites?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: sites.origin, INDEED_ORIGIN: sites.origin }));

  async function signedInPage(prefix: string): Promise<Page> {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount(prefix));
    await auth.waitForPath('/dashboard');
    return page;
  }

  it('searches LinkedIn, copies a link, shows details, sends a user without resumes to add one, then optimizes for an Indeed result', async () => {
    const page = await signedInPage('search');
    await page
      .browserContext()
      .overridePermissions(suite.app.url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    const jobs = new JobSearchPage(page, suite.app.url);
    await jobs.open();

    // No results panel before the first search; LinkedIn is the default source.
    expect(await page.$('[data-testid="job-results"]')).toBeNull();
    expect(await (await jobs.field('Source')).evaluate((el) => (el as HTMLSelectElement).value)).toBe('linkedin');

    // LinkedIn: the two cards of the guest search fragment, canonical links, the toast.
    const linkedIn = { jobTitle: 'Backend Engineer', location: 'Germany' };
    await jobs.search(linkedIn);
    expect(await jobs.waitForOutcome(linkedIn)).toBe('Found 2 matching positions');
    expect(await jobs.toastText(messages.searchCompleted)).toContain('Found 2 matching positions.');
    expect(await jobs.resultTitles()).toEqual(['Backend Engineer (Go)', 'QA Engineer']);
    expect(sites.requests.some((r) => r.includes('seeMoreJobPostings/search?keywords=Backend+Engineer&location=Germany'))).toBe(true);
    const goCard = await jobs.cardText('Backend Engineer (Go)');
    expect(goCard).toContain('Woodgrove Bank');
    expect(goCard).toContain('Munich, Bavaria, Germany');
    expect(goCard).toContain('Posted January 10, 2026');
    expect(goCard).toContain('LinkedIn');
    // LinkedIn cards carry no description, so no Show More; the user has no resumes yet.
    expect(goCard).not.toContain('Show More');
    expect(goCard).toContain('Upload Resume First');
    expect(await seriousViolations(page)).toEqual([]);
    // The search is kept in the address, so Back returns to it.
    expect(new URL(page.url()).search).toBe('?jobTitle=Backend+Engineer&location=Germany&source=linkedin');

    // View opens the canonical posting in a new tab.
    const view = await jobs.inCard('Backend Engineer (Go)', 'View (opens in a new tab)', 'link');
    expect(await view.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      'https://www.linkedin.com/jobs/view/4100000001/',
      '_blank',
      'noopener noreferrer',
    ]);

    // Copy URL: the link is on the clipboard and the button reads 'Copied' for 2 seconds.
    await (await jobs.inCard('Backend Engineer (Go)', 'Copy URL')).click();
    await jobs.inCard('Backend Engineer (Go)', 'Copied');
    await jobs.toastText(messages.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://www.linkedin.com/jobs/view/4100000001/');
    const copiedAt = Date.now();
    await jobs.inCard('Backend Engineer (Go)', 'Copy URL');
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThan(1000);
    expect(shownFor).toBeLessThan(4000);

    // Details: a dialog with the posted date, the source, View Job and Optimize; Escape closes it.
    await (await jobs.inCard('QA Engineer', 'Details')).click();
    const dialog = await jobs.dialogText();
    expect(dialog).toContain('QA Engineer');
    expect(dialog).toContain('Fourth Coffee');
    expect(dialog).toContain('January 23, 2026');
    expect(dialog).toMatch(/Source\s*LinkedIn/);
    expect(await seriousViolations(page)).toEqual([]);
    const viewJob = await page.waitForSelector('[data-testid="job-details-dialog"] ::-p-aria([name="View Job (opens in a new tab)"][role="link"])');
    expect(await viewJob!.evaluate((a) => a.getAttribute('href'))).toBe('https://www.linkedin.com/jobs/view/4100000002/');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="job-details-dialog"]'));
    // Focus is back on the Details button it was opened from.
    expect(await jobs.focusedText('Details')).toBe('Details');

    // Selecting a job shows 'Optimize Resume for Selected Job'; with no resumes: 'Resume required' → /optimize-resume.
    expect(await page.$('[data-testid="selected-actions"]')).toBeNull();
    // Selected from the keyboard: focus the checkbox, press Space.
    await (await jobs.inCard('QA Engineer', 'Select QA Engineer', 'checkbox')).focus();
    await page.keyboard.press('Space');
    await page.waitForSelector('[data-testid="selected-actions"]', { visible: true });
    expect(await (await jobs.inCard('QA Engineer', 'Select QA Engineer', 'checkbox')).evaluate((el) => el.getAttribute('aria-checked'))).toBe('true');
    // A second selection: the first one selected (QA Engineer) is the one used.
    await (await jobs.inCard('Backend Engineer (Go)', 'Select Backend Engineer (Go)', 'checkbox')).click();
    expect(await page.$eval('[data-testid="selected-actions"]', (el) => (el as HTMLElement).innerText)).toContain('2 selected');
    await jobs.click('Optimize Resume for Selected Job');
    await jobs.toastText(messages.resumeRequired);
    await jobs.waitForPath('/optimize-resume');
    expect(new URL(page.url()).searchParams.get('jobUrl')).toBe('https://www.linkedin.com/jobs/view/4100000002/');

    // Create a resume by pasting text for that job (read from the stand-in LinkedIn page).
    const optimize = new OptimizePage(page, suite.app.url);
    await page.waitForSelector('[data-testid="job-url-detected"]', { visible: true });
    await optimize.click('Paste Text', 'tab');
    const textArea = await optimize.field('Resume text');
    await textArea.evaluate((el, text) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(el, text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, resumeText);
    await optimize.submit();
    await optimize.waitForResult();
    expect(sites.requests.some((r) => r.startsWith('/jobs/view/4100000002'))).toBe(true);

    // Back on Job Search, Indeed: Show More / Show Less on a long snippet, then Optimize Resume.
    await jobs.open();
    const indeed = { jobTitle: 'Python Developer', location: 'Austin, TX', source: 'indeed' as const };
    await jobs.search(indeed);
    expect(await jobs.waitForOutcome(indeed)).toBe('Found 3 matching positions');
    expect(sites.requests.some((r) => r.startsWith('/jobs?q=Python+Developer&l=Austin%2C+TX'))).toBe(true);
    expect(await jobs.resultTitles()).toEqual(['Python Developer', 'Data Analyst', 'Site Reliability Engineer']);
    const pythonCard = await jobs.cardText('Python Developer');
    expect(pythonCard).toContain('Indeed');
    expect(pythonCard).toContain('$110,000 - $130,000 a year');
    expect(pythonCard).toContain('Optimize Resume');
    expect(pythonCard).not.toContain('Upload Resume First');
    // Short snippet and no snippet: no toggle.
    expect(await jobs.cardText('Data Analyst')).not.toContain('Show More');
    expect(await jobs.cardText('Site Reliability Engineer')).not.toContain('Show More');

    const description = async () =>
      (await jobs.card('Python Developer')).$eval('[data-testid="job-description"]', (el) => {
        const style = getComputedStyle(el);
        return { clamped: style.webkitLineClamp === '2', height: el.getBoundingClientRect().height };
      });
    const clamped = await description();
    expect(clamped.clamped).toBe(true);
    const more = await jobs.inCard('Python Developer', 'Show More');
    expect(await more.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('false');
    await more.click();
    const less = await jobs.inCard('Python Developer', 'Show Less');
    expect(await less.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('true');
    const open = await description();
    expect(open.clamped).toBe(false);
    expect(open.height).toBeGreaterThan(clamped.height * 1.5);
    await less.click();
    await jobs.inCard('Python Developer', 'Show More');

    await (await jobs.inCard('Python Developer', 'Optimize Resume')).click();
    await jobs.waitForPath('/optimize-resume');
    expect(new URL(page.url()).search).toBe(`?jobUrl=${encodeURIComponent('https://www.indeed.com/viewjob?jk=a1b2c3d4e5f60718')}`);
    await page.waitForSelector('[data-testid="job-url-detected"]', { visible: true });
    expect(await (await optimize.field('Job link')).evaluate((el) => (el as HTMLInputElement).value)).toBe(
      'https://www.indeed.com/viewjob?jk=a1b2c3d4e5f60718',
    );

    // Browser Back: the same search is shown again from the cache, without asking Indeed again.
    const indeedSearches = sites.requests.filter((r) => r.startsWith('/jobs?')).length;
    await page.goBack({ waitUntil: 'networkidle0' });
    await jobs.waitForPath('/job-search');
    expect(await jobs.waitForOutcome(indeed)).toBe('Found 3 matching positions');
    expect(sites.requests.filter((r) => r.startsWith('/jobs?')).length).toBe(indeedSearches);
  });

  it('checks the job title, reports a source that limits searches, shows the empty state, prefills from the address and works in the dashboard tab', async () => {
    const page = await signedInPage('searcherr');
    const jobs = new JobSearchPage(page, suite.app.url);
    await jobs.open();

    // Validation: the job title is required, and nothing is searched.
    const before = sites.requests.length;
    await jobs.click('Search Jobs');
    await page.waitForFunction(() => document.body.innerText.includes('Job title is required'));
    expect(await jobs.fieldError('Job title')).toBe(messages.jobTitleRequired);
    expect(sites.requests.length).toBe(before);
    expect(await page.$('[data-testid="job-results"]')).toBeNull();

    // The source answers 429: the red 'Error' box with the message, and the 'Search failed' toast.
    const limited = { jobTitle: 'limited' };
    await jobs.search(limited);
    await jobs.waitForOutcome(limited);
    const box = await jobs.errorBoxText();
    expect(box).toContain('Error');
    expect(box).toContain('LinkedIn is limiting searches right now. Try again in a few minutes.');
    const toast = await jobs.toastText(messages.searchFailed);
    expect(toast).toContain('LinkedIn is limiting searches right now. Try again in a few minutes.');
    await page.waitForSelector('[data-testid="job-search-paste"]', { visible: true });

    // The source cannot be reached: the box names it and offers the other ways in (issue 24, section 7).
    await jobs.search({ jobTitle: 'down' });
    await jobs.waitForOutcome({ jobTitle: 'down' });
    for (const words of ['LinkedIn could not be reached.', 'paste its description on Optimize Resume', "ResumeBoost button in your browser's toolbar"]) {
      expect(await jobs.errorBoxText()).toContain(words);
    }
    expect(await page.$eval('[data-testid="job-search-paste"]', (a) => new URL((a as HTMLAnchorElement).href).pathname)).toBe('/optimize-resume');

    // Nothing found: 'No results found'.
    const nothing = { jobTitle: 'nothing' };
    await jobs.search(nothing);
    expect(await jobs.waitForOutcome(nothing)).toBe('Found 0 matching positions');
    await page.waitForSelector('[data-testid="job-search-empty"]', { visible: true });
    expect(await jobs.bodyText()).toContain(messages.noResults);
    expect(await page.$('[data-testid="job-search-error"]')).toBeNull();

    // Opened with ?jobTitle=&location=&source= (the extension's "Search similar jobs"): filled in and run.
    await jobs.open('?jobTitle=Data%20Analyst&location=Dallas&source=indeed');
    expect(await jobs.waitForOutcome({ jobTitle: 'Data Analyst', source: 'indeed' })).toBe('Found 3 matching positions');
    expect(await (await jobs.field('Job title')).evaluate((el) => (el as HTMLInputElement).value)).toBe('Data Analyst');
    expect(await (await jobs.field('Location')).evaluate((el) => (el as HTMLInputElement).value)).toBe('Dallas');
    expect(await (await jobs.field('Source')).evaluate((el) => (el as HTMLSelectElement).value)).toBe('indeed');
    expect(sites.requests.some((r) => r.startsWith('/jobs?q=Data+Analyst&l=Dallas'))).toBe(true);

    // The dashboard's Job Search tab holds the same search.
    await jobs.goto('/dashboard');
    await jobs.click('Job Search', 'tab');
    // Submitted with Enter from the job title field.
    const qa = { jobTitle: 'QA Engineer' };
    await jobs.fill('Job title', qa.jobTitle);
    await page.keyboard.press('Enter');
    expect(await jobs.waitForOutcome(qa)).toBe('Found 2 matching positions');
    expect(await jobs.resultTitles()).toEqual(['Backend Engineer (Go)', 'QA Engineer']);
    expect(jobs.pathname()).toBe('/dashboard');
    await (await jobs.inCard('QA Engineer', 'Upload Resume First')).click();
    await jobs.toastText(messages.resumeRequired);
    await jobs.waitForPath('/optimize-resume');
  });
});
