/**
 * Any job from anywhere (decision D12), through the real path: resolveJobPosting → safe fetcher (HTTP on
 * loopback) → the shared readers. Six stand-ins on 127.0.0.1 serve the stored fixtures in
 * __fixtures__/boards (our own synthetic postings in each board's real shapes): Greenhouse, Lever,
 * Ashby, Workday and SmartRecruiters answer their JSON API and the posting page (JOB_BOARD_ORIGINS);
 * the sixth is a company career site with JSON-LD, @graph and microdata (JOB_PAGE_TRUSTED_ORIGINS).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, messages } from '@jobapp/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendHtml, startFixtureServer, type FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { COMPANY_NEEDED, JOB_TITLE_NEEDED, resolveJobPosting } from './job-source.service';
import { createServiceDeps, insertTestUser, type ServiceTestDeps } from './test-deps';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'boards');
const BOARDS = ['greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters', 'jsonld'] as const;
type Board = (typeof BOARDS)[number];

interface Posting {
  slug: string;
  link: string;
  /** Request path and query → stored file. */
  files: Record<string, string>;
  expect: {
    title: string;
    company: string;
    location: string;
    requisitionId?: string;
    salary?: { min?: number; max?: number; currency?: string; unit?: string };
  };
}
const manifest = JSON.parse(readFileSync(join(FIXTURES, 'postings.json'), 'utf8')) as Record<Board, Posting[]>;

let database: TestDatabase;
let deps: ServiceTestDeps;
let userId: number;
const sites = {} as Record<Board, FixtureServer>;

function standIn(board: Board): (server: FixtureServer) => void {
  return (server) =>
    server.handle((request, response) => {
      const posting = manifest[board].find((p) => p.files[request.url]);
      const file = posting?.files[request.url];
      if (!file) return sendHtml(response, '<h1>Not found</h1>', 404);
      const body = readFileSync(join(FIXTURES, board, file));
      const type = file.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
      response.writeHead(200, { 'content-type': type }).end(body);
    });
}

function linkOf(board: Board, posting: Posting): string {
  return posting.link.replace('{origin}', sites[board].origin);
}

