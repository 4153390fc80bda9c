import { describe, expect, it } from 'vitest';
import { companyInProse } from '../text/company-name';
import { statementsOfDocument } from '../resume/document';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import { checkCoverLetterStructure, enforceCoverLetterTruth } from './check';
import { statesQuantity } from './evidence';
import { fixturePairs } from './__fixtures__/pairs';
import { buildDocument } from './__fixtures__/build-document';
import { readCompanyFacts } from './company-facts';
import { coverLetterWarnings, generateCoverLetter } from './generate';
import { countLetterWords } from './letter-text';
import { coverLetterTemplates } from './templates';
import { extractJobRequirements } from '../tailoring/job-requirements';

/** A statement as the letter may quote it: its first letter may be lowered, its end punctuation dropped. */
function quotedIn(content: string, statement: string): boolean {
  const body = statement.trim().replace(/[.;!]+$/, '');
  return content.includes(body.slice(1)) && content.toLowerCase().includes(body.toLowerCase());
}

describe('generateCoverLetter: every template × every fixture pair', () => {
  for (const pair of fixturePairs) {
    for (const template of coverLetterTemplates) {
      it(`${template.id} ${template.name} for the ${pair.key}`, () => {
        const letter = generateCoverLetter({ document: pair.document, job: pair.job, template, extras: pair.extras });
        const { content } = letter;

        const structure = checkCoverLetterStructure(content, template, pair.extras);
        // Short of the template's length only when the resume has nothing more, and then with the warning.
        const short = letter.warnings.some((w) => w.code === 'too-short');
        expect(structure.problems.filter((p) => !(short && p.includes(`asks for ${template.words.min} to`))), content).toEqual([]);
        const templateNotes = new Set(['not-internal', 'too-short', 'advertised', 'same-field', 'experienced']);
        expect(letter.warnings.filter((w) => !templateNotes.has(w.code))).toEqual([]);
        // The Cold Application given a live posting says so, and writes to the opening, not "when one opens".
        if (template.id === 'cl-spec-3' && pair.job.description) {
          expect(letter.warnings.map((w) => w.code)).toContain('advertised');
          expect(content).not.toMatch(/when one opens|did not ask for/);
        }

        const truth = enforceCoverLetterTruth(content, {
          document: pair.document,
          jobText: pair.job.description,
          jobTitle: pair.job.title,
          company: pair.job.company,
          extras: pair.extras,
        });
        expect(truth.removedClaims, content).toEqual([]);
        expect(truth.content).toBe(content);

        expect(findPlaceholder(content)).toBeNull();
        expect(findBannedPhrases(content)).toEqual([]);
        expect(content).toContain(companyInProse(pair.job.company));
        expect(content).toContain(pair.job.title);
        // The company paragraph is there only when the posting says something about the company (and it meets the writer's proof).
        const aboutCompany = readCompanyFacts(pair.job.description, pair.job.company).length > 0;
        const roles = letter.paragraphs.map((p) => p.role);
        expect(roles).toEqual(template.paragraphs.map((p) => p.role).filter((r) => r !== 'why-company' || roles.includes('why-company')));
        if (roles.includes('why-company')) expect(aboutCompany).toBe(true);

        const withNumbers = statementsOfDocument(pair.document).filter((s) => statesQuantity(s.text));
        if (withNumbers.length > 0) expect(withNumbers.some((s) => quotedIn(content, s.text)), content).toBe(true);
      });
    }
  }
});

