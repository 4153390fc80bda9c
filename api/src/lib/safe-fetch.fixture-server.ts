/**
 * Test helper (imported by tests only): an HTTP server on 127.0.0.1:<free port> standing in for
 * LinkedIn, Indeed or an OpenAI-compatible API. It records every request (method, path, headers,
 * body) so a test can assert what was asked, and that nothing was asked at all.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FixtureHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface FixtureServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** Replaces the handler (between tests). */
  handle(handler: FixtureHandler): void;
  close(): Promise<void>;
}

const notFound: FixtureHandler = (_request, response) => {
  response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
};

export async function startFixtureServer(handler: FixtureHandler = notFound): Promise<FixtureServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve(current(recorded, res)).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Answers with an HTML page (UTF-8 unless the content type says otherwise). */
export function sendHtml(response: ServerResponse, html: string | Buffer, status = 200, contentType = 'text/html; charset=utf-8'): void {
  response.writeHead(status, { 'content-type': contentType }).end(html);
}

/** Answers with a redirect to `location`. */
export function sendRedirect(response: ServerResponse, location: string, status = 302): void {
  response.writeHead(status, { location }).end();
}
