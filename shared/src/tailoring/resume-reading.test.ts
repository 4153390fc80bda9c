import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/structure';
import { ownJob, ownResume } from './__fixtures__/load';
import { analyseResume, analysisOfText } from './analysis';
import { tailorResume } from './engine';
import { withResumeMemo } from '../text/call-memo';
import { findSkills, tokensOf, withScanMemo } from './skill-matcher';
import { originalAsText, supportFor, supportForText } from './truthfulness';

const NOW = '2025-06-01';
const postings = [
  { title: 'Senior Backend Engineer (Python)', description: ownJob('backend-python-postgresql.txt') },
  { title: 'Warehouse Operations Manager', description: ownJob('warehouse-operations.txt') },
  { title: 'Senior Accountant', description: ownJob('senior-accountant.txt') },
];

describe('a resume read once for every posting it is tailored to', () => {
  const resumeText = ownResume('software-engineer-2page.txt');
  const originalText = originalAsText(resumeText);

  it('analyses a resume text once, the same analysis as a fresh one', () => {
    const first = analysisOfText(originalText);
    expect(analysisOfText(originalText)).toBe(first);
    expect(first).toEqual(analyseResume(parseResume(originalText), originalText));
  });

  it('reads what a resume text supports once, the years its roles add up to on each day', () => {
    const june = supportForText(originalText, { now: '2025-06-01' });
    const later = supportForText(originalText, { now: '2031-06-01' });
    expect(later.skills).toBe(june.skills);
    expect(june).toEqual(supportFor(originalText, parseResume(originalText), { now: '2025-06-01' }));
    expect(later).toEqual(supportFor(originalText, parseResume(originalText), { now: '2031-06-01' }));
    expect(later.maxYearsClaim).toBeGreaterThan(june.maxYearsClaim);
  });

  it("keeps the scans of the resume's own statements with it, and nothing else past the call", () => {
    const statement = parseResume(originalText).experience[0]?.bullets[0] ?? '';
    expect(statement.length).toBeGreaterThan(20);
    const posting = 'Experience with Python and PostgreSQL in production systems';
    expect(originalText.includes(posting)).toBe(false);
    const first = withResumeMemo(originalText, () => ({ own: tokensOf(statement), other: tokensOf(posting), skills: findSkills(statement) }));
    const second = withResumeMemo(originalText, () => ({ own: tokensOf(statement), other: tokensOf(posting), skills: findSkills(statement) }));
    expect(second.own).toBe(first.own);
    expect(second.other).not.toBe(first.other);
    expect(second.skills).toEqual(withScanMemo(() => findSkills(statement)));
    // Another resume's tailoring does not read this resume's table.
    const elsewhere = withResumeMemo(originalAsText(ownResume('staff-accountant.txt')), () => tokensOf(statement));
    expect(elsewhere).not.toBe(first.own);
    expect(elsewhere).toEqual(first.own);
  });

  it('tailors each posting in turn as it does with nothing remembered (the resume given in fields)', () => {
    for (const job of postings) {
      const fromText = tailorResume({ resumeText, job, now: NOW });
      const fromFields = tailorResume({ resumeText, job, now: NOW, resume: parseResume(originalText) });
      expect(fromText).toEqual(fromFields);
    }
  });
});
