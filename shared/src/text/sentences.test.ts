import { describe, expect, it } from 'vitest';
import { endsSentence, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence ends and keeps every character as written', () => {
    expect(splitSentences('Led a team of 5. Cut costs by 30%!  Why? Because.')).toEqual(['Led a team of 5.', 'Cut costs by 30%!', 'Why?', 'Because.']);
  });

  it('does not split after abbreviations and initials', () => {
    expect(splitSentences('Prepared U.S. GAAP statements for Acme Inc. Board members.')).toHaveLength(1);
    expect(splitSentences('Used CFD tools (e.g. ANSYS Fluent) daily. Wrote reports.')).toEqual(['Used CFD tools (e.g. ANSYS Fluent) daily.', 'Wrote reports.']);
    expect(splitSentences('Worked with Dr. Park in 2019. He led it.')).toEqual(['Worked with Dr. Park in 2019.', 'He led it.']);
  });

  it('gives nothing for blank text and one piece for text without an end mark', () => {
    expect(splitSentences('  ')).toEqual([]);
    expect(splitSentences('Managed budgets')).toEqual(['Managed budgets']);
  });

  it('stays bounded on a long hostile text', () => {
    const text = 'A. '.repeat(40_000);
    const started = performance.now();
    expect(splitSentences(text).length).toBeGreaterThan(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('endsSentence (a wrapped line and the next)', () => {
  it.each([
    ['…in Maricopa County Superior Court and in the U.S.', 'District Court for the District of Arizona.'],
    ['…presented to the Harborview Marine Supply, Inc.', 'Board of Directors; cut preparation time.'],
    ['…computational fluid dynamics tools (e.g.', 'ANSYS Fluent) and test-loop measurements.'],
    ['…prepared consolidations under U.S.', 'GAAP and state rules.'],
    ['Managed a team of twelve across', 'Three sites.'],
  ])('%s + %s goes on', (before, after) => {
    expect(endsSentence(before, after)).toBe(false);
  });

  it.each([
    ['Cut costs by 30%.', 'Led a team of five.'],
    ['Grew revenue twofold!', 'Opened two stores.'],
  ])('%s + %s ends', (before, after) => {
    expect(endsSentence(before, after)).toBe(true);
  });
});
