/**
 * One-click fixes that cannot hurt (issue 23): a fix is offered only when the statement it makes still
 * reads as a sentence, keeps every number, name and skill, and passes the truth check; otherwise the
 * finding keeps its advice without a button. The harm testers saw: a current role's finished result put
 * in the present ("Launch … that now drives …") and "Added → Add" where the sentence is about what was
 * done to the person.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTruthfulness } from '../tailoring/truthfulness';
import { labeledResumeText, type LabeledResumeFields } from '../tailoring/labeled-resume-text';
import { requireSharedFixtures, sharedFixturePath } from '../testing/fixtures';
import { analyzeResume, analyzeSection } from './analyze';
import { checkFix, fixedStatementOf } from './fix-check';
import type { EditorRule } from './rule-types';
import { runResumeRules } from './run-rules';
import { readSections } from './section-reading';
import { GOOD_EXPERIENCE, GOOD_RESUME, WEAK_RESUME } from './__fixtures__/resumes';

const TODAY = '2026-11-25';
const OPTIONS = { limited: false, today: TODAY } as const;

const CURRENT_ROLE = `EXPERIENCE
Product Manager, Acme Corp
Jan 2021 – Present
• Launched the mobile ordering app that now drives 40% of weekly orders
• Added to the on-call rotation after six months
• Delivered the claims portal two weeks early and 6% under its budget
• Promoted to Senior Product Manager in 2023
• Managed payroll for 1,200 employees across 14 states every month
• Added new vendors to the purchasing system every week
`;

function tenseFixes(text: string): Record<string, string | null> {
  const out = analyzeResume(text, OPTIONS);
  return Object.fromEntries(out.findings.filter((f) => f.ruleId === 'exp.tense').map((f) => [text.slice(f.start, f.start + 40).split(' ').slice(0, 3).join(' '), f.fix?.after ?? null]));
}

describe('one-click fixes that cannot hurt', () => {
  it('keeps a current role’s finished result and what was done to the person in the past tense: no advice, no button', () => {
    // The role keeps the present for what goes on ("Run …"): a duty in the past is advised, with its fix.
    const text = CURRENT_ROLE.replace('• Launched', '• Run the weekly release review with engineering and support\n• Launched');
    expect(tenseFixes(text)).toEqual({ 'Managed payroll for': 'Manage' });
  });

  it('answers one section the same way (analyzeSection)', () => {
    const text = CURRENT_ROLE.replace('• Launched', '• Run the weekly release review with engineering and support\n• Launched');
    const out = analyzeSection(text, 'experience', OPTIONS);
    const fixes = out.findings.filter((f) => f.ruleId === 'exp.tense').map((f) => f.fix?.after ?? null);
    expect(fixes).toEqual(['Manage']);
    expect(out.formattedSection).toContain('• Launched the mobile ordering app that now drives 40% of weekly orders');
    expect(out.formattedSection).toContain('• Manage payroll for 1,200 employees');
  });

  it('drops a weak-opener rewrite that would put a finished result in the present, and keeps a fine one', () => {
    const text = GOOD_RESUME.replace('• Run semi-monthly payroll', '• Helped launch the self-service pay portal that now answers most pay questions\n• Responsible for running semi-monthly payroll');
    const weak = analyzeResume(text, OPTIONS).findings.filter((f) => f.ruleId === 'exp.weak-opener');
    expect(weak.map((f) => [f.fix?.before.split(' ')[0], f.fix?.after ?? null])).toEqual([
      [undefined, null],
      ['Responsible', expect.stringMatching(/^Run semi-monthly payroll/)],
    ]);
  });

  it('drops a fix that would lose a number or a name, and keeps one that does not', () => {
    const replace = (id: string, from: string, to: string): EditorRule => ({
      id,
      sectionTypes: ['experience'],
      weight: 1,
      area: 'Test',
      description: 'Test',
      check: (ctx) => {
        const start = ctx.text.indexOf(from);
        return [{ start, end: start + from.length, suggestion: 'test', fix: { start, end: start + from.length, after: to, label: 'test' } }];
      },
    });
    const rules = [
      replace('test.number', 'for 1,200 employees', 'for all employees'),
      replace('test.name', 'ADP Workforce Now', 'the payroll system'),
      replace('test.fine', 'each month, closing', 'every month, closing'),
    ];
    const sections = readSections(GOOD_EXPERIENCE);
    const findings = runResumeRules(rules, GOOD_EXPERIENCE, sections, OPTIONS).flatMap((r) => r.findings);
    expect(findings.map((f) => [f.ruleId, f.fix?.after ?? null])).toEqual([
      ['test.number', null],
      ['test.name', null],
      ['test.fine', 'every month, closing'],
    ]);
  });

  it('says why a fix fails', () => {
    const at = CURRENT_ROLE.indexOf('Launched');
    expect(checkFix(CURRENT_ROLE, { start: at, end: at + 8, after: 'Launch', label: '' }, TODAY)).toMatchObject({ ok: false, fault: 'finished-result' });
    const added = CURRENT_ROLE.indexOf('Added to');
    expect(checkFix(CURRENT_ROLE, { start: added, end: added + 5, after: 'Add', label: '' }, TODAY)).toMatchObject({ ok: false, fault: 'passive' });
    const n = CURRENT_ROLE.indexOf('40% of');
    expect(checkFix(CURRENT_ROLE, { start: n, end: n + 3, after: 'most', label: '' }, TODAY)).toMatchObject({ ok: false, fault: 'number-lost' });
    const claim = CURRENT_ROLE.indexOf('weekly orders');
    expect(checkFix(CURRENT_ROLE, { start: claim, end: claim + 6, after: 'Kubernetes', label: '' }, TODAY)).toMatchObject({ ok: false, fault: 'unsupported-claim' });
  });
});

/** The editor's fixture resumes, with variants that make the rules offer more fixes. */
const EDITOR_TEXTS: [string, string][] = [
  ['weak', WEAK_RESUME],
  ['good', GOOD_RESUME],
  ['current role', CURRENT_ROLE],
  ['good, reworded', GOOD_RESUME.replace('• Processed weekly payroll', '• Responsible for processing weekly payroll').replace('Mar 2017', '03/2017').replace('by building', 'in order to build')],
  ['good, current past tense', GOOD_RESUME.replace('• Run semi-monthly', '• Ran semi-monthly').replace('• Reconcile payroll', '• Reconciled payroll').replace('• Train four', '• Introduced a checklist and trained four')],
];

