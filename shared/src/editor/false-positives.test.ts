/**
 * Findings that were wrong on the team's real fixture resumes (tailored, then analysed), each pinned
 * here on a small resume of our own: a job-title grade is not the pronoun "I"; one pronoun finding per
 * line; "Meet with clients", "Re-architected" and "Successfully deployed" start with verbs; the filler
 * advice names the plain word in the match's own form; group labels inside ACHIEVEMENTS (as the
 * tailored resume writes them) are not unread headings; no bullets with a number reads as "None".
 */
import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze';
import { GOOD_EDUCATION, GOOD_HEADER, GOOD_SKILLS, GOOD_SUMMARY, joinResume } from './__fixtures__/resumes';

const OPTIONS = { limited: false, today: '2026-11-25' } as const;

function suggestionsFor(experience: string, ...more: string[]): string[] {
  const text = joinResume(GOOD_HEADER, GOOD_SUMMARY, `EXPERIENCE\n${experience}`, GOOD_EDUCATION, GOOD_SKILLS, ...more);
  return Object.values(analyzeResume(text, OPTIONS).suggestions).flat();
}

const ROLE = (title: string, bullets: readonly string[]) =>
  `${title}\nJan 2019 – Dec 2022\n${bullets.map((b) => `• ${b}`).join('\n')}\n`;

describe('findings that were wrong on real resumes', () => {
  it('reads "Engineer I |" as a title grade, not the pronoun', () => {
    const out = suggestionsFor(
      ROLE('Software Development Engineer I | Netflix | Los Gatos, CA', [
        'Built the playback metrics pipeline that processed 2 billion events a day for 40 teams',
        'Reduced the build time of the web client from 14 to 6 minutes by caching dependencies',
      ]),
    );
    expect(out.join('\n')).not.toMatch(/uses “I”/);
  });

  it('still flags the pronoun "I" in a sentence, once per line with every pronoun named', () => {
    const out = suggestionsFor(
      ROLE('Payroll Clerk, Birch Logistics', [
        'Then I built my own timesheet template and my team used it for 350 staff every week',
        'Reduced manual timesheet corrections by 40% with an Excel validation template',
      ]),
    );
    const pronouns = out.filter((s) => s.includes('first-person pronouns'));
    expect(pronouns).toHaveLength(1);
    expect(pronouns[0]).toContain('uses “I” and “my”');
  });

  it('takes "Meet", "Re-architected" and "Successfully deployed" for verb openings', () => {
    const out = suggestionsFor(
      ROLE('Senior Accountant, Acme Corp', [
        'Meet with 12 corporate clients each quarter to review their accounts and tax positions',
        'Re-architected the month-end close checklist, cutting the close from 8 to 5 business days',
        'Successfully deployed a new expense tool to 300 staff across 4 offices in 2 months',
      ]),
    );
    expect(out.join('\n')).not.toMatch(/does not start with an action verb/);
    expect(out).toContain('“Successfully” is filler: drop it: the result shows the success.');
  });

  it('names the plain word in the form of the match', () => {
    const out = suggestionsFor(
      ROLE('Payroll Clerk, Birch Logistics', [
        'Utilized Excel macros to check 350 timesheets a week, cutting corrections by 40%',
        'Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel',
      ]),
    );
    expect(out).toContain('“Utilized” is filler: say “Used”.');
  });

  it('says "None of" when no bullet carries a number', () => {
    const out = suggestionsFor(
      ROLE('Payroll Clerk, Birch Logistics', [
        'Processed weekly payroll for hourly warehouse staff using ADP and Excel templates',
        'Answered employee pay questions by e-mail and phone within the same business day',
      ]),
    );
    expect(out.some((s) => s.startsWith('None of the 2 bullets carries a number:'))).toBe(true);
  });

  it('leaves group labels inside ACHIEVEMENTS alone, and reads a heading below the roles as its own section', () => {
    const achievements = 'ACHIEVEMENTS\nHonors/Awards\n• Dean’s List, Fall 2013 – Spring 2014\n\nVolunteer Experience\nYMCA, Pomona, CA | Summer 2013\n• Coached swimming classes of up to 15 children\n';
    const clean = suggestionsFor(ROLE('Payroll Clerk, Birch Logistics', ['Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel']), achievements);
    expect(clean.join('\n')).not.toMatch(/Honors\/Awards|Volunteer Experience/);
    // A heading of another section below the roles starts that section (the reader's rule), in any case.
    const text = `${ROLE('Payroll Clerk, Birch Logistics', ['Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel'])}\nCertifications\nCertified Payroll Professional, 2019\n`;
    expect(suggestionsFor(text).join('\n')).not.toMatch(/Certifications/);
  });
});
