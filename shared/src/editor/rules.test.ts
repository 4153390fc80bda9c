/**
 * The rule table test: every rule in EDITOR_RULES has an input where it fires and one where it runs
 * and stays silent. A rule added without cases fails the first test.
 */
import { describe, expect, it } from 'vitest';
import type { EditorSectionType } from './editor.schema';
import { EDITOR_RULES } from './rules';
import { runResumeRules, runSectionRules } from './run-rules';
import { readSections } from './section-reading';
import { findBodyStart } from './context';
import {
  GOOD_EDUCATION,
  GOOD_EXPERIENCE,
  GOOD_HEADER,
  GOOD_RESUME,
  GOOD_SKILLS,
  GOOD_SUMMARY,
  joinResume,
} from './__fixtures__/resumes';

const TODAY = '2026-11-25';

interface Input {
  text: string;
  /** Analyse as one section of this type instead of as a whole resume. */
  sectionType?: EditorSectionType;
  jobKeywords?: readonly string[];
}

interface Case {
  fires: Input;
  silent: Input;
}

const good: Input = { text: GOOD_RESUME };
const swap = (from: string, to: string, base: string = GOOD_RESUME): Input => {
  if (!base.includes(from)) throw new Error(`fixture does not contain ${from}`);
  return { text: base.replace(from, to) };
};
const dropParts = (...parts: string[]): Input => ({
  text: joinResume(...[GOOD_HEADER, GOOD_SUMMARY, GOOD_EXPERIENCE, GOOD_EDUCATION, GOOD_SKILLS].filter((p) => !parts.includes(p))),
});

const PLAIN_EXPERIENCE = `EXPERIENCE
Payroll Clerk, Birch Logistics
Mar 2017 – Dec 2020
• Processed weekly payroll for hourly warehouse staff using ADP and Excel
• Answered employee pay questions by e-mail and phone on the same day
• Prepared quarterly tax filings for the company and filed each return on time
`;

const LONG_LINE =
  'Worked across the payroll and finance teams on many different projects over the years, covering the month-end close, vendor questions, audits, system upgrades and the training of new colleagues in each office';

