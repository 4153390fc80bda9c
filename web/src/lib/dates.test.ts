import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate, trialState } from './dates';

const now = new Date('2025-04-10T12:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString();

describe('trialState (the dashboard trial banner)', () => {
  it('warns when a free trial ends in less than 2 days', () => {
    expect(trialState('free_trial', hoursFromNow(47.9), now)).toBe('ending-soon');
    expect(trialState('free_trial', hoursFromNow(1), now)).toBe('ending-soon');
  });

  it('does not warn at 2 days or more', () => {
    expect(trialState('free_trial', hoursFromNow(48), now)).toBeNull();
    expect(trialState('free_trial', hoursFromNow(24 * 6), now)).toBeNull();
  });

  it('reports an ended trial', () => {
    expect(trialState('free_trial', hoursFromNow(-1), now)).toBe('ended');
  });

  it('never warns for paid plans, missing or unreadable dates', () => {
    expect(trialState('pro', hoursFromNow(1), now)).toBeNull();
    expect(trialState('free_trial', null, now)).toBeNull();
    expect(trialState(undefined, hoursFromNow(1), now)).toBeNull();
    expect(trialState('free_trial', 'not a date', now)).toBeNull();
  });
});

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
