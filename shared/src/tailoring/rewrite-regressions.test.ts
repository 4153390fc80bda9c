/**
 * Regressions: a reworded opener keeps the statement's tense and grammar, and the engine never moves
 * an achievement to another employer or date by reordering bullets.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tailorResume } from './engine';
import { strengthenBullet } from './rewrite';

const NOW = new Date('2026-11-23T00:00:00Z');
const fixture = (path: string) => readFileSync(new URL(`./__fixtures__/${path}`, import.meta.url), 'utf8');
/** The shape of soupboss_Mickey01: role headers glued to their dates ("…StatisticsMarch 2019 – …") read as bullets of one entry. */
const GLUED_HEADERS = `Jordan Lee
Oak Park, CA 91377 ▪ 123-456-7890
Math Educator / Curriculum Lead – Secondary Mathematics and Tutoring
Strategic Planning | Curriculum Design | Student Engagement | Classroom Management

WORK EXPERIENCE
Math TeacherNovember 2021 – Present
Lincoln High School – Denver, CO
• Mentor two new teachers each year and review their lesson plans.
• Coach the robotics club after school.
Tutor – Mathematics and StatisticsMarch 2019 – November 2021 Bright Minds Learning – Boulder, CO
• Tutored 40 students in algebra, geometry and calculus, raising test scores by 15%.
• Answered parent emails.
Teaching Assistant – Applied MathematicsJuly 2016 – March 2019 University of Colorado – Boulder, CO
• Graded problem sets.
• Taught algebra review sessions for 200 students and wrote lesson plans with differentiated instruction.

EDUCATION
B.S. Mathematics – University of Colorado
`;
const mathJob = { title: 'Math Teacher', description: fixture('jobs/math-teacher.txt') };
const tailorTo = (resume: string, job = 'math-teacher') =>
  tailorResume({ resumeText: fixture(`resumes/${resume}.txt`), job: { title: 'Teacher', description: fixture(`jobs/${job}.txt`) }, now: NOW });

describe('rewording keeps tense and grammar', () => {
  it('keeps the past tense of a past opener, even in a role written in the present', () => {
    expect(strengthenBullet('Worked on the NAV package', 'present').text).toBe('Contributed to the NAV package');
    expect(strengthenBullet('Helped with the project, which lowered falls by 18%', 'present').text).toBe('Supported the project, which lowered falls by 18%');
    expect(strengthenBullet('Assisted with the audit', 'present').text).toBe('Supported the audit');
    expect(strengthenBullet('Was responsible for managing the payroll', 'present').text).toBe('Managed the payroll');
  });

  it('converts every coordinated -ing verb, e-dropping ones included, or leaves the statement as written', () => {
    expect(strengthenBullet('Responsible for monitoring cardiac rhythms and escalating changes to the team', 'present').text).toBe(
      'Monitor cardiac rhythms and escalate changes to the team',
    );
    expect(strengthenBullet('Responsible for monitoring cardiac rhythms and escalating changes to the team').text).toBe(
      'Monitored cardiac rhythms and escalated changes to the team',
    );
    expect(strengthenBullet('Responsible for managing budgets and writing reports').text).toBe('Managed budgets and wrote reports');
    expect(strengthenBullet('Responsible for writing and managing reports', 'present').text).toBe('Write and manage reports');
    expect(strengthenBullet('Responsible for tracking orders, frobbing invoices and filing returns')).toMatchObject({ changed: false });
    expect(strengthenBullet('Responsible for patient intake and frobbing charts')).toMatchObject({ changed: false });
  });

  it('the fixtures read right in the tailored resume', () => {
    const accountant = tailorTo('staff-accountant').text;
    expect(accountant).toContain('Contributed to the NAV package for the fund administrator');
    const nurse = tailorTo('registered-nurse', 'icu-nurse').text;
    expect(nurse).not.toMatch(/Support the unit's fall-prevention project/);
    expect(nurse).toMatch(/(?:Supported|Helped with) the unit's fall-prevention project, which lowered falls by 18% in 2023/);
    expect(nurse).not.toMatch(/and escalating changes/i);
    expect(nurse).toMatch(/cardiac rhythms and escalat/);
  });
});

describe('bullet reordering keeps every achievement under its own employer and dates', () => {
  it('never moves a bullet across a line holding a date range', () => {
    const result = tailorResume({ resumeText: GLUED_HEADERS, job: mathJob, now: NOW });
    const lines = result.text.split('\n').map((l) => l.replace(/^•\s*/, ''));
    const at = (start: string) => lines.findIndex((l) => l.startsWith(start));
    const tutorHeader = at('Tutor – Mathematics');
    const assistantHeader = at('Teaching Assistant – Applied');
    expect(tutorHeader).toBeGreaterThan(0);
    expect(assistantHeader).toBeGreaterThan(tutorHeader);
    for (const own of ['Mentor two new teachers', 'Coach the robotics club']) expect(at(own)).toBeLessThan(tutorHeader);
    for (const own of ['Tutored 40 students', 'Answered parent emails']) {
      expect(at(own)).toBeGreaterThan(tutorHeader);
      expect(at(own)).toBeLessThan(assistantHeader);
    }
    for (const own of ['Graded problem sets', 'Taught algebra review sessions']) expect(at(own)).toBeGreaterThan(assistantHeader);
  });
});

describe('left out: every line of the original text, not only bullets', () => {
  it('keeps a second headline and a line of strengths the reader found under the name, so neither is lost nor left out', () => {
    // The reader keeps header lines that are not the name, the headline or contact details as the
    // user's own section (resume/header-leftovers.ts); before, the tailored resume lost them and
    // could only list them as left out.
    const { leftOut, text } = tailorResume({ resumeText: GLUED_HEADERS, job: mathJob, now: NOW });
    for (const line of [
      'Math Educator / Curriculum Lead – Secondary Mathematics and Tutoring',
      'Strategic Planning | Curriculum Design | Student Engagement | Classroom Management',
    ]) {
      expect(text).toContain(line);
      expect(leftOut).not.toContain(line);
    }
    expect(leftOut.join('\n')).not.toMatch(/WORK EXPERIENCE|123-456-7890|Lincoln High School/);
  });
});
