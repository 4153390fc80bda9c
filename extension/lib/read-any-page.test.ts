/**
 * The page reader on any job page (D12), on the stored board fixture pages the API's board tests serve
 * (api/src/features/jobs/__fixtures__/boards, postings.json): each page as the browser shows it, under
 * its real address. A page with a `JobPosting` (JSON-LD, `@graph`, microdata) is read in the tab; any
 * other is answered with its markup, which the popup reads with the Readability fallback.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAnyJobUrl } from '@jobapp/shared/jobs/any-job-url';
import { htmlDocument } from '@jobapp/shared/jobs/test-dom';
import { describe, expect, it } from 'vitest';
import type { PageJob } from './page-job';
import { MAX_PAGE_HTML_CHARS, readAnyPage } from './read-any-page';
import { readJobWithReadability } from './readability-reading';

const BOARDS_DIR = fileURLToPath(new URL('../../api/src/features/jobs/__fixtures__/boards/', import.meta.url));
const BOARDS = ['greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters', 'jsonld'] as const;
type Board = (typeof BOARDS)[number];
interface Posting {
  slug: string;
  link: string;
  files: Record<string, string>;
  expect: { title: string; company: string; location: string };
}
const postings = JSON.parse(readFileSync(join(BOARDS_DIR, 'postings.json'), 'utf8')) as Record<Board, Posting[]>;
const now = new Date('2026-01-20T12:00:00Z');

/** The posting's page (not its API JSON) and the address the browser shows it under. */
function pageOf(board: Board, posting: Posting): { html: string; url: string } {
  const file = Object.values(posting.files).find((name) => name.endsWith('.html'));
  if (!file) throw new Error(`${posting.slug}: no page`);
  const url = posting.link.replace('{origin}', `https://careers.${posting.slug}.example`);
  return { html: readFileSync(join(BOARDS_DIR, board, file), 'utf8'), url };
}

/** What the popup ends with: the tab's reading, or the Readability fallback on the markup it sent. */
function popupReading(html: string, url: string): { job: PageJob | null; via: 'page' | 'readability' } {
  const answer = readAnyPage(htmlDocument(html), url, now);
  if (answer.kind === 'job') return { job: answer.job, via: 'page' };
  if (answer.kind !== 'unknown-layout') return { job: null, via: 'page' };
  expect(answer.pageUrl).toBe(url);
  return { job: readJobWithReadability(htmlDocument(answer.html), url, now), via: 'readability' };
}

const cases = BOARDS.flatMap((board) => postings[board].map((posting) => [`${board} ${posting.slug}`, board, posting] as const));

describe('readAnyPage on the stored board pages', () => {
  it('has the 18 postings of the board tests', () => {
    expect(cases).toHaveLength(18);
  });

  it.each(cases)('%s: the title, the board and the canonical link', (_label, board, posting) => {
    const { html, url } = pageOf(board, posting);
    const { job } = popupReading(html, url);
    const link = parseAnyJobUrl(url);
    if (!link.ok) throw new Error(link.message);
    expect(job).toMatchObject({ title: posting.expect.title, source: link.board, canonicalUrl: link.canonicalUrl, pageUrl: url });
  });

  // Pages that carry a JobPosting are read in the tab itself, company and location as the posting says.
  it.each(cases.filter(([, board]) => board === 'lever' || board === 'ashby' || board === 'jsonld'))(
    '%s: read from its JobPosting in the tab, with company, location and description',
    (_label, board, posting) => {
      const { html, url } = pageOf(board, posting);
      const { job, via } = popupReading(html, url);
      expect(via).toBe('page');
      expect(job).toMatchObject({ company: posting.expect.company, location: posting.expect.location });
      expect(job!.descriptionHtml.replace(/<[^>]+>/g, ' ').trim().length).toBeGreaterThanOrEqual(200);
    },
  );

  // Greenhouse, SmartRecruiters and Workday pages here carry no JobPosting. A page whose main text reads
  // like a job ad gives that text; the others (Workday renders in the browser, short pages) are kept by
  // title and link alone, and the API reads the board's public JSON for them.
  const noPosting = cases.filter(([, board]) => board === 'greenhouse' || board === 'smartrecruiters' || board === 'workday');
  const MAIN_TEXT = ['greenhouse harborlight', 'greenhouse pinecrestfoods'];

  it.each(noPosting.filter(([label]) => MAIN_TEXT.includes(label)))('%s: no JobPosting, the main text through the Readability fallback', (_label, board, posting) => {
    const { html, url } = pageOf(board, posting);
    const { job, via } = popupReading(html, url);
    expect(via).toBe('readability');
    expect(job!.descriptionHtml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().length).toBeGreaterThanOrEqual(200);
  });

  it.each(noPosting.filter(([label]) => !MAIN_TEXT.includes(label)))('%s: too little to read, kept by title and link for the API', (_label, board, posting) => {
    const { html, url } = pageOf(board, posting);
    const { job, via } = popupReading(html, url);
    expect(via).toBe('readability');
    expect(job).toMatchObject({ title: posting.expect.title, company: '', descriptionHtml: '' });
  });

  it('a page on any other site with too little to read gives no job', () => {
    const { job } = popupReading('<html><head><title>Welcome</title></head><body><main><h1>Welcome</h1><p>Hello.</p></main></body></html>', 'https://www.example.com/');
    expect(job).toBeNull();
  });
});

describe('readAnyPage', () => {
  it('reads nothing from a page that is not http(s), nor from a sign-in wall', () => {
    expect(readAnyPage(htmlDocument('<h1>Job</h1>'), 'file:///tmp/job.html', now)).toEqual({ kind: 'none' });
    const wall = '<html><head><title>Sign Up | LinkedIn</title></head><body><form class="authwall-join-form"></form></body></html>';
    expect(readAnyPage(htmlDocument(wall), 'https://www.linkedin.com/jobs/view/4411867124/', now)).toEqual({ kind: 'none' });
  });

  it('sends at most 2,000,000 characters of markup on', () => {
    const big = `<html><body><main><h1>Huge</h1><p>${'word '.repeat(500_000)}</p></main></body></html>`;
    const answer = readAnyPage(htmlDocument(big), 'https://careers.example.com/jobs/1', now);
    expect(answer.kind).toBe('unknown-layout');
    if (answer.kind === 'unknown-layout') expect(answer.html.length).toBe(MAX_PAGE_HTML_CHARS);
  });
});
