/**
 * Issue 8 over HTTP: no request may hold the event loop. 50,000-character hostile tokens in every field
 * the API takes (pasted resume text, pasted job description, an extension capture's description and, at
 * their 300-character maximum, its title and company) are answered promptly; /api/health stays fast while
 * four slow optimizations run (tailoring runs in the compute pool, not on the event loop); a tailoring past
 * its time limit answers 422 in the product's error shape and stores nothing.
 */
import { apiMessages, type CaptureJobResult, type ErrorBody, type OptimizeResult } from '@jobapp/shared';
import { HOSTILE_LENGTH, runOf } from '@jobapp/shared/resume/hostile-inputs';
import { describeBound, timeBound } from '@jobapp/shared/testing/machine-speed';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import { PASTED_DESCRIPTION, WALLED_JOB_LINK, capturePosting, expectNothingStored, optimizeQuietly, useResumesSuite } from '../resumes/test-kit';
import { closeComputePool, configureComputePool } from '../../lib/compute/compute-pool';

/** Generous: one optimization with a hostile field takes well under a second (bench/RESULTS.md). */
const REQUEST_BUDGET_MS = 10_000;
const HEALTH_BUDGET_MS = 50;
/**
 * No health check may wait this long. The test's client shares the server's process, PGlite runs on
 * its event loop too, and a loaded 2-core machine adds GC and scheduling pauses (seen up to ~180 ms in
 * one run of four), so the 50 ms target is asserted on the 90th percentile and the worst case here; with
 * tailoring on the event loop (before issue 8) each check waited for whole tailorings (300+ ms each).
 */
const HEALTH_WORST_MS = 500;

/** 50,000-character tokens of the shapes that were quadratic before (see shared hostile-inputs.ts). */
const TOKENS: Record<string, string> = {
  capitals: runOf('A'),
  'mixed case': runOf('aA'),
  'repeated MS': runOf('MS'),
  initials: runOf('A.'),
  hyphenated: runOf('a-'),
  tags: runOf('<a'),
  'ambiguous skills': runOf('R/'),
};

afterAll(() => closeComputePool());
const suite = useResumesSuite();

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

function optimize(client: TestClient, body: Record<string, string>) {
  return client.post<OptimizeResult & ErrorBody>('/api/optimize-resume-text', body);
}

/** 201, or a 4xx in the product's error shape: never a 5xx, never a hang. */
function expectAnswered(response: { status: number; body: OptimizeResult & ErrorBody }): void {
  if (response.status === 201) {
    expect(response.body.resumeId, JSON.stringify(response.body).slice(0, 300)).toEqual(expect.any(Number));
    return;
  }
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
}

