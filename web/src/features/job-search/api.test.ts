/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '@/lib/api-client';
import { useStandInApi } from '@/test/stand-in-api';
import { searchJobs } from './api';

// A stand-in for POST /api/search-jobs answering by job title.
const result = {
  id: '4100000001',
  title: 'Backend Engineer (Go)',
  company: 'Woodgrove Bank',
  location: 'Munich, Bavaria, Germany',
  description: '',
  datePosted: '2026-01-10',
  source: 'linkedin',
  url: 'https://www.linkedin.com/jobs/view/4100000001/',
};

const stand = useStandInApi(({ body }) => {
  const { jobTitle } = JSON.parse(body) as { jobTitle: string };
  if (jobTitle === 'limited') {
    return [429, { error: 'search_limited', message: 'LinkedIn is limiting searches right now. Try again in a few minutes.' }];
  }
  if (jobTitle === 'none') return [200, []];
  if (jobTitle === 'odd') return [200, { results: [] }];
  return [200, [result]];
});
const seen = stand.seen;

describe('searchJobs', () => {
  it('posts the search as JSON and returns the results', async () => {
    const client = createApiClient(stand.baseUrl);
    const results = await searchJobs({ jobTitle: 'Backend Engineer', location: 'Munich', source: 'linkedin' }, { client });
    expect(results).toEqual([result]);
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/search-jobs');
    expect(request.contentType).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ jobTitle: 'Backend Engineer', location: 'Munich', source: 'linkedin' });
  });

  it('returns [] for a search without results', async () => {
    const client = createApiClient(stand.baseUrl);
    expect(await searchJobs({ jobTitle: 'none', location: '', source: 'indeed' }, { client })).toEqual([]);
  });

  it("rebuilds the server's error with its code and message", async () => {
    const client = createApiClient(stand.baseUrl);
    const error = await searchJobs({ jobTitle: 'limited', location: '', source: 'linkedin' }, { client }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('search_limited');
    expect((error as Error).message).toBe('LinkedIn is limiting searches right now. Try again in a few minutes.');
  });

  it('rejects an answer that is not a list of results', async () => {
    const client = createApiClient(stand.baseUrl);
    const error = await searchJobs({ jobTitle: 'odd', location: '', source: 'linkedin' }, { client }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('invalid_response');
  });
});
