/**
 * A capture from the extension stands in for the job page: POST /api/optimize-resume-text for a captured
 * posting answers from the capture and asks LinkedIn nothing (LINKEDIN_ORIGIN points at a stand-in on
 * 127.0.0.1 that records every request).
 */
import type { CaptureJobResult, ErrorBody, OptimizeResult } from '@jobapp/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendHtml, startFixtureServer, type FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';
import { closeResumeParser } from '../resumes/parsing/parser-pool';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';

const JOB_ID = '4233000777';
const CANONICAL = `https://www.linkedin.com/jobs/view/${JOB_ID}/`;

let site: FixtureServer;

beforeAll(async () => {
  // Whatever is asked, the stand-in answers LinkedIn's sign-in wall: a fetched page never yields a job.
  site = await startFixtureServer((_request, response) =>
    sendHtml(response, '<html><head><title>Sign Up | LinkedIn</title></head><body><form class="authwall-join-form"></form></body></html>'),
  );
});
afterAll(async () => {
  await site.close();
  await closeResumeParser();
});
const suite = useTestServer(() => ({
  env: { LINKEDIN_ORIGIN: site.origin, INDEED_ORIGIN: site.origin, JOB_FETCH_TIMEOUT_MS: '3000', AI_PROVIDER: 'builtin' },
}));
beforeEach(() => {
  site.requests.length = 0;
});

describe('optimize with a captured posting', () => {
  it('uses the capture and fetches nothing', async () => {
    const { client } = await registerUser(suite.server);
    const captured = await client.post<CaptureJobResult>('/api/job-postings/capture', {
      url: `https://de.linkedin.com/jobs/view/site-reliability-engineer-at-fabrikam-${JOB_ID}?trk=abc`,
      source: 'linkedin',
      title: 'Site Reliability Engineer',
      company: 'Fabrikam',
      location: 'Hamburg, Germany',
      descriptionHtml:
        '<p>Fabrikam needs a Site Reliability Engineer with 5+ years of Kubernetes, Terraform and PostgreSQL in production.</p>',
      capturedAt: new Date().toISOString(),
    });
    expect(captured.status).toBe(201);

    const response = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: `https://www.linkedin.com/jobs/search/?currentJobId=${JOB_ID}&geoId=101282230`,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.jobDetails).toMatchObject({
      origin: 'capture',
      title: 'Site Reliability Engineer',
      company: 'Fabrikam',
      location: 'Hamburg, Germany',
      url: CANONICAL,
      source: 'linkedin',
    });
    expect(site.requests).toHaveLength(0);
  });

  it('uses a capture from a job board page (D12) and fetches nothing', async () => {
    const { client } = await registerUser(suite.server);
    const link = 'https://jobs.lever.co/quillstone/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3';
    const captured = await client.post<CaptureJobResult>('/api/job-postings/capture', {
      url: `${link}?lever-source=LinkedIn`,
      source: 'lever',
      title: 'Data Engineer',
      company: 'Quillstone',
      location: 'Toronto, Ontario',
      descriptionHtml:
        '<p>Quillstone is hiring a Data Engineer to build batch and streaming pipelines in Python, SQL and Airflow, own our PostgreSQL warehouse and work with analysts on trustworthy metrics.</p>',
      capturedAt: new Date().toISOString(),
    });
    expect(captured.status, JSON.stringify(captured.body)).toBe(201);
    expect(captured.body.canonicalUrl).toBe(link);

    const response = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: link });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.jobDetails).toMatchObject({ origin: 'capture', title: 'Data Engineer', company: 'Quillstone', url: link, source: 'lever' });
    expect(site.requests).toHaveLength(0);
  });

  it('without a capture, the page is fetched (and here it is a sign-in wall)', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: CANONICAL });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('job_description_required');
    // The job page (a sign-in wall), then LinkedIn's guest endpoint for the same posting.
    expect(site.requests.map((r) => r.url)).toEqual([`/jobs/view/${JOB_ID}/`, `/jobs-guest/jobs/api/jobPosting/${JOB_ID}`]);
  });
});
