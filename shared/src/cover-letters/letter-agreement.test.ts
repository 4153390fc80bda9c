/// <reference types="node" />
/**
 * A letter and the tailored resume sent with it say the same things about the writer (a recruiter's read: the
 * letter said "three years" beside a summary that says 7), the evidence a job asks for leads a cross-field
 * letter, and the Academic letter says who the writer is.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../jobs/test-dom';
import { tailorResume } from '../tailoring/engine';
import { readJob, readResume, type LabeledJob } from '../tailoring/labeled-pairs';
import { requireSharedFixtures, sharedFixturePath } from '../testing/fixtures';
import { writeBuiltInLetter } from './letter-task';
import { sentencesOfParagraph, splitLetter } from './letter-text';
import { coverLetterTemplates } from './templates';

const NOW = '2026-06-01T00:00:00.000Z';
const job = { title: 'Fund Accountant', company: 'Oaktree Capital', description: 'Requirements:\n- Tax accounting\n- Excel\n- Prepare balance sheets for funds.' };
const resumeWith = (summary: string, roles: readonly string[]) =>
  `Ebony Roe\nebony@example.com\n\nSummary\n${summary}\n\nExperience\n${roles.join('\n')}\n\nEducation\nCloverfield College\nBachelor of Business Administration in accounting\n\nCertifications\n- Certified Public Accountant (CPA)`;
const accountant = ['Certified Public Accountant | Gilmore Financial | Oct 2021 - Present', '- Compute taxes for clients during tax season', '- Prepare balance sheets for corporate clients', 'Junior Accountant | Harrison Money Management | May 2019 - Oct 2021', '- Prepared tax returns in Excel for clients'];
const letterOf = (resumeText: string, templateId: string) =>
  writeBuiltInLetter({ document: null, resumeText, job, templateId, extras: { referrerName: 'Jordan Lee', appliedOn: 'May 3, 2026', appliedFor: 'the open role' }, now: NOW });

describe('the years a letter states', () => {
  it('are the years the tailored summary states when the role dates have outgrown the resume\'s figure', () => {
    const resumeText = resumeWith('Determined Accountant with three years of experience in personal and tax accounting.', accountant);
    const summary = tailorResume({ resumeText, job, now: new Date(NOW) }).resume.summary;
    expect(summary).toMatch(/^Certified public accountant with 7 years of experience/); // her latest title, credential first
    for (const id of ['cl-standard-1', 'cl-standard-2', 'cl-prof-1', 'cl-prof-4', 'cl-spec-3']) {
      const letter = letterOf(resumeText, id);
      expect(letter.removedClaims, id).toEqual([]);
      expect(letter.content, id).toMatch(/\bI am an accountant with 7 years of experience in personal and tax accounting\./);
      expect(letter.content, id).not.toMatch(/three years/);
    }
  });

  it("keep the user's own figure when the dates are within reach of it", () => {
    const resumeText = resumeWith('Accountant with six years of experience in personal and tax accounting.', accountant);
    expect(tailorResume({ resumeText, job, now: new Date(NOW) }).resume.summary).toMatch(/6 years/);
    expect(letterOf(resumeText, 'cl-standard-1').content).toMatch(/I am an accountant with six years of experience/);
  });

  it('count a role held until now for the Entry-Level letter: seven years of work are no first job', () => {
    const resumeText = resumeWith('Determined Accountant with three years of experience in personal and tax accounting.', accountant);
    const letter = letterOf(resumeText, 'cl-prof-5');
    expect(letter.warnings.map((w) => w.code)).toContain('experienced');
    expect(letter.content).not.toMatch(/so far|eager to learn/);
  });
});

const run = requireSharedFixtures('letter agreement (labeled pairs)');

/** The fifteen letters of a labeled pair, by template id. */
function lettersOf(resume: string, jobSlug: string): Map<string, string> {
  const label = JSON.parse(readFileSync(sharedFixturePath('labeled', 'jobs', `${jobSlug}.expected.json`), 'utf8')) as LabeledJob;
  const { job: posting } = readJob(jobSlug, label, htmlDocument);
  const resumeText = readResume(resume);
  const out = new Map<string, string>();
  for (const template of coverLetterTemplates) {
    const extras = Object.fromEntries(template.needs.map((n) => [n.field, n.field === 'referrerName' ? 'Jordan Lee' : n.field === 'appliedOn' ? 'May 3, 2026' : 'the open role']));
    out.set(template.id, writeBuiltInLetter({ document: null, resumeText, job: { title: posting.title, company: posting.company, description: posting.description }, templateId: template.id, extras, now: NOW }).content);
  }
  return out;
}

