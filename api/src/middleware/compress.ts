/**
 * Large API answers compressed for the trip (koa-compress: brotli at quality 4, zstd or gzip by the client's
 * Accept-Encoding). A tailored resume's detail — its text, the job, the match report — is about 60 kB of JSON,
 * which a phone on a slow network waits a third of a second for; compressed it is a sixth of that. Answers
 * under LARGE_ANSWER_BYTES (a user, a short list) are sent as they are: compressing them costs the server
 * more than it saves the client. Files (PDF, DOCX, ZIP) are already compressed and are left alone
 * (koa-compress asks `compressible`).
 */
import compress from 'koa-compress';
import type { Middleware } from 'koa';
import { constants } from 'node:zlib';

export const LARGE_ANSWER_BYTES = 16 * 1024;

export function compressLargeAnswers(): Middleware {
  const compressor = compress({
    threshold: LARGE_ANSWER_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    deflate: false,
  });
  return (ctx, next) =>
    compressor(ctx, async () => {
      await next();
      // Koa would measure an object body by writing it out once (for the threshold) and again to send it;
      // written out here once, as Koa would, it keeps its JSON type.
      const body: unknown = ctx.body;
      if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Uint8Array) && typeof (body as { pipe?: unknown }).pipe !== 'function') ctx.body = JSON.stringify(body);
    });
}
