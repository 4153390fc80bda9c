import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText } from './html-text';
import { indeedCardToResult, parseIndeedSearch, parseLinkedInGuestSearch, readIndeedMosaicResults } from './search-results';
import {
  fixturesAvailable,
  htmlDocument,
  indeedEscapeJson,
  listFixtures,
  readFixture,
  readFixtureJson,
  readOwnFixture,
} from './test-fixtures';
import { type JobSearchResult } from './types';

type Json = Record<string, unknown>;

describe('parseLinkedInGuestSearch (hand-made fragment)', () => {
  it('reads bare <li> cards with canonical URLs', () => {
    const results = parseLinkedInGuestSearch(htmlDocument(readOwnFixture('linkedin-guest-search.html')));
    expect(results).toEqual<JobSearchResult[]>([
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
    ]);
  });

  it('reads cards inside ul.jobs-search__results-list and cards that are links themselves', () => {
    const html = `<html><body><ul class="jobs-search__results-list"><li>
      <a class="base-card base-card--link base-search-card job-search-card" href="https://www.linkedin.com/jobs/view/x-at-y-555?refId=1" data-entity-urn="urn:li:jobPosting:555">
        <div class="base-search-card__info"><h3 class="base-search-card__title">Title A</h3>
        <h4 class="base-search-card__subtitle">Company A</h4><span class="job-search-card__location">Remote</span></div></a>
      </li><li><div class="base-search-card" data-entity-urn="urn:li:jobPosting:777"><h3 class="base-search-card__title">No link</h3></div></li>
      <li><div class="base-search-card"><h3 class="base-search-card__title">No id at all</h3></div></li></ul></body></html>`;
    expect(parseLinkedInGuestSearch(htmlDocument(html))).toMatchObject([
      { id: '555', title: 'Title A', company: 'Company A', location: 'Remote', datePosted: null, url: 'https://www.linkedin.com/jobs/view/555/' },
      { id: '777', title: 'No link', company: '', url: 'https://www.linkedin.com/jobs/view/777/' },
    ]);
  });

  it('returns [] for a page without cards', () => {
    expect(parseLinkedInGuestSearch(htmlDocument('<html><body><p>No jobs</p></body></html>'))).toEqual([]);
  });
});

describe('parseIndeedSearch (hand-made page)', () => {
  const html = readOwnFixture('indeed-search-pane.html');
  const expected: JobSearchResult[] = [
    {
      id: '1a2b3c4d5e6f7081',
      title: 'Python Developer',
      company: 'Proseware, Inc.',
      location: 'Remote in Austin, TX',
      description: '\u2022 Build APIs with FastAPI & PostgreSQL.\n\u2022 Remote-first team.',
      datePosted: '2025-12-31',
      source: 'indeed',
      url: 'https://uk.indeed.com/viewjob?jk=1a2b3c4d5e6f7081',
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
      url: 'https://uk.indeed.com/viewjob?jk=90a0b0c0d0e0f001',
    },
  ];

  it('reads the mosaic job cards from a Document (deduplicated, invalid keys dropped)', () => {
    expect(parseIndeedSearch(htmlDocument(html), 'https://uk.indeed.com/jobs?q=python&vjk=1a2b3c4d5e6f7081')).toEqual(expected);
  });

  it('reads them from the raw HTML string too', () => {
    expect(parseIndeedSearch(html, 'https://uk.indeed.com/jobs?q=python')).toEqual(expected);
  });

  it('uses www.indeed.com without a page URL or for a non-Indeed URL', () => {
    expect(parseIndeedSearch(html)[0]?.url).toBe('https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081');
    expect(parseIndeedSearch(html, 'https://evil.example/jobs')[0]?.url).toBe('https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081');
  });

  it('falls back to the HTML cards without mosaic data', () => {
    const withoutData = html.replace(/<script>window\.mosaic[\s\S]*?<\/script>/, '');
    expect(withoutData).not.toContain('mosaic-provider-jobcards"]=');
    const results = parseIndeedSearch(htmlDocument(withoutData), 'https://www.indeed.com/jobs?q=python');
    expect(results).toEqual(
      expected.map(({ salary: _s, ...r }) => ({ ...r, datePosted: null, url: r.url.replace('uk.', 'www.') })),
    );
  });

  it('returns [] for a string without mosaic data where no DOMParser exists', () => {
    expect(parseIndeedSearch('<html><body>nothing</body></html>')).toEqual([]);
  });
});

