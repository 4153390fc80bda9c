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
