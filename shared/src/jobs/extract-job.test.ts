/** Extraction over this module's own hand-made pages (always available; see __fixtures__/). */
import { describe, expect, it } from 'vitest';
import { extractJobPosting, detectBlockedPage, type ExtractedJob } from './extract-job';
import { extractJobPostingCore } from './extract-job-core';
import { readabilityFallback } from './readability-fallback';
import { htmlDocument, readOwnFixture } from './test-dom';
import { describeBound, timeBound } from '../testing/machine-speed';

const now = new Date('2026-01-20T12:00:00Z');

function extract(name: string, url: string): ExtractedJob | null {
  return extractJobPosting(htmlDocument(readOwnFixture(name)), url, { now });
}

interface Case {
  name: string;
  url: string;
  expected: Partial<ExtractedJob>;
  /** Lines the plain-text description must contain, in order. */
  textLines: string[];
}

const cases: Case[] = [
  {
    name: 'linkedin-guest-view.html',
    url: 'https://au.linkedin.com/jobs/view/senior-backend-engineer-at-northwind-health-4411867124?trk=public_jobs_topcard',
    expected: {
      title: 'Senior Backend Engineer',
      company: 'Northwind Health',
      location: 'Sydney, New South Wales, Australia',
      datePosted: '2026-01-13',
      employmentType: 'Full-time',
      skills: [],
      source: 'linkedin',
      canonicalUrl: 'https://www.linkedin.com/jobs/view/4411867124/',
      strategy: 'linkedin-dom',
    },
    textLines: [
      'About the role',
      '',
      'We are looking for a Senior Backend Engineer to build our patient-records platform & APIs.',
      '',
      'What you will do',
      '',
      '\u2022 Design and run services in TypeScript and Go',
      '\u2022 Own PostgreSQL schemas and migrations',
      '\u2022 Mentor two junior engineers',
    ],
  },
  {
    name: 'linkedin-guest-view-jsonld.html',
    url: 'https://www.linkedin.com/jobs/view/data-engineer-at-contoso-analytics-4012345670',
    expected: {
      title: 'Data Engineer',
      company: 'Contoso Analytics',
      location: 'Austin, TX',
      datePosted: '2025-03-17',
      employmentType: 'Full-time',
      experience: '3+ years',
      education: 'bachelor degree',
      skills: [],
      source: 'linkedin',
      canonicalUrl: 'https://www.linkedin.com/jobs/view/4012345670/',
      strategy: 'json-ld',
    },
    textLines: [
      'Contoso Analytics is hiring a Data Engineer to own our pipelines.',
      '',
      '\u2022 Build batch and streaming jobs in Python and Spark',
      '\u2022 Model data in Snowflake & dbt',
      '',
      '3+ years of experience required.',
    ],
  },
  {
    name: 'linkedin-search-pane.html',
    url: 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=frontend&origin=JOB_SEARCH_PAGE_SEARCH_BUTTON',
    expected: {
      title: 'Frontend Developer',
      company: 'Fabrikam Games',
      location: 'Berlin, Germany',
      datePosted: '2026-01-06',
      source: 'linkedin',
      canonicalUrl: 'https://www.linkedin.com/jobs/view/4012345678/',
      strategy: 'linkedin-dom',
    },
    textLines: [
      'Who we are',
      '',
      'Fabrikam Games makes browser games played by 20 million people.',
      '',
      'Your tasks',
      '',
      '\u2022 Build UI in React and TypeScript',
      '\u2022 Improve rendering performance with WebGL',
    ],
  },
  {
    name: 'linkedin-unified-top-card-old.html',
    url: 'https://www.linkedin.com/jobs/view/3500000000/',
    expected: {
      title: 'Site Reliability Engineer',
      company: 'Tailspin Toys',
      location: 'Toronto, ON',
      datePosted: '2026-01-15',
      strategy: 'linkedin-dom',
    },
    textLines: ['Keep our Kubernetes clusters healthy and our on-call calm.', '', '\u2022 Terraform', '\u2022 Prometheus and Grafana'],
  },
  {
    name: 'indeed-viewjob.html',
    url: 'https://au.indeed.com/viewjob?jk=0123456789ABCDEF&from=serp&vjs=3',
    expected: {
      title: 'Operations Analyst',
      company: 'Adventure Works',
      location: 'Melbourne, VIC 3000',
      datePosted: '2026-01-12',
      employmentType: 'Full-time, Permanent',
      source: 'indeed',
      canonicalUrl: 'https://au.indeed.com/viewjob?jk=0123456789abcdef',
      strategy: 'json-ld',
    },
    textLines: [
      'About Adventure Works',
      '',
      'We build outdoor gear for 2 million customers.',
      '',
      'Responsibilities',
      '',
      '\u2022 Plan warehouse capacity & staffing',
      '\u2022 Report weekly KPIs to the operations director',
      '',
      'Pay: $65,000 - $80,000/year',
    ],
  },
  {
    name: 'indeed-initial-data-only.html',
    url: 'https://www.indeed.com/viewjob?jk=00000000000000aa',
    expected: {
      title: 'Warehouse Associate "Night Shift"',
      company: 'Wide World Importers',
      location: 'Remote',
      datePosted: '2026-01-01',
      employmentType: 'Part-time',
      canonicalUrl: 'https://www.indeed.com/viewjob?jk=00000000000000aa',
      strategy: 'indeed-initial-data',
    },
    textLines: ['Braces in text: {not json} and "quotes" and a };', '', '\u2022 Drive forklifts safely', '\u2022 Scan inbound pallets'],
  },
  {
    name: 'indeed-dom-only.html',
    url: 'https://uk.indeed.com/viewjob?jk=00000000000000bb',
    expected: {
      title: 'Registered Nurse \u2013 Cardiology Ward',
      company: 'Litware NHS Trust',
      location: 'Leeds LS1',
      datePosted: null,
      employmentType: 'Full-time',
      canonicalUrl: 'https://uk.indeed.com/viewjob?jk=00000000000000bb',
      strategy: 'indeed-dom',
    },
    textLines: [
      'Join our cardiology ward team in central Leeds.',
      '',
      'Key duties',
      '',
      '\u2022 Deliver patient-centred care on a 28-bed ward',
      '\u2022 Administer medicines and monitor vital signs',
      '',
      'NMC registration required.',
    ],
  },
  {
    name: 'indeed-search-pane.html',
    url: 'https://www.indeed.com/jobs?q=python&l=Texas&vjk=1a2b3c4d5e6f7081',
    expected: {
      title: 'Python Developer',
      company: 'Proseware, Inc.',
      location: 'Remote in Austin, TX',
      canonicalUrl: 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081',
      strategy: 'indeed-dom',
    },
    textLines: ['We are hiring a Python Developer for our claims platform.', '', '\u2022 FastAPI, PostgreSQL, AWS Lambda', '\u2022 3+ years of Python'],
  },
  {
    name: 'careers-page.html',
    url: 'https://careers.lucerne.example/jobs/product-designer?utm_source=x',
    expected: {
      title: 'Product Designer',
      company: 'Lucerne Publishing',
      location: 'Lisbon, Portugal',
      datePosted: null,
      skills: [],
      source: 'other',
      canonicalUrl: 'https://careers.lucerne.example/jobs/product-designer?utm_source=x',
      strategy: 'readability',
    },
    textLines: [
      'Responsibilities',
      '',
      '\u2022 Design end-to-end flows for our iOS, Android and web reading apps, from early research to polished interfaces.',
      '\u2022 Run usability studies with readers every sprint and turn what you learn into clear design decisions.',
    ],
  },
];

