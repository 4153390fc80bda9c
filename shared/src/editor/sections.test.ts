/** Section splitting and section-type naming (spec sections 3 and 4). */
import { describe, expect, it } from 'vitest';
import { sectionTypeOfName, splitEditorSections } from './sections';
import { GOOD_RESUME } from './__fixtures__/resumes';

describe('splitEditorSections', () => {
  it('splits at upper-case spec headings; text before the first heading is HEADER', () => {
    const sections = splitEditorSections(GOOD_RESUME);
    expect(sections.map((s) => [s.name, s.type])).toEqual([
      ['HEADER', 'header'],
      ['SUMMARY', 'summary'],
      ['EXPERIENCE', 'experience'],
      ['EDUCATION', 'education'],
      ['SKILLS', 'skills'],
    ]);
  });

  it('gives offsets into the text, and the sections concatenated give the whole text back', () => {
    const sections = splitEditorSections(GOOD_RESUME);
    expect(sections.map((s) => s.text).join('')).toBe(GOOD_RESUME);
    for (const s of sections) expect(GOOD_RESUME.slice(s.start, s.end)).toBe(s.text);
    expect(sections[0]?.start).toBe(0);
    expect(sections[sections.length - 1]?.end).toBe(GOOD_RESUME.length);
  });

  it('does not take a lower-case "Experience" line, a heading with a colon or an unknown heading as a heading', () => {
    const text = 'Jane Doe\nExperience\nEXPERIENCE:\nWORK HISTORY\nSKILLS\nExcel\n';
    expect(splitEditorSections(text).map((s) => s.name)).toEqual(['HEADER', 'SKILLS']);
  });

  it('has no HEADER when the text starts with a heading, and one HEADER for text without headings', () => {
    expect(splitEditorSections('SKILLS\nExcel\nEDUCATION\nBSc, 2015').map((s) => s.name)).toEqual(['SKILLS', 'EDUCATION']);
    expect(splitEditorSections('Just some text')).toEqual([{ name: 'HEADER', type: 'header', text: 'Just some text', start: 0, end: 14 }]);
    expect(splitEditorSections('')).toEqual([{ name: 'HEADER', type: 'header', text: '', start: 0, end: 0 }]);
  });

  it('accepts headings with surrounding spaces and Windows line ends', () => {
    const text = 'Jane\r\n  SKILLS  \r\nExcel\r\n';
    const sections = splitEditorSections(text);
    expect(sections.map((s) => s.name)).toEqual(['HEADER', 'SKILLS']);
    expect(sections.map((s) => s.text).join('')).toBe(text);
  });
});

describe('sectionTypeOfName', () => {
  it('reads the type from the words in the name (spec section 4)', () => {
    const names = ['WORK EXPERIENCE', 'EDUCATION', 'ACADEMIC BACKGROUND', 'TECHNICAL SKILLS', 'CORE COMPETENCIES', 'PROFILE', 'PROFESSIONAL SUMMARY', 'CONTACT INFORMATION', 'HEADER', 'PROJECTS'];
    expect(Object.fromEntries(names.map((n) => [n, sectionTypeOfName(n)]))).toEqual({
      'WORK EXPERIENCE': 'experience',
      EDUCATION: 'education',
      'ACADEMIC BACKGROUND': 'other',
      'TECHNICAL SKILLS': 'skills',
      'CORE COMPETENCIES': 'other',
      PROFILE: 'summary',
      'PROFESSIONAL SUMMARY': 'summary',
      'CONTACT INFORMATION': 'header',
      HEADER: 'header',
      PROJECTS: 'other',
    });
  });
});
