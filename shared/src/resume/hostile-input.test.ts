/**
 * Issue 8: the resume parser and its word lists stay linear on 50,000-character tokens and runs in any
 * part of a resume (see hostile-inputs.ts for the shapes and bounds). degreeLevelsIn on 20,000 letters
 * used to take 13 s.
 */
import { describe, expect, it } from 'vitest';
import { findDateRanges } from './dates';
import { matchHeading } from './headings';
import { HOSTILE_PHRASES, HOSTILE_TOKENS, PHRASE_BUDGET_MS, TOKEN_BUDGET_MS, bestTimeMs } from './hostile-inputs';
import { degreeLevelsIn, isDegreeText, looksLikeLocation } from './lexicon';
import { normalizeText } from './normalize';
import { splitSections } from './sections';
import { findEmail, findLinks, findPhone } from './contact-details';
import { parseResume } from './structure';

const RESUME = `Jordan Rivera
jordan.rivera@example.com | (555) 010-2000 | Portland, OR

SUMMARY
Backend engineer with 6 years of experience building APIs.

EXPERIENCE
Senior Engineer | Acme Logistics | Jan 2019 - Present
• Built REST APIs in Python and Django

EDUCATION
B.S. in Computer Science | Oregon State University | 2016

SKILLS
Python, Django, PostgreSQL`;

/** Each place in a resume a hostile run can sit, and the functions that read it there. */
const PLACES: Record<string, (hostile: string) => () => unknown> = {
  'parseResume: the header': (h) => () => parseResume(`${h}\n${RESUME}`),
  'parseResume: a contact line': (h) => () => parseResume(RESUME.replace('| Portland, OR', `| ${h} | Portland, OR`)),
  'parseResume: a role line': (h) => () => parseResume(RESUME.replace('Acme Logistics', h)),
  'parseResume: a bullet': (h) => () => parseResume(RESUME.replace('Built', `Built ${h}`)),
  'parseResume: an education line': (h) => () => parseResume(RESUME.replace('Oregon State University', h)),
  'parseResume: the skills': (h) => () => parseResume(`${RESUME}, ${h}`),
  'parseResume: all of it': (h) => () => parseResume(h),
  'normalizeText and splitSections': (h) => () => splitSections(normalizeText(`${RESUME}\n${h}`)),
  'degreeLevelsIn and isDegreeText': (h) => () => [degreeLevelsIn(h), isDegreeText(h), degreeLevelsIn(`Bachelor ${h}, MA`)],
  'looksLikeLocation, findDateRanges, matchHeading': (h) => () => [looksLikeLocation(h), findDateRanges(h), matchHeading(h), matchHeading(`SKILLS: ${h}`)],
  'findEmail, findPhone, findLinks': (h) => () => [findEmail(h), findPhone(h), findLinks(h), findLinks(`https://${h}`)],
};

describe.each(Object.entries(PLACES))('a 50,000-character token in %s', (_place, run) => {
  it.each(Object.entries(HOSTILE_TOKENS))(`%s: under ${TOKEN_BUDGET_MS} ms`, (_shape, token) => {
    expect(bestTimeMs(run(token), TOKEN_BUDGET_MS)).toBeLessThan(TOKEN_BUDGET_MS);
  });
});

describe.each(Object.entries(PLACES))('50,000 characters of short words in %s', (_place, run) => {
  it.each(Object.entries(HOSTILE_PHRASES))(`%s: under ${PHRASE_BUDGET_MS} ms`, (_shape, phrase) => {
    expect(bestTimeMs(run(phrase), PHRASE_BUDGET_MS)).toBeLessThan(PHRASE_BUDGET_MS);
  });
});

describe('the bounded expressions still read what they read before', () => {
  it('degree levels, with "MS Office" and "Boston, MA" not taken for degrees', () => {
    expect(degreeLevelsIn("Bachelor's degree in Computer Science; MS preferred")).toEqual(['master', 'bachelor']);
    expect(degreeLevelsIn('Proficient in MS Office; based in Boston, MA')).toEqual([]);
    expect(isDegreeText('Harvard University, Cambridge, MA')).toBe(false);
    expect(isDegreeText('Master of Arts, Harvard University, Cambridge, MA')).toBe(true);
  });

  it('contact details next to long runs', () => {
    expect(findEmail(`${'.'.repeat(5000)} jordan.rivera@example.com`)).toBe('jordan.rivera@example.com');
    expect(findLinks('linkedin.com/in/jordan | github.com/jordan | mail.cs.example.edu')).toEqual([
      'linkedin.com/in/jordan',
      'github.com/jordan',
      'mail.cs.example.edu',
    ]);
    expect(parseResume(RESUME).contact).toMatchObject({ name: 'Jordan Rivera', email: 'jordan.rivera@example.com', location: 'Portland, OR' });
  });
});
