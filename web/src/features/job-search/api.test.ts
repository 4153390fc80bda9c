/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '@/lib/api-client';
import { searchJobs } from './api';

// A stand-in for POST /api/search-jobs answering by job title.
let server: Server;
let baseUrl = '';
const seen: { method: string | undefined; url: string | undefined; contentType: string | undefined; body: string }[] = [];

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

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });
      const { jobTitle } = JSON.parse(body) as { jobTitle: string };
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (jobTitle === 'limited') {
        return send(429, { error: 'search_limited', message: 'LinkedIn is limiting searches right now. Try again in a few minutes.' });
      }
      if (jobTitle === 'none') return send(200, []);
      if (jobTitle === 'odd') return send(200, { results: [] });
      return send(200, [result]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('searchJobs', () => {
  it('posts the search as JSON and returns the results', async () => {
    const client = createApiClient(baseUrl);
    const results = await searchJobs({ jobTitle: 'Backend Engineer', location: 'Munich', source: 'linkedin' }, { client });
    expect(results).toEqual([result]);
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/search-jobs');
    expect(request.contentType).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ jobTitle: 'Backend Engineer', location: 'Munich', source: 'linkedin' });
  });

  it('returns [] for a search without results', async () => {
    const client = createApiClient(baseUrl);
    expect(await searchJobs({ jobTitle: 'none', location: '', source: 'indeed' }, { client })).toEqual([]);
  });

  it("rebuilds the server's error with its code and message", async () => {
    const client = createApiClient(baseUrl);
    const error = await searchJobs({ jobTitle: 'limited', location: '', source: 'linkedin' }, { client }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('search_limited');
    expect((error as Error).message).toBe('LinkedIn is limiting searches right now. Try again in a few minutes.');
  });

  it('rejects an answer that is not a list of results', async () => {
    const client = createApiClient(baseUrl);
    const error = await searchJobs({ jobTitle: 'odd', location: '', source: 'linkedin' }, { client }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('invalid_response');
  });
});
