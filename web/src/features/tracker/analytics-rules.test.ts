import { describe, expect, it } from 'vitest';
import { analyticsFunnelRows, medianText } from './analytics-rules';

describe('analyticsFunnelRows', () => {
  it('gives each step its share of the step before', () => {
    expect(analyticsFunnelRows({ saved: 60, applied: 46, responded: 26, interviewed: 16, offers: 7 })).toEqual([
      { label: 'Saved', count: 60, ofPrevious: null },
      { label: 'Applied', count: 46, ofPrevious: 77 },
      { label: 'Response', count: 26, ofPrevious: 57 },
      { label: 'Interview', count: 16, ofPrevious: 62 },
      { label: 'Offer', count: 7, ofPrevious: 44 },
    ]);
  });
  it('shows no share after an empty step', () => {
    expect(analyticsFunnelRows({ saved: 2, applied: 0, responded: 0, interviewed: 0, offers: 0 })[2]).toEqual({ label: 'Response', count: 0, ofPrevious: null });
  });
});

describe('medianText', () => {
  it('says the median and how many it is taken over', () => {
    expect(medianText({ medianDaysToResponse: 8, responseTimesCounted: 25 })).toBe('Median time from applying to a first response: 8 days (25 applications).');
    expect(medianText({ medianDaysToResponse: 1, responseTimesCounted: 1 })).toBe('Median time from applying to a first response: 1 day (1 application).');
    expect(medianText({ medianDaysToResponse: null, responseTimesCounted: 0 })).toBe('No response recorded after an application yet.');
  });
});