describe('generateCoverLetter: behaviour', () => {
  const pair = fixturePairs[0]!;
  const template = coverLetterTemplates[0]!;

  it('gives the same letter for the same input', () => {
    const input = { document: pair.document, job: pair.job, template, extras: pair.extras, customInstructions: 'Mention that I can start in May.' };
    const first = generateCoverLetter(input);
    for (let i = 0; i < 3; i++) expect(generateCoverLetter(input)).toEqual(first);
  });

  it('never quotes a statement that holds a cliché', () => {
    for (const t of coverLetterTemplates) {
      const { content } = generateCoverLetter({ document: pair.document, job: pair.job, template: t, extras: pair.extras });
      expect(content).not.toMatch(/results-driven/i);
    }
  });

  it('speaks of the role and company by name only without a posting, and says so', () => {
    const letter = generateCoverLetter({ document: pair.document, job: { ...pair.job, description: null }, template, extras: {} });
    expect(letter.content).not.toContain('posting');
    expect(letter.content).toContain('Meridian Freight');
    expect(letter.warnings).toEqual([{ code: 'no-posting', message: coverLetterWarnings.noPosting }]);
    expect(checkCoverLetterStructure(letter.content, template).problems, letter.content).toEqual([]);
    const cold = coverLetterTemplates.find((t) => t.id === 'cl-spec-3')!;
    const coldLetter = generateCoverLetter({ document: pair.document, job: { ...pair.job, description: null }, template: cold, extras: {} });
    expect(coldLetter.warnings).toEqual([]);
    expect(checkCoverLetterStructure(coldLetter.content, cold).problems, coldLetter.content).toEqual([]);
  });

  it("puts the user's own first-person instructions in the close and nothing else from them", () => {
    const letter = generateCoverLetter({
      document: pair.document,
      job: pair.job,
      template,
      extras: {},
      customInstructions: 'Keep it formal.\nMention that I can start in May.\nSay I am a passionate rockstar.',
    });
    expect(letter.content).toContain('I can start in May.');
    expect(letter.content).not.toMatch(/formal|rockstar|passionate/i);
  });

  it('stays short with a warning instead of padding a thin resume', () => {
    const thin = buildDocument({
      name: 'Sam Okafor',
      email: 'sam@example.com',
      experience: [{ title: 'Cashier', employer: 'Corner Market', start: 'Jun 2024', end: 'Present', statements: ['Handled 200 transactions a day at the register.'] }],
    });
    const letter = generateCoverLetter({ document: thin, job: { title: 'Store Associate', company: 'Pine Street Grocers', description: null }, template, extras: {} });
    expect(letter.warnings[0]).toMatchObject({ code: 'too-short', message: expect.stringMatching(/this template asks for at least 100/) });
    expect(countLetterWords(letter.content)).toBeLessThan(100);
    expect(letter.content).toContain('handled 200 transactions a day at the register');
    const truth = enforceCoverLetterTruth(letter.content, { document: thin, jobText: '', jobTitle: 'Store Associate', company: 'Pine Street Grocers', extras: {} });
    expect(truth.removedClaims).toEqual([]);
  });

  it('trims a long letter to the template maximum, keeping each paragraph', () => {
    const concise = coverLetterTemplates.find((t) => t.id === 'cl-standard-3')!;
    const letter = generateCoverLetter({ document: pair.document, job: pair.job, template: concise, extras: {} });
    expect(countLetterWords(letter.content)).toBeLessThanOrEqual(concise.words.max);
    expect(letter.paragraphs.every((p) => p.text.length > 0)).toBe(true);
  });

  it('signs with the name given, else the resume contact name', () => {
    const named = generateCoverLetter({ document: pair.document, job: pair.job, template, extras: {}, candidateName: 'D. Whitfield' });
    expect(named.content.endsWith('Sincerely,\nD. Whitfield')).toBe(true);
    expect(generateCoverLetter({ document: pair.document, job: pair.job, template, extras: {} }).content.endsWith('Sincerely,\nDana Whitfield')).toBe(true);
  });
});

describe('generateCoverLetter: custom instructions', () => {
  it('leads with the statements the user asked to focus on', () => {
    const pair = fixturePairs[0]!;
    const template = coverLetterTemplates[0]!;
    const plain = generateCoverLetter({ document: pair.document, job: pair.job, template, extras: {} });
    const focused = generateCoverLetter({ document: pair.document, job: pair.job, template, extras: {}, customInstructions: 'Focus on my on-call and runbook work.' });
    expect(plain.content).not.toContain('runbooks');
    expect(focused.content).toMatch(/I (?:also )?wrote the on-call guide and runbooks that 3 other teams adopted/);
  });
});

describe('generateCoverLetter: gaps', () => {
  it("lists the posting's required skills the resume lacks and claims none of them", () => {
    const pair = fixturePairs[0]!;
    const letter = generateCoverLetter({ document: pair.document, job: pair.job, template: coverLetterTemplates[0]!, extras: {} });
    expect(letter.gaps).toContain('Terraform');
    // Told to the user, not to the employer: the letter points the reader at no gap.
    expect(letter.content).not.toContain('Terraform');
  });

  it('uses the requirements read when the job was resolved instead of reading the description again', () => {
    const pair = fixturePairs[0]!;
    // Read from another text (no requirements at all): the posting's Terraform is then no gap.
    const requirements = extractJobRequirements({ title: pair.job.title, company: pair.job.company, description: '' });
    const letter = generateCoverLetter({ document: pair.document, job: pair.job, template: coverLetterTemplates[0]!, extras: {}, requirements });
    expect(letter.gaps).toEqual([]);
  });
});

