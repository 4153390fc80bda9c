/**
 * The multipart body of POST /api/optimize-resume (koa-body → formidable), for this route only.
 * The file is kept in memory (never written to a temporary folder): formidable streams each chunk
 * into our collector and stops with an error as soon as the file passes 1 MB (maxTotalFileSize is
 * checked chunk by chunk; maxFileSize alone is only checked at the end of the file). A request whose
 * Content-Length already says it is too big is refused before a byte of it is read.
 */
import { Writable } from 'node:stream';
import { AppError, apiMessages, limits, messages } from '@jobapp/shared';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';

export const RESUME_FILE_FIELD = 'resumeFile';

/** The other fields (job URL, template, timestamp, a pasted description of up to 50,000 characters). */
const MAX_FIELDS_BYTES = 256 * 1024;
/** File + fields + multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = limits.maxResumeFileBytes + MAX_FIELDS_BYTES + 16 * 1024;

export const multipartRequiredMessage = 'Send the resume as multipart/form-data with the file in the resumeFile field.';

export interface UploadedFile {
  bytes: Buffer;
  /** As the browser sent it (base name only), or '' when none was given. */
  fileName: string;
  /** As the browser declared it; the bytes decide the real type. */
  declaredType: string;
  size: number;
}

export interface UploadBody {
  fields: Record<string, unknown>;
  file: UploadedFile | undefined;
}

/** Chunks of each file, by formidable's file object. */
const collected = new WeakMap<object, Buffer[]>();

function collectInMemory(file?: object): Writable {
  const chunks: Buffer[] = [];
  if (file) collected.set(file, chunks);
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
}

/** formidable's error codes (formidable/src/FormidableError.js) → our answers. */
function toUploadError(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 1009: // biggerThanTotalMaxFileSize
    case 1016: // biggerThanMaxFileSize
      return new AppError('payload_too_large', messages.resumeFileSize);
    case 1006: // maxFieldsSizeExceeded
      return new AppError('payload_too_large', apiMessages.payloadTooLarge);
    default:
      return new AppError('bad_request', apiMessages.badRequest);
  }
}

/** Lets the rest of a refused upload drain (discarded, not buffered) so the client reads our answer. */
function drainRequest(ctx: Context): void {
  if (!ctx.req.readableEnded) {
    ctx.req.on('error', () => undefined);
    ctx.req.resume();
  }
}

const parseMultipart = koaBody({
  multipart: true,
  json: false,
  urlencoded: false,
  text: false,
  formidable: {
    maxFiles: 1,
    maxFileSize: limits.maxResumeFileBytes,
    maxTotalFileSize: limits.maxResumeFileBytes,
    maxFields: 20,
    maxFieldsSize: MAX_FIELDS_BYTES,
    allowEmptyFiles: true,
    minFileSize: 0,
    // Only the resume's file part is kept; other file parts are skipped.
    filter: (part) => part.name === RESUME_FILE_FIELD,
    fileWriteStreamHandler: collectInMemory,
  },
  onError: (error) => {
    throw toUploadError(error);
  },
});

// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f]/g;

/** The name without any folder part or control characters, at most 255 characters. */
function baseName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').replace(CONTROL_RE, '').trim().slice(0, 255);
}

interface FormidableFileLike {
  originalFilename?: string | null;
  mimetype?: string | null;
}

function readUploadedFile(ctx: Context): UploadedFile | undefined {
  const entry = (ctx.request.files as Record<string, unknown> | undefined)?.[RESUME_FILE_FIELD];
  const file = (Array.isArray(entry) ? entry[0] : entry) as (FormidableFileLike & object) | undefined;
  if (!file) return undefined;
  const bytes = Buffer.concat(collected.get(file) ?? []);
  return {
    bytes,
    fileName: baseName(file.originalFilename ?? ''),
    declaredType: (file.mimetype ?? '').toLowerCase(),
    size: bytes.length,
  };
}

/**
 * A chunked request (no Content-Length) is counted as it arrives; past the cap it fails the parse
 * the way an oversized file does.
 */
function capRequestBytes(ctx: Context): void {
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_UPLOAD_REQUEST_BYTES) {
      ctx.req.off('data', onData);
      ctx.req.emit('error', Object.assign(new Error('request body too large'), { code: 1009 }));
    }
  };
  ctx.req.on('data', onData);
}

/** Reads the multipart body of an optimize request; answers 413/415/400 for bodies it will not read. */
export async function readResumeUpload(ctx: Context): Promise<UploadBody> {
  if (!ctx.is('multipart/form-data')) {
    throw new AppError('unsupported_media_type', multipartRequiredMessage);
  }
  const length = Number(ctx.get('Content-Length') || '0');
  if (length > MAX_UPLOAD_REQUEST_BYTES) {
    // Refused unread: close the connection rather than read a body we already know is too big.
    ctx.set('Connection', 'close');
    throw new AppError('payload_too_large', messages.resumeFileSize);
  }
  if (!ctx.get('Content-Length')) capRequestBytes(ctx);
  try {
    await parseMultipart(ctx, async () => undefined);
  } catch (error) {
    drainRequest(ctx);
    throw error;
  }
  return { fields: (ctx.request.body ?? {}) as Record<string, unknown>, file: readUploadedFile(ctx) };
}
