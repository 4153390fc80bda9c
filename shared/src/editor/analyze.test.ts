/**
 * analyzeResume and analyzeSection: the answer's shape, the limited (free_trial) answer, the score
 * arithmetic in words, and determinism (the rule table's order does not change the findings' order; the
 * same input 1,000 times gives one answer: analyze.property.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { analyzeResume, analyzeSection, EDITOR_RULES, type EditorAnalysisOptions } from './analyze';
import { compareFindings } from './feedback';
import { runResumeRules } from './run-rules';
import { readSections } from './section-reading';
import { GOOD_EXPERIENCE, GOOD_RESUME, WEAK_RESUME } from './__fixtures__/resumes';

const FULL: EditorAnalysisOptions = { limited: false, today: '2026-11-25' };
const LIMITED: EditorAnalysisOptions = { limited: true, today: '2026-11-25' };

function countWordsOf(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

describe('analyzeResume', () => {
  it('scores a good resume high and a weak one low, with a score per section as split', () => {
    const good = analyzeResume(GOOD_RESUME, FULL);
    const weak = analyzeResume(WEAK_RESUME, FULL);
    expect(Object.keys(good.sectionScores)).toEqual(['HEADER', 'SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS']);
    expect(good.overallScore).toBeGreaterThanOrEqual(9);
    expect(weak.overallScore).toBeLessThan(6);
    expect(good.rulesChecked).toBeGreaterThanOrEqual(40);
  });

  it('gives everything when not limited', () => {
    const out = analyzeResume(WEAK_RESUME, FULL);
    expect(out.limitedResponse).toBe(false);
    expect(out.upgradeMessage).toBeNull();
    const suggestions = Object.values(out.suggestions).flat();
    expect(suggestions.length).toBeGreaterThan(10);
    expect(out.findings.length).toBeGreaterThanOrEqual(suggestions.length);
    expect(out.improvementAreas.map((g) => g.section)).toEqual(['HEADER', 'PROFILE', 'EXPERIENCE', 'Skills']);
  });

  it('keeps the 3 most important suggestions and at most 500 words when limited', () => {
    const out = analyzeResume(WEAK_RESUME, LIMITED);
    const suggestions = Object.values(out.suggestions).flat();
    expect(out.limitedResponse).toBe(true);
    expect(out.upgradeMessage).toBe(messages.editorUpgradeMessage);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions.length).toBeGreaterThan(0);
    const areaWords = out.improvementAreas.flatMap((g) => g.areas).reduce((n, a) => n + countWordsOf(a.area) + countWordsOf(a.description), 0);
    expect(suggestions.reduce((n, s) => n + countWordsOf(s), 0) + areaWords).toBeLessThanOrEqual(500);
    // The gates come first: no e-mail, no name.
    expect(out.findings.slice(0, 2).map((f) => f.ruleId)).toEqual(['contact.email', 'contact.name']);
  });

  it('explains a section score in words and caps it when a gate fails', () => {
    const out = analyzeResume(GOOD_RESUME.replace(' | jane.doe@example.com', ''), FULL);
    const header = out.explanations.HEADER;
    expect(header?.cappedAt).toBe(4);
    expect(header?.score).toBe(4);
    expect(header?.text).toMatch(/^\d+ of \d+ checks passed, worth [\d.]+ of \d+ points: 10 × [\d.]+ ÷ \d+ = \d+\.\d → \d+\. Capped at 4 because the resume has no e-mail address\.$/);
    const exp = out.explanations.EXPERIENCE;
    expect(exp?.cappedAt).toBeNull();
    expect(exp?.score).toBe(Math.round((10 * (exp?.passedWeight ?? 0)) / (exp?.totalWeight ?? 1)));
    expect(out.overallExplanation).toMatch(/^The section scores weighted by .*\) ÷ \d+ = \d+\.\d\.$/);
  });

  it('makes the overall score the weighted mean of the section scores before rounding, to one decimal', () => {
    const out = analyzeResume(WEAK_RESUME, FULL);
    const parts = Object.values(out.explanations).filter((e) => e.totalWeight > 0);
    const mean = parts.reduce((n, e) => n + e.exact * e.totalWeight, 0) / parts.reduce((n, e) => n + e.totalWeight, 0);
    expect(out.overallScore).toBe(Math.round(mean * 10) / 10);
  });

  it('scores a resume lower for each further weak opener, and a section of weak openers with no dates at most 5', () => {
    const weaker = GOOD_RESUME.replace('• Processed weekly payroll', '• Responsible for processing weekly payroll');
    const weakest = weaker.replace('• Answered employee pay', '• Helped with employee pay');
    const scores = [GOOD_RESUME, weaker, weakest].map((t) => analyzeResume(t, FULL).overallScore);
    expect(scores[1]).toBeLessThan(scores[0] ?? 0);
    expect(scores[2]).toBeLessThan(scores[1] ?? 0);
    const section = 'EXPERIENCE\nOffice Assistant, Birch Logistics\n• Responsible for the front desk and the phones\n• Helped with filing and the post\n• Worked on the office calendar for the managers\n';
    expect(analyzeSection(section, 'experience', FULL).score).toBeLessThanOrEqual(5);
  });

  it('caps the section holding the gate when the resume has no experience', () => {
    const out = analyzeResume(GOOD_RESUME.replace(GOOD_EXPERIENCE, ''), FULL);
    expect(out.findings.some((f) => f.ruleId === 'exp.present' && f.gate)).toBe(true);
    expect(Object.values(out.explanations).some((e) => e.text.includes('Capped at 4 because the resume has no work experience.'))).toBe(true);
  });

  it('runs the job-keyword rules only with job keywords', () => {
    const without = analyzeResume(GOOD_RESUME, FULL);
    const withKeywords = analyzeResume(GOOD_RESUME, { ...FULL, jobKeywords: ['Kubernetes', 'Terraform', 'Go'] });
    expect(withKeywords.rulesChecked).toBe(without.rulesChecked + 2);
    expect(withKeywords.findings.some((f) => f.ruleId === 'kw.coverage')).toBe(true);
  });

  it('reads Windows line ends like Unix ones', () => {
    const ids = (text: string) => analyzeResume(text, FULL).findings.map((f) => f.ruleId);
    expect(ids(WEAK_RESUME.replace(/\n/g, '\r\n'))).toEqual(ids(WEAK_RESUME));
  });

  it('orders findings the same whatever the order of the rule table', () => {
    const sections = readSections(WEAK_RESUME);
    const run = (rules: typeof EDITOR_RULES) =>
      runResumeRules(rules, WEAK_RESUME, sections, FULL)
        .flatMap((r) => r.findings)
        .sort(compareFindings);
    expect(run([...EDITOR_RULES].reverse())).toEqual(run(EDITOR_RULES));
  });
});

describe('analyzeSection', () => {
  it('scores one section with its own rules and returns the formatted section', () => {
    const text = 'Payroll Clerk, Birch Logistics\nMar 2017 - Dec 2020\n- Responsible for managing payroll for 350 warehouse staff each week\n- Manage filing of 2,000 employee records across three offices';
    const out = analyzeSection(text, 'experience', FULL);
    expect(out.findings.every((f) => f.section === 'EXPERIENCE' && f.sectionType === 'experience')).toBe(true);
    expect(out.formattedSection).toBe(
      'Payroll Clerk, Birch Logistics\nMar 2017 - Dec 2020\n- Managed payroll for 350 warehouse staff each week\n- Managed filing of 2,000 employee records across three offices',
    );
    expect(out.score).toBe(out.explanation.score);
    expect(out.improvement_areas.map((a) => a.area)).toContain('Weak openers');
    expect(out.limitedResponse).toBe(false);
    expect(out.upgradeMessage).toBeNull();
  });

  it('checks contact details in a header section and limits the answer for free_trial', () => {
    const out = analyzeSection('jane doe\njane.doe@example | 555-1234', 'header', LIMITED);
    expect(out.suggestions.length).toBeLessThanOrEqual(3);
    expect(out.findings.slice(0, 2).map((f) => f.ruleId)).toEqual(['contact.email', 'contact.name']);
    expect(out.score).toBeLessThanOrEqual(4);
    expect(out.upgradeMessage).toBe(messages.editorUpgradeMessage);
    expect(out.limitedResponse).toBe(true);
  });

  it('does not run whole-resume rules (length, repeated sections) on one section', () => {
    const out = analyzeSection('Excel, Payroll, Excel, ADP, Audit, Reconciliation, Tax', 'skills', FULL);
    expect(out.findings.map((f) => f.ruleId)).toEqual(['skills.duplicates']);
    expect(out.formattedSection).toBe('Excel, Payroll, ADP, Audit, Reconciliation, Tax');
  });
});
