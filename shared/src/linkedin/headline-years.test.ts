/**
 * The years a headline says agree with the tailored resume's summary: the user's own figure, or the years their role
 * dates add up to when those have outgrown it ("3 years of experience" above roles from 2015 to today).
 */
import { describe, expect, it } from 'vitest';
import { documentOfText } from './__fixtures__/labeled';
import { optimizeLinkedInProfile } from './optimize';
import { emptyProfile } from './profile-types';

const resume = (summary: string) =>
  documentOfText(`Ana Ruiz
ana@example.com

SUMMARY
${summary}

EXPERIENCE
Staff Accountant | Harbor Books | Mar 2019 - Present
• Closed the books each month for 14 client companies.

Junior Accountant | Ledger & Co | Feb 2015 - Feb 2019
• Reconciled 40 bank accounts a month.
`);

function yearsIn(summary: string): string[] {
  const r = optimizeLinkedInProfile({ profile: emptyProfile(), target: { position: 'Staff Accountant', industry: 'Accounting' }, resumes: [resume(summary)], now: '2026-06-01T12:00:00Z' });
  return r.headlines.flatMap((h) => /(\d+)\+ years of experience/.exec(h)?.[1] ?? []);
}

describe('the years in the headline options', () => {
  it('says the role dates’ years when the resume’s own figure is outgrown (3 above 11)', () => {
    const said = yearsIn('Accountant with three years of experience in month-end close.');
    expect(said.length).toBeGreaterThan(0);
    expect(new Set(said)).toEqual(new Set(['11']));
  });

  it('keeps the user’s own figure when the dates do not outgrow it', () => {
    expect(new Set(yearsIn('Accountant with 10 years of experience in month-end close.'))).toEqual(new Set(['10']));
  });
});
