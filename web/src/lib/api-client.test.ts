/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { errorMessage } from './error-messages';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const routes: Record<string, Handler> = {
  'GET /ok': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ hello: 'world' }));
  },
  'POST /echo': (req, res, body) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ contentType: req.headers['content-type'] ?? null, body: body ? JSON.parse(body) : null }));
  },
  'POST /form': (req, res, body) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ contentType: req.headers['content-type'] ?? null, hasField: body.includes('name="jobUrl"') }));
  },
  'DELETE /thing': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ ok: true }));
  },
  'POST /empty': (req, res) => {
    res.writeHead(204);
    res.end();
  },
  'POST /login': (_req, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'invalid_credentials', message: 'Invalid username or password' }));
  },
  'POST /register': (_req, res) => {
    res.writeHead(400, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        error: 'validation_failed',
        message: 'Check the highlighted fields',
        details: { email: 'Please enter a valid email', username: 'Username is required', bogus: 42 },
      }),
    );
  },
  'GET /plain': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('Bad gateway from proxy');
  },
  'GET /blank': (_req, res) => {
    res.writeHead(404);
    res.end();
  },
  'GET /unknown-code': (_req, res) => {
    res.writeHead(429, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'slow_down', message: 'Too many requests' }));
  },
  'GET /boom': (_req, res) => {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal', message: 'TypeError: x is undefined at db.ts:12' }));
  },
  'GET /not-json': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{not json');
  },
};

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const handler = routes[`${req.method} ${req.url}`];
      if (handler) handler(req, res, body);
      else {
        res.writeHead(500);
        res.end('no route');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

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
    const api = createApiClient(baseUrl);
    await expect(api.get('/ok')).resolves.toEqual({ hello: 'world' });
  });

  it('sends a JSON body with its content type only when a body is given', async () => {
    const api = createApiClient(baseUrl);
    await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ contentType: 'application/json', body: { a: 1 } });
    await expect(api.post('/echo')).resolves.toEqual({ contentType: null, body: null });
  });

  it('sends FormData as multipart with the boundary the runtime chooses', async () => {
    const form = new FormData();
    form.append('jobUrl', 'https://www.linkedin.com/jobs/view/1/');
    form.append('resumeFile', new Blob(['hello'], { type: 'text/plain' }), 'resume.txt');
    const answer = await createApiClient(baseUrl).request<{ contentType: string; hasField: boolean }>('/form', {
      method: 'POST',
      body: form,
    });
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.hasField).toBe(true);
  });

  it('sends DELETE', async () => {
    await expect(createApiClient(baseUrl).delete('/thing')).resolves.toEqual({ ok: true });
  });

  it('returns undefined for 204 No Content', async () => {
    await expect(createApiClient(baseUrl).post('/empty')).resolves.toBeUndefined();
  });

  it('rebuilds an ApiError from the error body', async () => {
    const error = await catchError(createApiClient(baseUrl).post('/login', { username: 'a', password: 'b' }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_credentials');
    expect(error.message).toBe('Invalid username or password');
    expect(errorMessage(error)).toBe('Invalid username or password');
  });

  it('keeps field details, dropping values that are not text', async () => {
    const error = await catchError(createApiClient(baseUrl).post('/register', {}));
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual({ email: 'Please enter a valid email', username: 'Username is required' });
  });

  it('uses "{status}: {body}" for a non-JSON error body, and the status text when empty', async () => {
    const api = createApiClient(baseUrl);
    const plain = await catchError(api.get('/plain'));
    expect(plain.status).toBe(502);
    expect(plain.code).toBe('internal');
    expect(plain.message).toBe('502: Bad gateway from proxy');
    const blank = await catchError(api.get('/blank'));
    expect(blank.code).toBe('not_found');
    expect(blank.message).toBe('404: Not Found');
  });

  it('maps an unknown error code to one derived from the status', async () => {
    const error = await catchError(createApiClient(baseUrl).get('/unknown-code'));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe('Too many requests');
  });

  it('never shows internal error details to users', async () => {
    const error = await catchError(createApiClient(baseUrl).get('/boom'));
    expect(errorMessage(error)).toBe('Something went wrong on our side. Please try again.');
  });

  it('reports an unreadable success body', async () => {
    const error = await catchError(createApiClient(baseUrl).get('/not-json'));
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
