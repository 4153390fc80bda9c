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
- Data-driven decision making
- Experience leading a team of developers in Java`,
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

  it('gives the role its title once: the argument does not name it again after the opening', () => {
    const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId: 'cl-spec-4', extras: {} });
    expect(content.match(/Software Engineer (?:for|at) Quillon Systems/g) ?? [], content).toHaveLength(1);
  });

  it('tells a statement that opens on an adverb after "I", without an empty "successfully"', () => {
    expect(firstPersonClause('Successfully delivered multiple projects on time.')).toBe('I delivered multiple projects on time');
    expect(firstPersonClause('Independently rebuilt the billing reports in SQL.')).toBe('I independently rebuilt the billing reports in SQL');
    expect(firstPersonClause('Weekly reported the figures to the board.')).toBeNull();
  });
});

const engineerText = `Leo Brandt
Senior Software Engineer
leo.brandt@example.com | (555) 010-7171 | Portland, OR

Experience
Senior Software Engineer | Quartzline | 2020 - Present
- Designed and implemented real-time data processing pipelines using Python and Kafka
- Reduced application response time by 40% through performance optimization

Software Engineer | Fenwick Apps | 2017 - 2020
- Implemented automated testing frameworks in Python improving code coverage to 95%

Education
Bachelor of Science in Computer Science, Oregon State University | 2017
`;

const backendJob = {
  title: 'Python Backend Developer',
  company: 'Blockchain Talents',
  description: `Blockchain Talents builds tools for crypto accountants.
Requirements:
- 5+ years of experience with Python
- Experience building automated testing frameworks in Python
- Code coverage above 90% across services
- Application performance`,
};

describe('the Impact-Focused lead', () => {
  it("is the current job's measured result that bears on the posting, not an earlier job's", () => {
    const { content } = writeBuiltInLetter({ document: null, resumeText: engineerText, job: backendJob, templateId: 'cl-spec-4', extras: {} });
    const [opening = []] = splitLetter(content).body.map(sentencesOfParagraph);
    expect(opening[0], content).toMatch(/Quartzline, I reduced application response time by 40%/);
  });
});
