import { describe, expect, it } from 'vitest';
import { EDITOR_HEADINGS, isEditorHeading, sectionTypeOf, splitSections } from './sections';

describe('EDITOR_HEADINGS', () => {
  it('is exactly the editor list of the product spec', () => {
    expect([...EDITOR_HEADINGS]).toEqual([
      'EXPERIENCE',
      'WORK EXPERIENCE',
      'PROFESSIONAL EXPERIENCE',
      'EDUCATION',
      'ACADEMIC BACKGROUND',
      'SKILLS',
      'TECHNICAL SKILLS',
      'CORE COMPETENCIES',
      'SUMMARY',
      'PROFESSIONAL SUMMARY',
      'PROFILE',
      'CONTACT',
      'CONTACT INFORMATION',
      'CERTIFICATIONS',
      'ACHIEVEMENTS',
      'PROJECTS',
    ]);
  });
});

describe('isEditorHeading', () => {
  it.each(['EXPERIENCE', '  SKILLS  ', 'CORE COMPETENCIES', 'CONTACT INFORMATION'])('accepts %j', (line) =>
    expect(isEditorHeading(line)).toBe(true),
  );
  it.each(['Experience', 'Work Experience', 'EXPERIENCE:', 'WORK HISTORY', 'LANGUAGES', 'SKILLS AND TOOLS', 'E X P E R I E N C E', ''])(
    'rejects %j',
    (line) => expect(isEditorHeading(line)).toBe(false),
  );
});

describe('sectionTypeOf', () => {
  it.each([
    ['EXPERIENCE', 'experience'],
    ['WORK EXPERIENCE', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['EDUCATION', 'education'],
    ['ACADEMIC BACKGROUND', 'other'],
    ['SKILLS', 'skills'],
    ['TECHNICAL SKILLS', 'skills'],
    ['CORE COMPETENCIES', 'other'],
    ['SUMMARY', 'summary'],
    ['PROFESSIONAL SUMMARY', 'summary'],
    ['PROFILE', 'summary'],
    ['CONTACT', 'header'],
    ['CONTACT INFORMATION', 'header'],
    ['HEADER', 'header'],
    ['CERTIFICATIONS', 'other'],
    ['ACHIEVEMENTS', 'other'],
    ['PROJECTS', 'other'],
  ] as const)('%s → %s', (name, type) => expect(sectionTypeOf(name)).toBe(type));
});

describe('splitSections', () => {
  const text = [
    'Jane Doe',
    'jane@example.com | 555-123-4567',
    '',
    'SUMMARY',
    'Nurse with 5 years of experience.',
    '',
    'Experience',
    'This mixed-case line is not a heading.',
    'EXPERIENCE',
    'Staff Nurse | General Hospital | 2019 – Present',
    '• Cared for 6 patients per shift',
    'SKILLS:',
    'BLS, ACLS',
    'SKILLS',
    'Patient Care, IV Therapy',
  ].join('\n');

  it('puts the text before the first heading in HEADER and splits on upper-case list headings only', () => {
    const sections = splitSections(text);
    expect(sections.map((s) => s.name)).toEqual(['HEADER', 'SUMMARY', 'EXPERIENCE', 'SKILLS']);
    expect(sections.map((s) => s.type)).toEqual(['header', 'summary', 'experience', 'skills']);
    expect(sections[0]?.text).toBe('Jane Doe\njane@example.com | 555-123-4567');
    // "Experience" (mixed case) and "SKILLS:" (colon) stay inside the previous section.
    expect(sections[1]?.text).toContain('This mixed-case line is not a heading.');
    expect(sections[2]?.text).toContain('SKILLS:\nBLS, ACLS');
    expect(sections[3]?.text).toBe('Patient Care, IV Therapy');
  });

  it('returns one HEADER section when there is no heading, and none for empty text', () => {
    expect(splitSections('Just some text\nand more')).toEqual([{ name: 'HEADER', type: 'header', text: 'Just some text\nand more' }]);
    expect(splitSections('')).toEqual([]);
  });

  it('keeps empty sections and omits an empty HEADER', () => {
    const sections = splitSections('SUMMARY\nEDUCATION\nBS Biology');
    expect(sections).toEqual([
      { name: 'SUMMARY', type: 'summary', text: '' },
      { name: 'EDUCATION', type: 'education', text: 'BS Biology' },
    ]);
  });

  it('handles CRLF line endings', () => {
    expect(splitSections('Name\r\nSKILLS\r\nExcel').map((s) => s.name)).toEqual(['HEADER', 'SKILLS']);
  });
});
