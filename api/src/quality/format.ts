/** The measure as text a person reads: a Markdown table of the figures, and the examples by counter. */
import type { Figure } from './figures';
import type { WriterQuality } from './writer-quality';

export function figureKey(f: Pick<Figure, 'writer' | 'corpus' | 'counter'>): string {
  return `${f.writer} · ${f.corpus} · ${f.counter}`;
}

function shown(f: Figure): string {
  const value = f.unit === '%' ? `${f.value} %` : f.unit === 'ms' ? `${f.value} ms` : String(f.value);
  return f.of !== undefined ? `${value} of ${f.of}` : value;
}

/** One row per figure: writer, corpus, counter, figure. */
export function formatFigureTable(m: WriterQuality): string {
  const rows = m.figures.map((f) => `| ${f.writer} | ${f.corpus} | ${f.counter} | ${shown(f)} |`);
  const notes = [...new Set(m.figures.flatMap((f) => (f.note ? [f.note] : [])))];
  return [
    '| writer | corpus | counter | figure |',
    '|---|---|---|---|',
    ...rows,
    '',
    `${m.pairs.labeled} labeled pairs, ${m.pairs.fixture} fixture pairs, ${m.letters} letters; measured in ${m.seconds} s.`,
    ...notes.map((n) => `Match figures: ${n}.`),
  ].join('\n');
}

/** Every example, grouped by writer, corpus and counter (at most `limit` each). */
export function formatExamples(m: WriterQuality, limit = Infinity): string {
  const groups = new Map<string, typeof m.examples>();
  for (const e of m.examples) {
    const key = figureKey(e);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const out: string[] = [];
  for (const [key, items] of groups) {
    out.push(`\n## ${key} (${items.length})`);
    for (const e of items.slice(0, limit)) out.push(`- ${e.where}\n    ${e.text}`);
    if (items.length > limit) out.push(`- … ${items.length - limit} more`);
  }
  return out.join('\n');
}
