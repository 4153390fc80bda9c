import { searchLogMessages } from '@jobapp/shared/applications/search-log';
import { describe, expect, it } from 'vitest';
import { checkSearchLogRange, defaultSearchLogRange } from './search-log-rules';

describe('defaultSearchLogRange', () => {
  it('is the current month up to today, as local days', () => {
    expect(defaultSearchLogRange(new Date(2026, 2, 17, 23, 30))).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(defaultSearchLogRange(new Date(2026, 0, 1, 0, 5))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});

describe('checkSearchLogRange', () => {
  it('gives the address and the file name of a good range', () => {
    expect(checkSearchLogRange({ from: '2026-03-01', to: '2026-03-31' }, 'pdf')).toEqual({
      ok: true,
      path: '/api/applications/log.pdf?from=2026-03-01&to=2026-03-31',
      fileName: 'job-search-log-2026-03-01-to-2026-03-31.pdf',
    });
  });

  it("puts each problem on its field, in the API's words", () => {
    expect(checkSearchLogRange({ from: '', to: '2026-03-31' }, 'csv')).toEqual({ ok: false, errors: { from: searchLogMessages.missing } });
    expect(checkSearchLogRange({ from: '2026-03-31', to: '2026-03-01' }, 'csv')).toEqual({ ok: false, errors: { to: searchLogMessages.backwards } });
    expect(checkSearchLogRange({ from: '2026-03-01', to: '2026-02-30' }, 'pdf')).toEqual({ ok: false, errors: { to: searchLogMessages.badDate } });
  });
});
