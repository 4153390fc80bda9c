/**
 * Multipart bodies with one file (koa-body → formidable): POST /api/optimize-resume's resume, and
 * LinkedIn's data export ZIP. Each route has its own reader (createUploadReader), for that route only.
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
function toUploadError(error: unknown, fileTooLarge: string): AppError {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 1009: // biggerThanTotalMaxFileSize
    case 1016: // biggerThanMaxFileSize
      return new AppError('payload_too_large', fileTooLarge);
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

/** What one upload route accepts: its file field, its size cap and the message for a file past it. */
export interface UploadRules {
  field: string;
  maxFileBytes: number;
  fileTooLarge: string;
  multipartRequired: string;
}

function multipartParser(rules: UploadRules) {
  return koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFiles: 1,
      maxFileSize: rules.maxFileBytes,
      maxTotalFileSize: rules.maxFileBytes,
      maxFields: 20,
      maxFieldsSize: MAX_FIELDS_BYTES,
      allowEmptyFiles: true,
      minFileSize: 0,
      // Only the route's file part is kept; other file parts are skipped.
      filter: (part) => part.name === rules.field,
      fileWriteStreamHandler: collectInMemory,
    },
    onError: (error) => {
      throw toUploadError(error, rules.fileTooLarge);
    },
  });
}

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

function readUploadedFile(ctx: Context, field: string): UploadedFile | undefined {
  const entry = (ctx.request.files as Record<string, unknown> | undefined)?.[field];
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
function capRequestBytes(ctx: Context, maxRequestBytes: number): void {
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxRequestBytes) {
      ctx.req.off('data', onData);
      ctx.req.emit('error', Object.assign(new Error('request body too large'), { code: 1009 }));
    }
  };
  ctx.req.on('data', onData);
}

/** A reader of one route's multipart body: answers 413/415/400 for bodies it will not read. */
export function createUploadReader(rules: UploadRules): (ctx: Context) => Promise<UploadBody> {
  const parse = multipartParser(rules);
  const maxRequestBytes = rules.maxFileBytes + MAX_FIELDS_BYTES + 16 * 1024;
  return async (ctx) => {
    if (!ctx.is('multipart/form-data')) {
      throw new AppError('unsupported_media_type', rules.multipartRequired);
    }
    const length = Number(ctx.get('Content-Length') || '0');
    if (length > maxRequestBytes) {
      // Refused unread: close the connection rather than read a body we already know is too big.
      ctx.set('Connection', 'close');
      throw new AppError('payload_too_large', rules.fileTooLarge);
    }
    if (!ctx.get('Content-Length')) capRequestBytes(ctx, maxRequestBytes);
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      drainRequest(ctx);
      throw error;
    }
    return { fields: (ctx.request.body ?? {}) as Record<string, unknown>, file: readUploadedFile(ctx, rules.field) };
  };
}

/** Reads the multipart body of an optimize request. */
export const readResumeUpload = createUploadReader({
  field: RESUME_FILE_FIELD,
  maxFileBytes: limits.maxResumeFileBytes,
  fileTooLarge: messages.resumeFileSize,
  multipartRequired: multipartRequiredMessage,
});
