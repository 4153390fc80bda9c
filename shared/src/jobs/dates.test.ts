import { describe, expect, it } from 'vitest';
import { relativeToIsoDate, toIsoDate } from './dates';

describe('toIsoDate', () => {
  it.each([
    ['2024-03-07T14:20:22.000Z', '2024-03-07'],
    ['2011-10-31', '2011-10-31'],
    ['2025-08-29T23:38:05-05:00', '2025-08-29'],
    [1680670800000, '2023-04-05'],
    ['1767225600000', '2026-01-01'],
    ['Aug 8, 2024', '2024-08-08'],
    ['2024-13-01', null],
    ['8 days ago', null],
    ['', null],
    [null, null],
    [0, null],
  ])('%j → %j', (input, expected) => expect(toIsoDate(input)).toBe(expected));
});

describe('relativeToIsoDate', () => {
  const now = new Date('2026-01-20T12:00:00Z');
  it.each([
    ['1 week ago', '2026-01-13'],
    ['Reposted 2 weeks ago', '2026-01-06'],
    ['3 days ago', '2026-01-17'],
    ['Posted 30+ days ago', '2025-12-21'],
    ['an hour ago', '2026-01-20'],
    ['5 hours ago', '2026-01-20'],
    ['2 months ago', '2025-11-20'],
    ['1 year ago', '2025-01-20'],
    ['Just posted', '2026-01-20'],
    ['Today', '2026-01-20'],
    ['yesterday', '2026-01-19'],
    ['196 applicants', null],
    ['', null],
  ])('%s → %s', (text, expected) => expect(relativeToIsoDate(text, now)).toBe(expected));
});
