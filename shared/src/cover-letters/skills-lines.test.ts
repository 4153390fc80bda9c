/// <reference types="node" />
/**
 * The skills a letter lists are the user's own: a reader of the letters counted "open source", "code coverage" and
 * "scalable web applications" (a statement's object or a project's title), and traits such as "patience", named as
 * skills; and "python" written in the posting's lower case though the resume and the posting's title capitalise it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../jobs/test-dom';
import { readJob, readResume, type LabeledJob } from '../tailoring/labeled-pairs';
import { requireSharedFixtures, sharedFixturePath } from '../testing/fixtures';
import { writeBuiltInLetter } from './letter-task';
import { sentencesOfParagraph, splitLetter } from './letter-text';
import { coverLetterTemplates } from './templates';

const resumeText = `Dana Whitcomb
Senior Software Engineer
dana.whitcomb@example.com | (555) 010-2040 | Denver, CO

Summary
Software engineer with 7 years in backend development.

Skills
Python, TypeScript, Django, PostgreSQL, Docker, Patience, Time Management

Experience
Senior Software Engineer | Larkspur Systems | 2021 - Present
- Built data ingestion services using Python and PostgreSQL
- Implemented automated testing frameworks improving code coverage to 95%
- Developed and maintained scalable web applications for 40 clients

Software Engineer | Pinebrook Labs | 2018 - 2021
- Wrote REST endpoints in Django for the billing product
- Moved the build to Docker, cutting setup time from a day to an hour

Projects
Open Source Contributor: Contributed to several Python packages on GitHub

Education
Bachelor of Science in Computer Science, University of Colorado | 2018
`;

const job = {
  title: 'Python Backend Developer',
  company: 'Quarry Labs',
  description: `Quarry Labs is an open source company that builds privacy tools for small teams.
We are looking for a backend python developer with experience in open source, code coverage, scalable web applications, patience and Django.
You will work with PostgreSQL and Docker every day.`,
};

const extras = { referrerName: 'Jordan Lee', appliedOn: 'May 3, 2026', appliedFor: 'the open role' };

const LIST_RE =
  /(?:My skills include|Much of my work involves|I am also skilled in|The skills I bring include|My skill set also takes in|In my work I use|My methods include|The skills I have built(?: so far)? include|Skills I use on the job include|The skills I carry over include|I also work with|What I can offer includes|Skills I draw on include|As a reminder, my skills include|The tools of my trade include|What I bring across is|What I bring with me is|I would bring) (.+?)(?: to the new role)?\.$/;

function lists(): string[] {
  const out: string[] = [];
  for (const template of coverLetterTemplates) {
    const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
    const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId: template.id, extras: fields });
    for (const sentence of splitLetter(content).body.flatMap(sentencesOfParagraph)) {
      const list = LIST_RE.exec(sentence)?.[1];
      if (list && !/:/.test(list)) out.push(list);
    }
  }
  return out;
}

describe('the skills a letter lists', () => {
  const found = lists();

  it('are skills the resume lists, never a statement object, a project title or a trait', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const list of found) expect(list).not.toMatch(/open source|code coverage|scalable|patience|time management/i);
  });

  it('keep the capital of a name the resume and the posting title write with it', () => {
    expect(found.join('\n')).not.toMatch(/\bpython\b/);
  });
});

describe('a language the resume lists', () => {
  const assistant = `Rosa Delgado
rosa.delgado@example.com | (555) 010-7788 | Fresno, CA

Experience
Medical Assistant | Valley Family Clinic | 2022 - Present
- Room 30 patients a day, take vitals and update charts in Athenahealth
- Schedule follow-up visits and verify insurance at check-in

Skills
Athenahealth, Vital signs, Phlebotomy, Insurance verification, English, Spanish
`;
  const posting = {
    title: 'Medical Assistant',
    company: 'Sierra Health',
    description: `Requirements
- Experience with Athenahealth and phlebotomy
- Bilingual in English and Spanish preferred`,
  };

  it('is not named among the skills one is skilled in ("skilled in Athenahealth, English and Spanish")', () => {
    const named: string[] = [];
    for (const template of coverLetterTemplates) {
      const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
      const { content } = writeBuiltInLetter({ document: null, resumeText: assistant, job: posting, templateId: template.id, extras: fields });
      for (const sentence of splitLetter(content).body.flatMap(sentencesOfParagraph)) {
        const list = LIST_RE.exec(sentence)?.[1];
        if (list && !/:/.test(list)) named.push(list);
      }
    }
    expect(named.join('\n')).toMatch(/Athenahealth|phlebotomy/i);
    for (const list of named) expect(list).not.toMatch(/English|Spanish/);
  });
});

describe.skipIf(!requireSharedFixtures('skills-line letters'))('a skills line that would name one skill', () => {
  it("names a second from the resume's own list ('The skills I have built include Jira.' read as padding)", () => {
    const slug = '12-customer-support-specialist-billing';
    const label = JSON.parse(readFileSync(sharedFixturePath('labeled', 'jobs', `${slug}.expected.json`), 'utf8')) as LabeledJob;
    const { job: posting } = readJob(slug, label, htmlDocument);
    const text = readResume('17-customer-support-mei-ling-chow');
    let lines = 0;
    for (const template of coverLetterTemplates) {
      const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
      const { content } = writeBuiltInLetter({ document: null, resumeText: text, job: { title: posting.title, company: posting.company, description: posting.description }, templateId: template.id, extras: fields });
      for (const sentence of splitLetter(content).body.flatMap(sentencesOfParagraph)) {
        const list = LIST_RE.exec(sentence)?.[1];
        if (!list) continue;
        lines += 1;
        expect(list, `${template.id}: ${sentence}`).toMatch(/, | and /);
      }
    }
    expect(lines).toBeGreaterThan(0);
  }, 60_000);
});
