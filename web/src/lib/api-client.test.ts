/// <reference types="node" />
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { errorMessage } from './error-messages';
import { useStandInApi, type SeenRequest, type StandInAnswer } from '@/test/stand-in-api';

const routes: Record<string, (request: SeenRequest) => StandInAnswer> = {
  'GET /ok': () => [200, { hello: 'world' }],
  'POST /echo': ({ contentType, body }) => [200, { contentType: contentType ?? null, body: body ? JSON.parse(body) : null }],
  'POST /form': ({ contentType, body }) => [200, { contentType: contentType ?? null, hasField: body.includes('name="jobUrl"') }],
  'DELETE /thing': () => [200, { ok: true }],
  'POST /empty': () => [204],
  'POST /login': () => [401, { error: 'invalid_credentials', message: 'Invalid username or password' }],
  'POST /register': () => [
    400,
    {
      error: 'validation_failed',
      message: 'Check the highlighted fields',
      details: { email: 'Please enter a valid email', username: 'Username is required', bogus: 42 },
    },
  ],
  'GET /plain': () => ({ status: 502, contentType: 'text/plain', text: 'Bad gateway from proxy' }),
  'GET /blank': () => [404],
  'GET /unknown-code': () => [429, { error: 'slow_down', message: 'Too many requests' }],
  'GET /boom': () => [500, { error: 'internal', message: 'TypeError: x is undefined at db.ts:12' }],
  'GET /not-json': () => ({ status: 200, contentType: 'application/json', text: '{not json' }),
};

const stand = useStandInApi((request) => routes[`${request.method} ${request.url}`]?.(request) ?? { status: 500, text: 'no route' });

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('api-client', () => {
  it('parses JSON answers', async () => {
    const api = createApiClient(stand.baseUrl);
    await expect(api.get('/ok')).resolves.toEqual({ hello: 'world' });
  });

  it('sends a JSON body with its content type only when a body is given', async () => {
    const api = createApiClient(stand.baseUrl);
    await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ contentType: 'application/json', body: { a: 1 } });
    await expect(api.post('/echo')).resolves.toEqual({ contentType: null, body: null });
  });

  it('sends FormData as multipart with the boundary the runtime chooses', async () => {
    const form = new FormData();
    form.append('jobUrl', 'https://www.linkedin.com/jobs/view/1/');
    form.append('resumeFile', new Blob(['hello'], { type: 'text/plain' }), 'resume.txt');
    const answer = await createApiClient(stand.baseUrl).request<{ contentType: string; hasField: boolean }>('/form', {
      method: 'POST',
      body: form,
    });
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.hasField).toBe(true);
  });

  it('sends DELETE', async () => {
    await expect(createApiClient(stand.baseUrl).delete('/thing')).resolves.toEqual({ ok: true });
  });

  it('returns undefined for 204 No Content', async () => {
    await expect(createApiClient(stand.baseUrl).post('/empty')).resolves.toBeUndefined();
  });

  it('rebuilds an ApiError from the error body', async () => {
    const error = await catchError(createApiClient(stand.baseUrl).post('/login', { username: 'a', password: 'b' }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_credentials');
    expect(error.message).toBe('Invalid username or password');
    expect(errorMessage(error)).toBe('Invalid username or password');
  });

  it('keeps field details, dropping values that are not text', async () => {
    const error = await catchError(createApiClient(stand.baseUrl).post('/register', {}));
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual({ email: 'Please enter a valid email', username: 'Username is required' });
  });

  it('uses "{status}: {body}" for a non-JSON error body, and the status text when empty', async () => {
    const api = createApiClient(stand.baseUrl);
    const plain = await catchError(api.get('/plain'));
    expect(plain.status).toBe(502);
    expect(plain.code).toBe('internal');
    expect(plain.message).toBe('502: Bad gateway from proxy');
    const blank = await catchError(api.get('/blank'));
    expect(blank.code).toBe('not_found');
    expect(blank.message).toBe('404: Not Found');
  });

  it('maps an unknown error code to one derived from the status', async () => {
    const error = await catchError(createApiClient(stand.baseUrl).get('/unknown-code'));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe('Too many requests');
  });

  it('never shows internal error details to users', async () => {
    const error = await catchError(createApiClient(stand.baseUrl).get('/boom'));
    expect(errorMessage(error)).toBe('Something went wrong on our side. Please try again.');
  });

  it('reports an unreadable success body', async () => {
    const error = await catchError(createApiClient(stand.baseUrl).get('/not-json'));
    expect(error.code).toBe('invalid_response');
  });

  it('reports a network failure with code network_error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await catchError(createApiClient(`http://127.0.0.1:${port}`).get('/ok'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
  });
});
