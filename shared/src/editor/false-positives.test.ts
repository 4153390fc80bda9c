/**
 * Findings that were wrong on the team's real fixture resumes (tailored, then analysed), each pinned
 * here on a small resume of our own: a job-title grade is not the pronoun "I"; one pronoun finding per
 * line; "Meet with clients", "Re-architected" and "Successfully deployed" start with verbs; the filler
 * advice names the plain word in the match's own form; group labels inside ACHIEVEMENTS (as the
 * tailored resume writes them) are not unread headings; no bullets with a number reads as "None".
 */
import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze';
import { GOOD_EDUCATION, GOOD_HEADER, GOOD_SKILLS, GOOD_SUMMARY, joinResume } from './__fixtures__/resumes';

const OPTIONS = { limited: false, today: '2026-11-25' } as const;

function suggestionsFor(experience: string, ...more: string[]): string[] {
  const text = joinResume(GOOD_HEADER, GOOD_SUMMARY, `EXPERIENCE\n${experience}`, GOOD_EDUCATION, GOOD_SKILLS, ...more);
  return Object.values(analyzeResume(text, OPTIONS).suggestions).flat();
}

const ROLE = (title: string, bullets: readonly string[]) =>
  `${title}\nJan 2019 – Dec 2022\n${bullets.map((b) => `• ${b}`).join('\n')}\n`;

describe('findings that were wrong on real resumes', () => {
  it('reads "Engineer I |" as a title grade, not the pronoun', () => {
    const out = suggestionsFor(
      ROLE('Software Development Engineer I | Netflix | Los Gatos, CA', [
        'Built the playback metrics pipeline that processed 2 billion events a day for 40 teams',
        'Reduced the build time of the web client from 14 to 6 minutes by caching dependencies',
      ]),
    );
    expect(out.join('\n')).not.toMatch(/uses “I”/);
  });

  it('still flags the subject "I" in a sentence, once per line, and lets "my" mark a result as the writer\'s', () => {
    const out = suggestionsFor(
      ROLE('Payroll Clerk, Birch Logistics', [
        'Then I built my own timesheet template and my team used it for 350 staff every week',
        'Reduced manual timesheet corrections by 40% with an Excel validation template',
      ]),
    );
    const pronouns = out.filter((s) => s.includes('leave out the subject'));
    expect(pronouns).toHaveLength(1);
    expect(pronouns[0]).toContain('uses “I”:');
    const mine = suggestionsFor(ROLE('Payroll Clerk, Birch Logistics', ['Closed 80% of my cases within a week by triaging the payroll inbox every morning', 'Reduced manual timesheet corrections by 40% with an Excel validation template']));
    expect(mine.join('\n')).not.toMatch(/leave out the subject/);
  });

  it('takes "Meet", "Re-architected" and "Successfully deployed" for verb openings', () => {
    const out = suggestionsFor(
      ROLE('Senior Accountant, Acme Corp', [
        'Meet with 12 corporate clients each quarter to review their accounts and tax positions',
        'Re-architected the month-end close checklist, cutting the close from 8 to 5 business days',
        'Successfully deployed a new expense tool to 300 staff across 4 offices in 2 months',
      ]),
    );
    expect(out.join('\n')).not.toMatch(/does not start with an action verb/);
    expect(out).toContain('“Successfully” is filler: drop it: the result shows the success.');
  });

  it('names the plain word in the form of the match', () => {
    const out = suggestionsFor(
      ROLE('Payroll Clerk, Birch Logistics', [
        'Utilized Excel macros to check 350 timesheets a week, cutting corrections by 40%',
        'Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel',
      ]),
    );
    expect(out).toContain('“Utilized” is filler: say “Used”.');
  });

  it('says "None of" when no bullet carries a number', () => {
    const out = suggestionsFor(
      ROLE('Payroll Clerk, Birch Logistics', [
        'Processed weekly payroll for hourly warehouse staff using ADP and Excel templates',
        'Answered employee pay questions by e-mail and phone within the same business day',
      ]),
    );
    expect(out.some((s) => s.startsWith('None of the 2 bullets carries a number:'))).toBe(true);
  });

  it('leaves group labels inside ACHIEVEMENTS alone, and reads a heading below the roles as its own section', () => {
    const achievements = 'ACHIEVEMENTS\nHonors/Awards\n• Dean’s List, Fall 2013 – Spring 2014\n\nVolunteer Experience\nYMCA, Pomona, CA | Summer 2013\n• Coached swimming classes of up to 15 children\n';
    const clean = suggestionsFor(ROLE('Payroll Clerk, Birch Logistics', ['Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel']), achievements);
    expect(clean.join('\n')).not.toMatch(/Honors\/Awards|Volunteer Experience/);
    // A heading of another section below the roles starts that section (the reader's rule), in any case.
    const text = `${ROLE('Payroll Clerk, Birch Logistics', ['Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel'])}\nCertifications\nCertified Payroll Professional, 2019\n`;
    expect(suggestionsFor(text).join('\n')).not.toMatch(/Certifications/);
  });
});

