import { describe, expect, it } from 'vitest';
import { isDatabaseDataError, isDatabaseUnavailable } from './database-errors';

/** What Drizzle throws: its DrizzleQueryError around the driver's error. */
function wrapped(cause: unknown): Error {
  return Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });
}

function pgError(code: string): Error {
  return Object.assign(new Error('database error'), { code, severity: 'ERROR' });
}

function systemError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('database errors', () => {
  it.each([
    ['connection refused', wrapped(systemError('ECONNREFUSED'))],
    ['both localhost addresses refused', wrapped(Object.assign(new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]), { code: 'ECONNREFUSED' }))],
    ['connection reset', systemError('ECONNRESET')],
    ['connection lost', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pool connect time-out', new Error('timeout exceeded when trying to connect')],
    ['client read time-out', wrapped(new Error('Query read timeout'))],
    ['statement_timeout', wrapped(pgError('57014'))],
    ['server shutting down', wrapped(pgError('57P01'))],
    ['server starting', pgError('57P03')],
    ['too many connections', pgError('53300')],
    ['connection failure', pgError('08006')],
    ['PGlite closed', wrapped(new Error('PGlite is closed'))],
  ])('%s is "unavailable"', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseDataError(error)).toBe(false);
  });

  it.each([
    ['NUL in text', wrapped(pgError('22021'))],
    ['\\u0000 in jsonb', pgError('22P05')],
    ['integer out of range', wrapped(pgError('22003'))],
    ['index row too large', pgError('54000')],
  ])('%s is a refused value', (_name, error) => {
    expect(isDatabaseDataError(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    ['missing table', wrapped(pgError('42P01'))],
    ['unique violation', wrapped(pgError('23505'))],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('%s is neither', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseDataError(error)).toBe(false);
  });
});
