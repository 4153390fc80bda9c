import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSmallNumber } from './text';
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

describe('checkTruthfulness: counts', () => {
  const withDates = [
    'Sam Lee',
    'sam@example.com | 555-012-2000',
    'Experience',
    'Data Engineer | Acme Analytics | 12/2019 - Present',
    '- Led a team of three analysts and managed 4 projects',
  ].join('\n');

  it.each([
    ['a bare count the original has only in a date', 'Led 12 engineers'],
    ['a bare count the original has only in a phone number', 'Managed 555 accounts'],
    ['a number word the original lacks', 'Led a team of twelve'],
    ['a number word for a count the original states otherwise', 'Managed five projects'],
  ])('reports %s', (_, line) => {
    const report = checkTruthfulness(withDates, `EXPERIENCE\n• ${line}`);
    expect(report.unsupported.map((u) => u.kind)).toContain('number');
  });

  it.each([
    ['the same count in digits', 'Managed 4 projects'],
    ['a count written as a word in the original, in digits', 'Led a team of 3 analysts'],
    ['the same number word', 'Led a team of three analysts'],
    ['a date that is in the original', 'Data Engineer | Acme Analytics | Dec 2019 – Present'],
  ])('accepts %s', (_, line) => {
    expect(checkTruthfulness(withDates, `EXPERIENCE\n${line}`).unsupported).toEqual([]);
  });

  describe('a year the original holds, restated as a year', () => {
    const withYears = [
      'Ana Ruiz',
      'Certifications',
      'Registered Nurse, State of Illinois; BLS and ACLS, current through 2026; Telemetry Certification',
      'Awards',
      'Hackathon Winner: First place in 2019 Bay Area Tech Hackathon',
    ].join('\n');

    it.each([
      ['after "through", before "and"', 'My credentials include BLS and ACLS, current through 2026 and Telemetry Certification.'],
      ['after "in", before a name', 'My resume also records: First place in 2019 Bay Area Tech Hackathon.'],
    ])('accepts it %s', (_, line) => {
      expect(checkTruthfulness(withYears, line).unsupported).toEqual([]);
    });

    it.each([
      ['a year of the original used as a count', 'I cared for 2026 patients.'],
      ['a year the original lacks', 'First place in 2018 Bay Area Tech Hackathon.'],
    ])('still reports %s', (_, line) => {
      expect(checkTruthfulness(withYears, line).unsupported.map((u) => u.kind)).toContain('number');
    });
  });

  it('property: an invented count, in digits or words, is always reported', () => {
    const words = ['two', 'five', 'seven', 'nine', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty'];
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.boolean(),
        fc.constantFrom('engineers', 'projects', 'clients', 'stores', 'people'),
        (n, asWord, noun) => {
          const word = words.find((w) => parseSmallNumber(w) === n);
          const written = asWord && word ? word : String(n);
          const original = `Pat Doe\nExperience\nAnalyst | Initech | 01/2019 - 06/2021\n- Managed ${n === 4 ? 6 : 4} projects`;
          const tailored = `EXPERIENCE\n• Managed ${written} ${noun}`;
          const found = checkTruthfulness(original, tailored).unsupported.filter((u) => u.kind === 'number');
          // 2019, 2021, 1 and 6 appear only in the dates: as counts they are invented too.
          expect(found.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 120, seed: 7 },
    );
  });
});

describe('a range of counts is no phone number', () => {
  const original = 'Ana Ruiz\n(210) 555-0100\n\nExperience\nPharmacy Technician | Corner Pharmacy | May 2020 - Present\n- Fill and verify 350-450 prescriptions a day alongside 2 pharmacists';

  it('"350-450 prescriptions a day" supports its own counts', () => {
    expect(checkTruthfulness(original, '• Fill and verify 350-450 prescriptions a day alongside 2 pharmacists').ok).toBe(true);
  });

  it('never takes out a line the original holds word for word, whatever the check reads in it', () => {
    const tailored = 'EXPERIENCE\n• Fill and verify 350-450 prescriptions a day alongside 2 pharmacists\n• Served 900 patients a day';
    const { text } = enforceTruthfulness(original, tailored);
    expect(text).toContain('Fill and verify 350-450 prescriptions a day alongside 2 pharmacists');
    expect(text).not.toContain('900 patients');
  });
});
