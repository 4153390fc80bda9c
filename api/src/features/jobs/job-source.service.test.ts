/**
 * resolveJobPosting over a real database and a fixture job site on 127.0.0.1 (LINKEDIN_ORIGIN and
 * INDEED_ORIGIN point at it): capture first, then the page, then the pasted description, and the
 * errors a caller sees when none of them has the posting.
 */
import type { ServerResponse } from 'node:http';
import { AppError, messages } from '@jobapp/shared';
import { escapeHtml } from '@jobapp/shared/jobs/html-text';
import { readOwnFixture } from '@jobapp/shared/jobs/test-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendHtml, sendRedirect, startFixtureServer, type FixtureServer, type RecordedRequest } from '../../lib/safe-fetch.fixture-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { COMPANY_NEEDED, JOB_TITLE_NEEDED, PASTED_TOO_SHORT, resolveJobPosting } from './job-source.service';
import { upsertCapturedPosting } from '../job-postings/job-postings.queries';
import { createServiceDeps, insertTestUser, type ServiceTestDeps } from './test-deps';

const LINKEDIN_ID = '4411867124';
const LINKEDIN_LINK = `https://www.linkedin.com/jobs/view/senior-backend-engineer-at-northwind-health-${LINKEDIN_ID}?trk=public_jobs`;
const LINKEDIN_CANONICAL = `https://www.linkedin.com/jobs/view/${LINKEDIN_ID}/`;
const INDEED_JK = '0123456789abcdef';

type Route = (request: RecordedRequest, response: ServerResponse) => void;

let database: TestDatabase;
let site: FixtureServer;
let deps: ServiceTestDeps;
let userId: number;

/** Serves `routes` by path and query; anything else is a 404 page. */
function serve(routes: Record<string, Route>): void {
  site.handle((request, response) => {
    const route = routes[request.url];
    if (route) route(request, response);
    else sendHtml(response, '<html><head><title>Page not found</title></head><body><h1>Not found</h1></body></html>', 404);
  });
}

const page = (html: string, status = 200): Route => (_req, res) => sendHtml(res, html, status);

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startFixtureServer();
  deps = createServiceDeps(database, { LINKEDIN_ORIGIN: site.origin, INDEED_ORIGIN: site.origin, JOB_FETCH_TIMEOUT_MS: '1500' });
  userId = await insertTestUser(database);
});
afterAll(async () => {
  await deps.close();
  await site.close();
  await database.close();
});
beforeEach(() => {
  site.requests.length = 0;
  deps.logs.length = 0;
  serve({});
});

describe('capture (the extension saved the posting)', () => {
  it('is used without fetching, whatever form of the link was pasted', async () => {
    const owner = await insertTestUser(database);
    await upsertCapturedPosting(deps.db, {
      userId: owner,
      url: `https://de.linkedin.com/jobs/view/${LINKEDIN_ID}/?trk=x`,
      canonicalUrl: LINKEDIN_CANONICAL,
      source: 'linkedin',
      title: 'Captured Engineer',
      company: 'Captured Co',
      location: 'Berlin, Germany',
      descriptionHtml: '<p onclick="x()">We need a Platform Engineer with 4+ years of Kubernetes and Terraform experience.</p><script>alert(1)</script>',
      datePosted: '2026-01-02',
    });
    serve({ [`/jobs/view/${LINKEDIN_ID}/`]: page(readOwnFixture('linkedin-guest-view.html')) });

    const resolved = await resolveJobPosting(deps, { userId: owner, jobUrl: `https://www.linkedin.com/jobs/search/?currentJobId=${LINKEDIN_ID}&geoId=1` });
    expect(site.requests).toHaveLength(0);
    expect(resolved.details).toMatchObject({
      title: 'Captured Engineer',
      company: 'Captured Co',
      location: 'Berlin, Germany',
      origin: 'capture',
      url: LINKEDIN_CANONICAL,
      source: 'linkedin',
      experience: expect.stringMatching(/^4\+ years/),
      description: 'We need a Platform Engineer with 4+ years of Kubernetes and Terraform experience.',
    });
    expect(resolved.details.skills).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    expect(resolved.descriptionHtml).toBe('<p>We need a Platform Engineer with 4+ years of Kubernetes and Terraform experience.</p>');
    expect(deps.logs.some((l) => l.jobSource === 'capture')).toBe(true);

    // The capture belongs to its owner: for another user the page is fetched.
    const forOther = await resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK });
    expect(forOther.details.origin).toBe('fetch');
    expect(forOther.details.title).toBe('Senior Backend Engineer');
    expect(site.requests).toHaveLength(1);
  });
});