describe('extractJobPosting on hand-made pages', () => {
  it.each(cases)('$name', ({ name, url, expected, textLines }) => {
    const job = extract(name, url);
    expect(job).not.toBeNull();
    expect(job).toMatchObject(expected);
    const lines = job!.descriptionText.split('\n');
    const start = lines.indexOf(textLines[0]!);
    expect(start, job!.descriptionText).toBeGreaterThanOrEqual(0);
    expect(lines.slice(start, start + textLines.length)).toEqual(textLines);
    expect(job!.descriptionHtml).toMatch(/<(p|ul|li|br|strong|div|b)\b/);
    expect(job!.descriptionHtml).not.toMatch(/<script|<style/i);
  });

  it('keeps only the description, not page chrome, in the careers page text', () => {
    const job = extract('careers-page.html', 'https://careers.lucerne.example/jobs/product-designer');
    expect(job!.descriptionText).toContain('4+ years of experience in product design for consumer apps.');
    expect(job!.descriptionText).not.toContain('All rights reserved');
    expect(job!.descriptionText).not.toContain('window.analytics');
    expect(job!.descriptionHtml).not.toMatch(/<[A-Z]/);
  });

  it('does not keep the signed-in pane heading "About the job"', () => {
    const job = extract('linkedin-search-pane.html', 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678');
    expect(job!.descriptionText).not.toContain('About the job');
  });

  it('reads the page even when it is passed an unrelated URL (source other, all structures tried)', () => {
    const job = extract('linkedin-guest-view.html', 'https://example.com/saved.html');
    expect(job).toMatchObject({ title: 'Senior Backend Engineer', source: 'other', canonicalUrl: 'https://example.com/saved.html' });
  });

  it('uses the page canonical link when the LinkedIn page URL is not a job link', () => {
    const job = extract('linkedin-guest-view.html', 'https://au.linkedin.com/jobs-guest/something-else');
    expect(job?.canonicalUrl).toBe('https://www.linkedin.com/jobs/view/4411867124/');
  });

  it('is fast', () => {
    const html = readOwnFixture('indeed-viewjob.html');
    const doc = htmlDocument(html);
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) extractJobPosting(doc, 'https://au.indeed.com/viewjob?jk=0123456789abcdef');
    // 25 ms each on a quiet hour; a slow hour stretches it (machine-speed.ts).
    expect((performance.now() - t0) / 20, describeBound(25)).toBeLessThan(timeBound(25));
  });
});

