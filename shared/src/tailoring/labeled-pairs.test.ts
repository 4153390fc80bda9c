/// <reference types="node" />
/**
 * The match report on the labeled corpus's 16 resume × job pairs (labeled-pairs.ts holds the measure and
 * its matching rule). The floors are the figures reached; raise them as the reader of requirements improves.
 */
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../jobs/test-dom';
import { sharedFixturesAvailable } from './__fixtures__/load';
import { formatMatchReportTable, measureMatchReport } from './labeled-pairs';

const run = sharedFixturesAvailable();

describe.skipIf(!run)('match report on the labeled pairs', () => {
  it('reports what a recruiter would: met asks met, gaps as gaps, no noise', () => {
    const m = measureMatchReport(htmlDocument);
    process.stderr.write(`${formatMatchReportTable(m)}\n`);
    expect(m.pairs).toHaveLength(16);
    expect(m.metRecall).toBeGreaterThanOrEqual(0.955);
    expect(m.gapRecall).toBeGreaterThanOrEqual(0.962);
    // One false gap ("preventive maintenance", which the electrician posting's duties ask and its labels leave
    // out): the count is the figure, not the rate, which rises as duplicates leave the list (1 of 54 shown now:
    // 57 while SSM and RTE were listed beside the SA held from one list of alternatives, 55 while "Bilingual"
    // stood beside "Spanish" for one ask). The aim, at most 5 %, holds either way.
    expect(m.pairs.reduce((n, p) => n + p.falseGaps.length, 0)).toBeLessThanOrEqual(1);
    expect(m.falseGapRate).toBeLessThanOrEqual(0.05);
    expect(m.falseMet).toBe(0);
    expect(m.notAsksReported).toBe(0);
    // 16 tailorings take ~4 s alone; beside the rest of the folder's tests on 2 cores, more than the default 5 s.
  }, 30_000);
});
