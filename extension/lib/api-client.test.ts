import { describe, expect, it, vi } from 'vitest';
import { captureJob, checkSession, messageForError } from './api-client';

const app = 'http://localhost:3000';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const input = {
  url: 'https://www.linkedin.com/jobs/view/4411867124/',
  source: 'linkedin' as const,
  title: 'Senior Backend Engineer',
  company: 'Northwind Health',
  location: 'Sydney',
  descriptionHtml: '<p>Build APIs</p>',
  datePosted: '2026-01-13',
  capturedAt: '2026-01-20T12:00:00.000Z',
};

describe('checkSession', () => {
  it('is signed in on 200, sending the session cookie', async () => {
    const fetchFn = vi.fn(async () => json(200, { id: 1, username: 'ada' }));
    expect(await checkSession(app, fetchFn)).toEqual({ kind: 'signed-in', username: 'ada' });
    expect(fetchFn).toHaveBeenCalledWith('http://localhost:3000/api/user', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('is signed out on 401', async () => {
    expect(await checkSession(app, async () => json(401, { error: 'unauthenticated', message: 'Please sign in' }))).toEqual({ kind: 'signed-out' });
  });

  it('is unreachable when the request fails or the answer is not the API', async () => {
    expect(await checkSession(app, async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ kind: 'unreachable', webAppUrl: app });
    expect(await checkSession(app, async () => new Response('<html>other app</html>', { status: 200 }))).toEqual({ kind: 'unreachable', webAppUrl: app });
  });

  it('reports other failures with the API message', async () => {
    expect(await checkSession(app, async () => json(500, { error: 'internal', message: 'Something went wrong' }))).toEqual({
      kind: 'error',
      status: 500,
      message: 'Something went wrong',
    });
  });
});

describe('captureJob', () => {
  it('posts the capture as JSON with credentials and returns the canonical URL', async () => {
    const fetchFn = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(201, { id: 7, canonicalUrl: input.url }));
    expect(await captureJob(app, input, fetchFn)).toEqual({ kind: 'captured', canonicalUrl: input.url });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('http://localhost:3000/api/job-postings/capture');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init!.body))).toEqual(input);
  });

  it('maps 401 to signed out, network errors to unreachable and 403 origin errors to a hint', async () => {
    expect(await captureJob(app, input, async () => json(401, { error: 'unauthenticated', message: 'x' }))).toEqual({ kind: 'signed-out' });
    expect(await captureJob(app, input, async () => Promise.reject(new Error('down')))).toEqual({ kind: 'unreachable', webAppUrl: app });
    const refused = await captureJob(app, input, async () => json(403, { error: 'origin_not_allowed', message: 'Origin not allowed' }));
    expect(refused).toMatchObject({ kind: 'error', status: 403, message: expect.stringContaining('EXTENSION_ORIGINS') });
  });

  it('shows the validation message of a 400', async () => {
    const outcome = await captureJob(app, input, async () => json(400, { error: 'validation_failed', message: 'Job title is required' }));
    expect(outcome).toEqual({ kind: 'error', status: 400, message: 'Job title is required' });
  });
});

describe('messageForError', () => {
  it('has a text for answers without a body', () => {
    expect(messageForError(502, null)).toBe('ResumeBoost had a problem (HTTP 502). Please try again.');
    expect(messageForError(404, null)).toBe('ResumeBoost answered with HTTP 404.');
    expect(messageForError(429, { error: 'rate_limited', message: '' })).toMatch(/Too many requests/);
  });
});
