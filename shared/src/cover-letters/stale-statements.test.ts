/**
 * A statement of a role that ended more than fifteen years before the resume's latest date proves no ask and ranks
 * below the rest: a product manager's letters told his 1999-2002 engineering bullet as the proof of the posting's SQL.
 */
import { describe, expect, it } from 'vitest';
import { coverLetterTemplates } from './templates';
import { writeBuiltInLetter } from './letter-task';

const resumeText = `Alfred Pennyworth
alfred@example.com

Experience
Product Manager | Google | 2017 - Present
• Lead cross-functional teams to design, develop, and launch new products.
• Develop product strategies and make data-driven decisions to improve user experience.
• Launched a self-serve reporting feature used by 40,000 customers in its first quarter.
• Cut the release cycle from six weeks to two by moving the team to quarterly planning and sprint reviews.

Software Development Engineer III | Amazon | 2012 - 2017
• Led a team of developers in building scalable e-commerce applications.
• Delivered multiple projects within the stipulated time and budget.
• Worked closely with product managers and designers to create an optimal user experience.

Software Development Engineer I | Facebook | 1999 - 2002
• Implemented scalable back-end services using Java and SQL.
`;

const asks = ['4+ years of product management experience.', 'SQL for self-serve analysis.', 'Cross-functional leadership.'];
const job = { title: 'Senior Product Manager', company: 'Brightwave Analytics', description: `Requirements\n${asks.map((a) => `- ${a}`).join('\n')}` };

describe('a statement of a role long past', () => {
  it('is told in none of the letters when recent work fills them (the Follow-Up and the shortest tell two statements)', () => {
    const told = coverLetterTemplates.filter((t) => writeBuiltInLetter({ document: null, resumeText, job, templateId: t.id, extras: {}, now: '2026-06-01T12:00:00Z' }).content.includes('Java and SQL'));
    expect(told.map((t) => t.id)).toEqual([]);
  });
});

describe('the Technical letter’s education sentence', () => {
  const withDegree = (degree: string) =>
    writeBuiltInLetter({
      document: null,
      resumeText: `Alfred Pennyworth\nalfred@example.com\n\nExperience\nProduct Manager | Google | 2017 - Present\n• Lead cross-functional teams to launch new products.\n\nEducation\n${degree} | Stanford University | 2018\n`,
      job,
      templateId: 'cl-prof-2',
      extras: {},
      now: '2026-06-01T12:00:00Z',
    }).content;

  it('calls no business degree a technical education', () => {
    expect(withDegree('Master of Business Administration')).toMatch(/Master of Business Administration/);
    expect(withDegree('Master of Business Administration')).not.toMatch(/technical education is a Master of Business Administration/);
    expect(withDegree('Master of Science in Computer Science')).toMatch(/technical education is a Master of Science in Computer Science/);
  });
});
