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

describe('keywordReportOf with the match report: the panel names the asks the report names', () => {
  const resumeText = `Ivy Hart
ivy@example.com

EXPERIENCE
IT Support Technician | Northwind | 2019 - Present
• Communicated effectively over chat and phone to troubleshoot tech issues with office employees
• Installed Postgres databases for the billing team
`;
  const job = {
    title: 'Technical Support Engineer',
    description: `Requirements:
- Experience in technical support
- Superior written and verbal communication skills
- Postgre sql and Kubernetes
- Self-driven with the desire to take ownership`,
  };
  const result = tailorResume({ resumeText, job });
  const panel = keywordReportOf(result.match.requirements, documentFromResume(result.resume), result.match);
  const entry = (keyword: string) => panel.find((e) => e.keyword.toLowerCase() === keyword.toLowerCase());

  it('leaves out what the report does not list as an ask (a trait: "ownership")', () => {
    expect(result.match.gaps.concat(result.match.moreGaps)).not.toContain('Accountability');
    expect(entry('ownership')).toBeUndefined();
    expect(entry('Kubernetes')?.places).toEqual([]);
  });

  it('shows a met ask where its evidence is, when no word of it is found there', () => {
    const met = result.match.items.find((i) => i.jobTerm === 'written and verbal communication');
    expect(met?.status).toBe('met');
    expect(entry('Written and verbal communication')?.places[0]).toMatchObject({ section: 'experience', form: 'Communicated', exact: false });
  });

  it('shows a soft skill met by doing it in the words that do it ("Fixed bugs")', () => {
    const fixed = tailorResume({ resumeText: resumeText.replace('Communicated effectively over chat and phone to troubleshoot tech issues with office employees', 'Fixed bugs and implemented feature requests from customer feedback'), job: { ...job, description: `${job.description}\n- Troubleshooting` } });
    const panel = keywordReportOf(fixed.match.requirements, documentFromResume(fixed.resume), fixed.match);
    expect(fixed.match.items.find((i) => i.requirement === 'Troubleshooting')?.status).toBe('met');
    expect(panel.find((e) => e.keyword === 'Troubleshooting')?.places.map((p) => p.form)).toContain('Fixed bugs');
  });

  it('shows a met ask on the role title that meets it', () => {
    expect(result.match.items.find((i) => i.requirement === 'Technical Support')?.status).toBe('met');
    expect(entry('Technical support')?.places[0]).toMatchObject({ section: 'experience', text: 'IT Support Technician', form: 'Support Technician' });
  });

  it('names a keyword as the report does ("PostgreSQL" for the posting\'s "Postgre sql")', () => {
    expect(entry('PostgreSQL')).toBeDefined();
    expect(entry('Postgre sql')).toBeUndefined();
  });

  it('agrees with the report on every skill it lists: a met one is shown, a gap is not', () => {
    const shownGaps = new Set([...result.match.gaps, ...result.match.moreGaps]);
    for (const item of result.match.items.filter((i) => i.kind === 'skill' && (i.status === 'met' || shownGaps.has(i.requirement)))) {
      const keyword = panel.find((e) => e.keyword === (item.label ?? item.jobTerm));
      expect(keyword, item.requirement).toBeDefined();
      if (item.status === 'met') expect(keyword?.places.length, item.requirement).toBeGreaterThan(0);
    }
  });
});

describe('keywordReportOf: a met ask whose evidence is a whole skills line', () => {
  it('is shown on the item of the line that says it ("Forecast" by "Pipeline forecasting")', () => {
    const resumeText = `Bri Castle
bri@example.com

SKILLS
Salesforce • HubSpot • Gong • Pipeline forecasting

EXPERIENCE
Account Executive | Summitline | 2020 - Present
• Closed new mid-market business worth $1.4M in 2024
`;
    const job = { title: 'Account Executive', description: "What you'll do:\n- Forecast accurately in Salesforce and keep opportunity records clean\n\nWhat you bring:\n- Salesforce proficiency" };
    const result = tailorResume({ resumeText, job });
    const met = result.match.items.find((i) => i.requirement.toLowerCase().startsWith('forecast'));
    expect(met?.status).toBe('met');
    const panel = keywordReportOf(result.match.requirements, documentFromResume(result.resume), result.match);
    const entry = panel.find((e) => e.keyword.toLowerCase().startsWith('forecast'));
    expect(entry?.places[0]).toMatchObject({ section: 'skills', text: 'Pipeline forecasting' });
  });
});

