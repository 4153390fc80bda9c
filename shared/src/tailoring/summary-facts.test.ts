import { describe, expect, it } from 'vitest';
import { leadForYears, ownDescription } from './summary-facts';

describe('the summary lead', () => {
  it("is the user's own description of themselves, without praise, unless it drops the title's rank", () => {
    expect(ownDescription('Senior accountant with ten years of progressive experience in month-end close.', 'Senior Accountant')).toBe('Senior accountant');
    expect(ownDescription('Compassionate registered nurse with 6 years on a med-surg floor.', 'Staff Nurse')).toBe('Registered nurse');
    expect(ownDescription('Warehouse operations supervisor with ten years in e-commerce.', 'Shipping and Receiving Supervisor')).toBe('Warehouse operations supervisor');
    expect(ownDescription('Backend-focused software engineer with 9 years of experience.', 'Senior Software Engineer')).toBeNull();
    expect(ownDescription('I have 9 years of experience as an engineer.', 'Engineer')).toBeNull();
  });

  it('drops a licensed grade the roles under it do not cover ("Journeyman" after an apprenticeship), and keeps "Senior"', () => {
    expect(leadForYears('Journeyman electrician', 12, 7)).toBe('Electrician');
    expect(leadForYears('Journeyman electrician', 8, 7)).toBe('Journeyman electrician');
    expect(leadForYears('Senior software engineer', 9, 3)).toBe('Senior software engineer');
  });
});
