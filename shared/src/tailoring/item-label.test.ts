import { describe, expect, it } from 'vitest';
import { itemLabel, sentenceCase } from './item-label';

describe('how the match report names an item', () => {
  it("uses the posting's own words, in sentence case", () => {
    expect(itemLabel({ requirement: 'Query Optimization', jobTerm: 'query tuning' })).toBe('Query tuning');
    expect(itemLabel({ requirement: 'Code Review', jobTerm: 'Review code' })).toBe('Review code');
    expect(itemLabel({ requirement: 'Cardiac Rhythm Interpretation', jobTerm: 'cardiac rhythms' })).toBe('Cardiac rhythms');
    expect(itemLabel({ requirement: "Bachelor's degree in supply chain or business" })).toBe("Bachelor's degree in supply chain or business");
  });
  it("gives a job title's Title Case term the case of the description's running text", () => {
    expect(itemLabel({ requirement: 'Supply Chain Management', jobTerm: 'Supply Chain' }, 'Data Analyst, Supply Chain\nAnalyze inventory and supply chain data.')).toBe('Supply chain');
    expect(itemLabel({ requirement: 'HR Generalist Duties', jobTerm: 'HR Generalist' }, '3+ years of HR generalist experience')).toBe('HR generalist');
    expect(itemLabel({ requirement: 'Studio 5000', jobTerm: 'Studio 5000' }, 'PLCs using Studio 5000')).toBe('Studio 5000');
    expect(itemLabel({ requirement: 'Allen-Bradley ControlLogix', jobTerm: 'Allen-Bradley ControlLogix' }, 'no such words')).toBe('Allen-Bradley ControlLogix');
  });
  it('keeps names and capitals as written', () => {
    expect(sentenceCase('iOS')).toBe('iOS');
    expect(sentenceCase('2+ years of acute-care RN experience')).toBe('2+ years of acute-care RN experience');
    expect(sentenceCase('PCCN or CMSRN certification')).toBe('PCCN or CMSRN certification');
    expect(itemLabel({ requirement: 'dbt', jobTerm: 'dbt' })).toBe('dbt');
    expect(itemLabel({ requirement: 'servo drives', jobTerm: 'servo drives' })).toBe('Servo drives');
  });
});
