/// <reference types="node" />
/**
 * A stand-in HTTP server for the web's api.test.ts files: `useStandInApi(answer)` starts it before the
 * file's tests and closes it after them. Each request is recorded in `seen` (method, path, content type,
 * body) and answered as `answer` says (StandInAnswer).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

/**
 * `[status, body]`: the body as JSON, or no body at all when it is left out (a 204, a bare 404);
 * `{ status, text, contentType? }`: the text as it is (a proxy's plain-text page, broken JSON);
 * `'never'`: no answer (a request that hangs until the client gives up).
 */
export type StandInAnswer = [status: number, body?: unknown] | { status: number; text: string; contentType?: string } | 'never';

function send(res: ServerResponse, answer: Exclude<StandInAnswer, 'never'>): void {
  if (!Array.isArray(answer)) {
    res.writeHead(answer.status, answer.contentType ? { 'Content-Type': answer.contentType } : {});
    res.end(answer.text);
    return;
  }
  const [status, body] = answer;
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function useStandInApi(answer: (request: SeenRequest) => StandInAnswer) {
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
        const answered = answer(request);
        if (answered !== 'never') send(res, answered);
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
