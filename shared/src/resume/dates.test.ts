import { describe, expect, it } from 'vitest';
import { findDateRange, formatDateRange, normalizeDatesInText, parseDatePoint } from './dates';

describe('parseDatePoint', () => {
  it.each([
    ['Jan 2020', { year: 2020, month: 1 }],
    ['Sept. 2019', { year: 2019, month: 9 }],
    ['September 2013', { year: 2013, month: 9 }],
    ['01/2019', { year: 2019, month: 1 }],
    ['2013-12-01', { year: 2013, month: 12 }],
    ['2018', { year: 2018 }],
    ['Summer 2017', { year: 2017, season: 'Summer' }],
    ['Present', { present: true }],
    ['current', { present: true }],
  ])('%s', (text, point) => expect(parseDatePoint(text)).toEqual(point));
  it('rejects non-dates', () => expect(parseDatePoint('Python 3')).toBeNull());
});

describe('findDateRange', () => {
  it.each([
    ['Senior Engineer | TechCorp | 2020 - Present', '2020', 'Present'],
    ['01/2019 - 03/2021', 'Jan 2019', 'Mar 2021'],
    ['2018 to 2020', '2018', '2020'],
    ['Oct. 2021 – Current', 'Oct 2021', 'Present'],
    ['January 2019 - current / Atlanta, GA', 'Jan 2019', 'Present'],
    ['Fall 2013 – Spring 2014', 'Fall 2013', 'Spring 2014'],
    ['Jan 2017 to May 2018', 'Jan 2017', 'May 2018'],
    ['Mar 2020 – Pres.', 'Mar 2020', 'Present'],
    ['Mar 2020 – Till date', 'Mar 2020', 'Present'],
    ["Jan '20 – Present", 'Jan 2020', 'Present'],
    ['Sept ’98 – Aug ’01', 'Sep 1998', 'Aug 2001'],
  ])('%s', (line, start, end) => {
    const r = findDateRange(line);
    expect(r).not.toBeNull();
    expect(formatDateRange(r?.start ?? null, null)).toBe(start);
    expect(formatDateRange(r?.end ?? null, null)).toBe(end);
  });
  it('finds single dates and ignores phone numbers and percentages', () => {
    expect(findDateRange('Summer 2022')?.end).toBeNull();
    expect(findDateRange('(555) 123-4567, 95% coverage, 2,300 users')).toBeNull();
  });
});

describe('normalizeDatesInText', () => {
  it('rewrites every date in the house style and keeps the rest', () => {
    expect(normalizeDatesInText('Volunteer, 06/2012 - present (weekends)')).toBe('Volunteer, Jun 2012 – Present (weekends)');
  });
});
