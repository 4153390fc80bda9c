/**
 * One-click fixes: each finding's fix turns its "before" into its "after"; the fixes offered are the
 * honest ones (opener reworded, date reformatted, repeat removed); the formatted text passes the
 * truthfulness check and adds no number, skill or employer; a fix that would add a claim is dropped.
 */
import { describe, expect, it } from 'vitest';
import { checkTruthfulness } from '../tailoring/truthfulness';
import { skillSet } from '../tailoring/skill-matcher';
import { numbersIn } from '../tailoring/text';
import { analyzeResume } from './analyze';
import { applyFixes, formatTruthfully, selectFixes } from './fixes';
import type { EditorFix } from './editor.schema';
import { GOOD_RESUME, WEAK_RESUME } from './__fixtures__/resumes';

const OPTIONS = { limited: false, today: '2026-11-25', jobKeywords: ['Microsoft Excel', 'Payroll'] } as const;

const RESUMES = [
  WEAK_RESUME,
  GOOD_RESUME,
  GOOD_RESUME.replace('• Processed weekly payroll', '• Responsible for processing weekly payroll').replace('Mar 2017', '03/2017'),
  GOOD_RESUME.replace('Audit preparation', 'Audit preparation, Excel, Payroll').replace('by building', 'in order to build'),
];

function apply(text: string, fix: EditorFix): string {
  return text.slice(0, fix.start) + fix.after + text.slice(fix.end);
}

describe('fixes', () => {
  it('turns each finding’s “before” into its “after” at its span', () => {
    const out = analyzeResume(WEAK_RESUME, OPTIONS);
    const fixes = out.findings.flatMap((f) => (f.fix ? [f.fix] : []));
    expect(fixes.length).toBeGreaterThan(5);
    for (const fix of fixes) {
      expect(WEAK_RESUME.slice(fix.start, fix.end)).toBe(fix.before);
      const after = apply(WEAK_RESUME, fix);
      expect(after.slice(fix.start, fix.start + fix.after.length)).toBe(fix.after);
    }
  });

  it('offers the honest rewrites and nothing that claims more', () => {
    const out = analyzeResume(WEAK_RESUME, OPTIONS);
    const pairs = out.findings.flatMap((f) => (f.fix ? [[f.ruleId, f.fix.before, f.fix.after]] : []));
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['exp.weak-opener', 'Responsible for managing payroll for warehouse staff.', 'Managed payroll for warehouse staff.'],
        ['exp.weak-opener', 'Helped build a timesheet template', 'Contributed to building a timesheet template'],
        ['dates.consistent-format', '03/2017', 'Mar 2017'],
        ['exp.tense', 'Manage', 'Managed'],
        ['lang.filler', 'in order to', 'to'],
        ['lang.pronouns', 'I a', 'A'],
      ]),
    );
    // A summary in the first person is a style, not a fault: no finding, so no rewrite of it either.
    expect(out.findings.find((f) => f.ruleId === 'summary.pronouns')).toBeUndefined();
  });

  it('removes a repeated skill and nothing else', () => {
    const text = 'SKILLS\nExcel, Payroll, Excel, ADP\nExcel\n';
    const out = analyzeResume(text, { limited: false, today: '2026-11-25' });
    expect(out.formattedResume).toBe('SKILLS\nExcel, Payroll, ADP\n');
  });

  it('never adds a number, a skill or an employer, and the formatted text passes the truthfulness check', () => {
    for (const resume of RESUMES) {
      const out = analyzeResume(resume, OPTIONS);
      expect(checkTruthfulness(resume, out.formattedResume, { now: OPTIONS.today }).unsupported).toEqual([]);
      const numbers = new Set(numbersIn(resume).map((n) => n.value));
      for (const n of numbersIn(out.formattedResume)) expect(numbers.has(n.value)).toBe(true);
      const skills = skillSet(resume);
      for (const s of skillSet(out.formattedResume)) expect(skills.has(s)).toBe(true);
      for (const f of out.findings) {
        if (!f.fix) continue;
        const one = apply(resume, f.fix);
        expect(checkTruthfulness(resume, one, { now: OPTIONS.today }).ok, `${f.ruleId}: ${f.fix.before} → ${f.fix.after}`).toBe(true);
      }
    }
  });

  it('drops a fix that would add a claim and keeps the others', () => {
    const text = 'EXPERIENCE\nPayroll Clerk, Birch Logistics\nMar 2017 – Dec 2020\n• Processed weekly payroll in order to pay staff on time\n• Answered pay questions\n';
    const honest: EditorFix = { start: text.indexOf('in order to'), end: text.indexOf('in order to') + 11, before: 'in order to', after: 'to', label: 'filler' };
    const start = text.indexOf('Answered pay questions');
    const inflating: EditorFix = { start, end: start + 8, before: 'Answered', after: 'Led 12 engineers using Kubernetes and answered', label: 'bad' };
    const result = formatTruthfully(text, [inflating, honest], '2026-11-25');
    expect(result.text).toContain('weekly payroll to pay staff');
    expect(result.text).not.toContain('Kubernetes');
    expect(result.text).not.toContain('12');
    expect(result.applied).toEqual([honest]);
  });

  it('keeps the first of two overlapping fixes and applies from the end', () => {
    const text = 'abcdef';
    const fixes: EditorFix[] = [
      { start: 3, end: 5, before: 'de', after: 'X', label: '' },
      { start: 0, end: 2, before: 'ab', after: 'Y', label: '' },
      { start: 1, end: 4, before: 'bcd', after: 'Z', label: '' },
    ];
    const kept = selectFixes(fixes);
    expect(kept.map((f) => f.after)).toEqual(['Y', 'X']);
    expect(applyFixes(text, kept)).toBe('YcXf');
  });
});

describe('tense fixes', () => {
  it('puts a current role’s ongoing duties in the present, leaves irregular verbs to the reader and finished results alone', () => {
    const text =
      'EXPERIENCE\nPayroll Lead, Acme Corp\nJan 2021 – Present\n• Run payroll for 1,200 employees across 14 states every month\n• Managed the payroll inbox and the team’s weekly checklist\n• Train four payroll clerks on ADP Workforce Now each quarter\n• Led the weekly payroll huddle with the finance team and HR\n• Cut payroll corrections from 40 to 6 a month with a validation template\n• Answer pay questions from 1,200 employees within one business day\n';
    const out = analyzeResume(text, { limited: false, today: '2026-11-25' });
    const tense = out.findings.filter((f) => f.ruleId === 'exp.tense').map((f) => [f.fix?.before, f.fix?.after]);
    expect(tense).toEqual([
      ['Managed', 'Manage'],
      [undefined, undefined],
    ]);
  });
});

describe('keyword wording fixes', () => {
  it('does not rewrite a variant the job also lists', () => {
    const text = 'SKILLS\nGo, Python, Excel, Docker, Terraform, Kubernetes\n';
    const ids = (keywords: string[]) => analyzeResume(text, { limited: false, today: '2026-11-25', jobKeywords: keywords }).findings.filter((f) => f.ruleId === 'kw.exact-form');
    expect(ids(['Go', 'Golang'])).toEqual([]);
    expect(ids(['Golang']).map((f) => [f.fix?.before, f.fix?.after])).toEqual([['Go', 'Golang']]);
  });
});
