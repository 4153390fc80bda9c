import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@jobapp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('serving the built web app', () => {
  let database: TestDatabase;
  let webDist: string;
  let server: TestServer;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'resumeboost-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await createTestDatabase();
    server = await startTestServer({ database, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await server.client().get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/reset-password?token=x', '/dashboard', '/interactive-editor/12', '/no/such/page'])(
    'falls back to index.html for the deep link %s',
    async (path) => {
      const response = await server.client().get(path);
      expect(response.status).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const response = await server.client().get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('max-age=31536000,immutable');
  });

  it('serves other files as they are, revalidated', async () => {
    const response = await server.client().get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a source map, even one left in the build', async () => {
    const response = await server.client().get('/assets/index-abc123.js.map');
    expect(response.status).toBe(404);
    expect(String(response.body)).not.toContain('secret.ts');
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    const response = await server.client().get('/assets/gone-000.js');
    expect(response.status).toBe(404);
    expect(response.body).not.toBe(INDEX_HTML);
  });

  it('never answers /api paths with the app', async () => {
    const response = await server.client().get('/api/reset-password');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found', message: messages.notFound });
  });

  it('does not leave the folder', async () => {
    const response = await server.client().get('/..%2F..%2Fetc%2Fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('without a build, GET / explains how to build', async () => {
    const bare = await startTestServer({ database, env: { WEB_DIST: join(webDist, 'missing') } });
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
