import { describe, expect, it } from 'vitest';
import { itemLabel, sentenceCase, withoutRestatedItems } from './item-label';
import type { MatchItem } from './report-types';

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
  it("does not repeat the posting's slip of spacing, case or spelling in a name", () => {
    expect(itemLabel({ requirement: 'PostgreSQL', jobTerm: 'Postgre sql' })).toBe('PostgreSQL');
    expect(itemLabel({ requirement: 'TypeScript', jobTerm: 'Typescript' })).toBe('TypeScript');
    expect(itemLabel({ requirement: 'Reconciliation', jobTerm: 'reconcililations' })).toBe('Reconciliation');
    // The posting's own forms and words stay.
    expect(itemLabel({ requirement: 'PostgreSQL', jobTerm: 'Postgres' })).toBe('Postgres');
    expect(itemLabel({ requirement: 'Management Fees', jobTerm: 'management fee' })).toBe('Management fee');
    expect(itemLabel({ requirement: 'Barcode Scanning', jobTerm: 'barcode scanning' })).toBe('Barcode scanning');
  });
  it("names an acronym's plural as the acronym the vocabulary knows, and a plural with an apostrophe without it", () => {
    expect(itemLabel({ requirement: 'XML', jobTerm: 'XMLs' })).toBe('XML');
    expect(itemLabel({ requirement: "SPV's", jobTerm: "SPV's" })).toBe('SPVs');
    // A plural the posting means stays ("author detailed PRDs").
    expect(itemLabel({ requirement: 'Product Requirements Documents', jobTerm: 'PRDs' })).toBe('PRDs');
  });
  it('keeps names and capitals as written', () => {
    expect(sentenceCase('iOS')).toBe('iOS');
    expect(sentenceCase('2+ years of acute-care RN experience')).toBe('2+ years of acute-care RN experience');
    expect(sentenceCase('PCCN or CMSRN certification')).toBe('PCCN or CMSRN certification');
    expect(itemLabel({ requirement: 'dbt', jobTerm: 'dbt' })).toBe('dbt');
    expect(itemLabel({ requirement: 'servo drives', jobTerm: 'servo drives' })).toBe('Servo drives');
  });
});

describe('a piece of a duty', () => {
  const posting = [
    'Duties',
    'Order product, receive deliveries, and manage inventory against par levels.',
    'Train and schedule cooks; hold the team to our recipes and standards.',
    'Participate in antimicrobial stewardship and medication-safety initiatives.',
  ].join('\n');

  it("is listed as the duty's clause that holds it, not as the word alone", () => {
    expect(itemLabel({ requirement: 'Order', jobTerm: 'Order' }, posting, true)).toBe('Order product');
    expect(itemLabel({ requirement: 'cooks', jobTerm: 'cooks' }, posting, true)).toBe('Train and schedule cooks');
    // A clause too long to list keeps the posting's own words for the ask.
    expect(itemLabel({ requirement: 'antimicrobial stewardship', jobTerm: 'antimicrobial stewardship' }, posting, true)).toBe('Antimicrobial stewardship');
    expect(itemLabel({ requirement: 'Order', jobTerm: 'Order' }, posting)).toBe('Order');
  });
});

describe('an item restated by a fuller one', () => {
  it('is left out, and named among the fuller one’s covers ("I-9" in "I-9 compliance")', () => {
    const base = { kind: 'skill' as const, status: 'met' as const, evidence: 'Audited 1,100 files for I-9 and licensure compliance', required: true, priority: 1 };
    const items = withoutRestatedItems<MatchItem>([
      { ...base, requirement: 'I-9 Verification', jobTerm: 'I-9', label: 'I-9' },
      { ...base, requirement: 'Compliance', jobTerm: 'compliance', label: 'I-9 compliance' },
    ]);
    expect(items.map((i) => i.label)).toEqual(['I-9 compliance']);
    expect(items[0]?.covers).toEqual(['I-9', 'I-9 Verification']);
  });
});
