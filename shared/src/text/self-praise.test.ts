import { describe, expect, it } from 'vitest';
import { ownDescription } from '../tailoring/summary-facts';

describe('the self-praise the tailored summary cuts', () => {
  it('cuts a run of praise with its article and joining words', () => {
    expect(ownDescription('An experienced and compassionate registered nurse with 6 years on a med-surg floor.', 'Staff Nurse')).toBe('Registered nurse');
    expect(ownDescription('Enthusiastic and passionate HR generalist with 7 years of experience.', 'HR Generalist')).toBe('HR generalist');
  });
});
