import { describe, expect, it } from 'vitest';
import type { StructuredResume } from '../resume/types';
import { PROFILE_CHECKS, scoreProfile } from './checks';
import { fixtureResume, fixtureText } from './__fixtures__/load';
import { readProfile } from './profile-read';
import type { LinkedInProfile, ProfileTarget } from './profile-types';
import { structuredResumesOf } from './support';
import { targetKeywordsOf } from './target-keywords';

interface Case {
  profile: LinkedInProfile;
  target: ProfileTarget;
  resumes: StructuredResume[];
}

const target: ProfileTarget = { position: 'Senior Data Analyst', industry: 'Retail', targetKeywords: targetKeywordsOf('Senior Data Analyst', 'Retail') };
const strong = (): LinkedInProfile => readProfile(fixtureText('strong-profile.txt'));
const resumes = (): StructuredResume[] => structuredResumesOf([fixtureResume('priya-resume.txt')]);

/** The strong profile with a change. */
function variant(change: (p: LinkedInProfile) => void, withResumes = true): Case {
  const profile = strong();
  change(profile);
  return { profile, target, resumes: withResumes ? resumes() : [] };
}
const base = (): Case => variant(() => undefined);
const setRole = (i: number, fields: Partial<LinkedInProfile['positions'][number]>) => (p: LinkedInProfile) => {
  const role = p.positions[i];
  if (role) Object.assign(role, fields);
};

const CASES: Record<string, { pass: () => Case; fail: () => Case }> = {
  'headline-present': { pass: base, fail: () => variant((p) => (p.headline = '')) },
  'headline-length': { pass: base, fail: () => variant((p) => (p.headline = `Senior Data Analyst | SQL | ${'Retail analytics '.repeat(14)}`)) },
  'headline-title': {
    pass: () => variant((p) => (p.headline = 'Data analysts lead | SQL')),
    fail: () => variant((p) => (p.headline = 'Retail numbers person | SQL, Python')),
  },
  'headline-keywords': { pass: base, fail: () => variant((p) => (p.headline = 'Senior Data Analyst helping stores decide')) },
  'headline-not-default': { pass: base, fail: () => variant((p) => (p.headline = 'Senior Data Analyst at Fabrikam')) },
  'headline-no-contact': { pass: base, fail: () => variant((p) => (p.headline = 'Senior Data Analyst | SQL, Python | priya@example.com')) },
  'about-present': { pass: base, fail: () => variant((p) => (p.about = '')) },
  'about-min-length': { pass: base, fail: () => variant((p) => (p.about = 'I analyse retail data with SQL, Python and Tableau. Message me to connect.')) },
  'about-max-length': { pass: base, fail: () => variant((p) => (p.about = `${p.about}\n${'I test every number against the source systems. '.repeat(40)}`)) },
  'about-hook': { pass: base, fail: () => variant((p) => (p.about = `I ${'turn messy retail data into decisions, '.repeat(10)}and more.`)) },
  'about-first-person': { pass: base, fail: () => variant((p) => (p.about = 'Retail analytics with SQL, Python and Tableau. Forecasting. Dashboards.')) },
  'about-no-third-person': {
    pass: base,
    fail: () => variant((p) => (p.about = 'Priya is a data analyst. She has built dashboards in Tableau with SQL and Python.')),
  },
  'about-keywords': { pass: base, fail: () => variant((p) => (p.about = 'I help store teams decide faster. Message me.')) },
  'about-closing': { pass: base, fail: () => variant((p) => (p.about = 'I build Tableau dashboards with SQL and Python. That is all.')) },
  'headline-no-repeats': { pass: base, fail: () => variant((p) => (p.headline = 'Senior Data Analyst | Senior Data Analyst for retail | SQL')) },
  'headline-own-words': { pass: base, fail: () => variant((p) => (p.headline = 'Senior Data Analyst | Built a demand forecast in Python that cut overstock by 18%')) },
  'about-opens-with-result': {
    pass: () => variant((p) => (p.about = `My demand forecast cut overstock by 18% at Fabrikam.\n\n${p.about}`)),
    fail: base,
  },
  'about-not-copied': { pass: base, fail: () => variant((p) => (p.about = `${p.about}\n\nBuilt a demand forecast in Python that cut overstock by 18%.`)) },
  'no-buzzwords': { pass: base, fail: () => variant((p) => (p.headline = 'Passionate, results-driven Senior Data Analyst | SQL, Python')) },
  'roles-described': { pass: base, fail: () => variant(setRole(1, { description: '' })) },
  'roles-length': { pass: base, fail: () => variant(setRole(0, { description: 'Led the analytics for 120 stores.\n'.repeat(70) })) },
  'roles-action-start': { pass: base, fail: () => variant(setRole(0, { description: 'Responsible for the analytics of 120 stores.' })) },
  'roles-numbers': {
    pass: () => variant(setRole(2, { description: 'Automated the monthly sales reporting in Python.' }), false),
    fail: () => variant(setRole(0, { description: 'Led the analytics for the stores.\nBuilt a demand forecast in Python.' })),
  },
  'titles-consistent': { pass: base, fail: () => variant(setRole(2, { title: 'Head of Analytics' })) },
  'dates-consistent': { pass: base, fail: () => variant(setRole(1, { start: 'Oct 2017' })) },
  'skills-min': { pass: base, fail: () => variant((p) => (p.skills = ['SQL', 'Python', 'Tableau'])) },
  'skills-max': { pass: base, fail: () => variant((p) => (p.skills = Array.from({ length: 51 }, (_, i) => `Skill ${i}`))) },
  'skills-top-relevant': { pass: base, fail: () => variant((p) => (p.skills = ['Public Speaking', 'SQL', 'Python', 'Tableau', 'dbt'])) },
  'education-present': { pass: base, fail: () => variant((p) => (p.education = [])) },
};

