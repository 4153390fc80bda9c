/** POST and GET /api/job-postings/capture over HTTP against a real database (the extension's capture). */
import { EXTENSION_ORIGIN, messages, type CaptureJobInput, type CaptureJobResult, type ErrorBody } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { useTestServer } from '../../test/test-server';
import { createUserLimiter, userLimits } from '../../middleware/rate-limit';
import type { CapturedJob } from './job-postings.service';

const JOB_ID = '4188000111';
const CANONICAL = `https://www.linkedin.com/jobs/view/${JOB_ID}/`;
const PAGE_URL = `https://de.linkedin.com/jobs/view/platform-engineer-at-contoso-${JOB_ID}?refId=abc&trackingId=def`;
const INDEED_CANONICAL = 'https://uk.indeed.com/viewjob?jk=0123456789abcdef';

function capture(overrides: Partial<CaptureJobInput> = {}): CaptureJobInput {
  return {
    url: PAGE_URL,
    source: 'linkedin',
    title: 'Platform Engineer',
    company: 'Contoso',
    location: 'Berlin, Germany',
    descriptionHtml: '<p>We run Kubernetes and Terraform at scale.</p>',
    datePosted: '2026-01-12',
    capturedAt: '2026-01-20T10:00:00.000Z',
    ...overrides,
  };
}

function getCapture<T = CapturedJob>(client: TestClient, url: string) {
  return client.get<T>(`/api/job-postings/capture?url=${encodeURIComponent(url)}`);
}

const suite = useTestServer();