describe.skipIf(!fixturesAvailable)('LinkedIn guest search fixtures', () => {
  it('hunt_linkedin_guest_seeMoreJobPostings_fragment.html (real API answer)', () => {
    const doc = htmlDocument(readFixture('linkedin/hunt_linkedin_guest_seeMoreJobPostings_fragment.html'));
    expect(parseLinkedInGuestSearch(doc)).toEqual<JobSearchResult[]>([
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
  });

  const parsedFiles = listFixtures('linkedin', /^scrapfly_linkedin_guest_search_parsed_.*\.json$/);

  it('has the parsed search files', () => expect(parsedFiles).toHaveLength(2));

  /** Builds one guest-search card per the structure notes from a scrapfly-parsed item. */
  function card(item: Json, i: number): string {
    const id = /(\d+)$/.exec(String(item.jobUrl))![1];
    const salary = item.salary ? `<span class="job-search-card__salary-info">${escapeHtml(String(item.salary))}</span>` : '';
    return `<li>
      <div class="base-card relative w-full base-card--link base-search-card base-search-card--link job-search-card" data-entity-urn="urn:li:jobPosting:${id}" data-impression-id="jobs-search-result-${i}">
        <a class="base-card__full-link absolute" href="${escapeHtml(`${String(item.jobUrl)}?position=${i + 1}&pageNum=0&refId=abc%3D%3D&trackingId=def%3D%3D`)}"><span class="sr-only">${escapeHtml(String(item.title))}</span></a>
        <div class="base-search-card__info">
          <h3 class="base-search-card__title">
            ${escapeHtml(String(item.title))}
          </h3>
          <h4 class="base-search-card__subtitle"><a class="hidden-nested-link" href="${escapeHtml(String(item.companyUrl))}">
            ${escapeHtml(String(item.company))}
          </a></h4>
          <div class="base-search-card__metadata">
            <span class="job-search-card__location">${escapeHtml(String(item.address))}</span>${salary}
            <time class="job-search-card__listdate" datetime="${String(item.timeAdded)}">1 week ago</time>
          </div>
        </div>
      </div>
    </li>`;
  }

  it.each(parsedFiles)('%s: cards rebuilt from the parsed data parse back to it', (file) => {
    const items = readFixtureJson<Json[]>(`linkedin/${file}`);
    const doc = htmlDocument(`<!DOCTYPE html>\n${items.map(card).join('\n')}`);
    const results = parseLinkedInGuestSearch(doc);
    const seen = new Set<string>();
    const expected = items
      .map((item) => {
        const id = /(\d+)$/.exec(String(item.jobUrl))![1]!;
        return {
          id,
          title: String(item.title),
          company: String(item.company),
          location: String(item.address),
          datePosted: String(item.timeAdded),
          url: `https://www.linkedin.com/jobs/view/${id}/`,
          source: 'linkedin',
          description: '',
        };
      })
      .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
    expect(results.length).toBe(expected.length);
    expect(results.map(({ salary: _s, ...r }) => r)).toEqual(expected);
  });
});

describe.skipIf(!fixturesAvailable)('Indeed search mosaic fixtures', () => {
  const files = listFixtures('indeed', /^scrapfly_indeed_search_mosaic-jobcards_.*\.json$/);

  it('has 3 files', () => expect(files).toHaveLength(3));

  function mosaicPage(results: Json[]): string {
    const data = indeedEscapeJson(JSON.stringify({ metaData: { mosaicProviderJobCardsModel: { results, pageNumber: 1 } } }));
    return `<!DOCTYPE html><html><head><title>Jobs | Indeed.com</title></head><body><div id="mosaic-provider-jobcards"></div>
      <script>window.mosaic.setProvider("x"); window.mosaic.providerData["mosaic-provider-jobcards"]=${data};
      window.mosaic.providerData["mosaic-provider-rich-media"]={"a":"};"};</script></body></html>`;
  }

  function isoDay(ms: number): string {
    return new Date(ms).toISOString().slice(0, 10);
  }

  it.each(files)('%s', (file) => {
    const cards = readFixtureJson<Json[]>(`indeed/${file}`);
    const html = mosaicPage(cards);
    const results = parseIndeedSearch(htmlDocument(html), 'https://www.indeed.com/jobs?q=python&l=Texas');
    const unique = cards.filter((c, i) => cards.findIndex((d) => d.jobkey === c.jobkey) === i);
    expect(results).toHaveLength(unique.length);
    results.forEach((r, i) => {
      const c = unique[i]!;
      expect(r).toMatchObject({
        id: c.jobkey,
        title: String(c.displayTitle).replace(/\s+/g, ' ').trim(),
        company: String(c.company).replace(/\s+/g, ' ').trim(),
        location: c.formattedLocation,
        datePosted: isoDay(Number(c.pubDate)),
        source: 'indeed',
        url: `https://www.indeed.com/viewjob?jk=${String(c.jobkey)}`,
      });
      expect(r.description).toBe(htmlToText(String(c.snippet)));
      expect(r.description.length).toBeGreaterThan(10);
      expect(r.description).not.toMatch(/<|style=/);
    });
    // The raw-HTML path gives the same answer.
    expect(parseIndeedSearch(html, 'https://www.indeed.com/jobs?q=python')).toEqual(results);
  });

  it('a known card from 2023-05', () => {
    const cards = readFixtureJson<Json[]>('indeed/scrapfly_indeed_search_mosaic-jobcards_2023-05.json');
    expect(indeedCardToResult(cards[0], 'uk.indeed.com')).toEqual<JobSearchResult>({
      id: 'a4d41c8aabd84e21',
      title: 'VP, Consumer Bank Fraud Architect',
      company: 'Synchrony Financial',
      location: 'Frisco, TX',
      description:
        '\u2022 Consumer Bank Fraud Systems Architect is responsible for developing the fraud technical strategy for the Consumer Bank.\n\u2022 You must be 18 years or older.',
      datePosted: '2023-04-05',
      source: 'indeed',
      url: 'https://uk.indeed.com/viewjob?jk=a4d41c8aabd84e21',
      salary: '$150,000 - $250,000 a year',
    });
  });

  it('readIndeedMosaicResults returns the verbatim array', () => {
    const cards = readFixtureJson<Json[]>('indeed/scrapfly_indeed_search_mosaic-jobcards_2025-08.json');
    expect(readIndeedMosaicResults(mosaicPage(cards))).toEqual(cards);
  });

  it.each(files)('%s as HTML cards only (fallback)', (file) => {
    const cards = readFixtureJson<Json[]>(`indeed/${file}`);
    const unique = cards.filter((c, i) => cards.findIndex((d) => d.jobkey === c.jobkey) === i);
    const html = unique
      .map(
        (c) => `<li><div class="cardOutline tapItem result job_${String(c.jobkey)}"><div class="job_seen_beacon"><table><tbody><tr><td class="resultContent">
        <h2 class="jobTitle"><a data-jk="${String(c.jobkey)}" class="jcs-JobTitle" href="/rc/clk?jk=${String(c.jobkey)}&amp;from=vjs"><span id="jobTitle-${String(c.jobkey)}" title="${escapeHtml(String(c.displayTitle))}">${escapeHtml(String(c.displayTitle))}</span></a></h2>
        <span data-testid="company-name">${escapeHtml(String(c.company))}</span><div data-testid="text-location">${escapeHtml(String(c.formattedLocation))}</div>
        </td></tr></tbody></table><div data-testid="jobsnippet_footer">${String(c.snippet)}</div></div></div></li>`,
      )
      .join('');
    const results = parseIndeedSearch(htmlDocument(`<html><body><ul>${html}</ul></body></html>`), 'https://ca.indeed.com/jobs?q=x');
    expect(results.map((r) => [r.id, r.title, r.company, r.location, r.url])).toEqual(
      unique.map((c) => [
        c.jobkey,
        String(c.displayTitle).replace(/\s+/g, ' ').trim(),
        String(c.company).replace(/\s+/g, ' ').trim(),
        c.formattedLocation,
        `https://ca.indeed.com/viewjob?jk=${String(c.jobkey)}`,
      ]),
    );
    expect(results.every((r) => r.description.length > 10)).toBe(true);
  });
});
