/**
 * The Follow-Up letter names the job the user applied for as the other templates name it: a title copied from a job
 * board kept its cut in "I applied for the Python Backend Developer Sr /... opening" (a recruiter's read).
 */
import { describe, expect, it } from 'vitest';
import { writeBuiltInLetter } from './letter-task';

const resumeText = `Sam Ortiz
Software Engineer
sam.ortiz@example.com | (555) 010-5151 | Austin, TX

Experience
Software Engineer | Kestrel Labs | 2019 - Present
- Built payment services in Python and PostgreSQL for 40 clients
- Reduced API response time by 40% through caching

Education
Bachelor of Science in Computer Science, University of Texas | 2019
`;

const job = { title: 'Python Backend Developer Sr /...', company: 'Blockchain Talents', description: 'Blockchain Talents builds tools for crypto accountants. Requirements: Python, PostgreSQL.' };

describe('the Follow-Up opening', () => {
  it("names the job without a job board's cut", () => {
    const extras = { appliedOn: 'March 3, 2026', appliedFor: `the ${job.title} opening` };
    const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId: 'cl-spec-5', extras });
    expect(content).toContain('I applied for the Python Backend Developer Sr opening at Blockchain Talents on March 3, 2026');
    expect(content).not.toMatch(/\/\.\.\.|…/);
  });
});
