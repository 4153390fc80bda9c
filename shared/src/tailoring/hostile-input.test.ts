/**
 * Issue 8: no field a user controls may make the engine take super-linear time. Each field gets a
 * 50,000-character token (and 50,000 characters of short words) of every shape that once made an
 * expression backtrack quadratically; the engine must finish well inside the budget (see
 * resume/hostile-inputs.ts for the bounds and why they are generous).
 */
import { describe, expect, it } from 'vitest';
import {
  HOSTILE_PHRASES,
  HOSTILE_TOKENS,
  PHRASE_BUDGET_MS,
  TOKEN_BUDGET_MS,
  bestTimeMs,
} from '../resume/hostile-inputs';
import { ownJob, ownResume } from './__fixtures__/load';
import { tailorResume } from './engine';
import type { JobInput } from './job-requirements';
import { warmUpSkillMatcher } from './skill-matcher';
import { checkTruthfulness, enforceTruthfulness } from './truthfulness';

const RESUME = ownResume('software-engineer-2page.txt');
const JOB: JobInput = { title: 'Senior Backend Engineer', company: 'Northwind', description: ownJob('backend-python-postgresql.txt') };
const NOW = new Date('2026-01-15T00:00:00Z');

/** Where a hostile text goes: each user-controlled field of the engine's input. */
const FIELDS: Record<string, (hostile: string) => () => unknown> = {
  'resume text (a line of its own)': (h) => () => tailorResume({ resumeText: `${RESUME}\n${h}\n`, job: JOB, now: NOW }),
  'resume text (inside a bullet)': (h) => () => tailorResume({ resumeText: RESUME.replace('Built', `Built ${h}`), job: JOB, now: NOW }),
  'resume text (all of it)': (h) => () => tailorResume({ resumeText: h, job: JOB, now: NOW }),
  'job description': (h) => () => tailorResume({ resumeText: RESUME, job: { ...JOB, description: `${JOB.description}\n${h}` }, now: NOW }),
  'job description (HTML)': (h) => () =>
    tailorResume({ resumeText: RESUME, job: { ...JOB, description: `<p>${JOB.description}</p><ul><li>${h}</li></ul>` }, now: NOW }),
  'job title': (h) => () => tailorResume({ resumeText: RESUME, job: { ...JOB, title: h }, now: NOW }),
  company: (h) => () => tailorResume({ resumeText: RESUME, job: { ...JOB, company: h }, now: NOW }),
  'listed skills, experience and education': (h) => () =>
    tailorResume({ resumeText: RESUME, job: { ...JOB, skills: [h, 'Python'], experience: h, education: h }, now: NOW }),
  'tailored text checked for truthfulness (LLM answers)': (h) => () => enforceTruthfulness(RESUME, `${RESUME}\n${h}`, { now: NOW }),
};

warmUpSkillMatcher();

describe.each(Object.entries(FIELDS))('a 50,000-character token in the %s', (_field, run) => {
  it.each(Object.entries(HOSTILE_TOKENS))(`%s: under ${TOKEN_BUDGET_MS} ms`, (_shape, token) => {
    expect(bestTimeMs(run(token), TOKEN_BUDGET_MS)).toBeLessThan(TOKEN_BUDGET_MS);
  });
});

describe.each(Object.entries(FIELDS))('50,000 characters of short words in the %s', (_field, run) => {
  it.each(Object.entries(HOSTILE_PHRASES))(`%s: under ${PHRASE_BUDGET_MS} ms`, (_shape, phrase) => {
    expect(bestTimeMs(run(phrase), PHRASE_BUDGET_MS)).toBeLessThan(PHRASE_BUDGET_MS);
  });
});

describe('hostile input does not change what the engine finds', () => {
  it('a long token on its own line leaves the match report as it was', () => {
    const plain = tailorResume({ resumeText: RESUME, job: JOB, now: NOW });
    const padded = tailorResume({ resumeText: `${RESUME}\n${HOSTILE_TOKENS['letters (a…)']}\n`, job: JOB, now: NOW });
    expect(padded.match.matchedSkills).toEqual(plain.match.matchedSkills);
    expect(padded.match.requirements.skills.map((s) => s.skill)).toEqual(plain.match.requirements.skills.map((s) => s.skill));
  });

  it('a token in the job description adds no requirement', () => {
    const plain = tailorResume({ resumeText: RESUME, job: JOB, now: NOW });
    const padded = tailorResume({ resumeText: RESUME, job: { ...JOB, description: `${JOB.description}\n${HOSTILE_TOKENS['repeated Bachelor']}` }, now: NOW });
    expect(padded.match.requirements.education).toEqual(plain.match.requirements.education);
    expect(padded.match.requirements.skills.map((s) => s.skill)).toEqual(plain.match.requirements.skills.map((s) => s.skill));
  });

  it('the truthfulness check still reports a claim next to a long token', () => {
    const report = checkTruthfulness(RESUME, `${RESUME}\nSKILLS\nSalesforce ${HOSTILE_TOKENS['hyphenated (a-a-a-…)']}`);
    expect(report.unsupported.some((c) => c.kind === 'skill' && c.value === 'Salesforce')).toBe(true);
  });
});
