import { describe, expect, it } from 'vitest';
import { filterApplications, noFilter, parseTags, tagsInUse } from './table-rules';
import { makeItem } from './test-items';

const items = [
  makeItem(1, { jobTitle: 'Frontend Engineer', company: 'Acme', tags: ['Remote', 'fintech'], stage: 'applied' }),
  makeItem(2, { jobTitle: 'Backend Engineer', company: 'Globex', location: 'Zürich', tags: ['remote'] }),
  makeItem(3, { jobTitle: 'Designer', company: 'Initech', stage: 'applied' }),
];
const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('filterApplications', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterApplications(items, noFilter))).toEqual([1, 2, 3]);
  });
  it('filters by stage, words (any order, accents folded) and tag (case-insensitive)', () => {
    expect(ids(filterApplications(items, { ...noFilter, stage: 'applied' }))).toEqual([1, 3]);
    expect(ids(filterApplications(items, { ...noFilter, text: 'engineer acme' }))).toEqual([1]);
    expect(ids(filterApplications(items, { ...noFilter, text: 'zurich' }))).toEqual([2]);
    expect(ids(filterApplications(items, { ...noFilter, tag: 'REMOTE' }))).toEqual([1, 2]);
    expect(ids(filterApplications(items, { stage: 'applied', text: '', tag: 'remote' }))).toEqual([1]);
    expect(filterApplications(items, { ...noFilter, text: 'nobody' })).toEqual([]);
  });
});

describe('tags', () => {
  it('lists each tag in use once, sorted', () => {
    expect(tagsInUse(items)).toEqual(['fintech', 'Remote']);
  });
  it('parses a comma-separated list without blanks or repeats', () => {
    expect(parseTags(' remote, fintech , Remote,, ')).toEqual(['remote', 'fintech']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(Array.from({ length: 40 }, (_, i) => `t${i}`).join(','))).toHaveLength(30);
  });
});
