/** The content script's reading of live pages, on the shared hand-made fixtures (linkedom documents). */
import { htmlDocument, readOwnFixture } from '@jobapp/shared/jobs/test-dom';
import { describe, expect, it } from 'vitest';
import { paneJobId, readPageJob } from './read-page-job';
import { readJobWithReadability } from './readability-reading';

const now = new Date('2026-01-20T12:00:00Z');
const page = (fixture: string) => htmlDocument(readOwnFixture(fixture));

describe('readPageJob', () => {
  it('reads the LinkedIn guest job view', () => {
    const url = 'http://www.linkedin.com/jobs/view/4411867124/';
    const reading = readPageJob(page('linkedin-guest-view.html'), url, now);
    expect(reading).toMatchObject({
      kind: 'job',
      job: {
        title: 'Senior Backend Engineer',
        company: 'Northwind Health',
        location: 'Sydney, New South Wales, Australia',
        source: 'linkedin',
        canonicalUrl: 'https://www.linkedin.com/jobs/view/4411867124/',
        datePosted: '2026-01-13',
        capturedAt: now.toISOString(),
        pageUrl: url,
      },
    });
    if (reading.kind !== 'job') throw new Error('no job');
    expect(reading.job.descriptionHtml).toContain('patient-records platform');
  });

  it('reads the signed-in search pane for its currentJobId', () => {
    const url = 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=frontend';
    expect(readPageJob(page('linkedin-search-pane.html'), url, now)).toMatchObject({
      kind: 'job',
      job: { title: 'Frontend Developer', company: 'Fabrikam Games', location: 'Berlin, Germany', canonicalUrl: 'https://www.linkedin.com/jobs/view/4012345678/' },
    });
  });

  it('also reads a collections page with currentJobId', () => {
    const url = 'https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4012345678';
    expect(readPageJob(page('linkedin-search-pane.html'), url, now)).toMatchObject({ kind: 'job', job: { title: 'Frontend Developer' } });
  });

  it('waits while the LinkedIn pane still shows the previously selected job', () => {
    const url = 'https://www.linkedin.com/jobs/search/?currentJobId=4012345679';
    expect(readPageJob(page('linkedin-search-pane.html'), url, now)).toEqual({ kind: 'waiting', reason: 'stale-pane' });
  });

  it('reads the Indeed viewjob page', () => {
    const url = 'http://www.indeed.com/viewjob?jk=0123456789abcdef&from=serp';
    expect(readPageJob(page('indeed-viewjob.html'), url, now)).toMatchObject({
      kind: 'job',
      job: {
        title: 'Operations Analyst',
        company: 'Adventure Works',
        location: 'Melbourne VIC 3000', // as the page writes it (JSON-LD would give 'Melbourne, VIC, AU')
        source: 'indeed',
        canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef',
        datePosted: '2026-01-12',
      },
    });
  });

  it('keeps the Indeed country site in the canonical URL', () => {
    const reading = readPageJob(page('indeed-viewjob.html'), 'https://uk.indeed.com/viewjob?jk=0123456789ABCDEF', now);
    expect(reading).toMatchObject({ kind: 'job', job: { canonicalUrl: 'https://uk.indeed.com/viewjob?jk=0123456789abcdef' } });
  });

  it('reads the Indeed search pane for its vjk, and waits while the pane shows another job', () => {
    const doc = page('indeed-search-pane.html');
    expect(readPageJob(doc, 'https://www.indeed.com/jobs?q=python&l=Texas&vjk=1a2b3c4d5e6f7081', now)).toMatchObject({
      kind: 'job',
      job: { title: 'Python Developer', company: 'Proseware, Inc.', canonicalUrl: 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081' },
    });
    expect(readPageJob(doc, 'https://www.indeed.com/jobs?q=python&l=Texas&vjk=90a0b0c0d0e0f001', now)).toEqual({
      kind: 'waiting',
      reason: 'stale-pane',
    });
  });

  it('finds no job on pages that are not job pages', () => {
    expect(readPageJob(page('careers-page.html'), 'https://www.linkedin.com/feed/', now)).toEqual({ kind: 'none' });
    expect(readPageJob(page('indeed-search-pane.html'), 'https://www.indeed.com/', now)).toEqual({ kind: 'none' });
    // A search list without a selected job: its cards are not one posting.
    expect(readPageJob(page('linkedin-guest-search.html'), 'https://www.linkedin.com/jobs/search?keywords=rust', now)).toEqual({ kind: 'none' });
  });

  it('finds no job behind a sign-in wall or a bot check, even on a job URL', () => {
    expect(readPageJob(page('linkedin-authwall.html'), 'https://www.linkedin.com/jobs/view/4411867124/', now)).toEqual({ kind: 'none' });
    expect(readPageJob(page('cloudflare-challenge.html'), 'https://www.indeed.com/viewjob?jk=0123456789abcdef', now)).toEqual({ kind: 'none' });
  });

  it('waits on a job URL whose page has not rendered a job yet', () => {
    const empty = htmlDocument('<!doctype html><html><head><title>LinkedIn</title></head><body><div id="app"></div></body></html>');
    expect(readPageJob(empty, 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678', now)).toEqual({ kind: 'waiting', reason: 'not-rendered' });
  });
});

describe('paneJobId', () => {
  it('names the job the details pane links to', () => {
    expect(paneJobId(page('linkedin-search-pane.html'), 'https://www.linkedin.com/jobs/search/?currentJobId=1')).toBe('4012345678');
    expect(paneJobId(page('indeed-search-pane.html'), 'https://www.indeed.com/jobs?q=x&vjk=0000000000000001')).toBe('1a2b3c4d5e6f7081');
  });

  it('is null for pages without a pane link or URLs that name no job', () => {
    expect(paneJobId(page('linkedin-guest-view.html'), 'https://www.linkedin.com/jobs/view/4411867124/')).toBeNull();
    expect(paneJobId(page('linkedin-search-pane.html'), 'https://www.linkedin.com/feed/')).toBeNull();
  });
});

describe('readJobWithReadability (the popup fallback)', () => {
  it('reads a job page in an unknown layout with Readability', () => {
    const job = readJobWithReadability(page('careers-page.html'), 'https://www.linkedin.com/jobs/view/4099999999/', now);
    expect(job).toMatchObject({
      title: 'Product Designer',
      company: 'Lucerne Publishing',
      location: 'Lisbon, Portugal',
      source: 'linkedin',
      canonicalUrl: 'https://www.linkedin.com/jobs/view/4099999999/',
    });
  });

  it('never reads a sign-in wall', () => {
    expect(readJobWithReadability(page('linkedin-authwall.html'), 'https://www.linkedin.com/jobs/view/4411867124/', now)).toBeNull();
  });
});

describe('location as the page writes it', () => {
  // A viewjob page whose JSON-LD address has the ZIP and a country the visible header does not repeat.
  const indeedPage = (header: string) =>
    htmlDocument(`<!doctype html><html><head>
      <script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Registered Nurse',
        hiringOrganization: { '@type': 'Organization', name: 'OhioHealth' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Columbus', addressRegion: 'OH', postalCode: '43215', addressCountry: 'US' } },
        datePosted: '2026-01-10',
        description: '<p>Care for patients on a busy ward.</p>',
      })}</script></head><body>
      <h1 data-testid="jobsearch-JobInfoHeader-title"><span>Registered Nurse</span></h1>
      <div data-testid="inlineHeader-companyName">OhioHealth</div>
      ${header}
      <div id="jobDescriptionText"><p>Care for patients on a busy ward.</p></div>
    </body></html>`);
  const url = 'https://www.indeed.com/viewjob?jk=0123456789abcdef';

  it('keeps the visible "Columbus, OH 43215", not the address rebuilt from JSON-LD', () => {
    const reading = readPageJob(indeedPage('<div data-testid="inlineHeader-companyLocation"><div>Columbus, OH 43215</div></div>'), url, now);
    expect(reading).toMatchObject({ kind: 'job', job: { title: 'Registered Nurse', location: 'Columbus, OH 43215' } });
  });

  it('falls back to the structured location when the page shows none', () => {
    const reading = readPageJob(indeedPage(''), url, now);
    if (reading.kind !== 'job') throw new Error('no job');
    expect(reading.job.location).toContain('Columbus');
  });
});