describe('POST /api/job-postings/capture', () => {
  it('answers 401 when signed out', async () => {
    const response = await suite.server.client().post<ErrorBody>('/api/job-postings/capture', capture());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: messages.notSignedIn });
  });

  it('stores a capture under its canonical URL: 201 { id, canonicalUrl }', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<CaptureJobResult>('/api/job-postings/capture', capture());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), canonicalUrl: CANONICAL });

    const stored = await getCapture(client, CANONICAL);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual<CapturedJob>({
      id: response.body.id,
      url: PAGE_URL,
      canonicalUrl: CANONICAL,
      source: 'linkedin',
      title: 'Platform Engineer',
      company: 'Contoso',
      location: 'Berlin, Germany',
      descriptionHtml: '<p>We run Kubernetes and Terraform at scale.</p>',
      datePosted: '2026-01-12',
      capturedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
    });
  });

  it('replaces the earlier capture of the same posting: 200 with the same id', async () => {
    const { client } = await registerUser(suite.server);
    const first = await client.post<CaptureJobResult>('/api/job-postings/capture', capture());
    expect(first.status).toBe(201);
    const second = await client.post<CaptureJobResult>(
      '/api/job-postings/capture',
      capture({ url: `https://www.linkedin.com/jobs/search/?currentJobId=${JOB_ID}&geoId=1`, title: 'Staff Platform Engineer', company: '' }),
    );
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ id: first.body.id, canonicalUrl: CANONICAL });
    const stored = await getCapture(client, PAGE_URL);
    expect(stored.body).toMatchObject({ id: first.body.id, title: 'Staff Platform Engineer', company: '' });
  });

  it('sanitises the description HTML before storing it', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.post('/api/job-postings/capture', {
      ...capture(),
      descriptionHtml:
        '<h2 onclick="steal()">About</h2><p style="color:red">Ship <strong>Go</strong> services.</p>' +
        '<script>alert(1)</script><img src=x onerror=alert(2)><a href="https://contoso.example/jobs" onclick="x()">more</a>' +
        '<a href="javascript:alert(3)">apply</a>',
    });
    expect(response.status).toBe(201);
    const stored = await getCapture(client, CANONICAL);
    expect(stored.body.descriptionHtml).toBe(
      '<h3>About</h3><p>Ship <strong>Go</strong> services.</p>' +
        '<a href="https://contoso.example/jobs" rel="noopener nofollow">more</a>apply',
    );
  });

  it('reads posted dates as calendar dates, relative ones counted back from now', async () => {
    const { client } = await registerUser(suite.server);
    await client.post('/api/job-postings/capture', capture({ datePosted: '2026-01-12T08:30:00.000Z' }));
    expect((await getCapture(client, CANONICAL)).body.datePosted).toBe('2026-01-12');
    const threeDaysAgo = new Date(suite.server.clock().getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    await client.post('/api/job-postings/capture', capture({ datePosted: '3 days ago' }));
    expect((await getCapture(client, CANONICAL)).body.datePosted).toBe(threeDaysAgo);
    await client.post('/api/job-postings/capture', capture({ datePosted: null }));
    expect((await getCapture(client, CANONICAL)).body.datePosted).toBeNull();
  });

  it('stores an Indeed capture under its country site', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<CaptureJobResult>(
      '/api/job-postings/capture',
      capture({ url: 'https://uk.indeed.com/jobs?q=python&vjk=0123456789ABCDEF', source: 'indeed' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.canonicalUrl).toBe(INDEED_CANONICAL);
  });

  // D12: the extension captures on any job page. Links as the stored board fixtures give them
  // (jobs/__fixtures__/boards/postings.json).
  it.each<[string, string, CaptureJobInput['source'], string, string]>([
    [
      'Greenhouse',
      'https://job-boards.greenhouse.io/harborlight/jobs/4012345006?gh_src=linkedin',
      'greenhouse',
      'https://job-boards.greenhouse.io/harborlight/jobs/4012345006',
      'greenhouse',
    ],
    [
      'Lever',
      'https://jobs.lever.co/quillstone/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3',
      'lever',
      'https://jobs.lever.co/quillstone/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3',
      'lever',
    ],
    [
      'Workday',
      'https://northgate.wd5.myworkdayjobs.com/en-US/NorthgateCareers/job/Chicago-IL/Senior-Financial-Analyst_R-104233',
      'workday',
      'https://northgate.wd5.myworkdayjobs.com/NorthgateCareers/job/Chicago-IL/Senior-Financial-Analyst_R-104233',
      'workday',
    ],
    ['a company career site', 'https://careers.birchline.example/careers/jobs/member-service-representative-3310', 'other', 'https://careers.birchline.example/careers/jobs/member-service-representative-3310', 'other'],
    // The extension names the board it saw; the parser's board wins when the extension says 'other'.
    ['a Lever link named other', 'https://jobs.lever.co/fernhollow/a83e77d0-1c55-4b8e-bf0e-22c9d1e4a6b7', 'other', 'https://jobs.lever.co/fernhollow/a83e77d0-1c55-4b8e-bf0e-22c9d1e4a6b7', 'lever'],
  ])('stores a capture from %s', async (_label, url, source, canonicalUrl, storedSource) => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<CaptureJobResult>('/api/job-postings/capture', capture({ url, source }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.canonicalUrl).toBe(canonicalUrl);
    const stored = await getCapture(client, url);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ url, canonicalUrl, source: storedSource, title: 'Platform Engineer', company: 'Contoso' });
    // Another user does not see it.
    const other = await registerUser(suite.server);
    expect((await getCapture(other.client, url)).status).toBe(404);
  });

  it.each<[string, Partial<CaptureJobInput>, string, string]>([
    ['a Greenhouse link named Lever', { url: 'https://job-boards.greenhouse.io/harborlight/jobs/4012345006', source: 'lever' }, 'source', 'This link is a Greenhouse job, not Lever.'],
    ['a LinkedIn link named Greenhouse', { source: 'greenhouse' }, 'source', 'This link is a LinkedIn job, not Greenhouse.'],
    ['a career site named LinkedIn', { url: 'https://careers.example.com/jobs/1', source: 'linkedin' }, 'url', messages.jobUrlNotJob],
  ])('answers 400 for %s', async (_label, change, field, message) => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/job-postings/capture', capture(change));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'validation_failed', message, details: { [field]: message } });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty URL', { url: '  ' }, 'url', messages.jobUrlMissing],
    // D12: the spec's message stays for text that is not an http(s) URL.
    ['a URL without a scheme', { url: 'www.linkedin.com/jobs/view/123' }, 'url', messages.jobUrlNotJob],
    ['a javascript: link', { url: 'javascript:alert(1)', source: 'other' }, 'url', messages.jobUrlNotJob],
    ['a file: link', { url: 'file:///etc/passwd', source: 'other' }, 'url', messages.jobUrlNotJob],
    ['an ftp: link', { url: 'ftp://jobs.example.com/posting.html', source: 'other' }, 'url', messages.jobUrlNotJob],
    ['a link with user info', { url: 'https://user:pw@jobs.example.com/1', source: 'other' }, 'url', messages.jobUrlNotJob],
    ['a link over 2,000 characters', { url: `https://jobs.example.com/${'a'.repeat(2000)}`, source: 'other' }, 'url', 'The job link is too long (2,000 characters at most)'],
    ['a look-alike host', { url: 'https://linkedin.com.evil.example/jobs/view/4188000111/' }, 'url', messages.jobUrlNotJob],
    ['a LinkedIn page that is not a job', { url: 'https://www.linkedin.com/in/someone/' }, 'url', messages.jobUrlNotJob],
    ['no title', { title: '  ' }, 'title', 'Job title is required'],
    ['an unknown source', { source: 'monster' }, 'source', 'Source must be one of linkedin, indeed, greenhouse, lever, ashby, workday, smartrecruiters, other'],
    ['no capture time', { capturedAt: 'yesterday' }, 'capturedAt', 'capturedAt must be an ISO date-time'],
    ['a description over 300,000 characters', { descriptionHtml: `<p>${'x'.repeat(300_001)}</p>` }, 'descriptionHtml', 'The job description is too long'],
  ])('answers 400 for %s', async (_label, change, field, message) => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/job-postings/capture', { ...capture(), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'validation_failed', message, details: { [field]: message } });
    expect((await getCapture(client, CANONICAL)).status).toBe(404);
  });

  it('answers 400 when the link belongs to the other source', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/job-postings/capture', capture({ source: 'indeed' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'validation_failed',
      message: 'This link is a LinkedIn job, not Indeed.',
      details: { source: 'This link is a LinkedIn job, not Indeed.' },
    });
    const indeed = await client.post<ErrorBody>('/api/job-postings/capture', capture({ url: INDEED_CANONICAL, source: 'linkedin' }));
    expect(indeed.body.message).toBe('This link is an Indeed job, not LinkedIn.');
    expect((await getCapture(client, CANONICAL)).status).toBe(404);
  });

  it('accepts the extension origin and answers it with CORS headers', async () => {
    const { client } = await registerUser(suite.server);
    expect(suite.server.env.EXTENSION_ORIGINS).toEqual([EXTENSION_ORIGIN]);
    const response = await client.post<CaptureJobResult>('/api/job-postings/capture', capture(), { headers: { Origin: EXTENSION_ORIGIN } });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it.each([
    'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'moz-extension://0b5f1e9c-3a7d-4c51-9f1e-2d7b6a4c8e10',
    'https://evil.example',
  ])('refuses another origin (%s) with 403 and no CORS headers', async (origin) => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/job-postings/capture', capture(), { headers: { Origin: origin } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'origin_not_allowed', message: messages.originNotAllowed });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await getCapture(client, CANONICAL)).status).toBe(404);
  });

  it(`answers 429 past ${userLimits.capture.points} captures in ${userLimits.capture.durationSeconds / 60} minutes, per user`, async () => {
    const { client, user } = await registerUser(suite.server);
    expect((await client.post('/api/job-postings/capture', capture())).status).toBe(201);
    await createUserLimiter(suite.database.db, 'capture').consume(String(user.id), userLimits.capture.points - 1);
    const limited = await client.post<ErrorBody>('/api/job-postings/capture', capture({ title: 'Changed' }));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate_limited', message: messages.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await getCapture(client, CANONICAL)).body.title).toBe('Platform Engineer');

    const { client: other } = await registerUser(suite.server);
    expect((await other.post('/api/job-postings/capture', capture())).status).toBe(201);
  });
});

