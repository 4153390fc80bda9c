import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { messages } from '@jobapp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../test/test-server';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const LANDING_HTML = '<!doctype html><html><body><div id="root"><h1>Get more interviews</h1></div></body></html>';
const PRICING_HTML = '<!doctype html><html><body><div id="root"><h1>Pricing</h1></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('app '.repeat(200))})`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is read as the bytes on the wire (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes a file with its brotli and gzip twins, as the web build does. */
function writeCompressed(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe('serving the built web app', () => {
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'resumeboost-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    mkdirSync(join(webDist, 'prerendered'));
    writeCompressed(join(webDist, 'index.html'), INDEX_HTML);
    writeCompressed(join(webDist, 'prerendered', 'index.html'), LANDING_HTML);
    writeCompressed(join(webDist, 'prerendered', 'pricing.html'), PRICING_HTML);
    writeCompressed(join(webDist, 'assets', 'index-abc123.js'), APP_JS);
    writeFileSync(join(webDist, 'assets', 'index-abc123.css'), 'body{margin:0}');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  // Registered before useTestServer's hooks: after the tests it runs last (hooks run as a stack).
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const suite = useTestServer(() => ({ env: { WEB_DIST: webDist } }));

  it('serves the prerendered landing page at /, revalidated', async () => {
    const response = await suite.server.client().get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.body).toBe(LANDING_HTML);
  });

  it('serves /pricing from its prerendered file', async () => {
    const response = await suite.server.client().get('/pricing');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.body).toBe(PRICING_HTML);
  });

  it('serves the SPA shell at /index.html', async () => {
    const response = await suite.server.client().get('/index.html');
    expect(response.status).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/reset-password?token=x', '/dashboard', '/interactive-editor/12', '/no/such/page', '/about', '/Pricing', '/pricing?plan=pro', '/?utm_source=x'])(
    'falls back to index.html for the deep link %s',
    async (path) => {
      const response = await suite.server.client().get(path);
      expect(response.status).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const response = await suite.server.client().get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe(APP_JS);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['br', 'br'],
    ['gzip', 'gzip, deflate'],
    ['gzip', 'gzip;q=1, br;q=0'],
  ])('sends the pre-compressed %s file for Accept-Encoding: %s', async (encoding, accept) => {
    const response = await rawGet(`${suite.server.url}/assets/index-abc123.js`, { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(APP_JS.length);
    const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
    expect(decoded.toString()).toBe(APP_JS);
  });

  it.each([[{}], [{ 'accept-encoding': 'identity' }], [{ 'accept-encoding': 'deflate' }]])(
    'sends the plain file when the client takes neither brotli nor gzip (%o)',
    async (headers) => {
      const response = await rawGet(`${suite.server.url}/assets/index-abc123.js`, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.toString()).toBe(APP_JS);
    },
  );

  it('sends a file without compressed twins as it is, whatever the client accepts', async () => {
    const response = await rawGet(`${suite.server.url}/assets/index-abc123.css`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.body.toString()).toBe('body{margin:0}');
  });

  it.each([
    ['/', LANDING_HTML],
    ['/pricing', PRICING_HTML],
    ['/dashboard', INDEX_HTML],
  ])('sends %s compressed as HTML, revalidated', async (path, html) => {
    const response = await rawGet(`${suite.server.url}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(html);
  });

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await rawGet(`${suite.server.url}/pricing`, { 'accept-encoding': 'br' });
    const lastModified = String(first.headers['last-modified']);
    expect(lastModified).not.toBe('undefined');
    const again = await rawGet(`${suite.server.url}/pricing`, { 'accept-encoding': 'br', 'if-modified-since': lastModified });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await rawGet(`${suite.server.url}/pricing`, { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(PRICING_HTML);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await rawGet(`${suite.server.url}/`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBe(0);
  });

  it('serves other files as they are, revalidated', async () => {
    const response = await suite.server.client().get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a source map, even one left in the build', async () => {
    const response = await suite.server.client().get('/assets/index-abc123.js.map');
    expect(response.status).toBe(404);
    expect(String(response.body)).not.toContain('secret.ts');
  });

  it('never serves a compressed source map either', async () => {
    writeCompressed(join(webDist, 'assets', 'other-def456.js.map'), '{"sources":["src/secret.ts"]}');
    for (const path of ['/assets/other-def456.js.map', '/assets/other-def456.js.map.br', '/assets/other-def456.js.map.gz']) {
      const response = await rawGet(`${suite.server.url}${path}`, { 'accept-encoding': 'br, gzip' });
      expect(response.status, path).toBe(404);
      expect(response.headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    const response = await suite.server.client().get('/assets/gone-000.js');
    expect(response.status).toBe(404);
    expect(response.body).not.toBe(INDEX_HTML);
    const raw = await rawGet(`${suite.server.url}/assets/gone-000.js`, { 'accept-encoding': 'br' });
    expect(raw.status).toBe(404);
    expect(raw.headers['content-encoding']).toBeUndefined();
  });

  it('never answers /api paths with the app', async () => {
    const response = await suite.server.client().get('/api/reset-password');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found', message: messages.notFound });
  });

  it('does not leave the folder', async () => {
    const response = await suite.server.client().get('/..%2F..%2Fetc%2Fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('without a build, GET / explains how to build', async () => {
    const bare = await startTestServer({ database: suite.database, env: { WEB_DIST: join(webDist, 'missing') } });
    try {
      const response = await bare.client().get('/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(response.body).toContain('pnpm build');
      expect((await bare.client().get('/api/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('serving the signed-in routes their shells (issue 26)', () => {
  let webDist: string;
  const dashboardShell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/dashboard-1.js"></head><body><div id="root"><header></header></div></body></html>';
  const resumeShell = '<!doctype html><html><head><link rel="modulepreload" href="/assets/resume-1.js"></head><body><div id="root"><header></header></div></body></html>';

  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'resumeboost-web-dist-'));
    mkdirSync(join(webDist, 'prerendered', 'signed-in'), { recursive: true });
    writeCompressed(join(webDist, 'index.html'), INDEX_HTML);
    writeCompressed(join(webDist, 'prerendered', 'signed-in', 'dashboard.html'), dashboardShell);
    writeCompressed(join(webDist, 'prerendered', 'signed-in', 'resume-resumeId.html'), resumeShell);
    const table = [
      { path: '/dashboard', file: 'prerendered/signed-in/dashboard.html', data: ['/api/user', '/api/my-resumes'] },
      { path: '/resume/:resumeId', file: 'prerendered/signed-in/resume-resumeId.html', data: ['/api/user', '/api/resume/:resumeId'] },
      // Listed, but the build left no file: the SPA shell answers.
      { path: '/tracker', file: 'prerendered/signed-in/tracker.html', data: ['/api/user'] },
    ];
    writeFileSync(join(webDist, 'prerendered', 'signed-in.json'), JSON.stringify(table));
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const suite = useTestServer(() => ({ env: { WEB_DIST: webDist } }));

  it.each([
    ['/dashboard', dashboardShell, '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials, </api/my-resumes>; rel=preload; as=fetch; crossorigin=use-credentials'],
    ['/dashboard/?session_id=cs_1', dashboardShell, '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials, </api/my-resumes>; rel=preload; as=fetch; crossorigin=use-credentials'],
    ['/resume/12', resumeShell, '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials, </api/resume/12>; rel=preload; as=fetch; crossorigin=use-credentials'],
    // Not an id: the page shows "not found" itself; nothing of it is preloaded.
    ['/resume/abc', resumeShell, '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials'],
  ])('answers %s with its shell and preloads its first requests', async (path, html, link) => {
    const response = await rawGet(`${suite.server.url}${path}`, { 'accept-encoding': 'br', cookie: 'session=abc' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.link).toBe(link);
    expect(brotliDecompressSync(response.body).toString()).toBe(html);
  });

  it('preloads only the session check without a session cookie', async () => {
    const response = await rawGet(`${suite.server.url}/resume/12`, { 'accept-encoding': 'br', cookie: 'other=1' });
    expect(response.status).toBe(200);
    expect(response.headers.link).toBe('</api/user>; rel=preload; as=fetch; crossorigin=use-credentials');
    expect(brotliDecompressSync(response.body).toString()).toBe(resumeShell);
  });

  it.each(['/tracker', '/resume/12/extra', '/resume', '/dashboards', '/'])('answers %s with the SPA shell and no preloads', async (path) => {
    const response = await suite.server.client().get(path);
    expect(response.status).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers.get('link')).toBeNull();
  });
});
