import { matchItem } from '@jobapp/shared/tailoring/__fixtures__/match-items';
import type { MatchReport } from '@jobapp/shared/tailoring/engine';
import { describe, expect, it } from 'vitest';
import { GAPS_SHOWN, gapEntries } from './gap-list';

const gap = matchItem;

function report(over: Partial<MatchReport>): MatchReport {
  return { items: [], gaps: [], moreGaps: [], matchedSkills: [], missingSkills: [], leftOut: [], ...over } as unknown as MatchReport;
}

describe('gapEntries', () => {
  it('lists the engine top gaps then the rest, in its rank order, with item details', () => {
    const names = Array.from({ length: 15 }, (_, i) => `Skill ${i}`);
    const items = [...names.map((n) => gap(n)), gap('Postgres', { jobTerm: 'Postgres', requirement: 'PostgreSQL', required: false })];
    const entries = gapEntries(report({ items, gaps: names.slice(0, 12), moreGaps: [...names.slice(12), 'PostgreSQL'] }));
    expect(entries.map((e) => e.text)).toEqual([...names, 'Postgres']);
    expect(entries.slice(GAPS_SHOWN)).toHaveLength(4);
    expect(entries.at(-1)).toMatchObject({ required: false, kind: 'skill' });
  });

  it('never shows a gap item the engine folded away (duplicate, covered or a trait)', () => {
    const entries = gapEntries(report({ items: [gap('Auditing'), gap('Accountability'), gap('SQL')], gaps: ['SQL'], moreGaps: [] }));
    expect(entries.map((e) => e.text)).toEqual(['SQL']);
  });

  it('reads answers stored before gaps were ranked', () => {
    const old = { items: [gap('A', { priority: 1 }), gap('B', { priority: 5 })], gaps: ['A', 'B'] } as unknown as MatchReport;
    expect(gapEntries(old).map((e) => e.text)).toEqual(['B', 'A']);
  });
});
