import { describe, expect, it } from 'vitest';
import { hourLabel, timeZoneChoices } from './zones';

describe('time zone choices', () => {
  it('puts the saved zone and the browser zone first, each once, then the rest sorted with UTC', () => {
    expect(timeZoneChoices('America/New_York', 'Europe/Paris', ['Europe/Paris', 'Asia/Tokyo', 'America/New_York'])).toEqual([
      'America/New_York',
      'Europe/Paris',
      'Asia/Tokyo',
      'UTC',
    ]);
    expect(timeZoneChoices('UTC', 'UTC', ['Asia/Tokyo'])).toEqual(['UTC', 'Asia/Tokyo']);
  });

  it('labels hours as 24-hour clock times', () => {
    expect(hourLabel(8)).toBe('08:00');
    expect(hourLabel(23)).toBe('23:00');
  });
});
