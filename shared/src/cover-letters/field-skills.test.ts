/**
 * A letter's list of skills does not restate the line of work the job's title and the writer's latest title both name:
 * "What I bring across is product management and SQL." of a product manager applying for a product manager's post
 * read as the field restated with a tool for a tail (a recruiter's read).
 */
import { describe, expect, it } from 'vitest';
import { writeBuiltInLetter } from './letter-task';
import { sentencesOfParagraph, splitLetter } from './letter-text';
import { coverLetterTemplates } from './templates';

const resumeText = `Iris Calloway
Product Manager
iris.calloway@example.com | (555) 010-6262 | Seattle, WA

Skills
Product management, SQL, Jira, Market research

Experience
Product Manager | Harbor Apps | 2019 - Present
- Develop product strategies for the billing product with design and engineering
- Launched a self-serve checkout that raised conversion by 12%

Business Analyst | Tallow Bank | 2015 - 2019
- Wrote SQL reports on loan performance for the lending team

Education
Bachelor of Science in Economics, University of Washington | 2015
`;

const posting = (title: string) => ({
  title,
  company: 'Brightwave Analytics',
  description: `Brightwave Analytics builds analytics software for retailers.
Requirements:
- 5+ years of product management experience
- Experience with SQL
- Experience with Jira`,
});

const extras = { referrerName: 'Jordan Lee', appliedOn: 'May 3, 2026', appliedFor: 'the open role' };
const LIST_RE = /^(?:What I bring across is|What I bring with me is|The tools of my trade include|Skills I draw on include|My methods include|The skills I have built include|My skills include|I am also skilled in|The skills I carry over include) (.+)\.$/;

function lists(title: string): string[] {
  return coverLetterTemplates.flatMap((template) => {
    const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
    const { content } = writeBuiltInLetter({ document: null, resumeText, job: posting(title), templateId: template.id, extras: fields });
    return splitLetter(content).body.flatMap(sentencesOfParagraph).flatMap((s) => LIST_RE.exec(s)?.[1] ?? []);
  });
}

describe('skills lists in a move within the field', () => {
  it("do not name the line of work both titles name, and still list the tools", () => {
    const found = lists('Senior Product Manager');
    expect(found.length).toBeGreaterThan(0);
    for (const list of found) expect(list).not.toMatch(/product management/i);
  });
});
