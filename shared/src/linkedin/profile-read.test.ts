import { describe, expect, it } from 'vitest';
import { fixtureText } from './__fixtures__/load';
import { readProfile } from './profile-read';

const fixture = fixtureText;

describe('readProfile', () => {
  it('reads a LinkedIn profile copied as text, grouped roles included', () => {
    const p = readProfile(fixture('strong-profile.txt'));
    expect(p.name).toBe('Priya Natarajan');
    expect(p.headline).toBe('Senior Data Analyst at Fabrikam | SQL, Python, Tableau | Turning retail data into decisions');
    expect(p.location).toBe('Austin, Texas, United States');
    expect(p.about.startsWith('I turn messy retail data')).toBe(true);
    expect(p.about).not.toMatch(/see more/);
    expect(p.positions.map((x) => [x.title, x.company, x.start, x.end])).toEqual([
      ['Senior Data Analyst', 'Fabrikam', 'Jan 2022', 'Present'],
      ['Data Analyst', 'Fabrikam', 'Oct 2018', 'Dec 2021'],
      ['Business Analyst', 'Litware Inc', 'Jun 2016', 'Sep 2018'],
    ]);
    expect(p.positions[0]?.location).toBe('Austin, Texas, United States · Hybrid');
    expect(p.positions[0]?.description.split('\n')).toHaveLength(3);
    expect(p.positions[1]?.description).toBe('Wrote the SQL pipelines behind the store performance reports.\nMentored 2 junior analysts.');
    expect(p.positions[2]?.description).toMatch(/^Automated the monthly sales reporting/);
    expect(p.education).toEqual([
      { school: 'University of Texas at Austin', degree: 'Bachelor of Business Administration - BBA, Management Information Systems', start: '2012', end: '2016' },
    ]);
    expect(p.skills).toEqual(['SQL', 'Python', 'Tableau', 'Data Analysis', 'Forecasting', 'Microsoft Excel', 'dbt']);
  });

  it('reads the title and the company of an ungrouped role', () => {
    const p = readProfile(fixture('weak-profile.txt'));
    expect(p.name).toBe('Jordan Rivera');
    expect(p.headline).toBe('Software Engineer at Northwind Traders');
    expect(p.positions.map((x) => [x.title, x.company, x.start, x.end])).toEqual([
      ['Software Engineer', 'Northwind Traders', 'Mar 2020', 'Present'],
      ['Junior Developer', 'Contoso Ltd', 'Jun 2017', 'Feb 2020'],
    ]);
    expect(p.positions[0]?.location).toBe('Seattle, Washington, United States');
    expect(p.education[0]?.school).toBe('University of Washington');
    expect(p.skills).toEqual(['Python', 'PostgreSQL', 'Django', 'Redis']);
  });

  it('falls back to the resume reader for a profile pasted without LinkedIn headings', () => {
    const p = readProfile(fixture('jordan-resume.txt'));
    expect(p.name).toBe('Jordan Rivera');
    expect(p.positions.length).toBe(2);
    expect(p.positions[0]?.company).toMatch(/Northwind/);
    expect(p.skills).toContain('Python');
    expect(p.about).toMatch(/^Backend software engineer/);
  });

  it('reads a profile copied from the page, with its doubled lines and furniture', () => {
    const p = readProfile(fixture('copied-profile.txt'));
    expect(p.name).toBe('Alex Chen');
    expect(p.headline).toBe('Product Manager at Tailspin Toys');
    expect(p.location).toBe('Denver, Colorado, United States');
    expect(p.about).toBe('I build products for small retailers. I have shipped 6 releases of our inventory app and I run our user research program.');
    expect(p.positions.map((x) => [x.title, x.company, x.start, x.end, x.description])).toEqual([
      ['Product Manager', 'Tailspin Toys', 'Feb 2021', 'Present', 'Owned the roadmap for the inventory app used by 3,000 stores.\nRan 40 customer interviews a quarter with the research team.'],
      ['Associate Product Manager', 'Wingtip Retail', 'Jul 2018', 'Jan 2021', 'Launched the loyalty program in 2 markets.'],
    ]);
    expect(p.education).toEqual([{ school: 'University of Colorado Boulder', degree: 'Bachelor of Arts - BA, Economics', start: '2014', end: '2018' }]);
    expect(p.skills).toEqual(['Product Management', 'Agile', 'SQL', 'User Research', 'Jira']);
  });

  it('reads a location with its workplace in brackets as the role\'s location, not a statement', () => {
    const text = ['Mei-Ling Chow', '', 'Experience', 'Customer Support Specialist II', 'Brightloop Software', '2023-02 - present', 'Austin, TX (remote)', 'Resolve 45–60 tickets a day.', '', 'Skills', 'Zendesk'].join('\n');
    const p = readProfile(text);
    expect(p.positions[0]?.location).toBe('Austin, TX (remote)');
    expect(p.positions[0]?.description).toBe('Resolve 45–60 tickets a day.');
  });

  it('gives an empty profile for empty text', () => {
    expect(readProfile('')).toEqual({ name: '', headline: '', location: '', about: '', positions: [], education: [], skills: [] });
  });
});

