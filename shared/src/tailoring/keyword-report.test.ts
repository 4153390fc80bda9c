import { describe, expect, it } from 'vitest';
import { documentFromResume } from '../resume/document';
import { parseResume } from '../resume/structure';
import { extractJobRequirements } from './job-requirements';
import { tailorResume } from './engine';
import { keywordReportOf } from './keyword-report';

const RESUME = `Ann Lee
ann@example.com

SUMMARY
Backend engineer with 6 years of Python and PostgreSQL.

EXPERIENCE
Senior Engineer | Contoso | 2020 - Present
• Built order services in Python on AWS Lambda
• Tuned Postgres queries for the billing API

SKILLS
Python, Postgres, Docker
`;

const JOB = {
  title: 'Backend Engineer',
  description: 'Requirements: Python, PostgreSQL, Docker and Kubernetes. Nice to have: AWS.',
};

describe('keywordReportOf', () => {
  const doc = documentFromResume(parseResume(RESUME));
  const report = keywordReportOf(extractJobRequirements(JOB), doc);
  const entry = (keyword: string) => report.find((e) => e.keyword === keyword);

  it('lists each job keyword, required first, with where the resume shows it', () => {
    expect(report.map((e) => e.keyword).slice(0, 4)).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Docker', 'Kubernetes']));
    expect(report.findIndex((e) => e.keyword === 'AWS')).toBeGreaterThan(report.findIndex((e) => e.keyword === 'Kubernetes'));
    expect(entry('Python')?.places.map((p) => p.section)).toEqual(['summary', 'skills', 'experience']);
    expect(entry('Python')?.places[2]).toMatchObject({ where: 'Senior Engineer at Contoso', text: 'Built order services in Python on AWS Lambda', exact: true });
  });

  it('tells the exact wording from a variant an ATS may not match', () => {
    const places = entry('PostgreSQL')?.places ?? [];
    expect(places.find((p) => p.section === 'summary')).toMatchObject({ form: 'PostgreSQL', exact: true });
    expect(places.find((p) => p.section === 'skills')).toMatchObject({ form: 'Postgres', exact: false });
  });

  it('says when a keyword appears nowhere', () => {
    expect(entry('Kubernetes')?.places).toEqual([]);
  });

  it('agrees with the match report: a keyword met through a more specific skill (pivot tables → Excel) is shown where that is', () => {
    const resumeText = RESUME.replace('billing API\n', 'billing API\n• Built pivot tables for the weekly sales report\n');
    const job = { title: 'Analyst', description: 'Requirements:\n- Microsoft Excel\n- Python' };
    const result = tailorResume({ resumeText, job });
    const report = keywordReportOf(result.match.requirements, documentFromResume(result.resume));
    for (const item of result.match.items.filter((i) => i.kind === 'skill')) {
      const keyword = report.find((e) => e.keyword === item.jobTerm);
      expect(keyword?.places.length ?? 0, item.requirement).toSatisfy((n: number) => (item.status === 'met' ? n > 0 : n === 0));
    }
    expect(result.match.items.find((i) => i.requirement === 'Microsoft Excel')?.status).toBe('met');
    expect(report.find((e) => e.keyword === 'Microsoft Excel')?.places[0]).toMatchObject({ form: 'pivot tables', exact: false });
  });
});
