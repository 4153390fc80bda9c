import { describe, expect, it } from 'vitest';
import { summaryInFirstPerson } from './about-first-person';
import { inFirstPerson } from './about-writer';

describe('inFirstPerson', () => {
  it('turns an action statement into a first-person sentence', () => {
    expect(inFirstPerson('Reduced checkout latency by 35% by adding Redis caching.')).toBe('I reduced checkout latency by 35% by adding Redis caching.');
    expect(inFirstPerson('Led the analytics for 120 stores')).toBe('I led the analytics for 120 stores.');
  });

  it('leaves other statements out', () => {
    expect(inFirstPerson('The order service and its API.')).toBeNull();
  });
});

describe('summaryInFirstPerson', () => {
  it('opens a resume summary fragment with "I\'m a"', () => {
    expect(summaryInFirstPerson('Senior data analyst with 8 years of experience in retail analytics.')).toBe("I'm a senior data analyst with 8 years of experience in retail analytics.");
    expect(summaryInFirstPerson('ICU nurse who trains new graduates')).toBe("I'm an ICU nurse who trains new graduates.");
  });

  it('leaves sentences that are not a title fragment alone', () => {
    expect(summaryInFirstPerson('I build backend services with Python.')).toBeNull();
    expect(summaryInFirstPerson('Built services with Python.')).toBeNull();
    expect(summaryInFirstPerson('Skilled in Python and SQL.')).toBeNull();
  });
});
