/**
 * A model's LinkedIn texts held to the built-in writer's bar: a good answer is used as written (after the
 * truth check); one that repeats itself, pastes an Experience line, opens without a result or claims a
 * skill the user lacks is replaced by the built-in writer's, and the result says why.
 */
import { describe, expect, it } from 'vitest';
import { fixtureText } from './__fixtures__/load';
import { completeModelProfile } from './linkedin-task';
import type { LlmProfileAnswer } from './llm-profile.schema';
import { documentFromResume } from '../resume/document';
import { parseResume } from '../resume/structure';

const input = {
  profileContent: fixtureText('weak-profile.txt'),
  targetPosition: 'Backend Engineer',
  targetIndustry: 'Software',
  resumes: [documentFromResume(parseResume(fixtureText('jordan-resume.txt')))],
};

const GOOD_ANSWER: LlmProfileAnswer = {
  headlines: ['Backend Engineer | Python, PostgreSQL and Redis', 'Backend Engineer at Northwind Traders | Python · Django', 'Backend Engineer | Cut checkout latency by 35% | Python, Redis'],
  about:
    'At Northwind Traders I cut checkout latency by 35%. I build backend services in Python and Django, and I care about fast, reliable APIs.\n\nBefore that, at Contoso Ltd, I built internal tools for 3 warehouse teams.\n\nIf you are hiring a backend engineer, I would be glad to connect.',
  roles: [],
  skills: ['Python', 'PostgreSQL', 'Django', 'Redis'],
};

const BAD_ANSWERS: [string, LlmProfileAnswer, RegExp][] = [
  ['a headline says the title twice', { ...GOOD_ANSWER, headlines: ['Backend Engineer | Backend Engineer for Python teams | Redis', ...GOOD_ANSWER.headlines.slice(1)] }, /headline 1 says/],
  ['a headline pastes an Experience line', { ...GOOD_ANSWER, headlines: [...GOOD_ANSWER.headlines.slice(0, 2), 'Backend Engineer | Reduced checkout latency by 35% by adding Redis caching'] }, /headline 3 pastes/],
  ['the About opens without a result', { ...GOOD_ANSWER, about: `I am a backend engineer.\n\n${GOOD_ANSWER.about}` }, /does not open with a result/],
  ['a skill the user lacks', { ...GOOD_ANSWER, skills: [...GOOD_ANSWER.skills, 'Terraform'] }, /claimed what your profile and resumes do not show/],
  ['a title as a tool', { ...GOOD_ANSWER, about: `${GOOD_ANSWER.about} I work with Python and Software Engineer.` }, /job title as a tool/],
];

describe('a model’s LinkedIn texts', () => {
  it('are used when they clear the bar', async () => {
    const row = await completeModelProfile({ ...input, answer: GOOD_ANSWER });
    expect(row.modelFaults).toEqual([]);
    expect(row.result.headlines).toEqual(GOOD_ANSWER.headlines);
    expect(row.result.about.startsWith('At Northwind Traders I cut checkout latency by 35%.')).toBe(true);
    expect(row.result.removedClaims.join('\n')).not.toMatch(/built-in writer/);
  });

  it.each(BAD_ANSWERS)('are replaced by the built-in writer’s when %s, and the result says why', async (_name, answer, reason) => {
    const row = await completeModelProfile({ ...input, answer });
    expect(row.modelFaults.join('\n')).toMatch(reason);
    expect(row.result.removedClaims[0]).toMatch(/AI model's draft was not used .*built-in writer/);
    expect(row.result.headlines).not.toEqual(answer.headlines);
    expect(row.result.about.startsWith('Checkout latency fell by 35% at Northwind Traders after I added Redis caching.')).toBe(true);
    expect(row.summary).toBe(row.result.about);
  });
});
