/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { useStandInApi } from '@/test/stand-in-api';
import { fetchResumeDocument, saveOriginalDocument } from './api';
import type { CheckDocument } from './check-state';

const document: CheckDocument = {
  version: 1,
  contact: { name: 'Jane Doe', credentials: [], email: '', phone: '', location: '', links: [] },
  headline: '',
  summary: [],
  experience: [],
  education: [],
  skills: [],
  certifications: [],
  projects: [],
  other: [],
  order: [],
  leftOut: [],
  uncertain: ['contact.name'],
};

const stand = useStandInApi(({ method, url }) => {
  if (url?.startsWith('/api/resume/7/document') && method === 'GET') return [200, { which: 'original', version: 3, document }];
  if (url?.startsWith('/api/resume/8/document') && method === 'GET') return [200, { which: 'original', version: 1, document: { nope: true } }];
  if (url === '/api/resume/7/document' && method === 'PUT') return [200, { resumeId: 7, optimizedContent: 'Tailored' }];
  if (url === '/api/resume/9/document' && method === 'PUT') {
    return [400, { error: 'validation_failed', message: 'Too long', details: { 'document.experience.0.title': 'Too long' } }];
  }
  return [404, { error: 'not_found', message: 'Resume not found' }];
});

describe('the resume document calls', () => {
  it('reads the original document with what the reader was unsure of', async () => {
    const client = createApiClient(stand.baseUrl);
    const answer = await fetchResumeDocument(7, 'original', { client });
    expect(stand.seen.at(-1)?.url).toBe('/api/resume/7/document?which=original');
    expect(answer.version).toBe(3);
    expect(answer.document.uncertain).toEqual(['contact.name']);
  });

  it('refuses an answer that is not a resume document', async () => {
    const client = createApiClient(stand.baseUrl);
    await expect(fetchResumeDocument(8, 'original', { client })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('PUTs the corrected original as JSON and returns the new tailoring', async () => {
    const client = createApiClient(stand.baseUrl);
    const result = await saveOriginalDocument({ id: 7, document }, client);
    const request = stand.seen.at(-1)!;
    expect(request.method).toBe('PUT');
    expect(request.contentType).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ which: 'original', document });
    expect(result.optimizedContent).toBe('Tailored');
  });

  it('gives back the field errors of a 400 and the 404 of another user’s resume', async () => {
    const client = createApiClient(stand.baseUrl);
    await expect(saveOriginalDocument({ id: 9, document }, client)).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      details: { 'document.experience.0.title': 'Too long' },
    });
    await expect(saveOriginalDocument({ id: 10, document }, client)).rejects.toMatchObject({ status: 404 });
  });
});
