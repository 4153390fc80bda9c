/**
 * POST /api/search-jobs against real LinkedIn and Indeed answers from the team's shared fixtures folder
 * (FIXTURES_DIR, default <repo>/../shared/fixtures), served by a stand-in on 127.0.0.1: the LinkedIn guest
 * search API fragment, and each Indeed mosaic job-cards capture embedded in a search page the way Indeed
 * sends it. Skipped with a note when the folder is absent; importing test-fixtures fails under CI=true.
 */
import type { JobSearchResult } from '@jobapp/shared';
import { htmlToText } from '@jobapp/shared/jobs/html-text';
import { fixturesAvailable, listFixtures, readFixture, readFixtureJson } from '@jobapp/shared/jobs/test-fixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { registerUser } from '../../test/factories';
import type { TestServer } from '../../test/test-server';
import { MAX_SEARCH_RESULTS } from './providers/provider';
import { indeedMosaicPage, searchRequestOf, sendHtml, useSearchServer } from './test-kit';

type Json = Record<string, unknown>;

describe.skipIf(!fixturesAvailable)('POST /api/search-jobs with the shared fixtures', () => {
  let site: FixtureServer;
  let server: TestServer;

  useSearchServer((suite) => ({ site, server } = suite));
  beforeEach(() => {
    site.requests.length = 0;
  });

  it('LinkedIn: hunt_linkedin_guest_seeMoreJobPostings_fragment.html (a real guest API answer)', async () => {
    const fragment = readFixture('linkedin/hunt_linkedin_guest_seeMoreJobPostings_fragment.html');
    // The same answer for every page: the second page adds nothing new, so the search stops there.
    site.handle((_request, response) => sendHtml(response, fragment));
    const { client } = await registerUser(server);
    const response = await client.post<JobSearchResult[]>('/api/search-jobs', { jobTitle: 'Rust engineer', location: 'Brazil', source: 'linkedin' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual<JobSearchResult[]>([
      {
        id: '4465923787',
        title: 'Senior Software Engineer - Rust - Core Services',
        company: 'Kraken',
        location: 'Brazil',
        description: '',
        datePosted: '2026-09-15',
        source: 'linkedin',
        url: 'https://www.linkedin.com/jobs/view/4465923787/',
      },
      {
        id: '4459771918',
        title: 'Senior Software Engineer - Rust - Backend - Pro',
        company: 'Kraken',
        location: 'Brazil',
        description: '',
        datePosted: '2026-09-21',
        source: 'linkedin',
        url: 'https://www.linkedin.com/jobs/view/4459771918/',
      },
    ]);
    expect(site.requests.map((r) => searchRequestOf(r).params)).toEqual([
      { keywords: 'Rust engineer', location: 'Brazil', start: '0' },
      { keywords: 'Rust engineer', location: 'Brazil', start: '2' },
    ]);
  });

  const indeedFiles = listFixtures('indeed', /^scrapfly_indeed_search_mosaic-jobcards_.*\.json$/);

  it('has the Indeed search captures', () => expect(indeedFiles.length).toBeGreaterThanOrEqual(3));

  it.each(indeedFiles)('Indeed: %s embedded in a search page', async (file) => {
    const cards = readFixtureJson<Json[]>(`indeed/${file}`);
    site.handle((_request, response) => sendHtml(response, indeedMosaicPage(cards)));
    const { client } = await registerUser(server);
    const response = await client.post<JobSearchResult[]>('/api/search-jobs', { jobTitle: 'python', location: 'Texas', source: 'indeed' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(site.requests.map((r) => searchRequestOf(r))).toEqual([{ path: '/jobs', params: { q: 'python', l: 'Texas' } }]);

    const unique = cards.filter((c, i) => cards.findIndex((d) => d.jobkey === c.jobkey) === i).slice(0, MAX_SEARCH_RESULTS);
    expect(response.body).toHaveLength(unique.length);
    response.body.forEach((result, i) => {
      const card = unique[i]!;
      expect(result).toMatchObject({
        id: card.jobkey,
        title: String(card.displayTitle).replace(/\s+/g, ' ').trim(),
        company: String(card.company).replace(/\s+/g, ' ').trim(),
        location: card.formattedLocation,
        datePosted: new Date(Number(card.pubDate)).toISOString().slice(0, 10),
        source: 'indeed',
        url: `https://www.indeed.com/viewjob?jk=${String(card.jobkey)}`,
        description: htmlToText(String(card.snippet)),
      });
      expect(result.url).toMatch(/^https:\/\/www\.indeed\.com\/viewjob\?jk=[0-9a-f]{16}$/);
    });
  });
});
