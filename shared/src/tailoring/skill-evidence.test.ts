import { describe, expect, it } from 'vitest';
import { hasQualifier, isAssistStatement, qualifiedMentions } from './skill-evidence';
import { findSkills } from './skill-matcher';

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

describe('qualifiedMentions', () => {
  it('reads a wrapped line as one clause and a comma as a boundary', () => {
    const text = 'Docker, Python\nand Machine Learning basics';
    const matches = findSkills(text, 'strict');
    const byName = Object.fromEntries(matches.map((m, i) => [m.skill, qualifiedMentions(text, matches)[i]]));
    expect(byName).toMatchObject({ Docker: false, Python: true, 'Machine Learning': true });
  });
});
