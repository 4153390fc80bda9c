import { describe, expect, it, vi } from 'vitest';
import { optimizeJob } from './optimize-job';
import type { PageJob } from './page-job';

const job: PageJob = {
  title: 'Senior Backend Engineer',
  company: 'Northwind Health',
  location: 'Sydney',
  descriptionHtml: '<p>Build APIs</p>',
  canonicalUrl: 'https://www.linkedin.com/jobs/view/4411867124/',
  source: 'linkedin',
  datePosted: null,
  capturedAt: '2026-01-20T12:00:00.000Z',
  pageUrl: 'https://www.linkedin.com/jobs/search/?currentJobId=4411867124',
};

describe('optimizeJob', () => {
  it('captures, then opens the optimize page for the canonical URL the API returned', async () => {
    const openTab = vi.fn(async () => undefined);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 3, canonicalUrl: job.canonicalUrl }), { status: 201 }));
    const outcome = await optimizeJob(job, { webAppUrl: 'http://localhost:3000', openTab, fetch });
    const url = 'http://localhost:3000/optimize-resume?jobUrl=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F4411867124%2F';
    expect(outcome).toEqual({ kind: 'opened', url });
    expect(openTab).toHaveBeenCalledWith(url);
  });

  it('opens nothing when signed out or unreachable', async () => {
    const openTab = vi.fn(async () => undefined);
    expect(await optimizeJob(job, { webAppUrl: 'http://localhost:3000', openTab, fetch: async () => new Response('', { status: 401 }) })).toEqual({
      kind: 'signed-out',
    });
    expect(await optimizeJob(job, { webAppUrl: 'http://localhost:3000', openTab, fetch: () => Promise.reject(new Error('x')) })).toEqual({
      kind: 'unreachable',
      webAppUrl: 'http://localhost:3000',
    });
    expect(openTab).not.toHaveBeenCalled();
  });
});
