import { describe, expect, it } from 'vitest';
import { personDescription } from '../cover-letters/phrasing';
import { ownDescription } from '../tailoring/summary-facts';

describe('one list of self-praise for the summary and the letter', () => {
  it('the letter cuts the praise the summary cuts ("Seasoned", "Determined")', () => {
    expect(personDescription('Seasoned Product Manager with over 20 years of experience in software development')).toBe('a Product Manager with over 20 years of experience in software development');
    expect(personDescription('Determined accountant with three years of experience in tax accounting')).toBe('an accountant with three years of experience in tax accounting');
  });
  it('the summary cuts a run of praise with its article and joining words, as the letter does', () => {
    expect(ownDescription('An experienced and compassionate registered nurse with 6 years on a med-surg floor.', 'Staff Nurse')).toBe('Registered nurse');
    expect(ownDescription('Enthusiastic and passionate HR generalist with 7 years of experience.', 'HR Generalist')).toBe('HR generalist');
  });
});