describe('a 50,000-character token in each field the API takes', () => {
  it.each(Object.entries(TOKENS))('pasted resume text (%s)', async (_shape, token) => {
    const { client } = await registerUser(suite.server);
    const { value, ms } = await timed(() =>
      optimize(client, { resumeText: `${SAMPLE_RESUME_TEXT}\n${token}`, jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION }),
    );
    expectAnswered(value);
    expect(value.status).toBe(201);
    expect(ms).toBeLessThan(REQUEST_BUDGET_MS);
  });

  it.each(Object.entries(TOKENS))('pasted job description (%s)', async (_shape, token) => {
    const { client } = await registerUser(suite.server);
    const description = `${PASTED_DESCRIPTION}\n${token}`.slice(0, HOSTILE_LENGTH);
    const { value, ms } = await timed(() => optimize(client, { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK, jobDescription: description }));
    expectAnswered(value);
    expect(value.status).toBe(201);
    expect(ms).toBeLessThan(REQUEST_BUDGET_MS);
  });

  it.each(Object.entries(TOKENS))('extension capture: description, title and company (%s)', async (_shape, token) => {
    const { client } = await registerUser(suite.server);
    const jobId = String(4_300_000_000 + Math.floor(Math.random() * 1_000_000));
    const captured = await client.post<CaptureJobResult>('/api/job-postings/capture', {
      url: `https://www.linkedin.com/jobs/view/${jobId}/`,
      source: 'linkedin',
      title: token.slice(0, 300),
      company: token.slice(0, 300),
      descriptionHtml: `<p>${PASTED_DESCRIPTION}</p><p>${token}</p>`,
      capturedAt: new Date().toISOString(),
    });
    expect(captured.status, JSON.stringify(captured.body)).toBe(201);
    const { value, ms } = await timed(() => optimize(client, { resumeText: SAMPLE_RESUME_TEXT, jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/` }));
    expectAnswered(value);
    expect(ms).toBeLessThan(REQUEST_BUDGET_MS);
  });
});

describe('the event loop stays free', () => {
  it(`answers /api/health in under ${HEALTH_BUDGET_MS} ms while 4 slow optimizations run`, async () => {
    // 50,000 characters of hostile short words: each tailoring is linear but long (about 10,000 words,
    // some hundreds of ms), and runs in the compute pool.
    const words = runOf('Aa, MA Go R/ 2020- ', HOSTILE_LENGTH);
    const users = await Promise.all([0, 1, 2, 3].map(() => registerUser(suite.server)));
    // The posting comes from an extension capture, so no job page is fetched and parsed (that is
    // features/jobs' work, on the main thread); what is measured is the tailoring of the hostile text.
    const jobUrl = `https://www.linkedin.com/jobs/view/${4_400_000_000 + Math.floor(Math.random() * 1_000_000)}/`;
    for (const { client } of users) await capturePosting(client, jobUrl);
    const health = suite.server.client();
    // A server that has answered before: the first optimization also loads and compiles what the job
    // reader needs on the main thread (the skills vocabulary), once per process.
    expect((await optimize(users[0]!.client, { resumeText: SAMPLE_RESUME_TEXT, jobUrl })).status).toBe(201);
    expect((await health.get('/api/health')).status).toBe(200);

    // The test's own client shares the server's event loop: the slow answers (each ~10× the resume) are read
    // as bytes, not parsed, so the health times measure the server, not this test decoding JSON.
    let running = true;
    const slow = Promise.all(users.map(({ client }) => optimizeQuietly(client, words, jobUrl))).finally(() => {
      running = false;
    });
    const samples: number[] = [];
    while (running) {
      // Every check sent while the optimizations run counts, however late it is answered.
      const { value, ms } = await timed(() => health.get('/api/health'));
      expect(value.status).toBe(200);
      samples.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await slow).toEqual([201, 201, 201, 201]);

    const sorted = [...samples].sort((a, b) => a - b);
    const report = `health check times (ms): ${sorted.map((s) => s.toFixed(1)).join(', ')}`;
    const p90 = sorted[Math.ceil(sorted.length * 0.9) - 1] ?? Number.POSITIVE_INFINITY;
    // The bounds are for a quiet hour; a slow hour stretches them (machine-speed.ts).
    expect(p90, `${report} (${describeBound(HEALTH_BUDGET_MS)})`).toBeLessThan(timeBound(HEALTH_BUDGET_MS));
    expect(sorted.at(-1), `${report} (${describeBound(HEALTH_WORST_MS)})`).toBeLessThan(timeBound(HEALTH_WORST_MS));
    // The checks ran all along (a blocked event loop answers few, late) while the slow work went on.
    expect(samples.length, `health checks while the optimizations ran; ${report}`).toBeGreaterThanOrEqual(5);
  });

  it('answers 422 in the product error shape when tailoring goes past its time limit, and stores nothing', async () => {
    const { client } = await registerUser(suite.server);
    await configureComputePool({ timeoutsMs: { tailor: 1 } });
    try {
      const { value, ms } = await timed(() =>
        optimize(client, { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION }),
      );
      expect(value.status).toBe(422);
      expect(value.body).toEqual({ error: 'unprocessable', message: apiMessages.computeTooComplex });
      expect(ms).toBeLessThan(REQUEST_BUDGET_MS);
      await expectNothingStored(client, 0);
    } finally {
      await closeComputePool();
    }
    const next = await optimize(client, { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION });
    expect(next.status).toBe(201);
  });
});
