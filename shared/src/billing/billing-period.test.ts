import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, monthlyPeriodAt } from './billing-period';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day and the time of day in UTC', () => {
    expect(addMonths(at('2026-03-04T12:34:56.789Z'), 1).toISOString()).toBe('2026-04-04T12:34:56.789Z');
  });

  it('clamps a day the target month lacks to its last day', () => {
    expect(addMonths(at('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(at('2026-01-31T00:00:00Z'), 2).toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });

  it('crosses years both ways', () => {
    expect(addMonths(at('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
    expect(addMonths(at('2026-02-15T00:00:00Z'), -3).toISOString()).toBe('2025-11-15T00:00:00.000Z');
    expect(addMonths(at('2026-03-31T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('monthlyPeriodAt', () => {
  const anchor = at('2026-01-31T09:00:00Z');

  it('is the first month from the anchor itself', () => {
    expect(monthlyPeriodAt(anchor, anchor)).toEqual({ start: anchor, end: at('2026-02-28T09:00:00Z') });
  });

  it('counts each start from the anchor, so a 31st comes back after February', () => {
    expect(monthlyPeriodAt(anchor, at('2026-03-15T00:00:00Z'))).toEqual({
      start: at('2026-02-28T09:00:00Z'),
      end: at('2026-03-31T09:00:00Z'),
    });
  });

  it('starts the next period exactly at the reset moment', () => {
    const reset = at('2026-02-28T09:00:00Z');
    expect(monthlyPeriodAt(anchor, new Date(reset.getTime() - 1)).end).toEqual(reset);
    expect(monthlyPeriodAt(anchor, reset).start).toEqual(reset);
  });

  it('never goes before the anchor (clocks slightly apart)', () => {
    expect(monthlyPeriodAt(anchor, at('2026-01-31T08:59:00Z')).start).toEqual(anchor);
  });

  it('always holds `now` in [start, end), one month from the anchor apart', () => {
    const date = (min: string, max: string) => fc.date({ min: at(min), max: at(max), noInvalidDate: true });
    fc.assert(
      fc.property(date('2000-01-01T00:00:00Z', '2030-01-01T00:00:00Z'), fc.integer({ min: 0, max: 20 * 366 }), (a, days) => {
        const now = new Date(a.getTime() + days * 86_400_000 + 3_600_000);
        const { start, end } = monthlyPeriodAt(a, now);
        expect(start <= now && now < end).toBe(true);
        const k = (start.getUTCFullYear() - a.getUTCFullYear()) * 12 + start.getUTCMonth() - a.getUTCMonth();
        expect(addMonths(a, k)).toEqual(start);
        expect(addMonths(a, k + 1)).toEqual(end);
      }),
    );
  });
});
