import { captureJobSchema } from '@jobapp/shared/job-search.schema';
import type { ExtractedJob } from '@jobapp/shared/jobs/types';
import { describe, expect, it } from 'vitest';
import { isPageJob, sourceText, toCaptureInput, toPageJob } from './page-job';

const extracted: ExtractedJob = {
  title: 'Operations Analyst',
  company: 'Adventure Works',
  location: 'Melbourne, VIC, AU',
  descriptionHtml: '<p>Plan warehouse capacity</p>',
  descriptionText: 'Plan warehouse capacity',
  datePosted: '2026-01-12',
  skills: [],
  source: 'indeed',
  canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef',
  strategy: 'json-ld',
};
const now = new Date('2026-01-20T12:00:00Z');
const pageUrl = 'https://www.indeed.com/viewjob?jk=0123456789abcdef&from=serp';

describe('toPageJob', () => {
  it('keeps what the popup shows and the capture needs', () => {
    expect(toPageJob(extracted, pageUrl, now)).toEqual({
      title: 'Operations Analyst',
      company: 'Adventure Works',
      location: 'Melbourne, VIC, AU',
      descriptionHtml: '<p>Plan warehouse capacity</p>',
      canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef',
      source: 'indeed',
      datePosted: '2026-01-12',
      capturedAt: '2026-01-20T12:00:00.000Z',
      pageUrl,
    });
  });

  it('drops LinkedIn and Indeed pages that name no job, postings without a title, and links that are not http(s)', () => {
    expect(toPageJob({ ...extracted, canonicalUrl: 'https://www.indeed.com/' }, 'https://www.indeed.com/', now)).toBeNull();
    expect(toPageJob({ ...extracted, title: '  ' }, pageUrl, now)).toBeNull();
    expect(toPageJob({ ...extracted, source: 'other', canonicalUrl: 'file:///tmp/job.html' }, 'file:///tmp/job.html', now)).toBeNull();
  });

  it('keeps a job from any other http(s) page (D12): a board by its link, a career site as it is', () => {
    const board = toPageJob(
      { ...extracted, source: 'other', board: 'greenhouse', canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/4012345006?gh_src=x' },
      'https://job-boards.greenhouse.io/acme/jobs/4012345006?gh_src=x',
      now,
    );
    expect(board).toMatchObject({ source: 'greenhouse', canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/4012345006' });
    const site = toPageJob({ ...extracted, source: 'other', canonicalUrl: 'https://careers.example/x?id=3' }, 'https://careers.example/x?id=3', now);
    expect(site).toMatchObject({ source: 'other', canonicalUrl: 'https://careers.example/x?id=3', title: 'Operations Analyst' });
    expect(captureJobSchema.safeParse(toCaptureInput(site!)).success).toBe(true);
    expect(isPageJob(site)).toBe(true);
    expect(sourceText('greenhouse')).toBe('Greenhouse job');
    expect(sourceText('other')).toBe('Job on a company site');
  });
});

describe('toCaptureInput', () => {
  it('is accepted by the API schema (captureJobSchema)', () => {
    const job = toPageJob(extracted, pageUrl, now)!;
    const parsed = captureJobSchema.safeParse(toCaptureInput(job));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ url: job.canonicalUrl, source: 'indeed', title: 'Operations Analyst', capturedAt: job.capturedAt });
  });

  it('is accepted without a posting date too', () => {
    const job = toPageJob({ ...extracted, datePosted: null, company: '', location: '' }, pageUrl, now)!;
    expect(captureJobSchema.safeParse(toCaptureInput(job)).success).toBe(true);
  });
});

describe('isPageJob', () => {
  const job = toPageJob(extracted, pageUrl, now)!;

  it('accepts a job and rejects malformed message data', () => {
    expect(isPageJob(job)).toBe(true);
    expect(isPageJob(null)).toBe(false);
    expect(isPageJob({ ...job, source: 'monster' })).toBe(false);
    expect(isPageJob({ ...job, title: 42 })).toBe(false);
    expect(isPageJob({ ...job, datePosted: 5 })).toBe(false);
  });
});
