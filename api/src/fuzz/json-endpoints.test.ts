/**
 * Fuzz suite (issue 8): hostile bodies, headers and encodings against every endpoint that takes a
 * body (POST, PUT, PATCH, DELETE under /api, read from the app's own routers so a new route is fuzzed
 * without touching this file), signed in and signed out. No answer may be a 5xx and none may take 2 s.
 * Runs on PGlite and, in the 'api (pg)' project, on the PostgreSQL server. Set FUZZ_SEED to replay a
 * failure with the seed fast-check printed.
 */
import { request } from 'node:http';
import type Router from '@koa/router';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { sendHtml, startFixtureServer, type FixtureServer } from '../lib/safe-fetch.fixture-server';
import { createLogger } from '../logger';
import { SAMPLE_RESUME_TEXT } from '../features/resumes/parsing/test-files';
import { JOB_ID, JOB_LINK } from '../features/resumes/test-kit';
import { readOwnFixture } from '@jobapp/shared/jobs/test-dom';
import { createCaptureMailer } from '../test/capture-mailer';
import { buildRegistration } from '../test/factories';
import type { TestClient } from '../test/test-client';
import type { TestDatabase } from '../test/test-db';
import { useTestServer, type TestServer } from '../test/test-server';
import { encodedBody, malformedBody, mutatedBody, templateOf, type FuzzBody, type Template } from './payloads';

const SLOW_MS = 2_000;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface Endpoint {
  method: string;
  /** As routed, with `:params`. */
  path: string;
}

/** Every body-taking /api route of the app, from its routers. */
function listBodyEndpoints(database: TestDatabase, env: TestServer['env']): Endpoint[] {
  const app = createApp({ db: database.db, env, logger: createLogger('silent'), mailer: createCaptureMailer() });
  const found: Endpoint[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    for (const layer of router?.stack ?? []) {
      if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/') || layer.path.includes('*')) continue;
      for (const method of layer.methods) if (BODY_METHODS.has(method)) found.push({ method, path: layer.path });
    }
  }
  return found;
}

interface Sent {
  status: number;
  ms: number;
  text: string;
}

/** One request on its own connection, with exactly these headers and bytes. */
function send(base: string, method: string, path: string, body: FuzzBody, cookie: string | undefined): Promise<Sent> {
  const url = new URL(path, base);
  const headers: Record<string, string | number> = { ...body.headers, 'content-length': body.bytes.length };
  if (cookie && !('cookie' in body.headers)) headers.cookie = `session=${cookie}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path: url.pathname, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer in 15 s`)));
    req.on('error', reject);
    req.end(body.bytes);
  });
}

function describeCase(endpoint: Endpoint, path: string, body: FuzzBody, signedIn: boolean): string {
  const preview = body.bytes.subarray(0, 160).toString('utf8');
  return `${endpoint.method} ${path} (${signedIn ? 'signed in' : 'signed out'}) ${body.kind} ${JSON.stringify(body.headers)} ${body.bytes.length} bytes: ${JSON.stringify(preview)}`;
}

