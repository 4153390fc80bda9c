/**
 * Logging with pino: JSON lines on stdout (pipe through `pino-pretty` in development; `pnpm dev` does).
 * This is the only API module allowed to use `console` (lint rule), for problems found before a
 * logger can exist.
 *
 * No secret reaches a log line (issue 8):
 * - errors go through `serializeError`: a database error is logged as its SQLSTATE code, constraint and
 *   table only. Drizzle's DrizzleQueryError carries the query and its parameters in `query`, `params`
 *   and its message (password hashes, session ids, e-mail addresses, resume text), and pg's error
 *   `detail` quotes the offending value; none of them is copied. Other errors keep type, message, stack,
 *   code and status, never their other fields (co-body puts the raw body on its parse errors);
 * - `redact` censors fields that may hold credentials or personal data wherever a call site puts them
 *   (top level or one level down): cookies, authorization, passwords, hashes, tokens, session ids,
 *   e-mail addresses, query parameters.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const SECRET_KEYS = [
  'cookie',
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'hash',
  'token',
  'tokenHash',
  'resetToken',
  'sessionId',
  'session',
  'email',
  'to',
  'params',
  'query',
];

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

export interface SerializedError {
  type: string;
  message?: string;
  stack?: string;
  code?: string | number;
  status?: number;
  constraint?: string;
  table?: string;
  cause?: SerializedError | string;
  errors?: (SerializedError | string)[];
}

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  status?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: unknown;
  errors?: unknown;
  query?: unknown;
  params?: unknown;
}

/** pg's and PGlite's DatabaseError: a five-character SQLSTATE with a digit. */
function isSqlError(error: ErrorFields): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && /\d/.test(error.code);
}

/** Drizzle's DrizzleQueryError (its name is plain 'Error'), or a driver error quoting the failed SQL and its parameters. */
function isQueryError(error: ErrorFields): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

function typeOf(error: object): string {
  const name = error.constructor?.name;
  return name && name !== 'Object' ? name : 'Error';
}

/** The call frames of a stack, without its first lines (which repeat the message). */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function serializeError(error: unknown, depth = 0): SerializedError | string {
  if (!error || typeof error !== 'object') return String(error);
  const fields = error as ErrorFields;
  const type = typeOf(error);
  if (depth > 4) return { type };
  const cause = fields.cause === undefined ? {} : { cause: serializeError(fields.cause, depth + 1) };
  // PGlite's DatabaseError carries `query` and `params` too: test for it first.
  if (isSqlError(fields)) {
    return {
      type: 'DatabaseError',
      code: fields.code as string,
      ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
      ...(typeof fields.table === 'string' ? { table: fields.table } : {}),
    };
  }
  if (isQueryError(fields)) {
    const stack = framesOnly(fields.stack);
    return { type: 'DrizzleQueryError', ...(stack ? { stack } : {}), ...cause };
  }
  const serialized: SerializedError = { type };
  if (typeof fields.message === 'string') serialized.message = fields.message;
  if (typeof fields.stack === 'string') serialized.stack = fields.stack;
  if (typeof fields.code === 'string' || typeof fields.code === 'number') serialized.code = fields.code;
  if (typeof fields.status === 'number') serialized.status = fields.status;
  if (Array.isArray(fields.errors)) serialized.errors = fields.errors.slice(0, 5).map((e) => serializeError(e, depth + 1));
  return { ...serialized, ...cause };
}

/** `destination`: where lines go (default stdout); tests pass an in-memory stream. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
  return pino(options, destination ?? stdoutDestination());
}

/**
 * One stdout stream for every logger, written asynchronously (issue 26): a request's log line is queued, never written while the
 * answer waits (a synchronous write to a slow pipe held every response). What is queued is written out
 * synchronously when the process exits, so the last lines before an exit (a fatal error) are kept.
 */
let stdout: DestinationStream | undefined;
function stdoutDestination(): DestinationStream {
  if (stdout) return stdout;
  const stream = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // Nothing more can be done for lines stdout no longer takes.
    }
  });
  stdout = stream;
  return stream;
}

/** Printed when the environment is invalid, before any logger exists. */
export function printEnvProblems(problems: string[]): void {
  console.error('Invalid environment; fix these and start again:');
  for (const problem of problems) console.error(`  - ${problem}`);
}
