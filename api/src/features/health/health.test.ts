import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { startTestServer, useTestServer } from '../../test/test-server';

describe('GET /api/health and GET /api/ready', () => {
  const suite = useTestServer();

  it('health answers 200 with the database status when the database answers', async () => {
    const response = await suite.server.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('both answer 503 when the database is gone', async () => {
    const broken = await createTestDatabase();
    const brokenServer = await startTestServer({ database: broken });
    try {
      await broken.close();
      for (const path of ['/api/health', '/api/ready']) {
        // Plain fetch: the test client would wait for the (closed) database's queues after the answer.
        const response = await fetch(`${brokenServer.url}${path}`);
        expect(response.status, path).toBe(503);
        expect(await response.json(), path).toEqual({ status: 'error', database: 'unavailable' });
        expect(response.headers.get('retry-after'), path).toBe('5');
      }
    } finally {
      await brokenServer.close();
    }
  });

  // Last: draining does not end.
  it('ready answers 200 until draining starts, then 503 at once, while health (liveness) stays 200', async () => {
    const client = suite.server.client();
    const ready = await client.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok' });

    suite.server.readiness.startDraining();

    const draining = await client.get('/api/ready');
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ status: 'draining' });
    expect(draining.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/api/health')).status).toBe(200);
  });
});