describe('fetch (the server reads the page)', () => {
  it('reads a LinkedIn guest job page from LINKEDIN_ORIGIN', async () => {
    serve({ [`/jobs/view/${LINKEDIN_ID}/`]: page(readOwnFixture('linkedin-guest-view.html')) });
    const fresh = await insertTestUser(database);
    const { details, descriptionHtml } = await resolveJobPosting(deps, { userId: fresh, jobUrl: LINKEDIN_LINK });
    expect(site.requests.map((r) => r.url)).toEqual([`/jobs/view/${LINKEDIN_ID}/`]);
    expect(site.requests[0]!.headers['user-agent']).toContain('Mozilla/5.0');
    expect(details).toMatchObject({
      title: 'Senior Backend Engineer',
      company: 'Northwind Health',
      location: 'Sydney, New South Wales, Australia',
      experience: expect.stringMatching(/^5\+ years/),
      education: '',
      origin: 'fetch',
      url: LINKEDIN_CANONICAL,
      source: 'linkedin',
    });
    expect(details.skills).toEqual(expect.arrayContaining(['TypeScript', 'Go', 'PostgreSQL', 'AWS']));
    expect(details.description).toContain('• Own PostgreSQL schemas and migrations');
    expect(descriptionHtml).toContain('<li>Mentor two junior engineers</li>');
    expect(deps.logs.find((l) => l.jobSource === 'fetch')).toMatchObject({ capture: 'no-capture', strategy: 'linkedin-dom' });
  });

  it('never returns scripts, event handlers or images from the page', async () => {
    const hostile = readOwnFixture('linkedin-guest-view.html').replace(
      '<strong>About the role</strong>',
      '<strong onclick="steal()">About the role</strong><script>alert("xss")</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">apply</a><iframe src="https://evil.test"></iframe>',
    );
    serve({ [`/jobs/view/${LINKEDIN_ID}/`]: page(hostile) });
    const { details, descriptionHtml } = await resolveJobPosting(deps, { userId: await insertTestUser(database), jobUrl: LINKEDIN_LINK });
    expect(descriptionHtml).toContain('<strong>About the role</strong>');
    for (const bad of ['<script', 'onclick', 'onerror', 'alert', '<img', 'javascript:', '<iframe', 'steal']) {
      expect(descriptionHtml).not.toContain(bad);
    }
    expect(details.description).not.toContain('alert');
  });

  it('drops NUL and other control characters a page carries, so the job can be stored', async () => {
    const withNul = readOwnFixture('linkedin-guest-view.html')
      .replace('Senior Backend Engineer', 'Senior\u0000 Backend Engineer\u0007')
      .replace('<strong>About the role</strong>', '<strong>About the\u0000 role</strong>\u0001');
    serve({ [`/jobs/view/${LINKEDIN_ID}/`]: page(withNul) });
    const { details, descriptionHtml } = await resolveJobPosting(deps, { userId: await insertTestUser(database), jobUrl: LINKEDIN_LINK });
    // eslint-disable-next-line no-control-regex
    const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
    for (const text of [details.title, details.company, details.description, descriptionHtml]) expect(text).not.toMatch(control);
    expect(details.title).toBe('Senior Backend Engineer');
    expect(details.description).toContain('About the role');
  });

  it('reads an Indeed job page from INDEED_ORIGIN and keeps the country site in the canonical URL', async () => {
    serve({ [`/viewjob?jk=${INDEED_JK}`]: page(readOwnFixture('indeed-viewjob.html')) });
    const { details } = await resolveJobPosting(deps, { userId, jobUrl: `https://uk.indeed.com/viewjob?jk=${INDEED_JK}&from=serp&vjs=3` });
    expect(site.requests.map((r) => r.url)).toEqual([`/viewjob?jk=${INDEED_JK}`]);
    expect(details).toMatchObject({
      title: 'Operations Analyst',
      company: 'Adventure Works',
      origin: 'fetch',
      source: 'indeed',
      url: `https://uk.indeed.com/viewjob?jk=${INDEED_JK}`,
    });
    expect(details.location).toContain('Melbourne');
    expect(details.description).toContain('Plan warehouse capacity & staffing');
  });

  it('follows a redirect to the sign-in wall and asks for the description (reason sign-in-wall)', async () => {
    serve({
      [`/jobs/view/${LINKEDIN_ID}/`]: (_req, res) => sendRedirect(res, `/authwall?trk=gf&sessionRedirect=x`),
      '/authwall?trk=gf&sessionRedirect=x': page(readOwnFixture('linkedin-authwall.html')),
    });
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK }));
    expect(error.code).toBe('job_description_required');
    expect(error.status).toBe(422);
    expect(error.message).toBe(messages.jobDescriptionRequired);
    expect(error.details).toEqual({ reason: 'sign-in-wall' });
    // The job page, its redirect target, then LinkedIn's guest endpoint (a 404 here).
    expect(site.requests).toHaveLength(3);
    expect(site.requests[2]?.url).toBe(`/jobs-guest/jobs/api/jobPosting/${LINKEDIN_ID}`);
    expect(deps.logs.find((l) => l.msg === 'No source could supply the job posting')).toMatchObject({ fetch: 'sign-in-wall', capture: 'no-capture' });
  });

  it('reads a walled LinkedIn posting from the guest endpoint instead', async () => {
    const guestView = readOwnFixture('linkedin-guest-view.html');
    const fragment = guestView.slice(guestView.indexOf('<body'), guestView.lastIndexOf('</body>')).replace(/^<body[^>]*>/, '');
    serve({
      [`/jobs/view/${LINKEDIN_ID}/`]: page(readOwnFixture('linkedin-authwall.html')),
      [`/jobs-guest/jobs/api/jobPosting/${LINKEDIN_ID}`]: page(fragment),
    });
    const { details } = await resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK });
    expect(details).toMatchObject({ origin: 'fetch', title: 'Senior Backend Engineer', company: 'Northwind Health', source: 'linkedin' });
    expect(details.url).toBe(`https://www.linkedin.com/jobs/view/${LINKEDIN_ID}/`);
    expect(site.requests.map((r) => r.url)).toEqual([`/jobs/view/${LINKEDIN_ID}/`, `/jobs-guest/jobs/api/jobPosting/${LINKEDIN_ID}`]);
  });

  it('does not try the guest endpoint for a posting that is gone (404)', async () => {
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK }));
    expect(error.details).toEqual({ reason: 'http-404' });
    expect(site.requests).toHaveLength(1);
  });

  it('names a bot check even when it comes with 403', async () => {
    serve({ [`/jobs/view/${LINKEDIN_ID}/`]: page(readOwnFixture('cloudflare-challenge.html'), 403) });
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK }));
    expect(error.details).toEqual({ reason: 'bot-check' });
  });

  it.each([
    ['a 404', { [`/jobs/view/${LINKEDIN_ID}/`]: page('<h1>Gone</h1>', 404) }, 'http-404'],
    ['a 500', { [`/jobs/view/${LINKEDIN_ID}/`]: page('<h1>Oops</h1>', 500) }, 'http-500'],
    ['a page without a job', { [`/jobs/view/${LINKEDIN_ID}/`]: page('<html><body><p>Hello</p></body></html>') }, 'no-job-found'],
    ['a redirect off-site', { [`/jobs/view/${LINKEDIN_ID}/`]: ((_q, r) => sendRedirect(r, 'https://example.com/')) as Route }, 'host-not-allowed'],
  ])('asks for the description after %s', async (_name, routes, reason) => {
    serve(routes);
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK }));
    expect(error.code).toBe('job_description_required');
    expect(error.details).toEqual({ reason });
  });

  it('asks for the description when the page does not answer in time', async () => {
    site.handle(() => undefined);
    const quick = createServiceDeps(database, { LINKEDIN_ORIGIN: site.origin, INDEED_ORIGIN: site.origin, JOB_FETCH_TIMEOUT_MS: '200' });
    const error = await errorOf(resolveJobPosting(quick, { userId, jobUrl: LINKEDIN_LINK }));
    expect(error.details).toEqual({ reason: 'timeout' });
    await quick.close();
  });
});