/** Texts under the shared fixtures: every .txt resume, and each labeled resume built from its labels. */
function readSharedTexts(): [string, string][] {
  const texts: [string, string][] = [];
  const labeled = sharedFixturePath('labeled');
  for (const file of readdirSync(labeled).sort()) {
    if (file.endsWith('.txt')) texts.push([file, readFileSync(`${labeled}/${file}`, 'utf8')]);
    if (!file.endsWith('.expected.json')) continue;
    const fields = JSON.parse(readFileSync(`${labeled}/${file}`, 'utf8')) as Partial<LabeledResumeFields>;
    if (Array.isArray(fields.sections)) texts.push([file, labeledResumeText(fields as LabeledResumeFields)]);
  }
  const resumes = sharedFixturePath('resumes');
  for (const file of readdirSync(resumes).sort()) if (file.endsWith('.txt')) texts.push([file, readFileSync(`${resumes}/${file}`, 'utf8')]);
  return texts;
}

function offeredFixProblems(name: string, text: string): string[] {
  const problems: string[] = [];
  for (const jobKeywords of [[], ['Microsoft Excel', 'Golang', 'JavaScript', 'PostgreSQL', 'Payroll']]) {
    for (const f of analyzeResume(text, { ...OPTIONS, jobKeywords }).findings) {
      if (f.fix === null) continue;
      const verdict = checkFix(text, f.fix, TODAY);
      const fixed = fixedStatementOf(text, f.fix);
      const truth = checkTruthfulness(text, fixed.after, { now: TODAY });
      if (!verdict.ok || !truth.ok) problems.push(`${name} ${f.ruleId}: ${f.fix.before} → ${f.fix.after} (${verdict.detail})`);
    }
  }
  return problems;
}

describe('every offered fix passes the check', () => {
  it('on the editor’s fixture resumes', () => {
    expect(EDITOR_TEXTS.flatMap(([name, text]) => offeredFixProblems(name, text))).toEqual([]);
  });

  it.runIf(requireSharedFixtures('editor fix check'))('on the shared fixtures’ resume texts', { timeout: 60_000 }, () => {
    const texts = readSharedTexts();
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.flatMap(([name, text]) => offeredFixProblems(name, text))).toEqual([]);
  });

});
