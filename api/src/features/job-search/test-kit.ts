/**
 * Test helper (imported by tests only) for the job-search HTTP suites: a stand-in for LinkedIn and
 * Indeed on 127.0.0.1 (one fixture server for both origins; it records every request), a test server
 * pointed at it with a short fetch time-out, and builders for search answers.
 */
import type { ServerResponse } from 'node:http';
import type { JobSearchResult } from '@jobapp/shared';
import { escapeHtml } from '@jobapp/shared/jobs/html-text';
import { indeedEscapeJson } from '@jobapp/shared/jobs/test-dom';
import { sendHtml, startFixtureServer, type FixtureServer, type RecordedRequest } from '../../lib/safe-fetch.fixture-server';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../../test/test-db';
import { useTestServer, type TestServer } from '../../test/test-server';
import { LINKEDIN_SEARCH_PATH } from './providers/linkedin.provider';

export const FETCH_TIMEOUT_MS = 1500;

/** shared/src/jobs/__fixtures__/linkedin-guest-search.html, read through the API. */
export const LINKEDIN_EXPECTED: JobSearchResult[] = [
  {
    id: '4100000001',
    title: 'Backend Engineer (Go)',
    company: 'Woodgrove Bank',
    location: 'Munich, Bavaria, Germany',
    description: '',
    datePosted: '2026-01-10',
    source: 'linkedin',
    url: 'https://www.linkedin.com/jobs/view/4100000001/',
    salary: '€70,000.00 - €85,000.00',
  },
  {
    id: '4100000002',
    title: 'QA Engineer',
    company: 'Fourth Coffee',
    location: 'Berlin, Berlin, Germany',
    description: '',
    datePosted: '2026-01-23',
    source: 'linkedin',
    url: 'https://www.linkedin.com/jobs/view/4100000002/',
  },
];

/** shared/src/jobs/__fixtures__/indeed-search-pane.html, read through the API (fetched from a stand-in, so www.indeed.com). */
export const INDEED_EXPECTED: JobSearchResult[] = [
  {
    id: '1a2b3c4d5e6f7081',
    title: 'Python Developer',
    company: 'Proseware, Inc.',
    location: 'Remote in Austin, TX',
    description: '\u2022 Build APIs with FastAPI & PostgreSQL.\n\u2022 Remote-first team.',
    datePosted: '2025-12-31',
    source: 'indeed',
    url: 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081',
    salary: '$110,000 - $130,000 a year',
  },
  {
    id: '90a0b0c0d0e0f001',
    title: 'Data Analyst',
    company: "Margie's Travel",
    location: 'Dallas, TX 75201',
    description: '\u2022 SQL and Tableau dashboards for the sales team.',
    datePosted: '2025-12-29',
    source: 'indeed',
    url: 'https://www.indeed.com/viewjob?jk=90a0b0c0d0e0f001',
  },
];

export function startSearchSite(): Promise<FixtureServer> {
  return startFixtureServer();
}

/** The env that points the API's job sites at the stand-in. */
function searchEnv(site: FixtureServer): Record<string, string> {
  return { LINKEDIN_ORIGIN: site.origin, INDEED_ORIGIN: site.origin, JOB_FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS) };
}

export interface SearchSuite {
  database: TestDatabase;
  site: FixtureServer;
  server: TestServer;
}

/**
 * Registers the suite's set-up and tear-down: the stand-in site, then a fresh database and a test
 * server pointed at it (useTestServer). `ready` receives them once they are up.
 */
export function useSearchServer(ready: (suite: SearchSuite) => void): void {
  let site: FixtureServer | undefined;
  const started = (): FixtureServer => {
    if (!site) throw new Error('useSearchServer: the stand-in site is not started');
    return site;
  };
  beforeAll(async () => {
    site = await startSearchSite();
  });
  afterAll(async () => {
    await site?.close();
  });
  const suite = useTestServer(() => ({ env: searchEnv(started()) }));
  beforeAll(() => {
    ready({ database: suite.database, site: started(), server: suite.server });
  });
}

export interface SearchRequest {
  path: string;
  params: Record<string, string>;
}

/** The path and query parameters of a recorded request. */
export function searchRequestOf(request: RecordedRequest): SearchRequest {
  const url = new URL(request.url, 'http://fixture.invalid');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

export function isLinkedInSearch(request: RecordedRequest): boolean {
  return searchRequestOf(request).path === LINKEDIN_SEARCH_PATH;
}

export function isIndeedSearch(request: RecordedRequest): boolean {
  return searchRequestOf(request).path === '/jobs';
}

/** One LinkedIn guest-search card as the API sends it (structure notes in shared/fixtures/SOURCES.md). */
export function linkedInCard(id: string, title: string, company = 'Contoso', location = 'Remote', listed = '2026-02-01'): string {
  return `<li>
    <div class="base-card relative w-full base-card--link base-search-card base-search-card--link job-search-card" data-entity-urn="urn:li:jobPosting:${id}">
      <a class="base-card__full-link absolute" href="https://www.linkedin.com/jobs/view/${escapeHtml(title.toLowerCase().replace(/\W+/g, '-'))}-${id}?position=1&amp;pageNum=0&amp;refId=x%3D%3D&amp;trackingId=y%3D%3D"><span class="sr-only">${escapeHtml(title)}</span></a>
      <div class="base-search-card__info">
        <h3 class="base-search-card__title">${escapeHtml(title)}</h3>
        <h4 class="base-search-card__subtitle"><a class="hidden-nested-link" href="https://www.linkedin.com/company/x">${escapeHtml(company)}</a></h4>
        <div class="base-search-card__metadata"><span class="job-search-card__location">${escapeHtml(location)}</span>
          <time class="job-search-card__listdate" datetime="${listed}">1 week ago</time></div>
      </div>
    </div>
  </li>`;
}

/** The API's answer: a doctype followed by bare cards. */
export function linkedInFragment(cards: string[]): string {
  return `<!DOCTYPE html>\n${cards.join('\n')}`;
}

/** An Indeed search page carrying `results` as its mosaic job-cards data (escaped as Indeed does). */
export function indeedMosaicPage(results: unknown[]): string {
  const data = indeedEscapeJson(JSON.stringify({ metaData: { mosaicProviderJobCardsModel: { results, pageNumber: 1 } } }));
  return `<!DOCTYPE html><html><head><title>Jobs | Indeed.com</title></head><body><div id="mosaic-provider-jobcards"></div>
    <script>window.mosaic.setProvider("x"); window.mosaic.providerData["mosaic-provider-jobcards"]=${data};
    window.mosaic.providerData["mosaic-provider-rich-media"]={"a":"};"};</script></body></html>`;
}

/** An Indeed search page that found nothing. */
export const INDEED_NO_RESULTS = `<!DOCTYPE html><html><head><title>Jobs | Indeed.com</title></head><body>
  <div class="jobsearch-NoResult-messageContainer"><h1>The search <b>zzzz</b> did not match any jobs</h1></div>
  <a href="/account/login">Sign in</a></body></html>`;

/** Keeps the request open without answering (a site that hangs); the fixture server closes it at the end. */
export function hang(_response: ServerResponse): void {
  /* never answers */
}

export { sendHtml };
