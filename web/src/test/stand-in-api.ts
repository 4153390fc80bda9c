/// <reference types="node" />
/**
 * A stand-in HTTP server for the web's api.test.ts files: `useStandInApi(answer)` starts it before the
 * file's tests and closes it after them. Each request is recorded in `seen` (method, path, content type,
 * body) and answered with the JSON `[status, body]` that `answer` returns for it.
 */
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

export function useStandInApi(answer: (request: SeenRequest) => [status: number, body: unknown]) {
  const seen: SeenRequest[] = [];
  const state = { baseUrl: '', seen };
  let server: Server | undefined;

  beforeAll(async () => {
    const started = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const request = { method: req.method, url: req.url, contentType: req.headers['content-type'], body };
        seen.push(request);
        const [status, json] = answer(request);
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      });
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    state.baseUrl = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return state;
}
