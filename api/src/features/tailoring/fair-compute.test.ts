/**
 * Fair compute over HTTP: 10 accounts keep sending large pasted resumes (about 98,000 characters in
 * 2,900 lines, under every size and line limit, each half a second or more of tailoring) while one
 * ordinary user tailors 20 times. All 20 succeed and their 95th percentile stays within 2 s: large
 * inputs run on at most all compute threads but one, and each account has one task at a time. With one
 * queue for all, each ordinary tailoring would wait for the ten large ones ahead of it (several seconds).
 */
import type { ErrorBody, OptimizeResult } from '@jobapp/shared';
import { describeBound, timeBound } from '@jobapp/shared/testing/machine-speed';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeComputePool, configureComputePool } from '../../lib/compute/compute-pool';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { measureBesideFlood } from '../../test/flood';
import { useTestServer } from '../../test/test-server';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import { capturePosting, optimizeQuietly } from '../resumes/test-kit';

const HOSTILE_ACCOUNTS = 10;
const ORDINARY_TAILORINGS = 20;
const P95_BUDGET_MS = 2_000;
/** 2,900 lines of short bullets: under the 3,000-line and 100,000-character limits, and slow to tailor. */
const LARGE_RESUME = Array.from({ length: 2_900 }, (_, i) => `• Led ${i % 97} Go, R/ and MA teams`.padEnd(33, '.')).join('\n');

const suite = useTestServer();

beforeAll(async () => {
  // Two threads whatever the machine: one of them is the large inputs' at most.
  const pool = await configureComputePool({ maxThreads: 2, minThreads: 2 });
  pool.warmUp();
});
afterAll(() => closeComputePool());

/** Each account captures the posting, so no job page is fetched: what is measured is tailoring. */
async function accountWithPosting(jobUrl: string): Promise<TestClient> {
  const { client } = await registerUser(suite.server);
  await capturePosting(client, jobUrl);
  return client;
}

it(`tailors ${ORDINARY_TAILORINGS} times at p95 ≤ ${P95_BUDGET_MS} ms while ${HOSTILE_ACCOUNTS} accounts send large resumes`, async () => {
  expect(LARGE_RESUME.split('\n')).toHaveLength(2_900);
  expect(LARGE_RESUME.length).toBeGreaterThan(95_000);
  expect(LARGE_RESUME.length).toBeLessThan(100_000);
  const jobUrl = `https://www.linkedin.com/jobs/view/${4_500_000_000 + Math.floor(Math.random() * 1_000_000)}/`;
  const ordinary = await accountWithPosting(jobUrl);
  const hostile = await Promise.all(Array.from({ length: HOSTILE_ACCOUNTS }, () => accountWithPosting(jobUrl)));
  // A server that has answered before (the first tailoring loads what the job reader needs, once).
  const first = await ordinary.post<OptimizeResult & ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl });
  expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(201);

  // The large tailorings get a head start to fill the queue.
  const flooders = hostile.map((client) => () => optimizeQuietly(client, LARGE_RESUME, jobUrl));
  const ordinaryTailoring = () => optimizeQuietly(ordinary, SAMPLE_RESUME_TEXT, jobUrl);
  const { results: statuses, times, flood: hostileStatuses } = await measureBesideFlood(ORDINARY_TAILORINGS, ordinaryTailoring, flooders);

  expect(statuses).toEqual(Array(ORDINARY_TAILORINGS).fill(201));
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
  const report = `ordinary tailoring times (ms): ${sorted.map((t) => t.toFixed(0)).join(', ')}; large ones answered: ${hostileStatuses.join(',')}`;
  // 2 s on a quiet hour; a slow hour stretches it (machine-speed.ts).
  expect(p95, `${report} (${describeBound(P95_BUDGET_MS)})`).toBeLessThanOrEqual(timeBound(P95_BUDGET_MS));
  // The flood was real: large tailorings were answered (201) all along, never a 5xx.
  expect(hostileStatuses.filter((s) => s === 201).length, report).toBeGreaterThanOrEqual(HOSTILE_ACCOUNTS);
  expect(hostileStatuses.every((s) => s < 500), report).toBe(true);
}, 60_000);
