/**
 * The Impact-Focused letter opens on a result: with no measured one in the resume, a result told in words ("Successfully
 * delivered multiple projects within the stipulated time and budget") leads, not a duty of the current job ("Develop
 * product strategies …"); a recruiter's read of a product manager's letter found the duty above the delivery, which
 * no letter told at all ("Successfully" stood before the verb, and no letter could say it after "I").
 */
import { describe, expect, it } from 'vitest';
import { firstPersonClause } from './phrasing';
import { writeBuiltInLetter } from './letter-task';
import { sentencesOfParagraph, splitLetter } from './letter-text';

const resumeText = `Nadia Okafor
Product Manager
nadia.okafor@example.com | (555) 010-4141 | Denver, CO

Experience
Product Manager | Larkspur Software | 2020 - Present
- Developing product strategies and making data-driven decisions for the billing product.
- Leading cross-functional teams to design and launch new features.

Software Engineer | Quillon Systems | 2014 - 2020
- Led a team of developers building the payments service in Java.
- Successfully delivered multiple projects within the stipulated time and budget.

Education
Bachelor of Science in Computer Science, University of Colorado | 2014
`;

const job = {
  title: 'Senior Product Manager',
  company: 'Brightwave Analytics',
  description: `Brightwave Analytics builds analytics software for retailers.
Requirements:
- 5+ years of product management experience
- Experience delivering projects on time and budget
- Data-driven decision making`,
};

function paragraphs(templateId: string): string[][] {
  const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId, extras: {} });
  return splitLetter(content).body.map(sentencesOfParagraph);
}

describe('the Impact-Focused opening', () => {
  it('opens on a result told in words when the resume measures none', () => {
    const [opening = []] = paragraphs('cl-spec-4');
    expect(opening[0]).toMatch(/\bI delivered multiple projects within the stipulated time and budget\.$/);
  });

  it('tells a statement that opens on an adverb after "I", without an empty "successfully"', () => {
    expect(firstPersonClause('Successfully delivered multiple projects on time.')).toBe('I delivered multiple projects on time');
    expect(firstPersonClause('Independently rebuilt the billing reports in SQL.')).toBe('I independently rebuilt the billing reports in SQL');
    expect(firstPersonClause('Weekly reported the figures to the board.')).toBeNull();
  });
});
