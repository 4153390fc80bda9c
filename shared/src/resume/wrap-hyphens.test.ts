import { describe, expect, it } from 'vitest';
import { parseResume } from './structure';

const resumeWith = (wrapped: string[]) =>
  parseResume(
    [
      'Priya Raman',
      'priya.raman@example.com | (555) 010-4477',
      '',
      'SUMMARY',
      'Staff accountant who closes the books in five days and automates reconciliations.',
      '',
      'EXPERIENCE',
      'Staff Accountant | Hillcrest Foods | Austin, TX | Jan 2020 – Present',
      ...wrapped,
    ].join('\n'),
  );

describe('a hyphen that ended a line in pasted text', () => {
  it('is mended where the resume spells the joined word elsewhere', () => {
    const resume = resumeWith(['* Performed monthly bank recon-', '  ciliations for 12 accounts']);
    expect(resume.experience[0]?.bullets).toEqual(['Performed monthly bank reconciliations for 12 accounts']);
  });

  it('is kept where the resume does not, so a compound keeps its hyphen', () => {
    const resume = resumeWith(['* Rebuilt the nightly rate-', '  update job in Python']);
    expect(resume.experience[0]?.bullets).toEqual(['Rebuilt the nightly rate-update job in Python']);
  });

  it('leaves no marker behind anywhere in what was read', () => {
    const resume = resumeWith(['* Rebuilt the nightly rate-', '  update job in Python']);
    expect(JSON.stringify(resume)).not.toContain('\u2011');
  });
});