function requestCount(): number {
  return BOARDS.reduce((sum, b) => sum + sites[b].requests.length, 0);
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

const PASTED = 'We are hiring a line cook to prepare breakfast and lunch in a busy diner. You will prep vegetables, cook to order and keep the station clean.';

beforeAll(async () => {
  database = await createTestDatabase();
  for (const board of BOARDS) {
    sites[board] = await startFixtureServer();
    standIn(board)(sites[board]);
  }
  const apiBoards = BOARDS.filter((b) => b !== 'jsonld');
  deps = createServiceDeps(database, {
    JOB_BOARD_ORIGINS: apiBoards.map((b) => `${b}=${sites[b].origin}`).join(','),
    JOB_PAGE_TRUSTED_ORIGINS: sites.jsonld.origin,
    JOB_FETCH_TIMEOUT_MS: '3000',
  });
  userId = await insertTestUser(database);
});
afterAll(async () => {
  await deps.close();
  for (const board of BOARDS) await sites[board].close();
  await database.close();
});
beforeEach(() => {
  for (const board of BOARDS) sites[board].requests.length = 0;
});

describe('18 stored postings on six stand-ins, read through the safe fetcher', () => {
  it('reads title, company, location as written, a description of 200+ characters, requisition id and salary: 18 of 18', async () => {
    const misses: string[] = [];
    let read = 0;
    for (const board of BOARDS) {
      for (const posting of manifest[board]) {
        const { details } = await resolveJobPosting(deps, { userId, jobUrl: linkOf(board, posting) });
        const want = posting.expect;
        const got = {
          title: details.title,
          company: details.company,
          location: details.location,
          ...(want.requisitionId ? { requisitionId: details.requisitionId } : {}),
          ...(want.salary ? { salary: details.salary } : {}),
        };
        const ok =
          JSON.stringify(got) === JSON.stringify({ ...want }) &&
          details.description.length >= 200 &&
          details.origin === 'fetch' &&
          details.source === (board === 'jsonld' ? 'other' : board);
        if (ok) read += 1;
        else misses.push(`${board}/${posting.slug}: ${JSON.stringify({ got, description: details.description.length, source: details.source })}`);
      }
    }
    expect(misses).toEqual([]);
    expect(read).toBe(18);
  });

  it('asks each board its JSON API, and the page only when the JSON does not name the company', async () => {
    const gh = manifest.greenhouse[0]!;
    await resolveJobPosting(deps, { userId, jobUrl: linkOf('greenhouse', gh) });
    expect(sites.greenhouse.requests.map((r) => r.url)).toEqual([Object.keys(gh.files)[0]]);
    expect(sites.greenhouse.requests[0]?.headers.accept).toBe('application/json');

    const lever = manifest.lever[0]!;
    await resolveJobPosting(deps, { userId, jobUrl: linkOf('lever', lever) });
    expect(sites.lever.requests.map((r) => r.url)).toEqual(Object.keys(lever.files));
  });

  it('keeps the facts a tracker needs: validThrough, directApply and the workplace type', async () => {
    const [birchline, sable] = manifest.jsonld;
    const first = await resolveJobPosting(deps, { userId, jobUrl: linkOf('jsonld', birchline!) });
    expect(first.details).toMatchObject({ validThrough: '2026-12-31T23:59:59-05:00', directApply: true });
    const second = await resolveJobPosting(deps, { userId, jobUrl: linkOf('jsonld', sable!) });
    expect(second.details).toMatchObject({ workplaceType: 'remote', validThrough: '2026-11-30' });
    const lever = await resolveJobPosting(deps, { userId, jobUrl: linkOf('lever', manifest.lever[2]!) });
    expect(lever.details.workplaceType).toBe('remote');
  });
});

describe('a career page with no structured data', () => {
  it('is read from its main text, the company from the site name', async () => {
    const plain = `<!DOCTYPE html><html lang="en"><head><title>Line Cook | Careers at Blue Plate Diner</title>
      <meta property="og:site_name" content="Blue Plate Diner"></head><body>
      <nav><a href="/">Home</a> <a href="/menu">Menu</a> <a href="/careers">Careers</a></nav>
      <main><article><h1>Line Cook</h1><p>Location: Portland, ME</p>
      <p>Blue Plate Diner has served breakfast and lunch on Congress Street since 1987. We are hiring a full-time line cook for our weekday crew.</p>
      <h2>Responsibilities</h2><ul><li>Prep vegetables, sauces and batters before opening</li><li>Cook eggs, griddle items and sandwiches to order during a busy service</li><li>Keep your station clean and follow food safety rules</li></ul>
      <h2>Requirements</h2><ul><li>1+ year of experience on a line in a high-volume kitchen</li><li>ServSafe food handler certificate, or willingness to get one</li><li>Able to stand for long shifts and lift 50 pounds</li></ul>
      <p>How to apply: send us your resume and tell us your favourite breakfast.</p></article></main>
      <footer>Blue Plate Diner · 12 Congress St</footer></body></html>`;
    sites.jsonld.handle((request, response) => (request.url === '/careers/line-cook' ? sendHtml(response, plain) : sendHtml(response, '<h1>Not found</h1>', 404)));
    try {
      const { details } = await resolveJobPosting(deps, { userId, jobUrl: `${sites.jsonld.origin}/careers/line-cook` });
      expect(details).toMatchObject({ title: 'Line Cook', company: 'Blue Plate Diner', location: 'Portland, ME', origin: 'fetch', source: 'other' });
      expect(details.description).toContain('Cook eggs, griddle items and sandwiches to order');
    } finally {
      standIn('jsonld')(sites.jsonld);
    }
  });
});

describe('a pasted description (issue 26)', () => {
  it('is used as it is: the link is kept as given and never fetched (0 requests)', async () => {
    const link = linkOf('jsonld', manifest.jsonld[0]!);
    const { details } = await resolveJobPosting(deps, { userId, jobUrl: link, jobDescription: PASTED, jobTitle: 'Line Cook', company: 'Blue Plate Diner' });
    expect(details).toMatchObject({ origin: 'pasted', url: link, title: 'Line Cook', company: 'Blue Plate Diner', source: 'other' });
    const board = await resolveJobPosting(deps, { userId, jobUrl: linkOf('greenhouse', manifest.greenhouse[1]!), jobDescription: PASTED, jobTitle: 'Line Cook', company: 'Blue Plate Diner' });
    expect(board.details).toMatchObject({ origin: 'pasted', source: 'greenhouse' });
    expect(requestCount()).toBe(0);
  });

  it('needs no link at all', async () => {
    const { details } = await resolveJobPosting(deps, { userId, jobDescription: PASTED, jobTitle: 'Line Cook', company: 'Blue Plate Diner' });
    expect(details).toMatchObject({ origin: 'pasted', url: '', source: 'other', title: 'Line Cook' });
  });

  it('asks for the title and company, by field, when neither the text nor the user gives them', async () => {
    const error = await errorOf(resolveJobPosting(deps, { userId, jobDescription: PASTED }));
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual({ jobTitle: JOB_TITLE_NEEDED, company: COMPANY_NEEDED });
    const one = await errorOf(resolveJobPosting(deps, { userId, jobDescription: PASTED, jobTitle: 'Line Cook' }));
    expect(one.details).toEqual({ company: COMPANY_NEEDED });
    expect(requestCount()).toBe(0);
  });
});

describe('links', () => {
  it('accepts any http(s) link; only text that is not one gets the spec message', async () => {
    for (const text of ['linkedin.com/jobs/view/123', 'javascript:alert(1)', 'not a link', 'ftp://example.com/job']) {
      const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: text, jobDescription: PASTED }));
      expect(error.details).toEqual({ jobUrl: messages.jobUrlNotJob });
    }
    const none = await errorOf(resolveJobPosting(deps, { userId, jobUrl: '  ' }));
    expect(none.details).toEqual({ jobUrl: messages.jobUrlMissing });
  });

  it('never fetches a loopback career page that is not a configured stand-in', async () => {
    const other = await startFixtureServer();
    try {
      const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: `${other.origin}/careers/brewer` }));
      expect(error.code).toBe('job_description_required');
      expect(error.details).toMatchObject({ reason: 'private-address' });
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('asks for the description when a board answers 404', async () => {
    const error = await errorOf(resolveJobPosting(deps, { userId, jobUrl: 'https://job-boards.greenhouse.io/harborlight/jobs/999' }));
    expect(error.code).toBe('job_description_required');
    expect(sites.greenhouse.requests.map((r) => r.url)).toEqual(['/v1/boards/harborlight/jobs/999?pay_transparency=true', '/harborlight/jobs/999']);
  });
});