describe('pasted description (issue 26: the link is kept and never fetched)', () => {
  const PASTED = 'Senior Data Engineer\n\nWe are hiring a data engineer.\n\nRequirements:\n• 3+ years of experience with Python and SQL\n• Airflow experience\n• <b>Bachelor\'s degree in Computer Science</b>';

  it('is used without fetching the page, with a title from its first line and nothing invented', async () => {
    serve({ [`/jobs/view/${LINKEDIN_ID}/`]: page(readOwnFixture('linkedin-guest-view.html')) });
    const { details, descriptionHtml } = await resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK, jobDescription: PASTED, company: 'Northwind Health' });
    expect(site.requests).toHaveLength(0);
    expect(details).toMatchObject({
      title: 'Senior Data Engineer',
      company: 'Northwind Health',
      location: '',
      origin: 'pasted',
      url: LINKEDIN_CANONICAL,
      source: 'linkedin',
      experience: expect.stringMatching(/^3\+ years/),
      education: "Bachelor's degree in Computer Science",
    });
    expect(details.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Airflow']));
    expect(details.description).toContain('• 3+ years of experience with Python and SQL');
    // Pasted text is text: markup in it is shown, never interpreted.
    expect(descriptionHtml).toContain('&lt;b&gt;Bachelor');
    expect(descriptionHtml).not.toContain('<b>');
  });

  it('asks for the title and company by field when the first line is not a title and none were given', async () => {
    const text = 'About the job\nWe need someone to keep our warehouse running smoothly every single day.';
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK, jobDescription: text }));
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual({ jobTitle: JOB_TITLE_NEEDED, company: COMPANY_NEEDED });
    const named = await resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK, jobDescription: text, jobTitle: 'Warehouse Lead', company: 'Acme' });
    expect(named.details).toMatchObject({ title: 'Warehouse Lead', company: 'Acme', origin: 'pasted' });
    expect(site.requests).toHaveLength(0);
  });

  it('must have at least 50 characters, and the page is not fetched instead', async () => {
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: LINKEDIN_LINK, jobDescription: 'Engineer, Python, SQL, good pay.' }));
    expect(error.code).toBe('job_description_required');
    expect(error.details).toEqual({ reason: 'pasted-description-too-short', jobDescription: PASTED_TOO_SHORT });
    expect(site.requests).toHaveLength(0);
  });
});

