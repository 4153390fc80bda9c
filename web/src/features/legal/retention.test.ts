import { describe, expect, it } from 'vitest';
import { durationText } from './retention';

describe('durationText', () => {
  it('names the largest whole unit', () => {
    expect(durationText(60 * 60 * 1000)).toBe('1 hour');
    expect(durationText(30 * 24 * 60 * 60 * 1000)).toBe('30 days');
    expect(durationText(15 * 60 * 1000)).toBe('15 minutes');
    expect(durationText(90 * 60 * 1000)).toBe('90 minutes');
    expect(durationText(1500)).toBe('2 seconds');
  });
});

