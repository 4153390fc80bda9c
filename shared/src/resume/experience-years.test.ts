import { describe, expect, it } from 'vitest';
import { statedExperienceYears } from './experience-years';
import type { StructuredResume } from './types';

const stated = (summary: string) => statedExperienceYears({ headline: '', summary } as StructuredResume);

describe('statedExperienceYears: what the figure counts', () => {
  it('reads the field the user says the years were in', () => {
    expect(stated('Seasoned Product Manager with over 20 years of experience in software development and product management, having worked at all FAANG companies.')).toMatchObject({
      years: 20,
      atLeast: 'over',
      scope: 'software development and product management',
    });
    expect(stated('With over 3 years in DevOps, I excel in Linux systems.')?.scope).toBe('DevOps');
    expect(stated('Enthusiastic IT expert with four years of experience in desktop support.')?.scope).toBe('desktop support');
  });

  it('gives none where the phrase goes on as a list, joins a second thing, or there is none', () => {
    expect(stated('Senior Backend Developer with 8 years of experience in developing backend systems using Java, Python, and Spring Boot.')?.scope).toBeUndefined();
    expect(stated('Accountant with 3 years in the industry and a CPA.')?.scope).toBeUndefined();
    expect(stated('Registered nurse with 11 years of experience.')).toEqual({ years: 11, text: 'Registered nurse with 11 years of experience.' });
  });
});

describe('statedExperienceYears: a title’s own figure in brackets', () => {
  it('reads "(8 years)" after the title as the years the user states', () => {
    expect(stated('High school chemistry teacher (8 years) who builds courses people finish.')?.years).toBe(8);
    expect(stated('Welder (12+ years), certified in TIG and MIG.')).toMatchObject({ years: 12, atLeast: '+' });
  });

  it('does not read a bracketed figure that is not a span of years', () => {
    expect(stated('Teacher who built a 3-year course plan (grades 9-12).')).toBeNull();
  });
});
