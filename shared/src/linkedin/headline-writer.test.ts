import { describe, expect, it } from 'vitest';
import { headlineResult, headlineSkillName, writeHeadlines } from './headline-writer';
import { emptyProfile, type LinkedInPosition } from './profile-types';
import type { WriterContext } from './writer-context';
import { titlesUsedAsSkills } from './writing-faults';

const position = (title: string, company: string, description: string, end = 'Present'): LinkedInPosition => ({ title, company, start: '', end, location: '', description });

/** A student's context (the labeled corpus's information science student, aiming at a data analyst role). */
function studentContext(statements: Record<string, string[]>, target = 'Data Analyst'): WriterContext {
  const positions = Object.keys(statements).map((title) => position(title, `${title} employer`, ''));
  return {
    profile: { ...emptyProfile(), positions, skills: ['SQL', 'Python', 'Tableau', 'Excel'] },
    title: 'Information Science Student',
    target,
    studies: { field: 'Information Science', institution: 'University of Wisconsin–Madison', graduation: 'May 2027' },
    credentials: [],
    industry: '',
    skills: ['SQL', 'Python', 'Tableau', 'Excel'],
    matchingSkills: ['SQL', 'Python', 'Tableau'],
    roles: positions.map((p) => ({ position: p, statements: statements[p.title] ?? [] })),
    summaries: [],
    years: 0,
    claimable: () => true,
    supportText: '',
  };
}

describe('headlineResult', () => {
  it('names a change, a percentage or an amount, not a duty with a count (a fragment of the bullet)', () => {
    const ctx = studentContext({ 'Undergraduate Teaching Assistant': ['Led two weekly lab sections of 30 students in introductory Python and held four office hours a week.'] });
    expect(headlineResult(ctx)).toBe('');
    const measured = studentContext({ 'Data Intern': ['Rebuilt the weekly report in SQL; cut report refresh time from 50 to 6 minutes.'] });
    expect(headlineResult(measured)).toBe('Cut report refresh time from 50 to 6 minutes');
  });

  it('keeps a count that names the target\'s own work ("packaging" for a packaging designer)', () => {
    const ctx = studentContext({ Designer: ['Designed the packaging system for a 24-SKU snack line and led the press checks.'] }, 'Packaging Graphic Designer');
    expect(headlineResult(ctx)).toBe('Designed the packaging system for a 24-SKU snack line');
  });

  it('leaves out a result that points back at its bullet ("the SQL behind them")', () => {
    const ctx = studentContext({ Analyst: ['Own the weekly dashboards used by 140 store managers; rebuilt the SQL behind them so refreshes take 6 minutes instead of 50.'] });
    expect(headlineResult(ctx)).toBe('');
  });
});

describe('writeHeadlines', () => {
  it("gives a student with no result to name what they seek, not a bullet's fragment", () => {
    const ctx = studentContext({ 'Undergraduate Teaching Assistant': ['Led two weekly lab sections of 30 students in introductory Python and held four office hours a week.'] });
    const headlines = writeHeadlines(ctx);
    expect(headlines[2]).toBe('Information Science Student | Seeking Data Analyst roles | SQL, Python, Tableau');
    expect(headlines.join('\n')).not.toContain('lab sections');
    // Saying what one seeks lists no title as a skill.
    expect(titlesUsedAsSkills(headlines[2] ?? '', ['Data Analyst', 'Undergraduate Teaching Assistant'], true)).toEqual([]);
  });

  it('names beside a result the skills it does not say again, rather than none', () => {
    const ctx = { ...studentContext({ 'Sous Chef': ['Write and cost seasonal menus; brought food cost from 34% to 29.5% in 18 months.'] }), studies: null, title: 'Executive Sous Chef' };
    const chef = { ...ctx, skills: ['Food costing', 'Fish and whole-animal butchery', 'Menu development', 'HACCP'], matchingSkills: ['Food costing'] };
    expect(writeHeadlines(chef)[2]).toBe('Executive Sous Chef | Brought food cost from 34% to 29.5% in 18 months | Fish and whole-animal butchery · Menu development');
  });

  it('names no quality as a skill ("Patience", "IT skills", "Attention to detail")', () => {
    const ctx = { ...studentContext({}), studies: null, title: 'Desktop Support Technician', skills: ['Technical Support', 'Patience', 'Customer service', 'IT skills', 'Attention to detail', 'Data analysis'], matchingSkills: [] };
    expect(writeHeadlines(ctx)[0]).toBe('Desktop Support Technician | Technical Support · Customer service · Data analysis');
  });

  it('names skills without their bracketed details', () => {
    const ctx = { ...studentContext({}), skills: ['SQL (PostgreSQL, SQL Server)', 'Python (pandas, matplotlib)', 'Tableau'], matchingSkills: ['SQL (PostgreSQL, SQL Server)'] };
    expect(writeHeadlines(ctx)[0]).toBe('Information Science Student at University of Wisconsin–Madison | SQL · Python · Tableau');
  });
});

describe('headlineSkillName', () => {
  it('drops the details in brackets but keeps a qualifier of how well the skill is known', () => {
    const named = ['Microsoft Excel (pivot tables, VLOOKUP)', 'GD&T (ASME Y14.5)', 'After Effects (basic)', 'Tableau'].map(headlineSkillName);
    expect(named).toEqual(['Microsoft Excel', 'GD&T', 'After Effects (basic)', 'Tableau']);
  });
});

describe('headline skills that say the title again or sell a start', () => {
  it('leaves out "Product management" beside "Product Manager" and a skill marked as basics', () => {
    const skills = ['Product management', 'Python and Machine Learning basics', 'Agile methodologies', 'SQL'];
    const base = studentContext({ 'Product Manager': [] }, 'Senior Product Manager');
    const ctx: WriterContext = { ...base, title: 'Product Manager', studies: null, skills, matchingSkills: skills.slice(0, 2), profile: { ...base.profile, skills } };
    const headlines = writeHeadlines(ctx).join('\n');
    expect(headlines).not.toMatch(/Product management|basics/i);
    expect(headlines).toMatch(/Agile methodologies/);
  });
});

describe('a credential the title names', () => {
  it('is not listed again among the headline\'s skills ("IT Project Manager, PMP, CSM | … | Jira, PMP")', () => {
    const pm = position('Senior Project Manager', 'Prairie Lantern Insurance', '');
    const ctx: WriterContext = {
      profile: { ...emptyProfile(), positions: [pm], skills: ['Agile and Scrum', 'SAFe', 'Risk management', 'Jira', 'PMP', 'MS Project'] },
      title: 'IT Project Manager',
      target: 'IT Project Manager',
      studies: null,
      credentials: ['PMP', 'CSM'],
      industry: '',
      skills: ['Agile and Scrum', 'SAFe', 'Risk management', 'Jira', 'PMP', 'MS Project', 'Smartsheet'],
      matchingSkills: ['Agile and Scrum', 'SAFe', 'Risk management'],
      roles: [{ position: pm, statements: ['Run quarterly PI planning for three agile release trains.'] }],
      summaries: [],
      years: 12,
      claimable: () => true,
      supportText: '',
    };
    for (const h of writeHeadlines(ctx)) expect(h.match(/\bPMP\b/g), h).toHaveLength(1);
  });
});
