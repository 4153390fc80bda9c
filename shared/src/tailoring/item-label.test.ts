import { describe, expect, it } from 'vitest';
import { itemLabel, sentenceCase } from './item-label';

describe('how the match report names an item', () => {
  it("uses the posting's own words, in sentence case", () => {
    expect(itemLabel({ requirement: 'Query Optimization', jobTerm: 'query tuning' })).toBe('Query tuning');
    expect(itemLabel({ requirement: 'Code Review', jobTerm: 'Review code' })).toBe('Review code');
    expect(itemLabel({ requirement: 'Cardiac Rhythm Interpretation', jobTerm: 'cardiac rhythms' })).toBe('Cardiac rhythms');
    expect(itemLabel({ requirement: "Bachelor's degree in supply chain or business" })).toBe("Bachelor's degree in supply chain or business");
  });
  it('keeps names and capitals as written', () => {
    expect(sentenceCase('iOS')).toBe('iOS');
    expect(sentenceCase('2+ years of acute-care RN experience')).toBe('2+ years of acute-care RN experience');
    expect(sentenceCase('PCCN or CMSRN certification')).toBe('PCCN or CMSRN certification');
    expect(itemLabel({ requirement: 'dbt', jobTerm: 'dbt' })).toBe('dbt');
    expect(itemLabel({ requirement: 'servo drives', jobTerm: 'servo drives' })).toBe('Servo drives');
  });
});
