import { describe, expect, it } from 'vitest';
import { ownDescription } from '../tailoring/summary-facts';

describe('the self-praise the tailored summary cuts', () => {
  it('cuts a run of praise with its article and joining words', () => {
    expect(ownDescription('An experienced and compassionate registered nurse with 6 years on a med-surg floor.', 'Staff Nurse')).toBe('Registered nurse');
    expect(ownDescription('Enthusiastic and passionate HR generalist with 7 years of experience.', 'HR Generalist')).toBe('HR generalist');
  });

  it('keeps "Creative" when it is part of the title', () => {
    expect(ownDescription('Creative Director with 12 years of experience in brand campaigns.', 'Creative Director')).toMatch(/^Creative Director/);
    expect(ownDescription('Creative and versatile graphic designer with 6 years of agency work.', 'Graphic Designer')).toBe('Graphic designer');
  });
});