/** The findings testers saw wrong on well-written resumes (issue 23), each on a small resume of our own. */
describe('findings that were wrong on well-written resumes (issue 23)', () => {
  const ids = (text: string) => analyzeResume(text, OPTIONS).findings.map((f) => f.ruleId);

  it('takes a name with credentials, a prefix or a suffix for a name', () => {
    for (const name of ['Jane Doe, RN, BSN', 'Dr. Hyun-woo Park', 'Robert Haines Jr.', 'Priya Raman, PharmD, BCPS']) {
      const text = joinResume(GOOD_HEADER.replace('Jane Doe', name), GOOD_SUMMARY, `EXPERIENCE\n${ROLE('Payroll Clerk, Birch Logistics', ['Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel', 'Cut manual timesheet corrections by 40% with an Excel validation template'])}`, GOOD_EDUCATION, GOOD_SKILLS);
      expect(ids(text), name).not.toContain('contact.name');
    }
  });

  it('finds the skills under another common heading, and scores that section', () => {
    for (const heading of ['Core Competencies', 'Technical Proficiencies', 'Areas of Expertise', 'Tools:']) {
      const text = joinResume(GOOD_HEADER, GOOD_SUMMARY, `EXPERIENCE\n${ROLE('Payroll Clerk, Birch Logistics', ['Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel', 'Cut manual timesheet corrections by 40% with an Excel validation template'])}`, GOOD_EDUCATION, GOOD_SKILLS.replace('SKILLS', heading));
      expect(ids(text), heading).not.toContain('skills.present');
    }
  });

  it('counts any verb a writer opens with, hyphenated or less common', () => {
    const out = suggestionsFor(
      ROLE('Truck Driver, Hollis Freight', [
        'Haul fuel and lubricants to 40 stations and farm accounts across three counties',
        'Precept two new drivers a year on pre-trip inspections and hours-of-service rules',
        'Bend and run conduit up to 4 inches for 20 commercial jobs a year',
        'Co-led the switch to electronic logs for 60 drivers without a missed delivery',
      ]),
    );
    expect(out.join('\n')).not.toMatch(/does not start with an action verb/);
  });

  it('leaves a finished result in the current role in the past tense, and asks about a duty that goes on', () => {
    const current = (bullets: string[]) => `Payroll Lead, Acme Corp\nJan 2021 – Present\n${bullets.map((b) => `• ${b}`).join('\n')}\n`;
    const finished = suggestionsFor(current(['Run payroll for 1,200 employees across 14 states every month', 'Launched a self-service pay portal that cut pay questions by 35%', 'Replaced the paper timesheets with a mobile app used by 900 staff']));
    expect(finished.join('\n')).not.toMatch(/past tense, but this is your current role/);
    const duty = suggestionsFor(current(['Run payroll for 1,200 employees across 14 states every month', 'Supervised four payroll clerks and the team’s weekly checklist', 'Train new hires on ADP Workforce Now each quarter']));
    expect(duty.join('\n')).toMatch(/“Supervised four payroll clerks.*is in the past tense, but this is your current role/);
  });
});

