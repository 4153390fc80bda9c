import { describe, expect, it } from 'vitest';
import { sampleResume } from './sample-resume';
import { applyFormattedSection, replaceSectionText, sectionTypeOfName, splitSections } from './sections';

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

describe('splitSections (spec section 3)', () => {
  it('splits on upper-case known headings, with the text before the first heading as HEADER', () => {
    const sections = splitSections(resume);
    expect(sections.map((section) => section.name)).toEqual(['HEADER', 'SUMMARY', 'EXPERIENCE', 'EDUCATION']);
    expect(sections[0]?.text).toBe('Jane Doe\njane@example.com\n\n');
    expect(sections[1]?.text).toBe('Engineer with 5 years of experience.\n\n');
    // 'Skills' is not wholly upper case: it stays in the EXPERIENCE section.
    expect(sections[2]?.text).toBe('Acme Corp, Developer\n- Built things\n\nSkills\n');
    expect(sections[3]?.text).toBe('BSc Computer Science');
  });

  it('gives offsets that point at each section body in the resume', () => {
    for (const section of splitSections(resume)) {
      expect(resume.slice(section.start, section.end)).toBe(section.text);
    }
  });

  it('takes only the listed headings, wholly upper case, as headings', () => {
    const names = (text: string) => splitSections(text).map((section) => section.name);
    expect(names('Intro\n  TECHNICAL SKILLS \nGo\nCORE COMPETENCIES\nLeading')).toEqual([
      'HEADER',
      'TECHNICAL SKILLS',
      'CORE COMPETENCIES',
    ]);
    expect(names('Intro\nWork Experience\nHOBBIES\nEXPERIENCE AT ACME\nEXPERIENCE:')).toEqual(['HEADER']);
  });

  it('leaves out an empty HEADER and makes a resume without headings one HEADER section', () => {
    expect(splitSections('\nSKILLS\nTypeScript').map((section) => section.name)).toEqual(['SKILLS']);
    expect(splitSections('Just some text\nmore text')).toEqual([
      { name: 'HEADER', text: 'Just some text\nmore text', start: 0, end: 24 },
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

describe('sectionTypeOfName (spec section 4)', () => {
  it.each([
    ['WORK EXPERIENCE', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['EDUCATION', 'education'],
    ['TECHNICAL SKILLS', 'skills'],
    ['PROFESSIONAL SUMMARY', 'summary'],
    ['PROFILE', 'summary'],
    ['CONTACT INFORMATION', 'header'],
    ['HEADER', 'header'],
    ['CERTIFICATIONS', 'other'],
    ['ACADEMIC BACKGROUND', 'other'],
    ['PROJECTS', 'other'],
  ] as const)('%s is %s', (name, type) => {
    expect(sectionTypeOfName(name)).toBe(type);
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