describe.skipIf(!run)('a cross-field letter leads with its strongest evidence', () => {
  it("tells the analyst's forecast before her coaching of two analysts for a warehouse supervisor's post", () => {
    const analyst = lettersOf('06-data-analyst-farah-siddiqui', '03-warehouse-operations-supervisor');
    for (const id of ['cl-standard-1', 'cl-standard-2', 'cl-standard-3', 'cl-prof-1', 'cl-prof-3', 'cl-spec-1', 'cl-spec-2']) {
      const letter = analyst.get(id) ?? '';
      const forecast = letter.indexOf('demand forecast');
      const coaching = letter.indexOf('coach two analysts');
      expect(forecast, `${id}\n${letter}`).toBeGreaterThan(0);
      expect(coaching, `${id}\n${letter}`).toBeGreaterThan(forecast);
    }
  });
});

describe.skipIf(!run)('the Academic letter', () => {
  it("says the writer's field in the resume's own description before the training", () => {
    const analyst = lettersOf('06-data-analyst-farah-siddiqui', '03-warehouse-operations-supervisor');
    const opening = sentencesOfParagraph(splitLetter(analyst.get('cl-prof-4') ?? '').body[0] ?? '');
    expect(opening[1]).toBe('Professionally, I am a data analyst with six years of experience turning messy operational data into reporting that managers actually use.');
    expect(opening[2]).toMatch(/^My training is a B\.S\.,? (?:in )?Statistics/);
  });
});

describe.skipIf(!run)('an opening names two or three skills', () => {
  it('lists no four skills in the Technical and Career Change openings ("… Node.js, TypeScript, PostgreSQL and REST API.")', () => {
    const cases = [
      lettersOf('05-software-engineer-marta-kowalczyk', '04-senior-backend-engineer'),
      lettersOf('08-accountant-nathan-boateng', '06-senior-staff-accountant'),
    ];
    let lists = 0;
    for (const letters of cases) {
      for (const id of ['cl-prof-2', 'cl-spec-1']) {
        const opening = splitLetter(letters.get(id) ?? '').body[0] ?? '';
        const list = /(?:What I bring across is|What I bring with me is|The tools of my trade include) (.+?)\.(?:\s|$)/.exec(opening)?.[1];
        if (!list) continue;
        lists += 1;
        const items = list.split(/, | and /);
        expect(items.length, `${id}: ${opening}`).toBeGreaterThanOrEqual(2);
        expect(items.length, `${id}: ${opening}`).toBeLessThanOrEqual(3);
      }
    }
    expect(lists).toBeGreaterThanOrEqual(3);
  });
});

describe.skipIf(!run)('a measured result of the role leads its proofs', () => {
  it("tells the pharmacist's vancomycin result before her precepting, and goes on about the role without naming it again", () => {
    const pharmacist = lettersOf('19-pharmacist-priya-raman', '09-clinical-pharmacist-internal-medicine');
    for (const id of ['cl-standard-1', 'cl-standard-2', 'cl-prof-1', 'cl-spec-2']) {
      const letter = pharmacist.get(id) ?? '';
      const result = letter.indexOf('92% of vancomycin levels');
      const precepting = letter.indexOf('precept PharmD students');
      expect(result, `${id}\n${letter}`).toBeGreaterThan(0);
      expect(precepting, `${id}\n${letter}`).toBeGreaterThan(result);
      expect(letter, id).not.toMatch(/, in my current role, I precept/);
    }
  });
});
