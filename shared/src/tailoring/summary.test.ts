import { describe, expect, it } from 'vitest';
import { buildSummary, sameContent } from './summary';

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

describe('buildSummary: what it adds', () => {
  const base = { title: 'Staff Accountant', years: 4, target: null, isSupported: () => true };

  it('names skills, not credentials or degrees, after "skilled in"', () => {
    const out = buildSummary({ ...base, strengths: ['CPA', 'Financial Statements', 'BSN', 'Certified Public Accountant'], original: '' });
    expect(out).toBe('Staff Accountant with 4+ years of experience, skilled in Financial Statements.');
  });

  it('adds no second "skilled in" when a sentence of the summary already has one', () => {
    const original = 'Registered nurse with 6 years of experience in the ICU. Skilled in patient assessment, ventilator care and family education.';
    expect(buildSummary({ ...base, title: 'Registered Nurse', strengths: ['Wound Care'], original })).toBe(original);
  });
});
