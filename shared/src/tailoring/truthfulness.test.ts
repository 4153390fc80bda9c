import { describe, expect, it } from 'vitest';
import { checkTruthfulness, enforceTruthfulness } from './truthfulness';

const original = [
  'Sam Lee',
  'sam@example.com | 555-010-2000',
  '',
  'Summary',
  'Data engineer with three years of experience.',
  '',
  'Experience',
  'Data Engineer | Acme Analytics | 01/2021 - Present',
  '- Built Postgres pipelines processing 1,000 files a day',
  '- Reduced costs by 20% with Airflow',
  'Analyst | Beta Corp | 2018 - 2020',
  '- Wrote SQL reports',
  '',
  'Education',
  'B.S. in Statistics, Ohio University, 2018',
  '',
  'Skills',
  'Python, SQL, Postgres, Airflow',
].join('\n');

describe('checkTruthfulness', () => {
  it('accepts a faithful rewrite (aliases, reformatted dates and numbers, derived years)', () => {
    const tailored = [
      'Sam Lee',
      'sam@example.com | 555-010-2000',
      '',
      'SUMMARY',
      'Data Engineer with 3+ years of experience, skilled in PostgreSQL and Python.',
      '',
      'EXPERIENCE',
      'Data Engineer | Acme Analytics | Jan 2021 – Present',
      '• Built Postgres pipelines processing 1000 files a day',
      'Analyst | Beta Corp | 2018 – 2020',
      '',
      'EDUCATION',
      'B.S. in Statistics | Ohio University | 2018',
      '',
      'SKILLS',
      'PostgreSQL, Python, SQL, Apache Airflow',
    ].join('\n');
    expect(checkTruthfulness(original, tailored, { now: '2024-06-01' })).toEqual({ ok: true, unsupported: [] });
  });

  it('reports invented skills, numbers, dates, employers, titles and degrees', () => {
    const tailored = [
      'Sam Lee',
      'SUMMARY',
      'Data Engineer with 12+ years of experience.',
      'EXPERIENCE',
      'Staff Data Engineer | Globex | Mar 2019 – Present',
      '• Built Kafka pipelines processing 5,000 files a day',
      'EDUCATION',
      'M.S. in Statistics | Ohio University | 2018',
      'SKILLS',
      'Python, Kubernetes',
    ].join('\n');
    const report = checkTruthfulness(original, tailored, { now: '2024-06-01' });
    expect(report.ok).toBe(false);
    const got = report.unsupported.map((u) => `${u.kind}:${u.value}`);
    expect(got).toEqual(
      expect.arrayContaining([
        'number:12',
        'employer:Globex',
        'title:Staff Data Engineer',
        'date:3 2019',
        'skill:Apache Kafka',
        'number:5000',
        'degree:M.S. in Statistics',
        'skill:Kubernetes',
      ]),
    );
  });

  it('reads JSON Resume originals', () => {
    const json = JSON.stringify({ basics: { name: 'A B' }, skills: [{ name: 'Web', keywords: ['React'] }] });
    expect(checkTruthfulness(json, 'SKILLS\nReact').ok).toBe(true);
    expect(checkTruthfulness(json, 'SKILLS\nReact, Vue.js').ok).toBe(false);
  });
});

describe('enforceTruthfulness', () => {
  it('drops unsupported list items and lines, and the bullets of an invented role', () => {
    const tailored = [
      'SKILLS',
      'Python, Kubernetes, SQL',
      'EXPERIENCE',
      'Data Engineer | Acme Analytics | Jan 2021 – Present',
      '• Built Postgres pipelines processing 1000 files a day',
      '• Cut cloud spend by 45%',
      'Principal Engineer | Globex | 2015 – 2017',
      '• Ran the data platform',
    ].join('\n');
    const out = enforceTruthfulness(original, tailored);
    expect(out.text).toBe(
      ['SKILLS', 'Python, SQL', 'EXPERIENCE', 'Data Engineer | Acme Analytics | Jan 2021 – Present', '• Built Postgres pipelines processing 1000 files a day'].join('\n'),
    );
    expect(out.removed.map((r) => r.kind)).toEqual(expect.arrayContaining(['skill', 'number', 'employer', 'title']));
    expect(checkTruthfulness(original, out.text).ok).toBe(true);
  });
});
