import { describe, expect, it } from 'vitest';
import { renderResumeText } from './render';
import { parseResume } from './structure';
import { placeInSentence, studiesUnderWay, withoutRunInCity } from './studies';

describe('studiesUnderWay', () => {
  it('reads the field, the school and the graduation of a degree still under way', () => {
    expect(studiesUnderWay([{ degree: 'Bachelor of Science in Information Science — Expected May 2027', institution: 'University of Wisconsin–Madison', dates: '' }])).toEqual({
      field: 'Information Science',
      institution: 'University of Wisconsin–Madison',
      graduation: 'May 2027',
    });
    expect(studiesUnderWay([{ degree: 'B.A. in History', institution: 'Reed College', dates: 'Anticipated 2026' }])?.graduation).toBe('2026');
  });

  it('is null for a finished degree, or one whose field is a sentence', () => {
    expect(studiesUnderWay([{ degree: 'Bachelor of Science in Nursing', institution: 'Ohio State', dates: '2014' }])).toBeNull();
    expect(studiesUnderWay([{ degree: 'Courses in many things that I took over the years', institution: 'X', dates: 'In progress' }])).toBeNull();
  });
});

describe('placeInSentence', () => {
  it('gives a school or public body its article, and leaves company names alone', () => {
    expect(placeInSentence('Department of Computer Sciences')).toBe('the Department of Computer Sciences');
    expect(placeInSentence('University of Vermont')).toBe('the University of Vermont');
    expect(placeInSentence('City of Madison')).toBe('the City of Madison');
    expect(placeInSentence('Bank of America')).toBe('Bank of America');
    expect(placeInSentence('Madison College')).toBe('Madison College');
  });
});

describe('a student resume rendered', () => {
  it('puts Education before Experience for a degree under way, and keeps the usual order otherwise', () => {
    const resume = parseResume(
      ['Aisha Bello', 'aisha@example.org', '', 'Experience', 'Resident Assistant, University Housing — August 2025 – Present', 'Support 46 first-year residents.', '', 'Education', 'Bachelor of Science in Statistics — Expected May 2027', 'University of Vermont'].join('\n'),
    );
    const text = renderResumeText(resume);
    expect(text.indexOf('EDUCATION')).toBeGreaterThan(-1);
    expect(text.indexOf('EDUCATION')).toBeLessThan(text.indexOf('EXPERIENCE'));
    const graduate = { ...resume, education: resume.education.map((e) => ({ ...e, degree: 'Bachelor of Science in Statistics', dates: '2019' })) };
    const after = renderResumeText(graduate);
    expect(after.indexOf('EXPERIENCE')).toBeLessThan(after.indexOf('EDUCATION'));
  });
});

describe('withoutRunInCity', () => {
  it('drops a city run into a school name that says it already', () => {
    expect(withoutRunInCity('New York University New York')).toBe('New York University');
  });

  it('keeps a name whose last words are its own', () => {
    expect(withoutRunInCity('University of Wisconsin–Madison')).toBe('University of Wisconsin–Madison');
    expect(withoutRunInCity('Washington University in St. Louis')).toBe('Washington University in St. Louis');
    expect(withoutRunInCity('Boston College')).toBe('Boston College');
  });
});
