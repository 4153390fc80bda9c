import { describe, expect, it } from 'vitest';
import { isIrregularPast, opensInPastTense } from './past-tense';

describe('opensInPastTense', () => {
  it('tells a result told from a bullet in the imperative', () => {
    expect(opensInPastTense('Cut dock-to-stock time from 36 to 19 hours')).toBe(true);
    expect(opensInPastTense('Shortened the close from 9 to 5 business days')).toBe(true);
    expect(opensInPastTense('Led a team of developers')).toBe(true);
    expect(opensInPastTense('Support 900 employees across 12 clinics')).toBe(false);
    expect(opensInPastTense('Complete psychosocial assessments for 12–15 patients a day')).toBe(false);
  });
});

describe('isIrregularPast', () => {
  it('knows the past forms without "-ed", in any case', () => {
    expect(isIrregularPast('Built')).toBe(true);
    expect(isIrregularPast('ran')).toBe(true);
    expect(isIrregularPast('run')).toBe(false);
  });
});
