import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate } from './dates';

describe('formatDate', () => {
  it('formats dates in US English and says N/A when absent', () => {
    expect(formatDate('2025-04-01T12:00:00Z')).toBe('April 1, 2025');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('garbage')).toBe('N/A');
  });
});

describe('formatShortDate', () => {
  it("gives month and day ('Dec 4'), N/A when absent or unreadable", () => {
    expect(formatShortDate('2026-12-04T12:00:00Z')).toBe('Dec 4');
    expect(formatShortDate(undefined)).toBe('N/A');
    expect(formatShortDate('nope')).toBe('N/A');
  });
});
