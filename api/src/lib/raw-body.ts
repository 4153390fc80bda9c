/** A request body as bytes, up to `limit` (413 past it): the Stripe webhook (its signature covers the exact bytes) and the tracker's CSV import. */
import type { IncomingMessage } from 'node:http';
import { AppError, apiMessages } from '@jobapp/shared';

export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new AppError('payload_too_large', apiMessages.payloadTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      req.resume();
      throw new AppError('payload_too_large', apiMessages.payloadTooLarge);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
