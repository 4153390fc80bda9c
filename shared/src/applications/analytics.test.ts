import { describe, expect, it } from 'vitest';
import { computeAnalytics, matchBand, median, type CardHistory } from './analytics';

const card = (extra: Partial<CardHistory>): CardHistory => ({
  source: 'manual',
  stages: ['saved'],
  appliedAt: null,
  firstResponseAt: null,
  templateId: null,
  matchScore: null,
  tailored: false,
  ...extra,
});

describe('matchBand', () => {
  it('puts each edge in the band it starts', () => {
    expect([49.9, 50, 69.9, 70, 84.9, 85, 100, 0].map((score) => matchBand(score).key)).toEqual(['under_50', '50_69', '50_69', '70_84', '70_84', '85_plus', '85_plus', 'under_50']);
    expect(matchBand(null).key).toBe('none');
  });
});

describe('median', () => {
  it('takes the middle, or the mean of the two middles', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('computeAnalytics', () => {
  it('counts withdrawn before applying as saved only, and leaves a response dated before applying out of the median', () => {
    const result = computeAnalytics([
      card({ stages: ['saved', 'withdrawn'] }),
      card({ stages: ['saved', 'applied', 'rejected'], appliedAt: '2026-01-10T00:00:00Z', firstResponseAt: '2026-01-13T12:00:00Z' }),
      card({ stages: ['saved', 'applied', 'interviewing'], appliedAt: '2026-01-10T00:00:00Z', firstResponseAt: '2026-01-09T00:00:00Z' }),
    ]);
    expect(result.funnel).toEqual({ saved: 3, applied: 2, responded: 2, interviewed: 1, offers: 0 });
    expect(result.medianDaysToResponse).toBe(3.5);
    expect(result.responseTimesCounted).toBe(1);
  });
});
