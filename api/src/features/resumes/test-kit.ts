/**
 * Test helper (imported by tests only) for the resumes HTTP suites: a fixture job site on 127.0.0.1
 * standing in for LinkedIn (a readable guest job page, and a posting behind the sign-in wall), a test
 * server pointed at it, multipart uploads with the session cookie, and storage/list readers.
 */
import { readOwnFixture } from '@jobapp/shared/jobs/test-dom';
import type { ErrorBody, OptimizeResult, ResumeListItem, StorageInfo } from '@jobapp/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { sendHtml, startFixtureServer, type FixtureServer } from '../../lib/safe-fetch.fixture-server';
import type { TestClient } from '../../test/test-client';
import { useTestServer, type ServerSuite, type TestServerOptions } from '../../test/test-server';
import { closeResumeParser } from './parsing/parser-pool';

export const JOB_ID = '4411867124';
/** A readable LinkedIn guest job page (shared/src/jobs/__fixtures__/linkedin-guest-view.html). */
export const JOB_LINK = `https://www.linkedin.com/jobs/view/senior-backend-engineer-at-northwind-health-${JOB_ID}?trk=public_jobs`;
export const JOB_CANONICAL = `https://www.linkedin.com/jobs/view/${JOB_ID}/`;
export const JOB_TITLE = 'Senior Backend Engineer';
export const JOB_COMPANY = 'Northwind Health';
/** A posting whose page is LinkedIn's sign-in wall: the description has to be pasted. */
export const WALLED_JOB_LINK = 'https://www.linkedin.com/jobs/view/4000000001/';

export const PASTED_DESCRIPTION =
  'Platform Engineer at Example Labs. We need 4+ years of TypeScript, Node.js and PostgreSQL experience, ' +
  'Docker and AWS in production, and a Bachelor degree in Computer Science.';

/** Serves the readable page and the sign-in wall; anything else is a 404 page. */
export async function startJobSite(): Promise<FixtureServer> {
  const guestView = readOwnFixture('linkedin-guest-view.html');
  const authwall = readOwnFixture('linkedin-authwall.html');
  return startFixtureServer((request, response) => {
    if (request.url === `/jobs/view/${JOB_ID}/`) sendHtml(response, guestView);
    else if (request.url === '/jobs/view/4000000001/') sendHtml(response, authwall);
    else sendHtml(response, '<html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>', 404);
  });
}

/** The test server's options for the resumes suites: jobs are read from `site`, tailoring is built in. */
export function resumesServerOptions(site: FixtureServer): Omit<TestServerOptions, 'database'> {
  return {
    env: { LINKEDIN_ORIGIN: site.origin, INDEED_ORIGIN: site.origin, JOB_FETCH_TIMEOUT_MS: '3000', AI_PROVIDER: 'builtin' },
  };
}

export interface ResumesSuite extends ServerSuite {
  readonly site: FixtureServer;
}

/**
 * The set-up of an HTTP test file in one call: the fixture job site, then (useTestServer) a fresh
 * database and a test server pointed at the site before the file's tests; after them the server and the
 * database close, then the site and the parse workers.
 */
export function useResumesSuite(): ResumesSuite {
  let site: FixtureServer | undefined;
  const ready = (): FixtureServer => {
    if (site === undefined) throw new Error("useResumesSuite: the site is used before the file's set-up ran");
    return site;
  };
  beforeAll(async () => {
    site = await startJobSite();
  });
  // Registered before useTestServer's hooks: after the tests it runs last (hooks run as a stack).
  afterAll(async () => {
    await site?.close();
    await closeResumeParser();
  });
  const suite = useTestServer(() => resumesServerOptions(ready()));
  return {
    get database() {
      return suite.database;
    },
    get site() {
      return ready();
    },
    get server() {
      return suite.server;
    },
  };
}

export interface FileToSend {
  bytes: Uint8Array;
  name: string;
  /** The declared MIME type; '' lets the client choose (application/octet-stream). */
  type?: string;
}

export interface UploadAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** POST /api/optimize-resume as multipart/form-data, signed in as `client`. */
export async function postResume<T = OptimizeResult & ErrorBody>(
  client: TestClient,
  file: FileToSend | null,
  fields: Record<string, string> = { jobUrl: JOB_LINK },
): Promise<UploadAnswer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('resumeFile', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  const response = await fetch(`${client.baseUrl}/api/optimize-resume`, {
    method: 'POST',
    body: form,
    headers: client.session ? { cookie: `session=${client.session}` } : {},
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T };
}

export async function storageUsed(client: TestClient): Promise<number> {
  const response = await client.get<StorageInfo>('/api/user/storage-info');
  expect(response.status).toBe(200);
  return response.body.used;
}

export async function listMine(client: TestClient): Promise<ResumeListItem[]> {
  const response = await client.get<ResumeListItem[]>('/api/my-resumes');
  expect(response.status).toBe(200);
  return response.body;
}

/**
 * Saves the posting at `jobUrl` (PASTED_DESCRIPTION) as the extension does, so tailoring against it
 * fetches and parses no job page: what a timing test measures is the tailoring.
 */
export async function capturePosting(client: TestClient, jobUrl: string): Promise<void> {
  const captured = await client.post('/api/job-postings/capture', {
    url: jobUrl,
    source: 'linkedin',
    title: 'Platform Engineer',
    company: 'Example Labs',
    descriptionHtml: `<p>${PASTED_DESCRIPTION}</p>`,
    capturedAt: new Date().toISOString(),
  });
  expect(captured.status).toBe(201);
}

/**
 * POST /api/optimize-resume-text with the answer read as bytes, not parsed (a test's client shares the
 * server's event loop, so large answers decoded here would slow what is measured); its status.
 */
export async function optimizeQuietly(client: TestClient, resumeText: string, jobUrl: string): Promise<number> {
  const response = await fetch(`${client.baseUrl}/api/optimize-resume-text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `session=${client.session ?? ''}` },
    body: JSON.stringify({ resumeText, jobUrl }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Asserts an upload was refused and left no trace: no resume stored, storage as before. */
export async function expectNothingStored(client: TestClient, usedBefore: number): Promise<void> {
  expect(await storageUsed(client)).toBe(usedBefore);
  expect(await listMine(client)).toEqual([]);
}
