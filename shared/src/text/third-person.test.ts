import { describe, expect, it } from 'vitest';
import { inThirdPerson, thirdPersonOf } from './third-person';

describe('a present-tense statement said of the person', () => {
  it('conjugates verbs that read as nouns alone', () => {
    expect(thirdPersonOf('mentor')).toBe('mentors');
    expect(thirdPersonOf('Own')).toBe('owns');
    expect(thirdPersonOf('teach')).toBe('teaches');
    expect(thirdPersonOf('carry')).toBe('carries');
    expect(thirdPersonOf('have')).toBe('has');
  });

  it('changes the opening verb, a later clause\'s opening verb and a verb joined by "and"; nothing else', () => {
    expect(inThirdPerson('Coordinate bed placement with the house supervisor and ED charge nurse, reducing evening ED boarding hours by 14%.')).toBe(
      'coordinates bed placement with the house supervisor and ED charge nurse, reducing evening ED boarding hours by 14%.',
    );
    expect(inThirdPerson('Round daily with two internal-medicine teams and recommend dose adjustments.')).toBe('rounds daily with two internal-medicine teams and recommends dose adjustments.');
    expect(inThirdPerson('Supervise four units (112 beds) on evening shift; build assignments for 20–28 RNs and patient care technicians per shift.')).toBe(
      'supervises four units (112 beds) on evening shift; builds assignments for 20–28 RNs and patient care technicians per shift.',
    );
    expect(inThirdPerson('Run the vancomycin service; 92% of vancomycin levels were within goal range in 2024.')).toBe(
      'runs the vancomycin service; 92% of vancomycin levels were within goal range in 2024.',
    );
    expect(inThirdPerson('Read blueprints to lay out panel schedules and plan crews.')).toBe('reads blueprints to lay out panel schedules and plan crews.');
    expect(inThirdPerson('Resolve 45–60 tickets a day by email, chat, and phone, with 96% CSAT.')).toBe('resolves 45–60 tickets a day by email, chat, and phone, with 96% CSAT.');
  });

  it('gives nothing for a series of verbs it would half change', () => {
    expect(inThirdPerson('Teach, coach and mentor new staff.')).toBeNull();
    expect(inThirdPerson('Supervise four units, plan staffing and lead huddles.')).toBeNull();
  });
});
