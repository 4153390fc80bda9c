/// <reference types="node" />
import { messages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { useStandInApi } from '@/test/stand-in-api';
import { addEvidence, optimizeResume } from './api';
import { OptimizeTimeoutError } from './optimize-rules';

const jobUrl = 'https://www.linkedin.com/jobs/view/3912345678/';
const stand = useStandInApi(({ body }) =>
  body.includes('slow') ? 'never' : [201, { resumeId: 5, optimizedContent: 'Tailored', jobDetails: {}, match: null }],
);
const seen = stand.seen;

describe('optimizeResume', () => {
  it('uploads the file as multipart with the job link, template and client time', async () => {
    const client = createApiClient(stand.baseUrl);
    const resumeFile = new File(['Jane Doe\nData Analyst'], 'jane.txt', { type: 'text/plain' });
    const result = await optimizeResume(
      { inputType: 'file', resumeFile, jobUrl, templateId: 'basic-1', jobDescription: '  ' },
      { client },
    );
    expect(result.resumeId).toBe(5);
    const request = seen.at(-1)!;
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    for (const field of ['resumeFile', 'jobUrl', 'templateId', 'clientTimestamp']) {
      expect(request.body).toContain(`name="${field}"`);
    }
    expect(request.body).toContain('filename="jane.txt"');
    // A blank pasted description is not sent.
    expect(request.body).not.toContain('name="jobDescription"');
  });

  it('sends the pasted description with its job title and company in the multipart upload, blanks left out', async () => {
    const client = createApiClient(stand.baseUrl);
    const resumeFile = new File(['Jane Doe\nData Analyst'], 'jane.txt', { type: 'text/plain' });
    const job = { jobDescription: 'We need SQL', jobTitle: ' Data Engineer ', company: 'Contoso' };
    await optimizeResume({ inputType: 'file', resumeFile, jobUrl, templateId: 'basic-1', ...job }, { client });
    const body = seen.at(-1)!.body;
    expect(body).toMatch(/name="jobTitle"\r\n\r\nData Engineer\r\n/);
    expect(body).toMatch(/name="company"\r\n\r\nContoso\r\n/);
    expect(body).toMatch(/name="jobDescription"\r\n\r\nWe need SQL\r\n/);

    await optimizeResume({ inputType: 'file', resumeFile, jobUrl, templateId: 'basic-1', ...job, company: '  ' }, { client });
    expect(seen.at(-1)!.body).not.toContain('name="company"');
  });

  it('sends pasted text as JSON with the pasted job description', async () => {
    const client = createApiClient(stand.baseUrl);
    await optimizeResume(
      { inputType: 'text', resumeText: 'x'.repeat(120), jobUrl, templateId: 'prof-1', jobDescription: 'We need SQL', jobTitle: 'Data Engineer', company: '' },
      { client },
    );
    const request = seen.at(-1)!;
    expect(request.contentType).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      resumeText: 'x'.repeat(120),
      jobUrl,
      templateId: 'prof-1',
      jobDescription: 'We need SQL',
      jobTitle: 'Data Engineer',
    });
  });

  it('gives up after the time-out with the spec message', async () => {
    const client = createApiClient(stand.baseUrl);
    const promise = optimizeResume(
      { inputType: 'text', resumeText: 'slow '.repeat(30), jobUrl, templateId: 'basic-1' },
      { client, timeoutMs: 100 },
    );
    await expect(promise).rejects.toBeInstanceOf(OptimizeTimeoutError);
    await expect(promise).rejects.toThrow(messages.optimizeTimedOut);
  });

  it('passes a cancel from the page through as an abort', async () => {
    const client = createApiClient(stand.baseUrl);
    const controller = new AbortController();
    const promise = optimizeResume(
      { inputType: 'text', resumeText: 'slow '.repeat(30), jobUrl, templateId: 'basic-1' },
      { client, signal: controller.signal, timeoutMs: 5000 },
    );
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('addEvidence', () => {
  it("posts the gap's requirement and the user's line to the resume's evidence route", async () => {
    const client = createApiClient(stand.baseUrl);
    const result = await addEvidence({ id: 7, requirement: 'Apache Kafka', statement: 'Used Kafka for order events at Uber' }, client);
    expect(result).toMatchObject({ resumeId: 5 });
    expect(seen.at(-1)).toMatchObject({ url: '/api/resume/7/evidence', contentType: 'application/json' });
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({ requirement: 'Apache Kafka', statement: 'Used Kafka for order events at Uber' });
  });
});