export const CASES: Record<string, Case> = {
  'contact.name': { fires: swap('Jane Doe\n', ''), silent: good },
  'contact.placement': { fires: { text: `${GOOD_RESUME.replace(' | jane.doe@example.com | (555) 123-4567', '')}\njane.doe@example.com | (555) 123-4567\n` }, silent: good },
  'contact.email': { fires: swap(' | jane.doe@example.com', ''), silent: good },
  'contact.email-format': { fires: swap('jane.doe@example.com', 'jane.doe@example'), silent: good },
  'contact.phone': { fires: swap(' | (555) 123-4567', ''), silent: good },
  'contact.phone-format': { fires: swap('(555) 123-4567', '555-1234'), silent: good },
  'contact.linkedin': { fires: swap('linkedin.com/in/jane-doe', 'LinkedIn: jane-doe'), silent: good },
  'contact.url-format': { fires: swap('linkedin.com/in/jane-doe', 'linkedin.com/in/jane-doe | http//janedoe.dev'), silent: good },
  'contact.location': { fires: swap('Denver, CO | ', ''), silent: good },
  'dates.parseable': { fires: swap('Mar 2017 – Dec 2020', "Mar '17 – Dec 2020"), silent: good },
  'dates.role-start-end': { fires: swap('Jan 2021 – Present', 'Jan 2021'), silent: good },
  'dates.reverse-chronological': { fires: swap('Jan 2021 – Present', 'Jan 2014 – Feb 2015'), silent: good },
  'dates.end-before-start': { fires: swap('Mar 2017 – Dec 2020', 'Mar 2017 – Dec 2015'), silent: good },
  'dates.consistent-format': { fires: swap('Mar 2017', '03/2017'), silent: good },
  'dates.future': { fires: swap('Mar 2017 – Dec 2020', 'Mar 2017 – Dec 2029'), silent: good },
  'exp.present': { fires: dropParts(GOOD_EXPERIENCE), silent: good },
  'exp.bullet-count': { fires: swap('• Reconcile payroll ledgers against the general ledger each month, closing within 3 business days\n• Train four new payroll clerks on ADP Workforce Now and the team\'s written checklists\n', ''), silent: good },
  'exp.bullet-length': { fires: swap('• Cut manual timesheet corrections by 40% by building an Excel validation template', '• Cut corrections 40%'), silent: good },
  'exp.long-paragraph': { fires: swap('• Prepared quarterly', `${LONG_LINE}. Also kept the payroll calendar for every office.\n• Prepared quarterly`), silent: good },
  'exp.role-employer': { fires: swap('Payroll Clerk, Birch Logistics\n', 'Payroll Clerk\n'), silent: good },
  'exp.role-title': { fires: swap('Payroll Clerk, Birch Logistics\n', 'Birch Logistics\n'), silent: good },
  'exp.bullet-markers': { fires: swap('• Cut manual', '- Cut manual'), silent: good },
  'exp.bullet-periods': { fires: swap('one business day', 'one business day.'), silent: good },
  'exp.action-verb': { fires: swap('• Cut manual timesheet corrections', '• Excellent manual timesheet corrections'), silent: good },
  'exp.repeated-statement': { fires: swap('• Chased overdue', '• Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel\n• Chased overdue'), silent: good },
  'lang.typos': { fires: swap('matched them to purchase orders', 'matched them wiht purchase orders'), silent: good },
  'exp.weak-opener': { fires: swap('• Processed weekly payroll', '• Responsible for processing weekly payroll'), silent: good },
  'exp.quantified': { fires: { text: joinResume(GOOD_HEADER, GOOD_SUMMARY, PLAIN_EXPERIENCE, GOOD_EDUCATION, GOOD_SKILLS) }, silent: good },
  'exp.repeated-verb': { fires: swap('• Answered employee', '• Processed employee'), silent: good },
  'exp.tense': { fires: swap('• Processed weekly payroll', '• Process weekly payroll'), silent: good },
  'lang.pronouns': { fires: swap('• Answered employee pay', '• I answered employee pay'), silent: good },
  'lang.passive': { fires: swap('• Prepared quarterly tax filings', '• Quarterly tax filings were prepared'), silent: good },
  'lang.buzzwords': { fires: swap('using ADP and Excel', 'using ADP and Excel as a team player'), silent: good },
  'lang.filler': { fires: swap('by building an Excel', 'in order to build an Excel'), silent: good },
  'summary.present': {
    fires: {
      text: joinResume(
        GOOD_HEADER,
        `${GOOD_EXPERIENCE}Office Junior, Elm Bank\nJun 2013 – May 2015\n• Filed 200 loan folders a week and kept the archive index up to date\n• Answered the branch phones and booked 30 appointments a day\n`,
        GOOD_EDUCATION,
        GOOD_SKILLS,
      ),
    },
    silent: good,
  },
  'summary.length': { fires: { text: joinResume(GOOD_HEADER, 'SUMMARY\nPayroll specialist.\n', GOOD_EXPERIENCE, GOOD_EDUCATION, GOOD_SKILLS) }, silent: good },
  'summary.pronouns': { fires: swap('Known for accurate', 'She is known for accurate'), silent: good },
  'summary.cliches': { fires: swap('Known for accurate', 'Highly motivated and known for accurate'), silent: good },
  'skills.present': { fires: dropParts(GOOD_SKILLS), silent: good },
  'skills.count': { fires: { text: joinResume(GOOD_HEADER, GOOD_SUMMARY, GOOD_EXPERIENCE, GOOD_EDUCATION, 'SKILLS\nPayroll, Excel\n') }, silent: good },
  'skills.duplicates': { fires: swap('Audit preparation', 'Audit preparation, Excel'), silent: good },
  'skills.separators': { fires: swap('Payroll, ADP Workforce Now, Excel,', 'Payroll | ADP Workforce Now | Excel,'), silent: good },
  'skills.item-length': { fires: swap('Audit preparation', 'Able to work well with many different people'), silent: good },
  'edu.present': { fires: dropParts(GOOD_EDUCATION), silent: good },
  'edu.degree': { fires: swap('Bachelor of Science in Accounting, University of Colorado', 'University of Colorado'), silent: good },
  'edu.date': { fires: swap('May 2015\n', ''), silent: good },
  'struct.length': { fires: { text: joinResume(GOOD_HEADER, GOOD_EXPERIENCE.split('Payroll Clerk')[0] ?? '', GOOD_SKILLS) }, silent: good },
  'struct.repeated-sections': { fires: { text: `${GOOD_RESUME}\nSKILLS\nBookkeeping\n` }, silent: good },
  'struct.tables': { fires: swap('Bachelor of Science in Accounting, University of Colorado', 'Bachelor of Science in Accounting\tUniversity of Colorado'), silent: good },
  'struct.special-chars': { fires: swap('(555) 123-4567', '📞 (555) 123-4567'), silent: good },
  'kw.coverage': { fires: { text: GOOD_RESUME, jobKeywords: ['Kubernetes', 'Terraform', 'Payroll'] }, silent: { text: GOOD_RESUME, jobKeywords: ['Payroll', 'Excel', 'ADP'] } },
  'kw.exact-form': { fires: { text: GOOD_RESUME, jobKeywords: ['Microsoft Excel'] }, silent: { text: GOOD_RESUME, jobKeywords: ['Excel'] } },
};

