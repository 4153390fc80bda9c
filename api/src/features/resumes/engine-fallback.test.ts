/**
 * With an LLM configured that fails, the built-in engine answers, and the stored resume keeps saying
 * so after a reload (decision D4: the response says which engine answered).
 */
import { createServer, type Server } from 'node:http';
import type { OptimizeResult, ResumeDetail } from '@jobapp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';
import { closeResumeParser } from './parsing/parser-pool';
import { SAMPLE_RESUME_TEXT } from './parsing/test-files';
import { JOB_LINK, startJobSite } from './test-kit';

let site: FixtureServer;
let llm: Server;
let llmRequests = 0;
let llmPort = 0;

beforeAll(async () => {
  site = await startJobSite();
  // An OpenAI-compatible server on loopback that always fails.
  llm = createServer((_req, res) => {
    llmRequests += 1;
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const address = llm.address();
  llmPort = typeof address === 'object' && address ? address.port : 0;
});
// Registered before useTestServer's hooks: after the tests it runs last (hooks run as a stack).
afterAll(async () => {
  await new Promise((resolve) => llm.close(resolve));
  await site.close();
  await closeResumeParser();
});
const suite = useTestServer(() => ({
  env: {
    LINKEDIN_ORIGIN: site.origin,
    JOB_FETCH_TIMEOUT_MS: '3000',
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
    OPENAI_TIMEOUT_MS: '3000',
  },
}));

describe('engine fallback', () => {
  it('answers with the built-in engine, says why, and keeps saying so on the stored resume', async () => {
    const { client } = await registerUser(suite.server);
    const created = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: JOB_LINK,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(llmRequests).toBeGreaterThan(0);
    expect(created.body.engine).toEqual({ name: 'built-in', fallbackReason: 'error' });

    const stored = await client.get<ResumeDetail>(`/api/resume/${created.body.resumeId}`);
    expect(stored.status).toBe(200);
    expect(stored.body.engine).toEqual({ name: 'built-in', fallbackReason: 'error' });
  });
});
