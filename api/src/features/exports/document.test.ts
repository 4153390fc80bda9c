import { describe, expect, it } from 'vitest';
import { resumeFixtures, fixture } from './__fixtures__/resumes';
import { buildResumeDocument, cleanResumeText, documentWords, layoutLines, wordsOf, type Block } from './document';

/** The words of the text from its first heading on (the header is rebuilt from the parsed contact). */
function bodyWords(text: string, firstHeading: string): string[] {
  const cleaned = cleanResumeText(text);
  return wordsOf(cleaned.slice(cleaned.indexOf(`\n${firstHeading}\n`)));
}

function sectionWords(doc: ReturnType<typeof buildResumeDocument>): string[] {
  const headerWords = documentWords({ ...doc, sections: [] }).length;
  return documentWords(doc).slice(headerWords);
}

describe('buildResumeDocument', () => {
  it.each(resumeFixtures.map((f) => [f.id, f] as const))('%s: name, contact and the headings in order', (_id, f) => {
    const doc = buildResumeDocument(f.text);
    expect(doc.name).toBe(f.name);
    expect(doc.email).toBe(f.email);
    expect(doc.phone).toBe(f.phone);
    expect(doc.contact.slice(0, 2)).toEqual([f.email, f.phone]);
    expect(doc.sections.map((s) => s.heading)).toEqual(f.headings);
  });

  it.each(resumeFixtures.map((f) => [f.id, f] as const))('%s: keeps every word of every section, in order', (_id, f) => {
    const doc = buildResumeDocument(f.text);
    expect(sectionWords(doc)).toEqual(bodyWords(f.text, f.headings[0]!));
  });

  it('lays out roles as entries with their bullets', () => {
    const doc = buildResumeDocument(fixture('nurse').text);
    const experience = doc.sections.find((s) => s.heading === 'PROFESSIONAL EXPERIENCE');
    expect(experience?.blocks[0]).toEqual({
      kind: 'entry',
      title: 'Registered Nurse, ICU',
      details: ['Northshore Memorial Hospital', 'Chicago, IL', 'Jun 2021 – Present'],
    });
    expect(experience?.blocks[1]).toMatchObject({ kind: 'bullets' });
    expect((experience?.blocks[1] as Extract<Block, { kind: 'bullets' }>).items).toHaveLength(4);
    const skills = buildResumeDocument(fixture('long-software').text).sections.find((s) => s.heading === 'TECHNICAL SKILLS');
    expect(skills?.blocks.at(-1)).toEqual({ kind: 'labelled', label: 'Languages:', text: 'English (native), Tamil (fluent), Spanish (basic)' });
  });

  it('spells out ligature characters and drops icon glyphs, NUL and other control characters', () => {
    const doc = buildResumeDocument(fixture('unicode-marketing').text.replace('Managed', 'Man\u0000aged\u0007'));
    // Every string in the model, joined (JSON.stringify would escape control characters).
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(strings) : [];
    const all = strings(doc).join('\n');
    // eslint-disable-next-line no-control-regex
    expect(all).not.toMatch(/[\uFB00-\uFB06\uE000-\uF8FF\u0000-\u0008]/u);
    expect(all).toContain('in the first year');
    expect(all).toContain('Managed a €1.2M annual budget');
    expect(doc.contact[0]).toBe('jose.muller@example.de');
  });

  it('keeps the words of a section the parsers would rearrange, line by line', () => {
    const text = [
      'Sam Lee',
      'sam.lee@example.com | (555) 010-2030',
      '',
      'EXPERIENCE',
      '2019 – 2021 Acme Corp, where I was the Senior Engineer',
      'Then, briefly: freelance consulting for small shops',
      '• Shipped things',
      '',
      'SKILLS',
      'Go, Rust',
    ].join('\n');
    const doc = buildResumeDocument(text);
    expect(doc.sections.map((s) => s.heading)).toEqual(['EXPERIENCE', 'SKILLS']);
    expect(sectionWords(doc)).toEqual(bodyWords(text, 'EXPERIENCE'));
  });

  it('keeps header lines that are not name, headline or contact', () => {
    const text = [
      'Dana Fox',
      'Product Designer',
      'dana.fox@example.com | (555) 010-9999 | Denver, CO',
      'Open to relocation within the EU and remote roles',
      '',
      'SKILLS',
      'Figma, user research, prototyping, accessibility audits',
      '',
      'EXPERIENCE',
      'Product Designer | Northwind | Denver, CO | 2020 – Present',
      '• Redesigned checkout, lifting conversion by 9%',
    ].join('\n');
    const doc = buildResumeDocument(text);
    expect(doc.headline).toBe('Product Designer');
    expect(doc.headerBlocks).toEqual([{ kind: 'paragraph', text: 'Open to relocation within the EU and remote roles' }]);
  });

  it('a text without headings keeps its lines in the header', () => {
    const text = 'Kim Ode\nkim@example.com\nTwelve years of teaching mathematics in public high schools.\n• Coached the robotics team';
    const doc = buildResumeDocument(text);
    expect(doc.sections).toEqual([]);
    expect(documentWords(doc)).toEqual(wordsOf(text));
  });
});

describe('layoutLines', () => {
  it('makes lists of bullets, entries of "a | b" lines and of lines over bullets, joins wrapped comma lists', () => {
    expect(
      layoutLines([
        'Python, SQL,',
        'Docker',
        '',
        'Awards',
        '• Best paper, 2021',
        '• Dean’s list',
        'Tutor | City Library | 2019 – Present',
        'A plain sentence.',
      ]),
    ).toEqual([
      { kind: 'paragraph', text: 'Python, SQL, Docker' },
      { kind: 'entry', title: 'Awards', details: [] },
      { kind: 'bullets', items: ['Best paper, 2021', 'Dean’s list'] },
      { kind: 'entry', title: 'Tutor', details: ['City Library', '2019 – Present'] },
      { kind: 'paragraph', text: 'A plain sentence.' },
    ]);
  });
});
