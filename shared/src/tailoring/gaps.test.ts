import { describe, expect, it } from 'vitest';
import { rankGaps } from './gaps';
import { matchItem } from './__fixtures__/match-items';
import type { MatchItem } from './report-types';

const item = matchItem;

describe('rankGaps', () => {
  it('one per concept, none contradicting a met item, no non-skills, ranked and capped at 12', () => {
    const items: MatchItem[] = [
      item('procedures and controls', { priority: 2 }),
      item('controls and procedures', { priority: 1 }),
      item('Auditing', { priority: 5 }),
      item('Audit Coordination', { status: 'met', evidence: 'Helped the team complete annual audits' }),
      item('Accountability', { priority: 9 }),
      item('Kafka', { required: false, priority: 9 }),
      item('5+ years of experience', { kind: 'years', priority: 3 }),
      ...Array.from({ length: 14 }, (_, i) => item(`Tool${String.fromCharCode(65 + i)}x`, { priority: 4 })),
    ];
    const { gaps, moreGaps } = rankGaps(items, []);
    expect(gaps).toHaveLength(12);
    expect(gaps[0]).toBe('5+ years of experience');
    expect(gaps[1]).toBe('ToolAx');
    const all = [...gaps, ...moreGaps];
    expect(all).not.toContain('Auditing');
    expect(all).not.toContain('Accountability');
    expect(all.filter((g) => /procedures|controls/.test(g))).toEqual(['procedures and controls']); // one concept
    expect(all.at(-1)).toBe('Kafka'); // preferred last
    expect(new Set(all).size).toBe(all.length);
  });

  it('folds word order and plurals into one gap', () => {
    const { gaps } = rankGaps([item('Data Pipelines', { priority: 2 }), item('pipeline data', { priority: 1 })], []);
    expect(gaps).toEqual(['Data Pipelines']);
  });
});

