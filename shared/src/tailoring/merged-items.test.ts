import { describe, expect, it } from 'vitest';
import { tailorResume } from './engine';
import { mergeSameAsks, mergedGapKeys } from './merged-items';
import type { MatchItem } from './report-types';

const now = new Date('2026-11-23T00:00:00Z');

/** A met or gap skill item as the match stage makes it, labelled as the posting writes it. */
function skill(requirement: string, jobTerm: string, status: 'met' | 'gap', evidence: string | null, required = true): MatchItem {
  return { requirement, jobTerm, label: jobTerm.charAt(0).toUpperCase() + jobTerm.slice(1), kind: 'skill', status, evidence, required, priority: 1 };
}

/** The report's items for a resume and a posting. */
function reportOf(bullets: string[], skills: string, description: string) {
  const resumeText = ['Jane Roe', 'jane@example.com', '', 'Experience', 'Supervisor | Acme | Jan 2018 - Present', ...bullets.map((b) => `- ${b}`), '', 'Skills', skills].join('\n');
  return tailorResume({ resumeText, job: { title: 'Supervisor', description }, now }).match;
}

describe('one ask, one item', () => {
  it('lists a choice once, in the posting’s words ("Tableau or Power BI", "Lean or Six Sigma training")', () => {
    const items = [skill('Tableau', 'Tableau', 'met', 'Tableau'), skill('Tableau or Power BI', 'Power BI', 'met', 'Tableau'), skill('Lean', 'Lean', 'met', 'Lean / 5S', false), skill('Six Sigma', 'Six Sigma', 'met', 'Lean Six Sigma Yellow Belt', false)];
    const { items: out, into } = mergeSameAsks(items, "You'll need:\n- Tableau or Power BI\n\nNice to have:\n- Lean or Six Sigma training");
    expect(out.map((i) => i.label)).toEqual(['Tableau or Power BI', 'Lean or Six Sigma training']);
    // Held by the item the phrase names whole; the other is kept in its covers.
    expect(out[0]).toMatchObject({ requirement: 'Tableau or Power BI', covers: ['Tableau'] });
    expect(into.get('Six Sigma')).toBe('Lean');
  });

  it('folds a bracket of examples into the tool it follows, and one experience named in two words', () => {
    const r = reportOf(
      ['Ran cycle counts for 42,000 SKUs; inventory accuracy held at 99.6%', 'Kept inventory accurate across two sites', 'Built pivot tables in Microsoft Excel for the shift report'],
      'Microsoft Excel (pivot tables, VLOOKUP), Inventory control and cycle counting',
      'Requirements:\n* Inventory management and cycle counting experience\n* Microsoft Excel (pivot tables, lookups)',
    );
    const met = r.items.filter((i) => i.status === 'met' && i.kind === 'skill').map((i) => i.label);
    expect(met).toEqual(expect.arrayContaining(['Inventory management and cycle counting', 'Microsoft Excel (pivot tables, lookups)']));
    expect(met).not.toContain('Cycle counts');
    expect(met).not.toContain('Pivot tables');
    // The line that shows both halves is the evidence, not a line that names only one.
    expect(r.items.find((i) => i.label === 'Inventory management and cycle counting')?.evidence).toMatch(/^Ran cycle counts/);
  });

  it('lists a practice and the tool the posting asks it with once ("containerization via Docker", "Vitest or Jest for unit tests")', () => {
    const items = [
      skill('Containerization', 'containerization', 'gap', null),
      skill('Docker', 'Docker', 'gap', null),
      skill('Asynchronous Programming', 'async programming', 'gap', null),
      skill('asyncio', 'asyncio', 'gap', null),
      skill('Vitest', 'Vitest', 'gap', null),
      skill('Jest', 'Jest', 'gap', null),
      skill('Unit Testing', 'unit tests', 'gap', null),
      skill('Model Monitoring', 'ML monitoring', 'gap', null),
      skill('Data Drift', 'data drift', 'gap', null),
    ];
    const description = 'Requirements: deep knowledge of async programming with asyncio; experience with containerization via Docker; Vitest or Jest for unit tests; ML monitoring concepts (data drift, concept drift).';
    expect(mergeSameAsks(items, description).items.map((i) => i.label)).toEqual([
      'Containerization via Docker',
      'Async programming with asyncio',
      'Vitest or Jest for unit tests',
      'ML monitoring concepts (data drift, concept drift)',
    ]);
  });

  it('keeps two names joined by "with" two asks, and a practice the resume shows apart from the tool it lacks', () => {
    const items = [skill('Python', 'Python', 'gap', null), skill('Django', 'Django', 'gap', null), skill('Containerization', 'containerization', 'met', 'Ran Podman containers'), skill('Docker', 'Docker', 'gap', null)];
    const out = mergeSameAsks(items, 'Requirements: Python with Django; containerization via Docker.').items;
    expect(out.map((i) => i.label)).toEqual(['Python', 'Django', 'Containerization', 'Docker']);
    // Two met asks shown by two lines stay two, each with its line.
    const met = [skill('Scalability', 'scalable backend services', 'met', 'Built scalable web applications'), skill('REST APIs', 'REST APIs', 'met', 'Implemented RESTful services')];
    expect(mergeSameAsks(met, 'Requirements: maintaining scalable backend services with REST APIs.').items.map((i) => i.evidence)).toEqual(['Built scalable web applications', 'Implemented RESTful services']);
  });

  it('keeps two credentials named together as two asks ("BLS and ACLS certification")', () => {
    const r = reportOf(['Cared for 5 patients a shift'], 'BLS, ACLS', 'Requirements:\n- BLS and ACLS certification required');
    const names = r.items.filter((i) => i.kind === 'skill').map((i) => i.requirement);
    expect(names).toEqual(expect.arrayContaining(['Basic Life Support', 'Advanced Cardiovascular Life Support']));
  });

  it('ends a choice at a comma, and at a word that joins it to the work ("using Spark or Ray, experiment tracking")', () => {
    const items = [skill('Apache Spark', 'Spark', 'gap', null), skill('Ray', 'Ray', 'gap', null)];
    const { items: out } = mergeSameAsks(items, 'Requirements:\n- Day-to-day work involves unstructured data using Spark or Ray, experiment tracking in MLflow');
    expect(out.map((i) => i.label)).toEqual(['Spark or Ray']);
  });

  it('does not read a practice ending the list item before a choice as one of its names ("component documentation, Vitest or Jest")', () => {
    const items = [skill('Documentation', 'documentation', 'gap', null), skill('Vitest', 'Vitest', 'gap', null), skill('Jest', 'Jest', 'gap', null)];
    const { items: out } = mergeSameAsks(items, 'Requirements:\n- Familiarity with Storybook for component documentation, Vitest or Jest for unit tests, and Playwright');
    expect(out.map((i) => i.label)).toEqual(['Documentation', 'Vitest or Jest']);
    // Names of one kind listed before "or" are still one choice.
    const tools = [skill('Tableau', 'Tableau', 'gap', null), skill('Power BI', 'Power BI', 'gap', null), skill('Looker', 'Looker', 'gap', null)];
    expect(mergeSameAsks(tools, 'Requirements:\n- Experience with Tableau, Power BI, or Looker').items.map((i) => i.label)).toEqual(['Tableau, Power BI, or Looker']);
  });

  it('labels one side of a choice by the whole choice ("Public accounting or audit experience")', () => {
    const { items } = mergeSameAsks([skill('Auditing', 'audit', 'gap', null, false)], 'Preferred\n- CPA (or actively pursuing)\n- Public accounting or audit experience');
    expect(items[0]?.label).toBe('Public accounting or audit experience');
  });

  it('does not read a degree’s list of fields as a choice ("supply chain, or a related field")', () => {
    const { items } = mergeSameAsks([skill('Supply Chain Management', 'supply chain', 'gap', null)], "- Bachelor's degree in statistics, economics, supply chain, or a related field");
    expect(items[0]?.label).toBe('Supply chain');
  });

  it('keeps a name written in lower case as written ("dbt or another data transformation tool")', () => {
    const item = { ...skill('dbt', 'dbt', 'gap', null, false), label: 'dbt' };
    expect(mergeSameAsks([item], 'Bonus points for:\n- dbt or another data transformation tool').items[0]?.label).toBe('dbt or another data transformation tool');
  });

  it('lists a merged gap once, under the item that holds it', () => {
    expect(mergedGapKeys(['GitHub Actions', 'CircleCI', 'asyncio'], new Map([['CircleCI', 'GitHub Actions']]))).toEqual(['GitHub Actions', 'asyncio']);
  });

  it('labels a term by the whole name the posting writes it in', () => {
    const posting = 'Requirements\nServSafe Food Protection Manager certification and a City of Chicago Food Service Sanitation Manager Certificate.\nDiagnose faults on Allen-Bradley ControlLogix and CompactLogix PLCs';
    const { items } = mergeSameAsks([skill('HACCP', 'ServSafe', 'met', 'ServSafe Food Protection Manager, 2022'), skill('Food and Beverage', 'Food Service', 'met', 'City of Chicago Food Service Sanitation Manager Certificate (2022)'), skill('PLC Programming', 'PLCs', 'gap', null)], posting);
    expect(items.map((i) => i.label)).toEqual(['ServSafe Food Protection Manager certification', 'City of Chicago Food Service Sanitation Manager Certificate', 'PLCs']);
  });


  it('lists a line of work named only in the years phrase as the years item', () => {
    const years: MatchItem = { requirement: '2+ years of customer support experience', kind: 'years', status: 'met', evidence: 'About 5 years as Support Specialist', required: true, priority: 3 };
    const items = [skill('Customer Service', 'customer support', 'met', 'Customer support specialist with six years'), skill('Zendesk', 'Zendesk', 'met', 'Zendesk'), years];
    const { items: out, into } = mergeSameAsks(items, "What we're looking for:\n– 2+ years of customer support experience, ideally at a software company\n– Experience with Zendesk");
    expect(out.map((i) => i.requirement)).toEqual(['Zendesk', '2+ years of customer support experience']);
    expect(out[1]?.covers).toEqual(['customer support', 'Customer Service']);
    expect(into.get('Customer Service')).toBe('2+ years of customer support experience');
  });
});

