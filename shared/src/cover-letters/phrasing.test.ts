/// <reference types="node" />
import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFromResume } from '../resume/document';
import type { ResumeDocument } from '../resume/document.schema';
import { parseResume } from '../resume/structure';
import { ownJob, ownResume, sharedFixturesAvailable, sharedText } from '../tailoring/__fixtures__/load';
import { buildDocument } from './__fixtures__/build-document';
import { enforceCoverLetterTruth } from './check';
import { generateCoverLetter } from './generate';
import { countLetterWords, sentencesOfParagraph, splitLetter } from './letter-text';
import type { EvidenceItem } from './evidence';
import { evidenceSentence, firstPersonClause, personDescription } from './phrasing';
import { createMentions } from './letter-context';
import { coverLetterTemplates } from './templates';

interface Case {
  readonly key: string;
  readonly resume: () => string;
  readonly job: string;
  readonly title: string;
  readonly company: string;
}

const own = (resume: string, job: string, title: string, company: string): Case => ({ key: `${resume} × ${job}`, resume: () => ownResume(`${resume}.txt`), job, title, company });

const cases: Case[] = [
  own('high-school-teacher', 'math-teacher', 'High School Mathematics Teacher', 'Cedar Valley School District'),
  own('operations-manager', 'warehouse-operations', 'Distribution Center Operations Manager', 'Great Lakes Supply Co.'),
  own('registered-nurse', 'icu-nurse', 'Registered Nurse - Intensive Care Unit (ICU)', 'Lakeshore Medical Center'),
  own('sales-account-executive', 'sales-saas-ae', 'Enterprise Account Executive', 'Northpeak Cloud'),
  own('software-engineer-2page', 'backend-python-postgresql', 'Senior Backend Engineer', 'Harbor Freight Tech'),
  own('staff-accountant', 'senior-accountant', 'Senior Fund Accountant', 'Westbridge Capital'),
];
const haveShared = sharedFixturesAvailable();
if (haveShared) {
  cases.push(
    { key: 'soupboss × backend', resume: () => sharedText('resumes', 'soupboss_sample_resume.txt'), job: 'backend-python-postgresql', title: 'Senior Backend Engineer', company: 'Harbor Freight Tech' },
    { key: 'jsonresume × math-teacher', resume: () => sharedText('resumes', 'jsonresume_sample.resume.json'), job: 'math-teacher', title: 'High School Mathematics Teacher', company: 'Cedar Valley School District' },
    { key: 'jsonresume × backend', resume: () => sharedText('resumes', 'jsonresume_sample.resume.json'), job: 'backend-python-postgresql', title: 'Senior Backend Engineer', company: 'Harbor Freight Tech' },
  );
}

const extras = { referrerName: 'Jordan Ellis', referrerRelationship: 'former colleague', appliedOn: 'March 3, 2026', appliedFor: 'the open role', previousField: 'teaching' };

/** Words an "I …" sentence may not open with: each once read as a verb but was a label, a passive or an -ing form. */
const NOT_A_VERB_AFTER_I = /(?:^|[.!?]\s+|,\s+)I (?:also )?(?:open|using|built by|awarded|build an|responsible|[a-z]+ing)\b/;

describe('a statement of two sentences in the first person', () => {
  it('joins a second sentence that opens with a verb of the same tense, and leaves out one that does not', () => {
    expect(firstPersonClause('Analyzed large datasets using Python and R. Assisted in the development of models.')).toBe('I analyzed large datasets using Python and R, and assisted in the development of models');
    expect(firstPersonClause('Built U.S. GAAP reports for the parent. Presented them to the board.')).toBe('I built U.S. GAAP reports for the parent, and presented them to the board');
    expect(firstPersonClause('Led a team of 5. Budget of $2M.', true)).toBeNull();
  });
});

