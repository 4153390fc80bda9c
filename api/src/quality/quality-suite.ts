/**
 * The CI suite's body for one corpus (test support: imports vitest; writer-quality.test.ts and
 * writer-quality-fixture.test.ts call it, one file per corpus so the two run side by side). Every figure
 * the measure gives (timing aside) must have its bound in ceilings.ts, and be within it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requireSharedFixtures } from '@jobapp/shared/testing/fixtures';
import type { CorpusName } from './corpus';
import { BOUNDS } from './ceilings';
import { figureKey, formatExamples, formatFigureTable } from './format';
import { measureWriterQuality, type WriterQuality } from './writer-quality';

export function describeWriterQuality(corpus: CorpusName): void {
  const run = requireSharedFixtures(`writer quality, ${corpus} pairs`);
  const bounds = Object.entries(BOUNDS).filter(([key]) => key.split(' · ')[1] === corpus);

  describe.skipIf(!run)(`the writers on the ${corpus} pairs`, () => {
    let m: WriterQuality;
    beforeAll(async () => {
      m = await measureWriterQuality({ corpora: [corpus] });
      process.stderr.write(`${formatFigureTable(m)}\n${formatExamples(m, 2)}\n`);
    }, 180_000);

    it('has a bound for every figure it measures (timing is a bench figure)', () => {
      const measured = m.figures.filter((f) => f.unit !== 'ms').map(figureKey);
      expect(measured.filter((k) => !(k in BOUNDS))).toEqual([]);
      expect(bounds.map(([k]) => k).filter((k) => !measured.includes(k))).toEqual([]);
    });

    it.each(bounds)('%s stays within its bound', (key, bound) => {
      const figure = m.figures.find((f) => figureKey(f) === key);
      expect(figure, key).toBeDefined();
      const examples = m.examples.filter((e) => figureKey(e) === key).slice(0, 5).map((e) => `${e.where}: ${e.text}`);
      if ('min' in bound) expect(figure!.value, `${key}\n${examples.join('\n')}`).toBeGreaterThanOrEqual(bound.min);
      else expect(figure!.value, `${key}\n${examples.join('\n')}`).toBeLessThanOrEqual(bound.max);
    });
  });
}
