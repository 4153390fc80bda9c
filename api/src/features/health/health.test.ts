import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('GET /api/health', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers 200 with the database status when the database answers', async () => {
    const response = await server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestDatabase();
    const brokenServer = await startTestServer({ database: broken });
    try {
      await broken.close();
      const response = await brokenServer.client().get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'error', database: 'unavailable' });
      expect(response.headers.get('retry-after')).toBe('5');
    } finally {
      await brokenServer.close();
    }
  });
});