describe('keywordReportOf: a keyword a met item only stands for', () => {
  const doc = documentFromResume(parseResume('Ann Lee\nann@example.com\n\nEXPERIENCE\nSupport Lead | Contoso | 2020 - Present\n• Served as the Cantonese-language escalation contact for my team\n'));
  const requirements = extractJobRequirements({ title: 'Support Lead', description: 'Requirements:\n- Spanish or Mandarin' });
  const langs = requirements.skills.filter((s) => s.skill === 'Spanish' || s.skill === 'Mandarin');
  const item = { requirement: 'Mandarin', jobTerm: 'Mandarin', label: 'Spanish or Mandarin', kind: 'skill' as const, status: 'met' as const, evidence: 'Served as the Cantonese-language escalation contact for my team', required: true, priority: 1, covers: ['Spanish'] };

  it('is not shown by the item\'s line when no word of the line says it ("Spanish" by a Cantonese line)', () => {
    expect(langs.map((s) => s.skill).sort()).toEqual(['Mandarin', 'Spanish']);
    const panel = keywordReportOf(requirements, doc, { items: [item], gaps: [], moreGaps: [] });
    expect(panel.find((e) => e.keyword === 'Spanish')?.places).toEqual([]);
    // The item's own keyword is shown where its evidence is, in the line's first word.
    expect(panel.find((e) => e.keyword === 'Mandarin')?.places[0]).toMatchObject({ section: 'experience', form: 'Served', exact: false });
  });
});

describe('keywordReportOf: the credentials an ATS reads', () => {
  it('finds a keyword in the certifications and the degree', () => {
    const doc = documentFromResume(parseResume('Ann Lee\nann@example.com\n\nEXPERIENCE\nEngineer | Contoso | 2020 - Present\n• Ran the build pipeline\n\nEDUCATION\nBachelor of Science in Nursing | State University | 2015\n\nCERTIFICATIONS\n• Certified Kubernetes Administrator (CKA)\n'));
    const report = keywordReportOf(extractJobRequirements({ title: 'Engineer', description: 'Requirements:\n- Kubernetes\n- BSN' }), doc);
    expect(report.find((e) => e.keyword === 'Kubernetes')?.places[0]).toMatchObject({ section: 'other', where: 'Certifications' });
    expect(report.find((e) => e.keyword === 'BSN')?.places[0]).toMatchObject({ section: 'other', where: 'Education', form: 'Bachelor of Science in Nursing' });
  });
});

describe('keywordReportOf: the words of a met years ask', () => {
  const doc = documentFromResume(
    parseResume(
      'Bri Castle\nbri@example.com\n\nEXPERIENCE\nAccount Executive | Summitline | 2016 - Present\n• Close new mid-market business for a scheduling platform\n\nPUBLICATIONS\n• Evaluation of a dosing protocol. J Hosp Pharm Pract. 2023\n',
    ),
  );
  const requirements = extractJobRequirements({ title: 'Account Executive', description: 'Requirements:\n- 3+ years of closing experience\n- 2+ years of pharmacy practice' });
  const years = (label: string, covers: string[]) => ({ requirement: label, jobTerm: label, label, kind: 'years' as const, status: 'met' as const, evidence: 'About 9 years as Account Executive, Summitline, from 2016', required: true, priority: 1, covers });
  const items = [years('3+ years of closing experience', ['closing']), years('2+ years of pharmacy practice', ['pharmacy practice'])];
  const panel = keywordReportOf(requirements, doc, { items, gaps: [], moreGaps: [] });

  it('is shown where a statement says it in another form ("closing" by "Close")', () => {
    const closing = panel.find((e) => e.keyword.toLowerCase() === 'closing');
    expect(closing?.places[0]).toMatchObject({ section: 'experience', form: 'Close', exact: false });
  });

  it('is not shown by a word that only begins the same ("Pract." for practice)', () => {
    const practice = panel.find((e) => e.keyword.toLowerCase() === 'pharmacy practice');
    expect(practice).toBeDefined();
    expect(practice?.places).toEqual([]);
  });
});
