import { describe, expect, it } from 'vitest';
import { parseDay, SEARCH_LOG_MAX_DAYS, searchLogMessages, searchLogPath, searchLogQuerySchema } from './search-log';

function issue(input: unknown): string | undefined {
  const result = searchLogQuerySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('parseDay', () => {
  it('reads real calendar days only', () => {
    expect(parseDay('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseDay('2024-02-29')).not.toBeNull();
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-3-1', '03/01/2026', '', '2026-03-01T00:00:00Z']) {
      expect(parseDay(bad), bad).toBeNull();
    }
  });
});

describe('searchLogQuerySchema', () => {
  it('gives the range as instants, the last day included', () => {
    const range = searchLogQuerySchema.parse({ from: '2026-03-01', to: '2026-03-31' });
    expect(range.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(range.endExclusive.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(searchLogQuerySchema.parse({ from: '2026-03-05', to: '2026-03-05' }).endExclusive.toISOString()).toBe('2026-03-06T00:00:00.000Z');
  });

  it('refuses a missing, malformed, backwards or too long range in plain words', () => {
    expect(issue({})).toBe(searchLogMessages.missing);
    expect(issue({ from: '2026-03-01' })).toBe(searchLogMessages.missing);
    expect(issue({ from: '2026-03-01', to: 'yesterday' })).toBe(searchLogMessages.badDate);
    expect(issue({ from: '2026-02-30', to: '2026-03-01' })).toBe(searchLogMessages.badDate);
    expect(issue({ from: '2026-03-02', to: '2026-03-01' })).toBe(searchLogMessages.backwards);
    expect(issue({ from: '2025-01-01', to: '2026-12-31' })).toBe(searchLogMessages.tooLong);
    const lastAllowed = new Date(Date.UTC(2025, 0, 1) + (SEARCH_LOG_MAX_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(issue({ from: '2025-01-01', to: lastAllowed })).toBeUndefined();
  });

  it('builds the download address', () => {
    expect(searchLogPath('csv', { from: '2026-03-01', to: '2026-03-31' })).toBe('/api/applications/log.csv?from=2026-03-01&to=2026-03-31');
  });
});
