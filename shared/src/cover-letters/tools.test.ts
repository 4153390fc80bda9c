/**
 * A tool a statement plainly uses may be named in a letter's list though the skills section does not list it: the
 * listed-only rule had dropped "A/B testing" ("Conducted A/B testing …") and "lathes" from letters whose resumes state
 * them only in their bullets. A statement's object, a place and a client's need stay out.
 */
import { describe, expect, it } from 'vitest';
import { writeBuiltInLetter } from './letter-task';
import { sentencesOfParagraph, splitLetter } from './letter-text';
import { coverLetterTemplates } from './templates';
import { toolsUsed } from './tools';

describe('toolsUsed', () => {
  it('reads the tools a statement works with, and the tools listed with them', () => {
    expect(toolsUsed('Designed and implemented real-time data processing pipelines using Python and Kafka')).toEqual(['Python', 'Apache Kafka']);
    expect(toolsUsed('Conducted A/B testing and provided insights to the product team')).toEqual(['A/B Testing']);
  });

  it('reads no statement object, place or client need as a tool', () => {
    expect(toolsUsed('Implemented automated testing frameworks improving code coverage to 95%')).toEqual([]);
    expect(toolsUsed('Contributed to several Python packages on GitHub')).toEqual([]);
    expect(toolsUsed('Create budget forecasts for clients to help with financial planning')).toEqual([]);
  });
});

const resumeText = `Priya Raman
Data Engineer
priya.raman@example.com | (555) 010-3131 | Austin, TX

Skills
Python, SQL, Airflow

Experience
Data Engineer | Fernhollow Analytics | 2021 - Present
- Designed real-time data processing pipelines using Python and Kafka
- Scheduled nightly loads in Airflow for 30 data sources

Data Analyst | Cobble Street Bank | 2018 - 2021
- Wrote SQL reports for the lending team every week

Education
Bachelor of Science in Statistics, University of Texas | 2018
`;

const job = {
  title: 'Senior Data Engineer',
  company: 'Tidewater Data',
  description: `Tidewater Data builds reporting tools for regional banks.
Requirements:
- Experience with Kafka
- Experience with Python and SQL
- Experience with Airflow`,
};

const extras = { referrerName: 'Jordan Lee', appliedOn: 'May 3, 2026', appliedFor: 'the open role' };

describe('a letter names a tool its resume uses in a bullet', () => {
  it('lists Kafka, which a statement uses though the skills section does not list it', () => {
    const lists: string[] = [];
    for (const template of coverLetterTemplates) {
      const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
      const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId: template.id, extras: fields });
      for (const sentence of splitLetter(content).body.flatMap(sentencesOfParagraph)) {
        if (/^(?:The tools of my trade include|What I bring across is|What I bring with me is|Skills I draw on include|My methods include|The skills I have built include|My skills include|I am also skilled in) /.test(sentence)) lists.push(sentence);
      }
    }
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.join('\n')).toMatch(/\bKafka\b/);
  });
});