describe('generateCoverLetter: who the writer is, and what decides the shortlist', () => {
  const student = buildDocument({
    name: 'Aisha Bello',
    email: 'aisha@example.org',
    experience: [
      { title: 'Resident Assistant', employer: 'University Housing', start: 'Aug 2025', end: 'Present', statements: ['Support 46 first-year residents on a co-ed floor.'] },
      { title: 'Teaching Assistant', employer: 'Department of Statistics', start: 'Jan 2026', end: 'May 2026', statements: ['Led two weekly lab sections of 30 students in R and graded weekly assignments.'] },
    ],
    education: [{ degree: 'Bachelor of Science in Statistics', institution: 'University of Vermont', dates: 'Expected May 2027' }],
    skills: ['R', 'SQL', 'Tableau'],
  });
  const job = { title: 'Data Analyst', company: 'Maple Freight', description: 'Data Analyst\n\nRequirements:\n* SQL and Tableau\n* Bachelor\'s degree in statistics or a related field' };

  it('introduces a student by what and where they study, not by a part-time job, and names a public body with its article', () => {
    const template = coverLetterTemplates.find((t) => t.id === 'cl-standard-1')!;
    const letter = generateCoverLetter({ document: student, job, template, extras: {} });
    expect(letter.content).toContain('I am a statistics student at the University of Vermont, graduating in May 2027.');
    expect(letter.content).not.toMatch(/(?:^|\s)at Department of/);
  });

  it('never says a degree not yet finished is held, nor claims professional work and projects the resume does not have', () => {
    const withProject = { ...student, projects: [{ name: 'Bus Tracker', dates: '', statements: [{ id: 'p0.s0', text: 'Built a dashboard of campus bus crowding from open transit data.', source: { kind: 'upload' as const } }] }] };
    for (const template of coverLetterTemplates.filter((t) => t.needs.every((n) => !n.required))) {
      const { content } = generateCoverLetter({ document: withProject, job, template, extras: {} });
      expect(content, template.id).not.toMatch(/I hold a Bachelor|I trained for|professional work and my own projects/);
      expect(content, template.id).not.toMatch(/Bachelor of Science in Statistics from the University of Vermont(?!, expected in May 2027)/);
    }
  });

  it('names the credentials the posting asks for that the resume lists, once, in every template but the one with a credentials paragraph', () => {
    // The accountant's resume lists "Certified Public Accountant (CPA), Ohio".
    const pair = fixturePairs.find((p) => p.document.certifications.some((c) => c.text.includes('(CPA)')))!;
    const held = 'CPA';
    const description = `${pair.job.description ?? ''}\n\nRequirements:\n* ${held} certification required`;
    for (const template of coverLetterTemplates.filter((t) => t.id !== 'cl-prof-6' && t.needs.every((n) => !n.required))) {
      const letter = generateCoverLetter({ document: pair.document, job: { ...pair.job, description }, template, extras: {} });
      const opening = letter.paragraphs[0]?.text ?? '';
      expect(opening, template.id).toMatch(new RegExp(`\\b${held}\\b`));
      expect(letter.content.match(new RegExp(`\\b${held} credential`, 'g')) ?? [], template.id).toHaveLength(1);
    }
  });
});

describe('generateCoverLetter: the argument leads with results', () => {
  /** A backend engineer's resume with one current role holding these statements. */
  const backendResume = (statements: string[]) =>
    buildDocument({
      name: 'Marta Kowalczyk',
      email: 'marta@example.org',
      experience: [{ title: 'Software Engineer', employer: 'Fernhill Freight Software', start: 'Jun 2021', end: 'Present', statements }],
    });
  const kafka = 'Replaced a nightly batch import with an event-driven pipeline (Kafka, PostgreSQL logical replication), cutting rate-update delay from 14 hours to under 5 minutes.';
  const engineer = backendResume(['Wrote PostgreSQL queries for the carrier-rates service.', kafka]);
  const job = { title: 'Backend Engineer', company: 'Keelson Labs', description: 'Backend Engineer\n\nRequirements:\n* PostgreSQL\n* Kafka' };

  it('argues the ask proved by a measured result first, among the required ones', () => {
    const template = coverLetterTemplates.find((t) => t.id === 'cl-standard-1')!;
    const { content } = generateCoverLetter({ document: engineer, job, template, extras: {} });
    const body = content.split('\n\n')[2] ?? '';
    expect(body.indexOf('from 14 hours to under 5 minutes'), content).toBeGreaterThanOrEqual(0);
    expect(body.indexOf('from 14 hours to under 5 minutes'), content).toBeLessThan(body.indexOf('PostgreSQL queries'));
  });

  it('names an ask once: a later proof that writes the ask itself is told in the voice, without "As for …"', () => {
    const doc = backendResume([kafka, 'Lead a team of four building the carrier-rates API in TypeScript, serving 2,400 requests per second.']);
    const template = coverLetterTemplates.find((t) => t.id === 'cl-standard-1')!;
    const posting = { ...job, description: 'Backend Engineer\n\nRequirements:\n* Kafka\n* TypeScript' };
    const { content } = generateCoverLetter({ document: doc, job: posting, template, extras: {} });
    expect(content).toContain('building the carrier-rates API in TypeScript');
    expect(content).not.toMatch(/(?:As for|Where you mention) TypeScript/);
  });
});