/** How often the rule ran and how many findings it made on the input. */
function runOne(ruleId: string, input: Input): { ran: number; hits: number } {
  const rule = EDITOR_RULES.find((r) => r.id === ruleId);
  if (!rule) throw new Error(`no rule ${ruleId}`);
  const options = { today: TODAY, jobKeywords: input.jobKeywords ?? [] };
  const runs =
    input.sectionType === undefined
      ? runResumeRules(
          [rule],
          input.text,
          readSections(input.text),
          options,
        )
      : [
          runSectionRules(
            [rule],
            input.text,
            { name: 'SECTION', type: input.sectionType, start: 0, end: input.text.length, bodyStart: findBodyStart(input.text, 0, input.text.length) },
            options,
          ),
        ];
  return { ran: runs.filter((r) => r.rules.length > 0).length, hits: runs.reduce((n, r) => n + r.findings.length, 0) };
}

describe('EDITOR_RULES', () => {
  it('has at least 40 rules with unique kebab ids', () => {
    expect(EDITOR_RULES.length).toBeGreaterThanOrEqual(40);
    const ids = EDITOR_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+\.[a-z]+(?:-[a-z]+)*$/);
  });

  it('has a firing and a silent case for every rule, and no case for a rule that does not exist', () => {
    expect(Object.keys(CASES).sort()).toEqual(EDITOR_RULES.map((r) => r.id).sort());
  });

  it('keeps weights between 1 and 5 and gates only on name, e-mail and experience', () => {
    for (const r of EDITOR_RULES) expect(r.weight).toBeGreaterThanOrEqual(1);
    expect(EDITOR_RULES.filter((r) => r.gate).map((r) => r.id)).toEqual(['contact.name', 'contact.email', 'exp.present']);
  });

  describe.each(EDITOR_RULES.map((r) => r.id))('%s', (id) => {
    const c = CASES[id];
    it('fires on its failing input', () => {
      expect(c).toBeDefined();
      if (c) expect(runOne(id, c.fires).hits).toBeGreaterThan(0);
    });
    it('runs and stays silent on its passing input', () => {
      expect(c).toBeDefined();
      if (!c) return;
      const result = runOne(id, c.silent);
      expect(result.ran).toBeGreaterThan(0);
      expect(result.hits).toBe(0);
    });
  });
});
