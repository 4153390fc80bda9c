/** Large API answers go compressed by the client's Accept-Encoding; small ones, files and errors as they are. */
import Koa from 'koa';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressLargeAnswers, LARGE_ANSWER_BYTES } from './compress';

const large = { items: Array.from({ length: 400 }, (_, i) => ({ id: i, text: `Statement number ${i} of a tailored resume.` })) };
let server: Server;
let port: number;

beforeAll(async () => {
  const app = new Koa();
  app.use(compressLargeAnswers());
  app.use((ctx) => {
    if (ctx.path === '/large') ctx.body = large;
    else if (ctx.path === '/created') {
      ctx.status = 201;
      ctx.body = large;
    } else if (ctx.path === '/small') ctx.body = { id: 1, name: 'Ann' };
    else if (ctx.path === '/pdf') {
      ctx.type = 'application/pdf';
      ctx.body = Buffer.alloc(LARGE_ANSWER_BYTES * 2, 0x41);
    }
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch would undo the encoding before the test sees it). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressLargeAnswers', () => {
  it('sends a large JSON answer in brotli or gzip, as the client asks, and it reads back the same', async () => {
    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(large);
    expect(br.body.length).toBeLessThan(JSON.stringify(large).length / 4);
    const gzip = await get('/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(large);
  });
  it('keeps the status a route set', async () => {
    const created = await get('/created', 'br');
    expect(created.status).toBe(201);
    expect(created.headers['content-encoding']).toBe('br');
  });
  it('sends a small answer, a file, or an answer to a client that asks for no encoding as it is', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ id: 1, name: 'Ann' });
    expect(small.headers['content-type']).toContain('application/json');
    const pdf = await get('/pdf', 'br');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.length).toBe(LARGE_ANSWER_BYTES * 2);
    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(large);
  });
});
