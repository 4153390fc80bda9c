import { describe, expect, it } from 'vitest';
import { changeList, fieldId, getAt, indexAfter, remapKeys, remapPaths, updateAt } from './document-paths';

const doc = { contact: { name: 'Jane', links: ['a', 'b'] }, experience: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] };

describe('reading and writing by path', () => {
  it('reads nested fields and list items', () => {
    expect(getAt(doc, 'contact.name')).toBe('Jane');
    expect(getAt(doc, 'experience.1.title')).toBe('B');
    expect(getAt(doc, 'contact.links.1')).toBe('b');
    expect(getAt(doc, 'experience.9.title')).toBeUndefined();
  });

  it('writes a copy and shares what did not change', () => {
    const next = updateAt(doc, 'experience.1.title', () => 'B2');
    expect(next.experience[1]?.title).toBe('B2');
    expect(doc.experience[1]?.title).toBe('B');
    expect(next.contact).toBe(doc.contact);
    expect(next.experience[0]).toBe(doc.experience[0]);
  });

  it('refuses a path that leads nowhere rather than making up a field', () => {
    expect(() => updateAt(doc, 'experience.5.title', () => 'x')).toThrow();
    expect(() => updateAt(doc, 'contact.nickname', () => 'x')).toThrow();
  });
});

describe('list changes', () => {
  it('moves, inserts and removes items', () => {
    const titles = (d: typeof doc) => d.experience.map((r) => r.title);
    expect(titles(changeList(doc, 'experience', { kind: 'move', from: 2, to: 0 }))).toEqual(['C', 'A', 'B']);
    expect(titles(changeList(doc, 'experience', { kind: 'move', from: 0, to: 1 }))).toEqual(['B', 'A', 'C']);
    expect(titles(changeList(doc, 'experience', { kind: 'move', from: 0, to: -1 }))).toEqual(['A', 'B', 'C']);
    expect(titles(changeList(doc, 'experience', { kind: 'insert', index: 1 }, { title: 'N' }))).toEqual(['A', 'N', 'B', 'C']);
    expect(titles(changeList(doc, 'experience', { kind: 'remove', index: 1 }))).toEqual(['A', 'C']);
  });

  it('says where each item ends up', () => {
    const move = { kind: 'move', from: 0, to: 2 } as const;
    expect([0, 1, 2].map((i) => indexAfter(i, move))).toEqual([2, 0, 1]);
    const back = { kind: 'move', from: 2, to: 0 } as const;
    expect([0, 1, 2].map((i) => indexAfter(i, back))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => indexAfter(i, { kind: 'remove', index: 1 }))).toEqual([0, null, 1]);
    expect([0, 1, 2].map((i) => indexAfter(i, { kind: 'insert', index: 1 }))).toEqual([0, 2, 3]);
  });

  it('moves the marks of a moved role with it and drops those of a removed one', () => {
    const marks = ['contact.name', 'experience.0.title', 'experience.2.statements.1.text', 'experience', 'education.0.degree'];
    expect(remapPaths(marks, 'experience', { kind: 'move', from: 2, to: 0 })).toEqual([
      'contact.name',
      'experience.1.title',
      'experience.0.statements.1.text',
      'experience',
      'education.0.degree',
    ]);
    expect(remapPaths(marks, 'experience', { kind: 'remove', index: 0 })).toEqual([
      'contact.name',
      'experience.1.statements.1.text',
      'experience',
      'education.0.degree',
    ]);
    // A statement list inside a role: only that list's marks move.
    expect(remapPaths(['experience.2.statements.1.text', 'experience.1.statements.1.text'], 'experience.2.statements', { kind: 'move', from: 1, to: 0 })).toEqual([
      'experience.2.statements.0.text',
      'experience.1.statements.1.text',
    ]);
    expect(remapKeys({ 'experience.1.title': 'Too long' }, 'experience', { kind: 'insert', index: 0 })).toEqual({ 'experience.2.title': 'Too long' });
  });

  it('names a field for the DOM', () => {
    expect(fieldId('experience.2.title')).toBe('check-experience-2-title');
  });
});
