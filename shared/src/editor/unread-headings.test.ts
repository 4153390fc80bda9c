/**
 * Headings written in mixed case ("Work Experience:") are not read as sections by the editor: the
 * missing-section rules name the line instead of saying the section is missing, and the heading rule's
 * fix keeps the user's own words in capitals when they make a standard heading. A CONTACT section after
 * the name lines does not "repeat" the text before the first heading.
 */
import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze';
import { GOOD_EDUCATION, GOOD_EXPERIENCE, GOOD_HEADER, GOOD_RESUME, GOOD_SKILLS, GOOD_SUMMARY, joinResume } from './__fixtures__/resumes';

const OPTIONS = { limited: false, today: '2026-11-25' } as const;

const mixedCase = (part: string, from: string, to: string): string => {
  if (!part.startsWith(from)) throw new Error(`part does not start with ${from}`);
  return to + part.slice(from.length);
};

const MIXED = joinResume(
  GOOD_HEADER,
  mixedCase(GOOD_SUMMARY, 'SUMMARY', 'Professional Summary:'),
  mixedCase(GOOD_EXPERIENCE, 'EXPERIENCE', 'Work Experience:'),
  mixedCase(GOOD_EDUCATION, 'EDUCATION', 'Education'),
  mixedCase(GOOD_SKILLS, 'SKILLS', 'Key Skills:'),
);

function allSuggestions(text: string): string[] {
  return Object.values(analyzeResume(text, OPTIONS).suggestions).flat();
}

describe('mixed-case headings', () => {
  it('reads Title Case headings, with or without a colon, as the sections they name (issue 23)', () => {
    const suggestions = allSuggestions(MIXED);
    expect(suggestions.join('\n')).not.toMatch(/has no (experience|EDUCATION|summary|skills)|written in capitals|heads your/);
    const analysis = analyzeResume(MIXED, OPTIONS);
    expect(Object.keys(analysis.sectionScores)).toEqual(['HEADER', 'Professional Summary', 'Work Experience', 'Education', 'Key Skills']);
    expect(analysis.findings.filter((f) => f.ruleId === 'struct.standard-headings')).toEqual([]);
  });

  it('scores a resume the same whatever the case of its headings', () => {
    const title = GOOD_RESUME.replace(/^(SUMMARY|EXPERIENCE|EDUCATION|SKILLS)$/gm, (h) => h.charAt(0) + h.slice(1).toLowerCase());
    expect(title).not.toBe(GOOD_RESUME);
    expect(analyzeResume(title, OPTIONS).overallScore).toBe(analyzeResume(GOOD_RESUME, OPTIONS).overallScore);
  });

  it('still says a section is missing when no line names it', () => {
    const text = joinResume(GOOD_HEADER, GOOD_SUMMARY, GOOD_EDUCATION, GOOD_SKILLS);
    expect(allSuggestions(text)).toContain(
      'The resume has no experience: add an EXPERIENCE section with your roles (title, employer, dates and a few bullets each).',
    );
  });
});

describe('repeated sections', () => {
  it('does not count a CONTACT section after the name lines as a repeat', () => {
    const text = joinResume('Jane Doe\nSenior Payroll Specialist\n', 'CONTACT INFORMATION\njane.doe@example.com | (555) 123-4567\n', GOOD_SUMMARY, GOOD_EXPERIENCE);
    expect(allSuggestions(text).join('\n')).not.toMatch(/repeats an earlier one/);
  });

  it('still flags a second CONTACT section', () => {
    const text = joinResume(GOOD_HEADER, 'CONTACT\njane.doe@example.com\n', GOOD_SUMMARY, 'CONTACT INFORMATION\n(555) 123-4567\n', GOOD_EXPERIENCE);
    expect(allSuggestions(text).join('\n')).toMatch(/The section “CONTACT INFORMATION” repeats an earlier one/);
  });
});