describe('fuzzing every JSON endpoint', () => {
  let site: FixtureServer | undefined;
  let endpoints: Endpoint[];
  let sent = 0;
  /** The signed-in user; replaced when a fuzzed call signs it out or deletes it. */
  let account: { client: TestClient; password: string; resumeId: string } | undefined;

  beforeAll(async () => {
    // LinkedIn and Indeed stand-ins: the readable job page, and an empty page for everything else.
    const guestView = readOwnFixture('linkedin-guest-view.html');
    site = await startFixtureServer((req, res) => sendHtml(res, req.url === `/jobs/view/${JOB_ID}/` ? guestView : '<html><body></body></html>'));
  });
  // Registered before useTestServer's hooks: after the tests it runs last (hooks run as a stack).
  afterAll(async () => {
    await site?.close();
  });
  const suite = useTestServer(() => {
    if (!site) throw new Error('the job site did not start');
    return { env: { LINKEDIN_ORIGIN: site.origin, INDEED_ORIGIN: site.origin, JOB_FETCH_TIMEOUT_MS: '1000', AI_PROVIDER: 'builtin' } };
  });
  beforeAll(async () => {
    endpoints = listBodyEndpoints(suite.database, suite.server.env);
    await signedInAccount();
  });

  async function signedInAccount(): Promise<NonNullable<typeof account>> {
    if (account?.client.session) return account;
    const client = suite.server.client();
    const registration = buildRegistration();
    expect((await client.post('/api/register', registration)).status).toBe(201);
    const optimized = await client.post<{ resumeId: number }>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: JOB_LINK });
    expect(optimized.status, JSON.stringify(optimized.body)).toBe(201);
    account = { client, password: registration.password, resumeId: String(optimized.body.resumeId) };
    return account;
  }

  /** A valid body for each endpoint, the seed of the mutations; unknown endpoints start from {}. */
  function templateFor(endpoint: Endpoint, password: string): Template {
    const key = `${endpoint.method} ${endpoint.path}`;
    const registration = buildRegistration();
    const bodies: Record<string, Record<string, unknown>> = {
      'POST /api/register': registration,
      'POST /api/login': { username: registration.username, password, rememberMe: true },
      'POST /api/forgot-password': { email: registration.email },
      'POST /api/reset-password': { token: 'a'.repeat(43), newPassword: 'a new passphrase' },
      'POST /api/contact': { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'A question', message: 'Hello, I have a question about plans.' },
      'POST /api/newsletter': { email: 'ada@example.com', firstName: 'Ada', interests: ['job-search'] },
      'POST /api/newsletter/confirm': { token: 'a'.repeat(43) },
      'POST /api/newsletter/unsubscribe': { token: 'a'.repeat(43) },
      'POST /api/job-postings/capture': {
        url: JOB_LINK,
        source: 'linkedin',
        title: 'Senior Backend Engineer',
        company: 'Northwind Health',
        location: 'Remote',
        descriptionHtml: '<p>We need TypeScript and PostgreSQL.</p>',
        datePosted: '2026-01-10',
        capturedAt: '2026-01-10T10:00:00Z',
      },
      'POST /api/search-jobs': { jobTitle: 'Backend Engineer', location: 'Berlin', source: 'linkedin' },
      'POST /api/optimize-resume-text': { resumeText: SAMPLE_RESUME_TEXT, jobUrl: JOB_LINK, templateId: 'basic-1', jobDescription: 'TypeScript and PostgreSQL.' },
      'PATCH /api/resume/:id': { jobTitle: 'Renamed resume' },
      'PATCH /api/user/profile': { fullName: 'Ada Lovelace', email: registration.email, currentPassword: password },
      'PATCH /api/user/notifications': { jobAlerts: true, resumeUpdates: false, marketingEmails: false },
      'POST /api/user/password': { currentPassword: password, newPassword: 'another passphrase' },
      'POST /api/user/email/confirm': { token: `${'a'.repeat(40)}.${'b'.repeat(43)}` },
      'DELETE /api/user': { password },
    };
    return templateOf(bodies[key] ?? {});
  }

  const idParam = fc.constantFrom('own', '1', '0', '-1', '2147483648', '99999999999999999999', 'abc', '1e3', '%00', '%F0%9F%98%80');

  /** Sends one fuzzed case and checks the answer. */
  async function check(endpoint: Endpoint, body: FuzzBody, signedIn: boolean, id: string): Promise<void> {
    const current = signedIn ? await signedInAccount() : undefined;
    const path = endpoint.path.replace(/:id\b/, id === 'own' ? (current?.resumeId ?? '1') : id);
    const answer = await send(suite.server.url, endpoint.method, path, body, current?.client.session);
    sent += 1;
    if (current && answer.status === 401) current.client.session = undefined;
    const problem = answer.status >= 500 ? `answered ${answer.status} ${answer.text.slice(0, 200)}` : answer.ms >= SLOW_MS ? `took ${Math.round(answer.ms)} ms` : undefined;
    if (problem) throw new Error(`${describeCase(endpoint, path, body, signedIn)} ${problem}`);
    if (answer.status >= 400) {
      const parsed = JSON.parse(answer.text) as { error?: unknown; message?: unknown };
      if (typeof parsed.error !== 'string' || typeof parsed.message !== 'string') throw new Error(`${describeCase(endpoint, path, body, signedIn)}: not an ErrorBody: ${answer.text}`);
    }
  }

  function fuzz(kind: (template: Template) => fc.Arbitrary<FuzzBody>, numRuns: number) {
    return fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints).chain((endpoint) =>
          fc.tuple(fc.constant(endpoint), kind(templateFor(endpoint, account?.password ?? 'x')), fc.boolean(), idParam),
        ),
        async ([endpoint, body, signedIn, id]) => check(endpoint, body, signedIn, id),
      ),
      { numRuns, ...(seed === undefined ? {} : { seed }), endOnFailure: false },
    );
  }

  it('finds every body-taking endpoint', () => {
    const listed = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const expected of ['POST /api/register', 'POST /api/login', 'POST /api/optimize-resume-text', 'PATCH /api/resume/:id', 'DELETE /api/user', 'POST /api/job-postings/capture']) {
      expect(listed).toContain(expected);
    }
    expect(listed.length).toBeGreaterThanOrEqual(19);
  });

  it('answers the classic attacks on every endpoint with a 4xx or a success, quickly', async () => {
    const classics: FuzzBody[] = [];
    const json = { 'content-type': 'application/json' };
    classics.push({ kind: 'br garbage', bytes: Buffer.from('not brotli at all'), headers: { ...json, 'content-encoding': 'br' } });
    classics.push({ kind: 'gzip garbage', bytes: Buffer.from('not gzip'), headers: { ...json, 'content-encoding': 'gzip' } });
    classics.push({ kind: 'unknown encoding', bytes: Buffer.from('{}'), headers: { ...json, 'content-encoding': 'compress' } });
    classics.push({ kind: '__proto__', bytes: Buffer.from('{"__proto__":{"isAdmin":true}}'), headers: json });
    classics.push({ kind: 'constructor.prototype', bytes: Buffer.from('{"constructor":{"prototype":{"isAdmin":true}}}'), headers: json });
    classics.push({ kind: 'deep array', bytes: Buffer.from(`${'['.repeat(40_000)}${']'.repeat(40_000)}`), headers: json });
    classics.push({ kind: 'invalid UTF-8', bytes: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), headers: json });
    for (const endpoint of endpoints) {
      const template = templateFor(endpoint, account?.password ?? 'x');
      for (const [key] of template) {
        for (const bad of ['"a\\u0000b"', '"\\ud800"', '"\\u0007"', '1e400', '{"$gt":""}']) {
          const bytes = Buffer.from(`{${template.map(([k, v]) => `${JSON.stringify(k)}:${k === key ? bad : v}`).join(',')}}`);
          await check(endpoint, { kind: `${key} = ${bad}`, bytes, headers: json }, true, 'own');
          await check(endpoint, { kind: `${key} = ${bad}`, bytes, headers: json }, false, 'own');
        }
      }
      for (const body of classics) {
        await check(endpoint, body, true, 'own');
        await check(endpoint, body, false, 'own');
      }
    }
  }, 120_000);

  it('answers mutated JSON bodies with a 4xx or a success, quickly', async () => {
    await fuzz(mutatedBody, 900);
  }, 120_000);

  it('answers malformed bodies with a 4xx, quickly', async () => {
    await fuzz(malformedBody, 500);
  }, 120_000);

  it('answers encoding and content-type games with a 4xx or a success, quickly', async () => {
    await fuzz(encodedBody, 500);
  }, 120_000);

  it('sent at least 2,000 requests', () => {
    expect(sent).toBeGreaterThanOrEqual(2_000);
  });
});