describe('links (D12)', () => {
  it.each([
    ['', messages.jobUrlMissing],
    ['   ', messages.jobUrlMissing],
    ['linkedin.com/jobs/view/123', messages.jobUrlNotJob],
    ['javascript:alert(1)', messages.jobUrlNotJob],
    ['https://user:pw@www.linkedin.com/jobs/view/123/', messages.jobUrlNotJob],
  ])('%j → validation_failed "%s"', async (jobUrl, message) => {
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl }));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(message);
    expect(error.details).toEqual({ jobUrl: message });
    expect(site.requests).toHaveLength(0);
  });

  it.each([
    'https://example.com/jobs/view/123',
    'https://linkedin.com.example.org/jobs/view/123/',
    'https://www.linkedin.com/feed/',
    `http://127.0.0.1:${8080}/jobs/view/123/`,
  ])('%j is accepted as a job link and kept as given with a pasted description', async (jobUrl) => {
    const { details } = await resolveJobPosting(deps, { userId, jobUrl, jobDescription: 'x '.repeat(100), jobTitle: 'Engineer', company: 'Acme' });
    expect(details).toMatchObject({ url: jobUrl, source: 'other', origin: 'pasted' });
    expect(site.requests).toHaveLength(0);
  });
});

describe('shared fixtures', async () => {
  const { fixturesAvailable, indeedEscapeJson, readFixtureJson } = await import('@jobapp/shared/jobs/test-fixtures');
  type Json = Record<string, unknown>;

  it.skipIf(!fixturesAvailable)('Indeed page with window._initialData (Blue Yonder, 2025-08)', async () => {
    const [item] = readFixtureJson<Json[]>('indeed/scrapfly_indeed_viewjob_initialData_extract_2025-08.json').filter((i) => i.companyName === 'Blue Yonder');
    const { description, jobType, ...header } = item!;
    const jk = /fromjk=([0-9a-f]{16})/.exec(String(header.companyOverviewLink))![1]!;
    const data = { jobInfoWrapperModel: { jobInfoModel: { jobInfoHeaderModel: header, sanitizedJobDescription: description, jobMetadataHeaderModel: { jobType } } } };
    const html = `<!DOCTYPE html><html><head><title>${escapeHtml(String(header.jobTitle))} - Indeed.com</title></head><body><div id="root"></div>
      <script>window._initialData=${indeedEscapeJson(JSON.stringify(data))};</script></body></html>`;
    serve({ [`/viewjob?jk=${jk}`]: page(html) });
    const { details } = await resolveJobPosting(deps, { userId, jobUrl: `https://www.indeed.com/jobs?q=python&vjk=${jk}` });
    expect(details).toMatchObject({ title: 'Staff Software Engineer (python)', company: 'Blue Yonder', location: 'Dallas, TX', origin: 'fetch', source: 'indeed' });
    expect(details.url).toBe(`https://www.indeed.com/viewjob?jk=${jk}`);
    expect(details.description.length).toBeGreaterThan(500);
    expect(details.skills).toContain('Python');
    expect(details.experience).toMatch(/^8/);
  });

  it.skipIf(!fixturesAvailable)('LinkedIn page with JSON-LD (Tactibit, 2025-09): experience and education from the posting', async () => {
    const { jobDescription, ...ld } = readFixtureJson<Json>('jobs/jsonld/linkedin-scrapfly_2025-09_2_tactibit-technologies-python-developer.json');
    const bullets = (jobDescription as string[]).map((b) => `<li>${escapeHtml(b)}</li>`).join('');
    const html = `<!DOCTYPE html><html><head><title>Tactibit Technologies hiring Python Developer | LinkedIn</title>
      <script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>
      <h1 class="top-card-layout__title topcard__title">Python Developer</h1>
      <div class="description__text description__text--rich"><section class="show-more-less-html"><div class="show-more-less-html__markup"><ul>${bullets}</ul></div></section></div></body></html>`;
    serve({ '/jobs/view/4111111111/': page(html) });
    const { details } = await resolveJobPosting(deps, { userId, jobUrl: 'https://www.linkedin.com/jobs/view/4111111111' });
    expect(details).toMatchObject({
      title: 'Python Developer',
      company: 'Tactibit Technologies',
      location: 'Suitland, MD',
      experience: expect.stringMatching(/^4\+ years/),
      education: 'bachelor degree',
      origin: 'fetch',
    });
    expect(details.skills).toContain('Python');
  });
});