describe('readProfile on a pasted resume whose headings LinkedIn does not use', () => {
  const text = [
    'Luis Carranza',
    'Tulsa, OK 74112 | luis@example.net',
    '',
    'Experience',
    'Journeyman Electrician, Brightline Electric Co., Tulsa, OK — March 2019 – Present',
    '- Read blueprints and one-line diagrams to lay out panel schedules.',
    '',
    'Skills:',
    'NEC 2020 code compliance, Motor controls and VFDs,',
    'Blueprint reading, Lockout/tagout',
    '',
    'Honors',
    "Dean's List, six semesters (2023–2026)",
    '',
    'Education and Training:',
    'Associate of Applied Science in Electrical Technology — May 2017',
    'Green Country Community College, Tulsa, OK',
  ].join('\n');
  const profile = readProfile(text);

  it('reads no school, city or honor as a skill', () => {
    expect(profile.skills).toEqual(['NEC 2020 code compliance', 'Motor controls and VFDs', 'Blueprint reading', 'Lockout/tagout']);
  });

  it('reads a degree listed before its school as LinkedIn orders them', () => {
    expect(profile.education).toEqual([{ school: 'Green Country Community College', degree: 'Associate of Applied Science in Electrical Technology', start: '', end: 'May 2017' }]);
  });

  it('reads a second degree with its year as the next entry, not as the first one\'s dates', () => {
    const two = readProfile(['Nathan Boateng', '', 'Experience', 'Senior Accountant, Harborview Marine Supply — 2019 – Present', '- Own the month-end close.', '', 'Education', 'Master of Science in Accounting — 2019', 'University of Hartford, West Hartford, CT', 'Bachelor of Science in Accounting — May 2016', 'University of Connecticut, Storrs, CT', '', 'Credentials', 'Certified Public Accountant (CPA), Connecticut, 2022'].join('\n'));
    expect(two.education).toEqual([
      { school: 'University of Hartford', degree: 'Master of Science in Accounting', start: '', end: '2019' },
      { school: 'University of Connecticut', degree: 'Bachelor of Science in Accounting', start: '', end: 'May 2016' },
    ]);
  });
});

describe('readProfile on a pasted resume with a "Work History" heading', () => {
  it('ends the About at it and reads the roles under it', () => {
    const p = readProfile(['Mei-Ling Chow', 'Austin, TX | meiling@example.net', '', 'Summary', 'Customer support specialist with six years in phone, chat, and email support.', '', 'Work History', 'Customer Support Specialist II  February 2023 – Current', 'Brightloop Software, Austin, TX (remote)', '- Own the billing and payments queue: refunds, failed card payments, and payout questions.', '', 'Skills', 'Zendesk, Intercom, Jira'].join('\n'));
    expect(p.about).toBe('Customer support specialist with six years in phone, chat, and email support.');
    expect(p.positions.map((x) => [x.title, x.company])).toEqual([['Customer Support Specialist II', 'Brightloop Software']]);
  });
});