describe('profile checks', () => {
  it('has at least 20 checks, each with a case that passes and one that fails', () => {
    expect(PROFILE_CHECKS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PROFILE_CHECKS.map((c) => c.id)).size).toBe(PROFILE_CHECKS.length);
    expect(PROFILE_CHECKS.map((c) => c.id).filter((id) => !(id in CASES))).toEqual([]);
  });

  for (const check of PROFILE_CHECKS) {
    it(`${check.id}: passes and fails`, () => {
      const cases = CASES[check.id];
      expect(cases, `no cases for ${check.id}`).toBeDefined();
      if (!cases) return;
      const pass = cases.pass();
      const fail = cases.fail();
      const passed = check.check(pass.profile, pass.target, pass.resumes);
      const failed = check.check(fail.profile, fail.target, fail.resumes);
      expect(passed.pass, passed.detail).toBe(true);
      expect(failed.pass, failed.detail).toBe(false);
      expect(failed.detail).not.toBe('');
    });
  }
});

describe('scoreProfile', () => {
  it('scores the strong profile high, keeping its one finding, and the weak one far lower', () => {
    const strongScore = scoreProfile(strong(), target, [fixtureResume('priya-resume.txt')]);
    expect(strongScore.checks.filter((c) => !c.pass).map((c) => c.id)).toEqual(['about-opens-with-result']);
    expect(strongScore.score).toBeGreaterThanOrEqual(95);
    const weak = readProfile(fixtureText('weak-profile.txt'));
    const backend = { position: 'Backend Engineer', industry: 'Software', targetKeywords: targetKeywordsOf('Backend Engineer', 'Software') };
    const result = scoreProfile(weak, backend, [fixtureResume('jordan-resume.txt')]);
    expect(result.score).toBeLessThan(60);
    expect(result.checks).toHaveLength(PROFILE_CHECKS.length);
    expect(result.checks.find((c) => c.id === 'no-buzzwords')?.pass).toBe(false);
  });

  it('scores an empty profile low and never below 0', () => {
    const result = scoreProfile(readProfile(''), target);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThan(30);
  });

  it('is deterministic', () => {
    expect(scoreProfile(strong(), target)).toEqual(scoreProfile(strong(), target));
  });
});

describe('skills-top-relevant reads the user\'s words and what they have', () => {
  const check = PROFILE_CHECKS.find((c) => c.id === 'skills-top-relevant');
  const run = (skills: string[]) => {
    const c = variant((p) => (p.skills = skills));
    return check?.check(c.profile, c.target, c.resumes);
  };

  it('counts a skill named in the user\'s words ("SQL (PostgreSQL, SQL Server)", "Excel and Power Query")', () => {
    expect(run(['SQL (PostgreSQL, SQL Server)', 'Excel and Power Query', 'Python (pandas, matplotlib)', 'Public Speaking'])?.pass).toBe(true);
  });

  it('asks for no move when every skill the target asks for already leads', () => {
    expect(run(['Tableau', 'Public Speaking', 'Negotiation', 'Team leadership'])?.pass).toBe(true);
  });

  it('names the skills to move up, and says so when none is one the target asks for', () => {
    expect(run(['Public Speaking', 'SQL', 'Negotiation', 'Python'])).toEqual({ pass: false, detail: 'Move Python above Public Speaking.' });
    expect(run(['Public Speaking', 'Negotiation', 'Team leadership'])?.detail).toMatch(/^None of your skills/);
  });
});

describe('about-opens-with-result asks for a result only when the Experience states one', () => {
  const check = PROFILE_CHECKS.find((c) => c.id === 'about-opens-with-result');
  const run = (description: string) => {
    const c = variant((p) => {
      p.about = "I'm an IT expert with four years of experience in desktop support.";
      for (const role of p.positions) role.description = description;
    }, false);
    return check?.check(c.profile, c.target, c.resumes);
  };

  it('passes when the figures are the work\'s setting ("a top 25 retail company"), not a result', () => {
    expect(run('• Assessed and diagnosed tech issues remotely for a top 25 retail company\n• Set up computer hardware across twelve offices')?.pass).toBe(true);
  });

  it('fails when the Experience states a result the About does not open with', () => {
    expect(run('• Cut ticket resolution time by 30% by writing a triage guide')?.pass).toBe(false);
  });
});
