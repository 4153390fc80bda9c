/**
 * POST /api/search-jobs over HTTP against a real database, with LinkedIn and Indeed played by a fixture
 * server on 127.0.0.1 answering hand-made pages (shared/src/jobs/__fixtures__ and builders in test-kit).
 * Reuse of recent searches and the per-user limit: job-search.reuse.test.ts; the shared fixtures folder:
 * job-search.fixtures.test.ts.
 */
import type { ServerResponse } from 'node:http';
import { messages, type ErrorBody, type JobSearchResult } from '@jobapp/shared';
import { readOwnFixture } from '@jobapp/shared/jobs/test-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { registerUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import {
  FETCH_TIMEOUT_MS,
  hang,
  INDEED_EXPECTED,
  INDEED_NO_RESULTS,
  indeedMosaicPage,
  isIndeedSearch,
  isLinkedInSearch,
  linkedInCard,
  LINKEDIN_EXPECTED,
  linkedInFragment,
  searchRequestOf,
  sendHtml,
  useSearchServer,
} from './test-kit';

const LINKEDIN_LIMITED = 'LinkedIn is limiting searches right now. Try again in a few minutes.';
const INDEED_LIMITED = 'Indeed is limiting searches right now. Try again in a few minutes.';
// Names the source and offers the other ways in: paste the job, or capture it with the extension (issue 24, section 7).
const OTHER_WAYS =
  "Or bring the job in another way: paste its description on Optimize Resume, or capture it from the job's page with the ResumeBoost browser extension.";
const LINKEDIN_UNAVAILABLE = `LinkedIn could not be reached. Try again in a few minutes. ${OTHER_WAYS}`;
const INDEED_UNAVAILABLE = `Indeed could not be reached. Try again in a few minutes. ${OTHER_WAYS}`;

let site: FixtureServer;
let server: TestServer;

useSearchServer((suite) => ({ site, server } = suite));
beforeEach(() => {
  site.requests.length = 0;
  server.clock.reset();
  site.handle((_request, response) => sendHtml(response, '<h1>Not found</h1>', 404));
});

/** A new user (so no earlier search is reused) searching once. */
async function searchAsNewUser<T = JobSearchResult[]>(body: unknown) {
  const { client, user } = await registerUser(server);
  const response = await client.post<T>('/api/search-jobs', body);
  return { client, user, response };
}

describe('POST /api/search-jobs: access and validation', () => {
  it('answers 401 when signed out, asking nobody', async () => {
    const response = await server.client().post<ErrorBody>('/api/search-jobs', { jobTitle: 'Engineer', source: 'linkedin' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: messages.notSignedIn });
    expect(site.requests).toHaveLength(0);
  });

  it.each([
    ['missing', { source: 'linkedin' }],
    ['empty', { jobTitle: '', source: 'indeed' }],
    ['only spaces', { jobTitle: '   ', location: 'Austin' }],
  ])("answers 400 'Job title is required' when the job title is %s", async (_label, body) => {
    const { response } = await searchAsNewUser<ErrorBody>(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'validation_failed',
      message: 'Job title is required',
      details: { jobTitle: 'Job title is required' },
    });
    expect(site.requests).toHaveLength(0);
  });

  it('answers 400 for a source other than linkedin or indeed', async () => {
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Engineer', source: 'monster' });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual({ source: 'Source must be linkedin or indeed' });
    expect(site.requests).toHaveLength(0);
  });
});