describe('generateCoverLetter: skills as the posting writes them', () => {
  it('names a skill the posting writes in lower case in lower case, whatever the skills list\'s case', () => {
    const doc = buildDocument({
      name: 'Harvey Dent',
      email: 'harvey@example.org',
      experience: [{ title: 'ML Engineer', employer: 'Gotham Analytics', start: 'Jan 2021', end: 'Present', statements: ['Trained fraud models in PyTorch and Python, cutting false positives by 18%.'] }],
      skills: ['Python', 'PyTorch', 'Scikit-learn'],
    });
    const job = { title: 'ML Engineer', company: 'Acme', description: 'ML Engineer\n\nRequirements:\n* Python\n* PyTorch\n* scikit-learn' };
    for (const template of coverLetterTemplates.filter((t) => t.needs.every((n) => !n.required))) {
      const { content } = generateCoverLetter({ document: doc, job, template, extras: {} });
      expect(content, template.id).not.toMatch(/(?<!^|[.!?]\s)Scikit-learn/m);
    }
  });
});

describe('a template written for another kind of applicant', () => {
  const pair = fixturePairs[0]!;
  const write = (id: string) => generateCoverLetter({ document: pair.document, job: pair.job, template: coverLetterTemplates.find((t) => t.id === id)!, extras: pair.extras });

  it('says so: Career Change for a move within one field, Entry-Level for years of experience', () => {
    const latest = pair.document.experience[0]?.title ?? '';
    const sameFieldJob = { ...pair.job, title: latest };
    const careerChange = generateCoverLetter({ document: pair.document, job: sameFieldJob, template: coverLetterTemplates.find((t) => t.id === 'cl-spec-1')!, extras: pair.extras });
    expect(careerChange.warnings.find((w) => w.code === 'same-field')?.message).toContain(`your most recent role (${latest})`);
    const newField = generateCoverLetter({ document: pair.document, job: { ...pair.job, title: 'Pastry Chef' }, template: coverLetterTemplates.find((t) => t.id === 'cl-spec-1')!, extras: pair.extras });
    expect(newField.warnings.map((w) => w.code)).not.toContain('same-field');
    expect(write('cl-prof-5').warnings.find((w) => w.code === 'experienced')?.message).toMatch(/about \d+ years of experience/);
    expect(write('cl-standard-1').warnings.map((w) => w.code)).not.toContain('experienced');
  });

  it('claims an internal move only for one who works at the hiring company', () => {
    const internal = coverLetterTemplates.find((t) => t.id === 'cl-spec-6')!;
    const employer = pair.document.experience[0]?.employer ?? '';
    const inside = generateCoverLetter({ document: pair.document, job: { ...pair.job, company: employer }, template: internal, extras: pair.extras });
    expect(inside.content).toContain('as an internal candidate');
    expect(inside.content).toContain('Thank you for considering an internal candidate.');
    const outside = write('cl-spec-6');
    expect(outside.warnings.map((w) => w.code)).toContain('not-internal');
    expect(outside.content).not.toMatch(/internal candidate/);
    expect(outside.content).toContain('my next move');
  });
});

describe('findPlaceholder', () => {
  it.each(['Dear [Company Name],', 'Hello <Hiring Manager>', 'the {role} role', 'call XXX'])('finds the placeholder in %s', (text) => {
    expect(findPlaceholder(text)).not.toBeNull();
  });

  it.each(['Compounded sterile products per USP <797>.', 'as published [1].'])('reads %s as no placeholder', (text) => {
    expect(findPlaceholder(text)).toBeNull();
  });
});
