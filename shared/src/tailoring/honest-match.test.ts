import { describe, expect, it } from 'vitest';
import { tailorResume } from './engine';
import { rankGaps } from './gaps';
import type { MatchItem } from './report-types';
import { hasQualifier, isAssistStatement } from './skill-evidence';
import { buildSummary, sameContent } from './summary';
import { checkTruthfulness } from './truthfulness';

const NOW = '2025-06-01';

const resumeText = [
  'Bruce Wayne',
  'bruce@example.com | (555) 010-2000',
  '',
  'Summary',
  'Highly skilled MERN Stack Developer with over 10 years of experience building web applications. Proficient in MongoDB, Express.js, React, and Node.js.',
  '',
  'Skills',
  'JavaScript, MongoDB, Express.js, React, Node.js, Docker, Python',
  'and Machine Learning basics',
  '',
  'Experience',
  'MERN Stack Developer | Wayne Corp | Jan 2015 - Present',
  '- Deployed Node.js services with Docker and Kubernetes for 3 product teams',
  '- Helped the internal audit team complete annual audits',
  '- Deployed Node.js services with Docker and Kubernetes for 3 product teams',
  '',
  'Education',
  'B.S. in Computer Science, Gotham University, 2014',
].join('\n');

const description = [
  'Requirements:',
  '- 4+ years of experience with Python',
  '- Docker and Kubernetes in production',
  '- Audit coordination and auditing',
  '- Accountability and reliability',
  'Nice to have:',
  '- Machine Learning',
].join('\n');

describe('honest matching', () => {
  const r = tailorResume({ resumeText, job: { title: 'Backend Engineer', description }, now: NOW });

  it('never meets a years-of-a-skill requirement from a "basics" mention or from roles that do not show it', () => {
    const years = r.match.items.find((i) => i.kind === 'years');
    expect(years).toMatchObject({ requirement: '4+ years of experience (Python)', status: 'gap', evidence: null });
  });

  it('a qualified skill never leads the skills list; a required skill shown in a statement is surfaced', () => {
    expect(r.resume.skills[0]).not.toMatch(/Python|basics/);
    expect(r.resume.skills).toContain('Kubernetes');
    expect(r.resume.skills.indexOf('Kubernetes')).toBeLessThan(r.resume.skills.indexOf('JavaScript'));
    expect(r.match.scoreAfter).toBeGreaterThan(r.match.scoreBefore);
  });

  it('headline skills come from statements in use, never from helping or a "basics" mention', () => {
    expect(r.resume.summary).not.toMatch(/Audit|Python|Machine Learning/);
    expect(r.resume.summary).toContain('Proficient in MongoDB, Express.js, React, Node.js, Docker, and Kubernetes.');
  });

  it('is one summary: the original sentences once each, no generated prefix', () => {
    expect(r.resume.summary.match(/10 years/g)).toHaveLength(1);
    expect(r.resume.summary.startsWith('Highly skilled MERN Stack Developer with over 10 years of experience')).toBe(true);
  });

  it('lists a repeated bullet as left out, keeps one copy, and stays truthful', () => {
    expect(r.leftOut).toEqual(['Deployed Node.js services with Docker and Kubernetes for 3 product teams']);
    expect(r.match.leftOut).toEqual(r.leftOut);
    expect(r.text.match(/Deployed Node\.js services/g)).toHaveLength(1);
    expect(checkTruthfulness(resumeText, r.text, { now: NOW }).ok).toBe(true);
  });

  it('gaps: no trait, none a met item covers', () => {
    const all = [...r.match.gaps, ...r.match.moreGaps];
    expect(all).not.toContain('Accountability');
    expect(all).not.toContain('Reliability');
    expect(all).not.toContain('Auditing');
    expect(r.match.leftOut).toEqual(r.leftOut);
  });
});

describe('skill evidence', () => {
  it('reads qualifiers, not skill names that contain them', () => {
    expect(hasQualifier('Python and Machine Learning basics')).toBe(true);
    expect(hasQualifier('familiar with Go')).toBe(true);
    expect(hasQualifier('Machine Learning')).toBe(false);
    expect(hasQualifier('Basic Life Support')).toBe(false);
    expect(isAssistStatement('Helped the internal audit team complete annual audits')).toBe(true);
    expect(isAssistStatement('Led the annual audit')).toBe(false);
  });
});

const item = (requirement: string, over: Partial<MatchItem> = {}): MatchItem => ({
  requirement,
  kind: 'skill',
  status: 'gap',
  evidence: null,
  required: true,
  priority: 1,
  ...over,
});

describe('rankGaps', () => {
  it('one per concept, none contradicting a met item, no non-skills, ranked and capped at 12', () => {
    const items: MatchItem[] = [
      item('procedures and controls', { priority: 2 }),
      item('controls and procedures', { priority: 1 }),
      item('Auditing', { priority: 5 }),
      item('Audit Coordination', { status: 'met', evidence: 'Helped the team complete annual audits' }),
      item('Accountability', { priority: 9 }),
      item('Kafka', { required: false, priority: 9 }),
      item('5+ years of experience', { kind: 'years', priority: 3 }),
      ...Array.from({ length: 14 }, (_, i) => item(`Tool${String.fromCharCode(65 + i)}x`, { priority: 4 })),
    ];
    const { gaps, moreGaps } = rankGaps(items, []);
    expect(gaps).toHaveLength(12);
    expect(gaps[0]).toBe('5+ years of experience');
    expect(gaps[1]).toBe('ToolAx');
    const all = [...gaps, ...moreGaps];
    expect(all).not.toContain('Auditing');
    expect(all).not.toContain('Accountability');
    expect(all.filter((g) => /procedures|controls/.test(g))).toEqual(['procedures and controls']); // one concept
    expect(all.at(-1)).toBe('Kafka'); // preferred last
    expect(new Set(all).size).toBe(all.length);
  });

  it('folds word order and plurals into one gap', () => {
    const { gaps } = rankGaps([item('Data Pipelines', { priority: 2 }), item('pipeline data', { priority: 1 })], []);
    expect(gaps).toEqual(['Data Pipelines']);
  });
});

describe('buildSummary', () => {
  const base = { title: 'Data Engineer', years: 5, strengths: ['Python', 'Airflow'], target: null, isSupported: () => true };

  it('writes an opening when the resume has no summary', () => {
    expect(buildSummary({ ...base, original: '' })).toBe('Data Engineer with 5+ years of experience, skilled in Python and Airflow.');
  });

  it('keeps a good summary as it is when there is nothing new to say', () => {
    const original = 'Data engineer with 5 years of experience in Python and Airflow. Calm under pressure.';
    expect(buildSummary({ ...base, original })).toBe(original);
  });

  it('never exceeds three sentences and never repeats one', () => {
    const original = 'Builds pipelines. Calm under pressure. Mentors juniors.';
    const out = buildSummary({ ...base, original });
    expect(out).toBe(original);
    expect(sameContent('Data Engineer with 5 years', 'data engineers with 5 years')).toBe(true);
  });

  it('an objective does not say who the candidate is: the opening goes before it, the objective stays', () => {
    expect(buildSummary({ ...base, strengths: [], original: 'Seeking a role as a Data Engineer where I can grow.' })).toBe(
      'Data Engineer with 5+ years of experience. Seeking a role as a Data Engineer where I can grow.',
    );
  });

  it('adds an opening only when no sentence says who the candidate is', () => {
    expect(buildSummary({ ...base, original: 'Calm under pressure.' })).toBe(
      'Data Engineer with 5+ years of experience, skilled in Python and Airflow. Calm under pressure.',
    );
  });
});