describe('findings a reviewer marked wrong on flawed copies (issue 23)', () => {
  it('rewrites "Responsible for" followed by the writer’s own verb as that verb', () => {
    const text = joinResume(GOOD_HEADER, GOOD_SUMMARY, `EXPERIENCE\n${ROLE('Payroll Clerk, Birch Logistics', ['Responsible for built the Excel validation template that cut timesheet corrections by 40%', 'Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel'])}`, GOOD_EDUCATION, GOOD_SKILLS);
    const weak = analyzeResume(text, OPTIONS).findings.find((f) => f.ruleId === 'exp.weak-opener');
    expect(weak?.fix?.after).toBe('Built the Excel validation template that cut timesheet corrections by 40%');
  });

  it('does not take a plural or another ending of a common word for a typo', () => {
    const out = suggestionsFor(ROLE('Payroll Clerk, Birch Logistics', ['Worked closely with several departments and reviewed the schedules with the managers', 'Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel']));
    expect(out.join('\n')).not.toMatch(/looks like a typo/);
  });

  it('gives no tense advice on a statement that opens with a plural noun', () => {
    const out = suggestionsFor(ROLE('Payroll Clerk, Birch Logistics', ['Deadlines for all 14 state filings were calendared by the team each quarter', 'Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel']));
    expect(out.join('\n')).not.toMatch(/present tense, but the role has ended/);
  });
});

describe('the last flaws the measure missed and findings reviewers rejected (issue 23)', () => {
  const current = (bullets: string[], scope = '') =>
    `Payroll Lead, Acme Corp\nJan 2021 – Present\n${scope === '' ? '' : `${scope}\n`}${bullets.map((b) => `• ${b}`).join('\n')}\n`;

  it('asks for the present tense on a current role’s scope line, even in a role written in the past tense', () => {
    const out = suggestionsFor(current(['Launched a self-service pay portal that cut pay questions by 35%', 'Replaced the paper timesheets with a mobile app used by 900 staff'], 'Led payroll, benefits and time-keeping for a 1,200-person carrier in 14 states.'));
    expect(out.join('\n')).toMatch(/“Led payroll, benefits.*is in the past tense, but this is your current role/);
  });

  it('leaves "Ran" an analysis in the past tense, and still asks about running a service', () => {
    const bullets = ['Design pay rules for union and salaried staff in Workday', 'Lead the quarterly tax filing reviews with the controller', 'Validated the new accrual rules against last year’s payroll', 'Moved 40 state tax accounts to a single filing calendar'];
    const analysis = suggestionsFor(current([...bullets, 'Ran FEA-style load tests on the payroll engine; a redesigned batch cut run time 40%']));
    expect(analysis.join('\n')).not.toMatch(/“Ran .*is in the past tense/);
    const service = suggestionsFor(current([...bullets, 'Ran the payroll help desk for 1,200 staff in 14 states']));
    expect(service.join('\n')).toMatch(/“Ran the payroll help desk.*is in the past tense, but this is your current role/);
  });

  it('takes a clinician’s "Round daily with …" for a verb', () => {
    const out = suggestionsFor(ROLE('Clinical Pharmacist, Riverside Hospital', ['Round daily with two internal-medicine teams and recommend dose adjustments', 'Cut vancomycin dosing errors by 30% with a new nomogram']));
    expect(out.join('\n')).not.toMatch(/does not start with an action verb/);
  });

  it('finds a statement repeated under two experience headings', () => {
    const repeated = 'Coordinated onboarding for 60 new tellers a year across 14 branches';
    const text = joinResume(
      GOOD_HEADER,
      GOOD_SUMMARY,
      `RELEVANT EXPERIENCE\n${ROLE('Training Coordinator, Bluewater Credit Union', [repeated, 'Rebuilt teller onboarding as six self-paced modules'])}`,
      `EARLIER CAREER\n${ROLE('Store Manager, Harbor Outfitters', ['Managed a $4.2M store with 28 employees', repeated])}`,
      GOOD_EDUCATION,
      GOOD_SKILLS,
    );
    expect(analyzeResume(text, OPTIONS).findings.map((f) => f.ruleId)).toContain('exp.repeated-statement');
  });
});
