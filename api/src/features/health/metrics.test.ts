/** GET /metrics: Prometheus text behind METRICS_TOKEN; 404 without one configured, 401 without the token. */
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../../lib/jobs/jobs.queries';
import { createMemoryLog } from '../../test/memory-log';
import { registerUser } from '../../test/factories';
import { startTestServer, useTestServer } from '../../test/test-server';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const log = createMemoryLog('trace');

describe('GET /metrics', () => {
  const suite = useTestServer({ env: { METRICS_TOKEN }, logger: log.logger });

  const scrape = (token?: string) =>
    suite.server.client().get<string>('/metrics', token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });

  it('answers 401 without the token or with a wrong one, and never logs the token', async () => {
    const without = await scrape();
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await scrape('not-the-metrics-token-at-all')).status).toBe(401);
    expect((await scrape(`${METRICS_TOKEN}x`)).status).toBe(401);

    expect((await scrape(METRICS_TOKEN)).status).toBe(200);
    expect(log.lines.join('\n')).not.toContain(METRICS_TOKEN);
  });

  it('times requests by route pattern, and reports jobs by state and Chromium pages', async () => {
    const { client } = await registerUser(suite.server);
    expect((await client.get('/api/resume/987654')).status).toBe(404);
    await enqueueJob(suite.database.db, 'metrics-test', {}, { runAt: new Date(Date.now() + 3_600_000) });

    const response = await scrape(METRICS_TOKEN);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/^resumeboost_http_request_duration_seconds_count\{method="POST",route="\/api\/register",status="201"\} 1$/m);
    // The pattern, not the id: one series however many resumes are asked for.
    expect(text).toMatch(/^resumeboost_http_request_duration_seconds_count\{method="GET",route="\/api\/resume\/:id",status="404"\} 1$/m);
    expect(text).not.toContain('987654');
    expect(text).toMatch(/^resumeboost_jobs\{state="waiting"\} [1-9]\d*$/m);
    expect(text).toMatch(/^resumeboost_jobs\{state="failed"\} 0$/m);
    expect(text).toMatch(/^resumeboost_chromium_pages\{state="in_use"\} 0$/m);
    expect(text).toMatch(/^resumeboost_chromium_queue 0$/m);
    expect(text).toMatch(/^resumeboost_compute_queue_depth 0$/m);
    expect(text).toMatch(/^resumeboost_compute_running 0$/m);
  });

  it('does not exist without METRICS_TOKEN (404), and is not the web app either', async () => {
    const server = await startTestServer({ database: suite.database });
    try {
      const response = await server.client().get('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'not_found' });
    } finally {
      await server.close();
    }
  });
});