describe('GET /api/job-postings/capture', () => {
  it('answers 401 when signed out', async () => {
    const response = await getCapture<ErrorBody>(suite.server.client(), CANONICAL);
    expect(response.status).toBe(401);
  });

  it("finds the user's capture by any form of its link, and never another user's", async () => {
    const { client: owner } = await registerUser(suite.server);
    const created = await owner.post<CaptureJobResult>('/api/job-postings/capture', capture());
    expect(created.status).toBe(201);
    for (const link of [CANONICAL, PAGE_URL, `https://www.linkedin.com/jobs/collections/recommended/?currentJobId=${JOB_ID}`]) {
      const found = await getCapture(owner, link);
      expect(found.status, link).toBe(200);
      expect(found.body.id).toBe(created.body.id);
    }

    const { client: other } = await registerUser(suite.server);
    const hidden = await getCapture<ErrorBody>(other, CANONICAL);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: 'not_found', message: 'This job posting has not been captured yet.' });

    // The other user's own capture of the same posting is a row of their own; the owner's stays as it was.
    const theirs = await other.post<CaptureJobResult>('/api/job-postings/capture', capture({ title: 'Their copy' }));
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(created.body.id);
    expect((await getCapture(owner, CANONICAL)).body.title).toBe('Platform Engineer');
    expect((await getCapture(other, CANONICAL)).body.title).toBe('Their copy');
  });

  it.each([
    ['no url', '/api/job-postings/capture', messages.jobUrlMissing],
    ['a link that is not http(s)', `/api/job-postings/capture?url=${encodeURIComponent('javascript:alert(1)')}`, messages.jobUrlNotJob],
  ])('answers 400 for %s', async (_label, path, message) => {
    const { client } = await registerUser(suite.server);
    const response = await client.get<ErrorBody>(path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'validation_failed', message, details: { url: message } });
  });
});