describe('LinkedIn (guest search API)', () => {
  it('reads the cards of the guest search answer, with canonical job links', async () => {
    site.handle((request, response) => {
      const { params } = searchRequestOf(request);
      sendHtml(response, params.start === '0' ? readOwnFixture('linkedin-guest-search.html') : '');
    });
    const { response } = await searchAsNewUser({ jobTitle: '  Backend   Engineer ', location: 'Munich, Germany', source: 'linkedin' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual(LINKEDIN_EXPECTED);

    expect(site.requests.every(isLinkedInSearch)).toBe(true);
    expect(site.requests.map((r) => searchRequestOf(r).params)).toEqual([
      { keywords: 'Backend Engineer', location: 'Munich, Germany', start: '0' },
      { keywords: 'Backend Engineer', location: 'Munich, Germany', start: '2' },
    ]);
    expect(site.requests[0]?.headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
  });

  it('uses linkedin when no source is given', async () => {
    site.handle((request, response) =>
      sendHtml(response, searchRequestOf(request).params.start === '0' ? linkedInFragment([linkedInCard('77', 'Welder')]) : ''),
    );
    const { response } = await searchAsNewUser({ jobTitle: 'Welder' });
    expect(response.status).toBe(200);
    expect(response.body.map((r) => r.url)).toEqual(['https://www.linkedin.com/jobs/view/77/']);
    expect(searchRequestOf(site.requests[0]!).params).toEqual({ keywords: 'Welder', location: '', start: '0' });
  });

  it('reads up to 3 pages of 10 and answers at most 25 results', async () => {
    site.handle((request, response) => {
      const start = Number(searchRequestOf(request).params.start);
      const cards = Array.from({ length: 10 }, (_, i) => linkedInCard(String(5000 + start + i), `Engineer ${start + i}`));
      sendHtml(response, linkedInFragment(cards));
    });
    const { response } = await searchAsNewUser({ jobTitle: 'Engineer', source: 'linkedin' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(25);
    expect(response.body[0]).toMatchObject({ id: '5000', title: 'Engineer 0', url: 'https://www.linkedin.com/jobs/view/5000/' });
    expect(response.body[24]).toMatchObject({ id: '5024', title: 'Engineer 24' });
    expect(new Set(response.body.map((r) => r.id)).size).toBe(25);
    expect(site.requests.map((r) => searchRequestOf(r).params.start)).toEqual(['0', '10', '20']);
  });

  it('stops at an empty page', async () => {
    site.handle((request, response) => {
      const start = Number(searchRequestOf(request).params.start);
      const cards = start === 0 ? Array.from({ length: 10 }, (_, i) => linkedInCard(String(6000 + i), `Nurse ${i}`)) : [];
      sendHtml(response, linkedInFragment(cards));
    });
    const { response } = await searchAsNewUser({ jobTitle: 'Nurse', source: 'linkedin' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(site.requests.map((r) => searchRequestOf(r).params.start)).toEqual(['0', '10']);
  });

  it('keeps the first page when a later page is refused', async () => {
    site.handle((request, response) => {
      const start = Number(searchRequestOf(request).params.start);
      if (start > 0) return sendHtml(response, '', 429);
      sendHtml(response, linkedInFragment(Array.from({ length: 10 }, (_, i) => linkedInCard(String(7000 + i), `Chef ${i}`))));
    });
    const { response } = await searchAsNewUser({ jobTitle: 'Chef', source: 'linkedin' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(site.requests).toHaveLength(2);
  });

  it('answers [] when nothing matched', async () => {
    site.handle((_request, response) => sendHtml(response, ''));
    const { response } = await searchAsNewUser({ jobTitle: 'Zzyzx wrangler', source: 'linkedin' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect(site.requests).toHaveLength(1);
  });

  it.each([429, 999, 403])('answers 429 search_limited when LinkedIn answers %i', async (status) => {
    site.handle((_request, response) => sendHtml(response, '', status));
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Engineer', source: 'linkedin' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: 'search_limited', message: LINKEDIN_LIMITED });
  });

  it('answers 429 search_limited for a bot check instead of results', async () => {
    site.handle((_request, response) => sendHtml(response, readOwnFixture('cloudflare-challenge.html')));
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Engineer', source: 'linkedin' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: 'search_limited', message: LINKEDIN_LIMITED });
  });

  it('answers 429 search_limited when sent to the sign-in wall', async () => {
    site.handle((request, response) => {
      if (isLinkedInSearch(request)) {
        response.writeHead(302, { location: '/authwall?trk=qf&sessionRedirect=x' }).end();
      } else {
        sendHtml(response, readOwnFixture('linkedin-authwall.html'));
      }
    });
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Engineer', source: 'linkedin' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: 'search_limited', message: LINKEDIN_LIMITED });
    expect(searchRequestOf(site.requests[1]!).path).toBe('/authwall');
  });

  it('answers 503 search_unavailable when LinkedIn does not answer in time', async () => {
    site.handle((_request, response) => hang(response));
    const started = Date.now();
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Engineer', source: 'linkedin' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'search_unavailable', message: LINKEDIN_UNAVAILABLE });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FETCH_TIMEOUT_MS - 50);
  });

  it.each([
    ['a server error', (response: ServerResponse) => sendHtml(response, '<h1>Oops</h1>', 502)],
    ['a dropped connection', (response: ServerResponse) => response.socket?.destroy()],
    ['a page that is not there', (response: ServerResponse) => sendHtml(response, '<h1>Not found</h1>', 404)],
  ])('answers 503 search_unavailable for %s', async (_label, answer) => {
    site.handle((_request, response) => answer(response));
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Engineer', source: 'linkedin' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'search_unavailable', message: LINKEDIN_UNAVAILABLE });
  });
});

describe('Indeed (search page)', () => {
  it('reads the mosaic job cards, with canonical job links', async () => {
    site.handle((_request, response) => sendHtml(response, readOwnFixture('indeed-search-pane.html')));
    const { response } = await searchAsNewUser({ jobTitle: 'Python developer', location: 'Austin, TX', source: 'indeed' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual(INDEED_EXPECTED);
    expect(site.requests).toHaveLength(1);
    expect(isIndeedSearch(site.requests[0]!)).toBe(true);
    expect(searchRequestOf(site.requests[0]!).params).toEqual({ q: 'Python developer', l: 'Austin, TX' });
  });

  it('falls back to the HTML cards when the page has no mosaic data', async () => {
    const withoutData = readOwnFixture('indeed-search-pane.html').replace(/<script>window\.mosaic[\s\S]*?<\/script>/, '');
    expect(withoutData).not.toContain('mosaic-provider-jobcards"]=');
    site.handle((_request, response) => sendHtml(response, withoutData));
    const { response } = await searchAsNewUser({ jobTitle: 'Python developer', source: 'indeed' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(INDEED_EXPECTED.map(({ salary: _s, ...r }) => ({ ...r, datePosted: null })));
  });

  it('answers at most 25 results', async () => {
    const cards = Array.from({ length: 30 }, (_, i) => ({
      jobkey: (0xabc0000000000000n + BigInt(i)).toString(16),
      displayTitle: `Analyst ${i}`,
      company: 'Tailspin Toys',
      formattedLocation: 'Remote',
      snippet: '<ul><li>SQL</li></ul>',
      pubDate: 1767225600000,
    }));
    site.handle((_request, response) => sendHtml(response, indeedMosaicPage(cards)));
    const { response } = await searchAsNewUser({ jobTitle: 'Analyst', source: 'indeed' });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(25);
    expect(response.body[0]).toEqual({
      id: 'abc0000000000000',
      title: 'Analyst 0',
      company: 'Tailspin Toys',
      location: 'Remote',
      description: '\u2022 SQL',
      datePosted: '2026-01-01',
      source: 'indeed',
      url: 'https://www.indeed.com/viewjob?jk=abc0000000000000',
    });
  });

  it('answers [] when nothing matched', async () => {
    site.handle((_request, response) => sendHtml(response, INDEED_NO_RESULTS));
    const { response } = await searchAsNewUser({ jobTitle: 'Zzyzx wrangler', source: 'indeed' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it.each([
    ['an empty answer', ''],
    ['plain text', 'No jobs today'],
  ])('answers [] for %s', async (_label, body) => {
    site.handle((_request, response) => sendHtml(response, body));
    const { response } = await searchAsNewUser({ jobTitle: 'Analyst', source: 'indeed' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers 429 search_limited when Indeed answers 429', async () => {
    site.handle((_request, response) => sendHtml(response, '<h1>Too many requests</h1>', 429));
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Analyst', source: 'indeed' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: 'search_limited', message: INDEED_LIMITED });
  });

  it.each([200, 503])('answers 429 search_limited for a Cloudflare challenge sent with %i', async (status) => {
    site.handle((_request, response) => sendHtml(response, readOwnFixture('cloudflare-challenge.html'), status));
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Analyst', source: 'indeed' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: 'search_limited', message: INDEED_LIMITED });
  });

  it('answers 503 search_unavailable when Indeed does not answer in time', async () => {
    site.handle((_request, response) => hang(response));
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Analyst', source: 'indeed' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'search_unavailable', message: INDEED_UNAVAILABLE });
  });

  it('answers 503 search_unavailable for a server error', async () => {
    site.handle((_request, response) => sendHtml(response, '<h1>Bad gateway</h1>', 502));
    const { response } = await searchAsNewUser<ErrorBody>({ jobTitle: 'Analyst', source: 'indeed' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'search_unavailable', message: INDEED_UNAVAILABLE });
  });
});