describe('generated letters read as sentences: every fixture resume × every template', () => {
  for (const c of cases) {
    it(c.key, () => {
      const document = documentFromResume(parseResume(c.resume()));
      const description = ownJob(`${c.job}.txt`);
      const letters = coverLetterTemplates.map((template) => {
        const { content, warnings } = generateCoverLetter({ document, job: { title: c.title, company: c.company, description }, template, extras });
        if (process.env.DUMP_LETTERS) appendFileSync(process.env.DUMP_LETTERS, `\n===== ${c.key} ${template.id} ${template.name} (${countLetterWords(content)})\n${content}\n`);
        return { template, content, warnings };
      });
      for (const { template, content, warnings } of letters) {
        const where = `${template.id}\n${content}`;
        const truth = enforceCoverLetterTruth(content, { document, jobText: description, jobTitle: c.title, company: c.company, extras });
        expect(truth.removedClaims, where).toEqual([]);
        expect(content, where).not.toMatch(NOT_A_VERB_AFTER_I);
        expect(content, where).not.toMatch(/\bThere:/);
        expect(content, where).not.toMatch(/"\s*[•·▪●◦*-]\s/);
        // A header line ("Teacher | CoderDojo | Jan 2012 – Jan 2013") or an objective is never presented as a statement.
        expect(content, where).not.toMatch(/\S \| \S|To obtain|He has earned/);
        expect(content.match(/My resume also records/g)?.length ?? 0, where).toBeLessThanOrEqual(1);
        const name = content.split('\n').at(-1) ?? '';
        expect(name, where).not.toMatch(/^[A-Z]{2,}(?:[\s.'-]+[A-Z]{2,})+\b/);
        const words = countLetterWords(content);
        expect(words, where).toBeLessThanOrEqual(template.words.max);
        // Short only when the resume gave no more to say, and then the user is told.
        if (words < template.words.min) expect(warnings.map((w) => w.code), where).toContain('too-short');
        const sentences = splitLetter(content).body.flatMap((p) => sentencesOfParagraph(p));
        const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i);
        expect(repeated, where).toEqual([]);
      }
    });
  }
});

describe('personDescription', () => {
  it.each([
    ['A highly skilled MERN Stack Developer with over 10 years of experience.', 'a MERN Stack Developer with over 10 years of experience'],
    ['Highly experienced Senior Backend Developer with 8 years of experience in Java.', 'a Senior Backend Developer with 8 years of experience in Java'],
    ['Enthusiastic IT expert with four years of experience in desktop support.', 'an IT expert with four years of experience in desktop support'],
    ['Dedicated and passionate software engineer with 6 years in fintech.', 'a software engineer with 6 years in fintech'],
    // One list with the tailored summary's (text/self-praise.ts): "Experienced" and "Determined" are praise too.
    ['Experienced software engineer with 8+ years in full-stack development.', 'a software engineer with 8+ years in full-stack development'],
    ['Determined Accountant with three years of experience in personal and tax accounting.', 'an accountant with three years of experience in personal and tax accounting'],
  ])('%s → %s (no praise of the writer by the writer)', (line, expected) => {
    expect(personDescription(line)).toBe(expected);
  });
});

describe('firstPersonClause', () => {
  it.each([
    ['Led a team of 5 engineers.', 'I led a team of 5 engineers'],
    ['Awarded Teacher of the Month twice.', 'I was awarded Teacher of the Month twice'],
    ['Responsible for managing a 400,000 sq ft distribution center.', 'I was responsible for managing a 400,000 sq ft distribution center'],
    ['• Reduced close time by 3 days.', 'I reduced close time by 3 days'],
  ])('%s → %s', (text, expected) => {
    expect(firstPersonClause(text)).toBe(expected);
  });

  it("reads a medical assistant's \"Room 30 patients a day\" as a duty of the role held, and \"Room service\" as no verb", () => {
    expect(firstPersonClause('Room 30 patients a day, take vitals and update charts in Athenahealth', true)).toBe('I room 30 patients a day, take vitals and update charts in Athenahealth');
    expect(firstPersonClause('Room service attendant for a 200-room hotel', true)).toBeNull();
  });

  it('tells a finished result after a duty of the role held in the present perfect, for a past the library does not conjugate too', () => {
    expect(firstPersonClause('Supervise 6 engineers and 3 CAD designers; mentored 4 engineers to their P.E. license', true)).toBe(
      'I supervise 6 engineers and 3 CAD designers, and have mentored 4 engineers to their P.E. license',
    );
  });

  it('keeps a result dated in the past in the past ("and have reduced … in 2024" read wrongly)', () => {
    expect(firstPersonClause('Manage weekly ordering with McKesson; reduced expired inventory write-offs by 28% in 2024', true)).toBe(
      'I manage weekly ordering with McKesson, and reduced expired inventory write-offs by 28% in 2024',
    );
  });

  it('joins a present perfect after ";" to the same "I" ("I precept new graduate nurses; have oriented …" was left subjectless)', () => {
    expect(firstPersonClause('Precept new graduate nurses; have oriented 9 nurses since 2021', true)).toBe('I precept new graduate nurses, and have oriented 9 nurses since 2021');
  });

  it('reads what was done after a project\'s name and a dash ("Storyline practice course (2024) - built …"), and no title as a statement', () => {
    expect(firstPersonClause('Storyline practice course (2024) - built a 20-minute sample course in Articulate Storyline 360')).toBe('I built a 20-minute sample course in Articulate Storyline 360');
    expect(firstPersonClause('Senior Engineer - payments platform')).toBeNull();
  });

  it('reads the statement after a short label, not the label', () => {
    expect(firstPersonClause('Open Source Contributor: Contributed to several Python packages on GitHub.')).toBe('I contributed to several Python packages on GitHub');
  });

  it('reads a role still held told in "-ing" in the present ("Developing …" → "I develop …"), and no title as a verb', () => {
    expect(firstPersonClause('Developing intuitive and engaging user interfaces using React and Redux.', true)).toBe('I develop intuitive and engaging user interfaces using React and Redux');
    expect(firstPersonClause('Collaborating with back-end developers to integrate RESTful APIs.', true)).toBe('I collaborate with back-end developers to integrate RESTful APIs');
    expect(firstPersonClause('Running weekly sprint planning for two squads.', true)).toBe('I run weekly sprint planning for two squads');
    expect(firstPersonClause('Developing product strategies and making data-driven decisions to improve user experience.', true)).toBe(
      'I develop product strategies and make data-driven decisions to improve user experience',
    );
    // A past role's "-ing" has no tense the letter can know; a title is no verb.
    expect(firstPersonClause('Developing intuitive user interfaces using React.')).toBeNull();
    expect(firstPersonClause('Managing Director of the Boston office.', true)).toBeNull();
  });

  it('reads a present-tense statement in the first person only for the role still held', () => {
    expect(firstPersonClause('Teach Algebra I to 150 students.', true)).toBe('I teach Algebra I to 150 students');
    // Three verb clauses of one statement: one list with one "and".
    expect(firstPersonClause('Support 900 employees across 12 clinics; handle employee relations cases; advise managers on discipline.', true)).toBe(
      'I support 900 employees across 12 clinics, handle employee relations cases, and advise managers on discipline',
    );
    expect(firstPersonClause('Ran the unit; trained 12 nurses.')).toBe('I ran the unit, and trained 12 nurses');
    expect(firstPersonClause('Teach Algebra I to 150 students.')).toBeNull();
  });

  it.each([
    'Hackathon Winner: First place in 2019 Bay Area Tech Hackathon.',
    'Built by all women team of newbie programmers.',
    'Using modern technologies such as GoogleMaps, Chrome Extension and Javascript.',
    'Build an algorithm for artist to detect if something is wrong.',
  ])('does not put "I" before: %s', (text) => {
    expect(firstPersonClause(text)).toBeNull();
  });
});

describe('evidenceSentence', () => {
  const item = { id: 'x', kind: 'experience' as const, title: 'Operations Manager', employer: 'Midwest Logistics', entryIndex: 0, skills: [], hasNumber: true, score: 1 };

  it('frames statements in the template\'s voice and never quotes one that cannot follow "I"', () => {
    const mentions = createMentions('cl-standard-1');
    expect(evidenceSentence({ ...item, id: 'a', text: 'Led a team of 40 associates.' }, mentions)).toMatch(/^At Midwest Logistics, where I worked as .*, I led a team of 40 associates\.$/);
    // A present-tense statement of a role no longer held cannot follow "I": left out, not quoted.
    expect(evidenceSentence({ ...item, id: 'b', text: 'Precept new graduate nurses on the unit floor.' }, mentions)).toBe('');
    const third = evidenceSentence({ ...item, id: 'c', text: 'Responsible for managing a 400,000 sq ft distribution center.' }, mentions);
    expect(third).toBe('At Midwest Logistics, I was also responsible for managing a 400,000 sq ft distribution center.');
    const other = createMentions('cl-prof-1');
    expect(evidenceSentence({ ...item, id: 'a', text: 'Led a team of 40 associates.' }, other)).not.toBe(evidenceSentence({ ...item, id: 'a', text: 'Led a team of 40 associates.' }, createMentions('cl-standard-1')));
  });

  it('tells a current role in the present, never as "my time there", and an earlier role as before it', () => {
    const mentions = createMentions('cl-spec-1');
    const current = { ...item, current: true };
    expect(evidenceSentence({ ...current, id: 'a', text: 'Supervise 30 associates on the outbound dock.' }, mentions)).toBe(
      'In my current role as Operations Manager at Midwest Logistics, I supervise 30 associates on the outbound dock.',
    );
    const past = { ...item, title: 'Shift Lead', entryIndex: 1 };
    expect(evidenceSentence({ ...past, id: 'b', text: 'Trained 12 new hires a quarter.' }, mentions)).toMatch(/^Before that, in my time as Shift Lead, I trained/);
  });

  it('names a certification as a credential, not "I hold <name>"', () => {
    expect(evidenceSentence({ ...item, kind: 'certification', title: '', employer: '', text: 'Registered Nurse, State of Illinois, License #041-123456' }, createMentions())).toBe(
      'My credentials include Registered Nurse, State of Illinois, License #041-123456.',
    );
  });
});

describe('a summary that describes its writer', () => {
  it('reads "I am a …", keeping a name\'s capitals', () => {
    const summary = { id: 's', kind: 'summary' as const, title: '', employer: '', entryIndex: -1, skills: [], hasNumber: false, score: 0 };
    expect(evidenceSentence({ ...summary, text: 'Lean Six Sigma Green Belt who improves throughput with small changes.' }, createMentions())).toBe(
      'I am a Lean Six Sigma Green Belt who improves throughput with small changes.',
    );
    expect(evidenceSentence({ ...summary, text: 'B2B SaaS seller with 5+ years of closing mid-market deals.' }, createMentions())).toBe('I am a B2B SaaS seller with 5+ years of closing mid-market deals.');
  });
});

describe('the sign-off', () => {
  it('title-cases a name written in capitals and keeps the credential', () => {
    const doc: ResumeDocument = buildDocument({ name: 'MARIA GONZALEZ, RN', email: 'm@example.com', experience: [{ title: 'Nurse', employer: 'Mercy', start: 'Jan 2020', end: 'Present', statements: ['Cared for 6 patients a shift on a busy unit.'] }] });
    const { content } = generateCoverLetter({ document: doc, job: { title: 'Nurse', company: 'Lakeshore', description: null }, template: coverLetterTemplates[0]!, extras: {} });
    expect(content.endsWith('Sincerely,\nMaria Gonzalez, RN')).toBe(true);
  });
});

describe('evidenceSentence: each statement told under its own role', () => {
  const item = (id: string, text: string, title: string, entryIndex: number): EvidenceItem => ({ id, text, kind: 'experience', title, employer: 'Harbor Supply', entryIndex, current: entryIndex === 0, skills: [], hasNumber: true, score: 1 });
  const staff1 = item('a', 'Ran fixed-asset accounting for about 600 assets.', 'Staff Accountant', 1);
  const senior = item('b', 'Prepared GAAP consolidations for the parent and two subsidiaries.', 'Senior Accountant', 0);
  const staff2 = item('c', 'Reconciled 40+ balance-sheet accounts monthly.', 'Staff Accountant', 1);

  it('names the role again when the sentence before was another role at the same employer, in every template', () => {
    for (const template of coverLetterTemplates) {
      const mentions = createMentions(template.id);
      const [, second, third] = [staff1, senior, staff2].map((i) => evidenceSentence(i, mentions));
      // The Staff Accountant's statement after the Senior Accountant's names its own title, never "in that role".
      expect(third, `${template.id}: ${second} → ${third}`).toMatch(/Staff Accountant/);
    }
  });
});

describe('a finished result beside a duty of the role still held', () => {
  it('reads in the present perfect after the present', () => {
    expect(firstPersonClause('Own the month-end close for three entities; shortened the close from 9 to 5 business days.', true)).toBe(
      'I own the month-end close for three entities, and have shortened the close from 9 to 5 business days',
    );
  });

  it('keeps the past tense in a role that has ended', () => {
    expect(firstPersonClause('Managed the month-end close for three entities; shortened the close from 9 to 5 business days.', false)).toBe(
      'I managed the month-end close for three entities, and shortened the close from 9 to 5 business days',
    );
  });
});
