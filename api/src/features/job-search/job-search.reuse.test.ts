/**
 * POST /api/search-jobs: every search is stored in job_searches; the same search within 15 minutes is
 * answered from it without asking the site (the stand-in's request log and the test clock tell), and
 * searches that reach the site are limited per user.
 */
import { messages, type ErrorBody, type JobSearchResult } from '@jobapp/shared';
import { readOwnFixture } from '@jobapp/shared/jobs/test-dom';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobSearches } from '../../db/schema';
import type { FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import type { TestDatabase } from '../../test/test-db';
import type { TestServer } from '../../test/test-server';
import { createUserLimiter, userLimits } from '../../middleware/rate-limit';
import { SEARCH_CACHE_MS } from './job-search.service';
import { LINKEDIN_SEARCH_PATH } from './providers/linkedin.provider';
import {
  INDEED_EXPECTED,
  isIndeedSearch,
  isLinkedInSearch,
  searchRequestOf,
  sendHtml,
  useSearchServer,
} from './test-kit';

let database: TestDatabase;
let site: FixtureServer;
let server: TestServer;

useSearchServer((suite) => ({ database, site, server } = suite));
beforeEach(() => {
  site.requests.length = 0;
  server.clock.reset();
});

/** A new user (so no earlier search is reused) searching once. */
async function searchAsNewUser<T = JobSearchResult[]>(body: unknown) {
  const { client, user } = await registerUser(server);
  const response = await client.post<T>('/api/search-jobs', body);
  return { client, user, response };
}

function search<T = JobSearchResult[]>(client: TestClient, body: unknown) {
  return client.post<T>('/api/search-jobs', body);
}

describe('stored searches and the 15-minute reuse', () => {
  beforeEach(() => {
    site.handle((request, response) => {
      if (isIndeedSearch(request)) return sendHtml(response, readOwnFixture('indeed-search-pane.html'));
      const { params } = searchRequestOf(request);
      sendHtml(response, params.start === '0' ? readOwnFixture('linkedin-guest-search.html') : '');
    });
  });

  it('stores each search with its results', async () => {
    const { user, response } = await searchAsNewUser({ jobTitle: ' Python  developer', location: 'Austin, TX', source: 'indeed' });
    expect(response.status).toBe(200);
    const rows = await database.db.select().from(jobSearches).where(eq(jobSearches.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jobTitle: 'Python developer', location: 'Austin, TX', source: 'indeed', results: INDEED_EXPECTED });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('answers the same search within 15 minutes from the stored one, without asking the site', async () => {
    const { client, user } = await registerUser(server);
    const first = await search(client, { jobTitle: 'Python developer', location: 'Austin, TX', source: 'indeed' });
    expect(first.status).toBe(200);
    expect(site.requests).toHaveLength(1);

    server.clock.advance(SEARCH_CACHE_MS - 60_000);
    // Case and spacing do not make a search different.
    const again = await search(client, { jobTitle: 'PYTHON   Developer ', location: ' austin, tx', source: 'indeed' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(site.requests).toHaveLength(1);
    expect(await database.db.select().from(jobSearches).where(eq(jobSearches.userId, user.id))).toHaveLength(1);

    // Another location, another source or another user is another search.
    expect((await search(client, { jobTitle: 'Python developer', location: 'Dallas, TX', source: 'indeed' })).status).toBe(200);
    expect(site.requests).toHaveLength(2);
    expect((await search(client, { jobTitle: 'Python developer', location: 'Austin, TX', source: 'linkedin' })).status).toBe(200);
    expect(site.requests.filter(isLinkedInSearch).length).toBeGreaterThan(0);
    const before = site.requests.length;
    const { response: other } = await searchAsNewUser({ jobTitle: 'Python developer', location: 'Austin, TX', source: 'indeed' });
    expect(other.status).toBe(200);
    expect(site.requests).toHaveLength(before + 1);
  });

  it('asks the site again once 15 minutes have passed', async () => {
    const { client, user } = await registerUser(server);
    expect((await search(client, { jobTitle: 'Python developer', source: 'indeed' })).status).toBe(200);
    expect(site.requests).toHaveLength(1);
    server.clock.advance(SEARCH_CACHE_MS + 1000);
    const later = await search(client, { jobTitle: 'Python developer', source: 'indeed' });
    expect(later.status).toBe(200);
    expect(later.body).toEqual(INDEED_EXPECTED);
    expect(site.requests).toHaveLength(2);
    expect(await database.db.select().from(jobSearches).where(eq(jobSearches.userId, user.id))).toHaveLength(2);
  });

  it('does not store or reuse a failed search', async () => {
    const { client, user } = await registerUser(server);
    site.handle((_request, response) => sendHtml(response, '', 429));
    expect((await search(client, { jobTitle: 'Python developer', source: 'indeed' })).status).toBe(429);
    expect(await database.db.select().from(jobSearches).where(eq(jobSearches.userId, user.id))).toHaveLength(0);
    site.handle((_request, response) => sendHtml(response, readOwnFixture('indeed-search-pane.html')));
    const retry = await search(client, { jobTitle: 'Python developer', source: 'indeed' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(INDEED_EXPECTED);
    expect(site.requests).toHaveLength(2);
  });
});

describe('per-user search limit', () => {
  it(`answers 429 rate_limited past ${userLimits.search.points} searches in ${userLimits.search.durationSeconds / 60} minutes; reused answers stay free`, async () => {
    site.handle((_request, response) => sendHtml(response, readOwnFixture('indeed-search-pane.html')));
    const { client, user } = await registerUser(server);
    expect((await search(client, { jobTitle: 'Python developer', source: 'indeed' })).status).toBe(200);
    await createUserLimiter(database.db, 'search').consume(String(user.id), userLimits.search.points - 1);

    const limited = await search<ErrorBody>(client, { jobTitle: 'Data analyst', source: 'indeed' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate_limited', message: messages.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(site.requests).toHaveLength(1);

    const reused = await search(client, { jobTitle: 'python developer', source: 'indeed' });
    expect(reused.status).toBe(200);
    expect(reused.body).toEqual(INDEED_EXPECTED);

    const { response: other } = await searchAsNewUser({ jobTitle: 'Data analyst', source: 'indeed' });
    expect(other.status).toBe(200);
  });

  it(`lets ${userLimits.search.points} searches through`, async () => {
    site.handle((_request, response) => sendHtml(response, ''));
    const { client } = await registerUser(server);
    for (let i = 0; i < userLimits.search.points; i++) {
      const response = await search(client, { jobTitle: `Role ${i}`, source: 'linkedin' });
      expect(response.status, `search ${i + 1}`).toBe(200);
    }
    expect((await search(client, { jobTitle: 'One more', source: 'linkedin' })).status).toBe(429);
    expect(site.requests.every((r) => searchRequestOf(r).path === LINKEDIN_SEARCH_PATH)).toBe(true);
  });
});
