import { createApplicationSchema, type ApplicationItem } from '@jobapp/shared/applications/applications.schema';
import { describe, expect, it, vi } from 'vitest';
import type { PageJob } from './page-job';
import { cardForJob, saveInput, saveJob, trackerStatus } from './tracker-client';

const app = 'http://127.0.0.1:4567';
const job: PageJob = {
  title: 'Registered Nurse',
  company: 'OhioHealth',
  location: 'Columbus, OH 43215',
  descriptionHtml: '<p>Care for patients.</p>',
  canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef',
  source: 'indeed',
  datePosted: null,
  capturedAt: '2026-01-20T12:00:00.000Z',
  pageUrl: 'https://www.indeed.com/jobs?q=nurse&vjk=0123456789abcdef',
};
const item = (id: number, jobUrl: string | null, stage: ApplicationItem['stage'] = 'applied') => ({ id, jobUrl, stage }) as ApplicationItem;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('cardForJob', () => {
  it('matches by canonical job URL, tracking parameters aside', () => {
    const items = [item(1, 'https://example.com/jobs/1'), item(2, 'https://www.indeed.com/rc/clk?jk=0123456789ABCDEF&from=serp'), item(3, null)];
    expect(cardForJob(items, job)?.id).toBe(2);
    expect(cardForJob([item(1, 'https://www.indeed.com/viewjob?jk=ffffffffffffffff')], job)).toBeNull();
  });
});

describe('trackerStatus', () => {
  it('is the stage of the job card, or untracked', async () => {
    const fetchFn = vi.fn(async () => json([item(9, job.canonicalUrl, 'interviewing')]));
    expect(await trackerStatus(app, job, fetchFn)).toEqual({ kind: 'tracked', item: item(9, job.canonicalUrl, 'interviewing') });
    expect(fetchFn).toHaveBeenCalledWith(`${app}/api/applications`, expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(await trackerStatus(app, job, async () => json([]))).toEqual({ kind: 'untracked' });
  });

  it('says signed out, unreachable or the API error', async () => {
    expect(await trackerStatus(app, job, async () => json({ error: 'unauthorized' }, 401))).toEqual({ kind: 'signed-out' });
    expect(await trackerStatus(app, job, async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ kind: 'unreachable', webAppUrl: app });
    expect(await trackerStatus(app, job, async () => json({ error: 'internal', message: 'Something went wrong' }, 500))).toMatchObject({
      kind: 'error',
      message: 'Something went wrong',
    });
  });
});

describe('saveJob', () => {
  it('posts a card the shared schema accepts, with source extension and the location as written', async () => {
    const body = createApplicationSchema.parse(saveInput(job));
    expect(body).toMatchObject({ source: 'extension', stage: 'saved', jobUrl: job.canonicalUrl, location: 'Columbus, OH 43215', board: 'indeed' });
    const fetchFn = vi.fn(async (_url: string, init?: RequestInit) => json({ ...item(4, job.canonicalUrl, 'saved'), echo: JSON.parse(String(init?.body)) }, 201));
    const saved = await saveJob(app, job, fetchFn as unknown as typeof fetch);
    expect(saved).toMatchObject({ kind: 'tracked', item: { id: 4, stage: 'saved' } });
    expect(fetchFn).toHaveBeenCalledWith(`${app}/api/applications`, expect.objectContaining({ method: 'POST' }));
  });
});
