// The compute pool with the registered tasks (api/src/compute-tasks.ts): worker file resolution, each
// task kind's answer, and its limits as typed errors the services turn into 422 / 503 / 429 — a time
// limit that counts a task's run time only, one task per owner at a time, and large inputs kept off
// the last thread so an ordinary task never waits behind them.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from '../../features/exports/__fixtures__/resumes';
import { createComputePool, defaultComputeWorkerFile, longestInput } from './compute-pool';
import { ComputeBusyError, ComputeLimitError, ComputeOwnerBusyError, ComputeTaskError } from './errors';

const RESUME = readFileSync(new URL('../../features/tailoring/__fixtures__/resume.txt', import.meta.url), 'utf8');
/** About 80,000 characters of ordinary bullets: a large input (half a second or more of tailoring). */
const LARGE_RESUME = Array.from({ length: 1_300 }, (_, i) => `• Built ${i} services with Python, Django and PostgreSQL at Acme`).join('\n');
const JOB = {
  title: 'Senior Backend Engineer',
  company: 'Northwind',
  location: 'Remote',
  skills: [],
  experience: '',
  education: '',
  description: 'We are hiring a Senior Backend Engineer.\n\nRequirements:\n• 5+ years of experience with Python and Django\n• PostgreSQL and Docker',
  origin: 'pasted' as const,
  url: 'https://www.linkedin.com/jobs/view/1/',
  source: 'linkedin' as const,
};
/** The posting as job resolution reads it in the pool ('read-job'). */
const READ_JOB = { title: JOB.title, company: JOB.company, description: { text: JOB.description } };
const readsYears = { reading: { facts: { experience: expect.stringMatching(/^5\+ years/) } } };
const NOW = new Date('2026-01-15T12:00:00Z');