describe('blocked pages', () => {
  it('LinkedIn authwall → null, sign-in-wall', () => {
    const doc = htmlDocument(readOwnFixture('linkedin-authwall.html'));
    const url = 'https://www.linkedin.com/authwall?trk=gf&sessionRedirect=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F4411867124';
    expect(extractJobPosting(doc, url)).toBeNull();
    expect(detectBlockedPage(doc, url)).toBe('sign-in-wall');
    expect(detectBlockedPage(doc)).toBe('sign-in-wall');
  });

  it('Cloudflare check → null, bot-check', () => {
    const doc = htmlDocument(readOwnFixture('cloudflare-challenge.html'));
    expect(extractJobPosting(doc, 'https://www.indeed.com/viewjob?jk=0123456789abcdef')).toBeNull();
    expect(detectBlockedPage(doc)).toBe('bot-check');
  });

  it.each([
    ['<title>Attention Required! | Cloudflare</title><p>Sorry, you have been blocked</p>', 'bot-check'],
    ['<title>Indeed</title><div id="challenge-running"></div>', 'bot-check'],
    ['<title>Security Check - Indeed.com</title><p>Additional Verification Required</p>', 'bot-check'],
    ['<title>LinkedIn Login, Sign in | LinkedIn</title><form action="/uas/login-submit"><input name="session_key"></form>', 'sign-in-wall'],
    ['<title>Jobs</title><p>Sign in to view this job</p>', 'sign-in-wall'],
  ])('%s → %s', (html, kind) => {
    const doc = htmlDocument(`<!DOCTYPE html><html><head>${html.includes('<title>') ? html.slice(0, html.indexOf('</title>') + 8) : ''}</head><body>${html.slice(html.indexOf('</title>') + 8)}</body></html>`);
    expect(detectBlockedPage(doc, 'https://www.linkedin.com/jobs/view/1/')).toBe(kind);
  });

  it('a job page is never blocked, even with a sign-in modal on it', () => {
    for (const name of ['linkedin-guest-view.html', 'indeed-viewjob.html', 'indeed-initial-data-only.html', 'careers-page.html']) {
      expect(detectBlockedPage(htmlDocument(readOwnFixture(name)), 'https://www.linkedin.com/jobs/view/1/'), name).toBeNull();
    }
  });

  it('a careers page mentioning sign-in is not a wall', () => {
    const html = readOwnFixture('careers-page.html').replace('<h2>Benefits</h2>', '<p>Sign in to view your applications.</p><h2>Benefits</h2>');
    const doc = htmlDocument(html);
    expect(detectBlockedPage(doc, 'https://careers.lucerne.example/jobs/1')).toBeNull();
    expect(extractJobPosting(doc, 'https://careers.lucerne.example/jobs/1')?.title).toBe('Product Designer');
  });
});

describe('no job on the page', () => {
  it('returns null for a page without job content', () => {
    const doc = htmlDocument('<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Welcome</h1><p>Nothing to see.</p></body></html>');
    expect(extractJobPosting(doc, 'https://example.com/')).toBeNull();
    expect(detectBlockedPage(doc, 'https://example.com/')).toBeNull();
  });

  it('returns null for a long article that is not a job ad', () => {
    const para = '<p>The river flows through the old town, past the cathedral and the market square, and into the sea. '.repeat(8);
    const doc = htmlDocument(`<!DOCTYPE html><html><head><title>A walk in the old town</title></head><body><article><h1>A walk</h1>${para}</article></body></html>`);
    expect(extractJobPosting(doc, 'https://example.com/blog/walk')).toBeNull();
  });
});

describe('extractJobPostingCore (no Readability)', () => {
  it('finds structured jobs without the fallback', () => {
    const doc = htmlDocument(readOwnFixture('indeed-dom-only.html'));
    expect(extractJobPostingCore(doc, 'https://uk.indeed.com/viewjob?jk=00000000000000bb')?.strategy).toBe('indeed-dom');
  });

  it('returns null on an unstructured page until the fallback is given', () => {
    const doc = htmlDocument(readOwnFixture('careers-page.html'));
    const url = 'https://careers.lucerne.example/jobs/product-designer';
    expect(extractJobPostingCore(doc, url)).toBeNull();
    expect(extractJobPostingCore(doc, url, { fallback: readabilityFallback })?.title).toBe('Product Designer');
  });

  it('leaves the live document untouched when Readability runs', () => {
    const doc = htmlDocument(readOwnFixture('careers-page.html'));
    const before = doc.documentElement.outerHTML;
    extractJobPosting(doc, 'https://careers.lucerne.example/jobs/product-designer');
    expect(doc.documentElement.outerHTML).toBe(before);
  });
});
