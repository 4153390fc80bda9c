import { describe, expect, it } from 'vitest';
import { sampleResume } from './sample-resume';
import { applyFormattedSection, replaceSectionText, splitSections } from './sections';

const resume = [
  'Jane Doe',
  'jane@example.com',
  '',
  'SUMMARY',
  'Engineer with 5 years of experience.',
  '',
  'EXPERIENCE',
  'Acme Corp, Developer',
  '- Built things',
  '',
  'Skills',
  'EDUCATION',
  'BSc Computer Science',
].join('\n');

describe('splitSections (the reader\'s headings, issue 23)', () => {
  it('splits at every heading the reader knows, in any case, with the text before the first heading as HEADER', () => {
    const sections = splitSections(resume);
    expect(sections.map((section) => section.name)).toEqual(['HEADER', 'SUMMARY', 'EXPERIENCE', 'Skills', 'EDUCATION']);
    expect(sections.map((section) => section.type)).toEqual(['header', 'summary', 'experience', 'skills', 'education']);
    expect(sections[0]?.text).toBe('Jane Doe\njane@example.com\n\n');
    expect(sections[1]?.text).toBe('Engineer with 5 years of experience.\n\n');
    expect(sections[2]?.text).toBe('Acme Corp, Developer\n- Built things\n\n');
    expect(sections[4]?.text).toBe('BSc Computer Science');
  });

  it('gives offsets that point at each section body in the resume', () => {
    for (const section of splitSections(resume)) {
      expect(resume.slice(section.start, section.end)).toBe(section.text);
    }
  });

  it('reads Title Case and colon headings as the sections they name, and a plain line as none', () => {
    const read = (text: string) => splitSections(text).map((section) => [section.name, section.type]);
    expect(read('Intro\nWork History\nAcme, Clerk\nKey Skills:\nGo')).toEqual([
      ['HEADER', 'header'],
      ['Work History', 'experience'],
      ['Key Skills', 'skills'],
    ]);
    expect(read('Intro\nAcme Corp, Developer\nBuilt things')).toEqual([['HEADER', 'header']]);
  });

  it('leaves out an empty HEADER and makes a resume without headings one HEADER section', () => {
    expect(splitSections('\nSKILLS\nTypeScript').map((section) => section.name)).toEqual(['SKILLS']);
    expect(splitSections('Just some text\nmore text')).toEqual([
      { name: 'HEADER', type: 'header', text: 'Just some text\nmore text', start: 0, end: 24 },
    ]);
  });

  it('splits the sample resume into its standard sections', () => {
    expect(splitSections(sampleResume).map((section) => section.name)).toEqual([
      'HEADER',
      'PROFESSIONAL SUMMARY',
      'WORK EXPERIENCE',
      'EDUCATION',
      'SKILLS',
      'CERTIFICATIONS',
    ]);
  });
});

describe('replaceSectionText (Save Changes)', () => {
  it('replaces the original section text with the edited text and keeps the break before the next heading', () => {
    const original = splitSections(resume)[1]?.text ?? '';
    const next = replaceSectionText(resume, original, 'Senior engineer with 5 years of experience.');
    expect(next).toContain('SUMMARY\nSenior engineer with 5 years of experience.\nEXPERIENCE');
  });

  it('returns null when the original text is no longer in the resume', () => {
    expect(replaceSectionText(resume, 'Text that is not there', 'x')).toBeNull();
    expect(replaceSectionText(resume, '', 'x')).toBeNull();
  });
});

describe('applyFormattedSection (Apply, matched by the first 50 characters)', () => {
  const long = 'A'.repeat(10) + ' led the platform team through a migration of 40 services to Kubernetes.';
  const text = `Name\n\nSUMMARY\n${long}\n\nSKILLS\nGo, Rust\n`;

  it('replaces the section whose first 50 characters match, leaving the rest as it was', () => {
    const result = applyFormattedSection(text, long, 'Formatted summary.');
    expect(result).toEqual({ text: 'Name\n\nSUMMARY\nFormatted summary.\nSKILLS\nGo, Rust\n', body: 'Formatted summary.\n' });
  });

  it('matches a section whose text changed after its first 50 characters', () => {
    const edited = `${long.slice(0, 50)} and something else`;
    expect(applyFormattedSection(text, edited, 'New')?.text).toBe('Name\n\nSUMMARY\nNew\nSKILLS\nGo, Rust\n');
  });

  it('leaves out a heading the formatted section repeats', () => {
    expect(applyFormattedSection(text, 'Go, Rust', 'SKILLS\nGo, Rust, TypeScript')?.text).toBe(
      `Name\n\nSUMMARY\n${long}\n\nSKILLS\nGo, Rust, TypeScript\n`,
    );
  });

  it('does nothing (null) when no section matches', () => {
    expect(applyFormattedSection(text, 'Python, Java', 'Formatted')).toBeNull();
    expect(applyFormattedSection(text, '   ', 'Formatted')).toBeNull();
  });
});