describe('the compute pool', () => {
  const pool = createComputePool({ maxThreads: 1 });
  afterAll(() => pool.close());

  it('resolves the source worker under vitest and the built one from dist', () => {
    expect(defaultComputeWorkerFile()).toMatch(/api[\\/]src[\\/]compute\.worker\.dev\.mjs$/);
    expect(defaultComputeWorkerFile('file:///srv/app/api/dist/server.js')).toBe('/srv/app/api/dist/compute-worker.js');
  });

  it('tailors in the worker: the same result as the engine gives, dates and all', async () => {
    const result = await pool.run('tailor', { resumeText: RESUME, job: JOB, now: NOW });
    expect(result.text).toMatch(/^SKILLS$/m);
    expect(result.match.matchedSkills).toEqual(expect.arrayContaining(['Python', 'Django', 'PostgreSQL']));
    // The requirements stay in the worker: the answer carries what a screen shows.
    expect(result.match).not.toHaveProperty('requirements');
    expect(result.match.scoreAfter).toBeGreaterThanOrEqual(result.match.scoreBefore);
  });

  it('derives the facts a posting states', async () => {
    expect(await pool.run('read-job', READ_JOB)).toMatchObject({ reading: { facts: { experience: expect.stringMatching(/^5\+ years/), skills: expect.arrayContaining(['Python']) } } });
  });

  it('renders and checks a DOCX, and prepares the HTML of a PDF', async () => {
    const docx = await pool.run('prepare-export', { content: fixture('nurse').text, templateId: 'basic-1', format: 'docx' });
    expect(docx.format).toBe('docx');
    if (docx.format !== 'docx') return;
    expect(docx.check).toEqual({ ok: true });
    expect(Buffer.from(docx.bytes).subarray(0, 2).toString('latin1')).toBe('PK');
    const pdf = await pool.run('prepare-export', { content: fixture('nurse').text, templateId: 'basic-2', format: 'pdf' });
    expect(pdf).toMatchObject({ format: 'pdf', html: expect.stringContaining('<html'), expectations: { name: fixture('nurse').name } });
  });

  it('reports a file that cannot be read back as unreadable, not as a crash', async () => {
    const check = await pool.run('check-pdf', { bytes: new Uint8Array([1, 2, 3]), expectations: { name: 'A', email: '', phone: '', headings: [], words: [] } });
    expect(check).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('stops a task past its time limit (ComputeLimitError), and the pool keeps working', async () => {
    const slow = createComputePool({ maxThreads: 1, timeoutsMs: { tailor: 1 } });
    try {
      const stopped = slow.run('tailor', { resumeText: RESUME, job: JOB, now: NOW });
      await expect(stopped).rejects.toBeInstanceOf(ComputeLimitError);
      await expect(stopped).rejects.toMatchObject({ kind: 'tailor', limit: 'time' });
      await expect(slow.run('read-job', READ_JOB)).resolves.toMatchObject(readsYears);
    } finally {
      await slow.close();
    }
  });

  it('refuses tasks past its threads and queue with ComputeBusyError (piscina does not bound tasks with a time limit)', async () => {
    const small = createComputePool({ maxThreads: 1, maxQueue: 1 });
    try {
      const runs = Array.from({ length: 6 }, () => small.run('read-job', READ_JOB).then(() => 'ok', (e: unknown) => e));
      const outcomes = await Promise.all(runs);
      expect(outcomes.filter((o) => o instanceof ComputeBusyError)).toHaveLength(4);
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2);
      await expect(small.run('read-job', READ_JOB)).resolves.toMatchObject(readsYears);
    } finally {
      await small.close();
    }
  });

  it('turns an exception in a task into ComputeTaskError with the worker stack', async () => {
    const broken = pool.run('tailor', { resumeText: RESUME, job: null as unknown as typeof JOB, now: NOW });
    await expect(broken).rejects.toBeInstanceOf(ComputeTaskError);
    await expect(broken).rejects.toThrow(/tailor failed in the compute worker/);
    // The thread survived.
    await expect(pool.run('read-job', READ_JOB)).resolves.toMatchObject(readsYears);
  });

  it('starts the clock when the task starts: a wait in the queue does not count against its limit', async () => {
    // One thread: the read waits behind two large tailorings (a second or more) but runs in milliseconds.
    // The tailorings' own limit is wide: what is tested is the read's clock, not how busy the machine is.
    const queued = createComputePool({ maxThreads: 1, timeoutsMs: { 'read-job': 400, tailor: 60_000 } });
    try {
      const blockers = [0, 1].map(() => queued.run('tailor', { resumeText: LARGE_RESUME, job: JOB, now: NOW }));
      const started = performance.now();
      await expect(queued.run('read-job', READ_JOB)).resolves.toMatchObject(readsYears);
      expect(performance.now() - started).toBeGreaterThan(400);
      await Promise.all(blockers);
    } finally {
      await queued.close();
    }
  });

  it('runs one task per owner at a time: the next is refused (ComputeOwnerBusyError); others and system work go on', async () => {
    const first = pool.run('read-job', READ_JOB, 7);
    await expect(pool.run('read-job', READ_JOB, 7)).rejects.toBeInstanceOf(ComputeOwnerBusyError);
    const others = [pool.run('read-job', READ_JOB, 8), pool.run('read-job', READ_JOB, null), pool.run('read-job', READ_JOB)];
    await expect(Promise.all([first, ...others])).resolves.toHaveLength(4);
    // Done: the owner may run the next one.
    await expect(pool.run('read-job', READ_JOB, 7)).resolves.toMatchObject(readsYears);
  });

  it('keeps large inputs off the last thread: a small task passes them, and stats() counts both', async () => {
    expect(longestInput({ resumeText: LARGE_RESUME, job: JOB })).toBe(LARGE_RESUME.length);
    const lanes = createComputePool({ maxThreads: 2 });
    try {
      const finished: string[] = [];
      const large = [0, 1, 2].map((i) =>
        lanes.run('tailor', { resumeText: LARGE_RESUME, job: JOB, now: NOW }).then(() => finished.push(`large ${i}`)),
      );
      const small = lanes.run('read-job', READ_JOB).then(() => finished.push('small'));
      // One large tailoring runs, two wait for its thread; the small task took the other one.
      expect(lanes.stats()).toEqual({ queued: 2, running: 2 });
      await Promise.all([...large, small]);
      expect(finished[0]).toBe('small');
      expect(lanes.stats()).toEqual({ queued: 0, running: 0 });
    } finally {
      await lanes.close();
    }
  });
});
