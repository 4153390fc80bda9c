/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureResume, fixtureText } from './__fixtures__/load';
import { ABOUT_MIN_CHARS } from './checks-headline-about';
import { profileFromDataExport } from './data-export';
import { optimizeLinkedInProfile } from './optimize';
import { readProfile } from './profile-read';
import { emptyProfile } from './profile-types';
import { documentOfText } from './__fixtures__/labeled';
import { rankSkills } from './skill-ranking';
import { profileSupport } from './support';

const aboutCheck = (r: ReturnType<typeof optimizeLinkedInProfile>) => r.after.checks.find((c) => c.id === 'about-min-length');

describe('About length (QA defect 1)', () => {
  it('adds results in a few words, not the Experience lines whole, and keeps the length finding visible when short', () => {
    const r = optimizeLinkedInProfile({ profile: readProfile(fixtureText('weak-profile.txt')), target: { position: 'Backend Engineer', industry: 'Fintech' }, resumes: [fixtureResume('jordan-resume.txt')] });
    expect(r.about).toContain('Checkout latency fell by 35% at Northwind Traders after I added Redis caching.');
    expect(r.about).not.toContain('by adding Redis caching');
    expect(r.about.length).toBeLessThanOrEqual(2600);
    expect(aboutCheck(r)?.pass).toBe(r.about.length >= ABOUT_MIN_CHARS);
    if (r.about.length < ABOUT_MIN_CHARS) expect(r.after.score).toBeLessThan(100);
  });

  it('says so when the user has too little to reach the minimum, and the score counts the check as failed', () => {
    const r = optimizeLinkedInProfile({ profile: readProfile(fixtureText('weak-profile.txt')), target: { position: 'Backend Engineer', industry: 'Fintech' }, resumes: [] });
    expect(r.about.length).toBeLessThan(ABOUT_MIN_CHARS);
    expect(aboutCheck(r)?.pass).toBe(false);
    expect(aboutCheck(r)?.detail).toMatch(/already in it/);
    expect(r.after.score).toBeLessThan(100);
  });
});

describe('h23d: the short-About finding says why truly', () => {
  it('says results are left to the Experience when some are, not that every result is in the About', () => {
    const roles = [
      ['Operations Analyst', 'Kestrel Logistics', 'Mar 2021 - Present', 'Cut carrier invoice disputes from 120 to 35 a month by building an audit report in SQL.', 'Reduced weekly reporting time by 60% by automating the Excel workbooks.', 'Raised on-time delivery from 91% to 96% by reworking dock schedules.', 'Lowered detention fees by 25% by tracking driver wait times.'],
      ['Logistics Coordinator', 'Bluebird Freight', 'Jun 2018 - Feb 2021', 'Grew the carrier network from 40 to 75 partners in two years.', 'Saved $85,000 a year by consolidating shipments.'],
    ];
    const text = ['Sam Ortega', 'Operations Analyst at Kestrel Logistics', '', 'Experience', ...roles.flatMap((r) => [...r, '']), 'Skills', 'SQL', 'Excel'].join('\n');
    const r = optimizeLinkedInProfile({ profile: readProfile(text), target: { position: 'Operations Analyst', industry: 'Logistics' }, resumes: [] });
    expect(r.about.length).toBeLessThan(ABOUT_MIN_CHARS);
    expect(r.about).not.toContain('91%');
    expect(aboutCheck(r)?.detail).not.toMatch(/already in it/);
    expect(aboutCheck(r)?.detail).toMatch(/leaves \d+ more to your Experience/);
  });
});

describe('About paragraphs and repeats (QA defect 2)', () => {
  const r = optimizeLinkedInProfile({ profile: readProfile(fixtureText('strong-profile.txt')), target: { position: 'Senior Data Analyst', industry: 'Retail' }, resumes: [fixtureResume('priya-resume.txt')] });

  it("keeps the user's paragraph breaks", () => {
    expect(r.about).toContain('the SQL pipelines behind them.\n\n');
    expect(r.about).toContain('\n\nI work best with merchandising');
  });

  it('says a fact once: the user\'s own sentence stays and the Experience line is not added again', () => {
    expect(r.about.match(/120 stores/g)).toHaveLength(1);
    expect(r.about).toContain('At Fabrikam I lead the analytics for 120 stores.');
  });
});

describe("Role wording stays the user's claim (QA defect 3)", () => {
  const r = optimizeLinkedInProfile({ profile: readProfile(readFileSync(new URL('../../../e2e/fixtures/linkedin-profile.txt', import.meta.url), 'utf8')), target: { position: 'Backend Engineer', industry: 'Software' }, resumes: [] });

  it('does not upgrade "Responsible for" to "Managed", and offers the stronger verb for the user to confirm', () => {
    const text = [r.about, ...r.roles.map((x) => x.description), ...r.headlines].join('\n');
    expect(text).not.toMatch(/\bmanaged the billing API/i);
    expect(r.roles[0]?.description).toContain('• Responsible for the billing API in Python (FastAPI)');
    expect(r.removedClaims.join('\n')).toMatch(/"Managed" would claim more/);
  });

  it('reports the About sentences it leaves out', () => {
    expect(r.removedClaims.join('\n')).toContain('"Python and Postgres mostly."');
  });
});

describe('Skill repeats (QA defect 4)', () => {
  it('does not name the same skill twice in a headline', () => {
    const files = Object.fromEntries(['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv'].map((f) => [f, fixtureText(`data-export/${f}`)]));
    const r = optimizeLinkedInProfile({ profile: profileFromDataExport(files), target: { position: 'ICU Nurse', industry: 'Hospitals' }, resumes: [] });
    for (const h of r.headlines) expect(h.match(/Critical Care/g)?.length ?? 0, h).toBeLessThanOrEqual(1);
  });

  it('folds a skill into the item that contains it', () => {
    const profile = { ...emptyProfile(), skills: ['AWS', 'Python', 'AWS (EC2, S3, Lambda, RDS)'] };
    const ranked = rankSkills(profile, ['AWS', 'Python'], profileSupport(profile, []));
    expect(ranked).toEqual(['AWS (EC2, S3, Lambda, RDS)', 'Python']);
    // The same skill under another of its names, before its details: one item.
    const excel = { ...emptyProfile(), skills: ['Microsoft Excel', 'GAAP', 'Excel (pivot tables, XLOOKUP)'] };
    expect(rankSkills(excel, ['Microsoft Excel', 'GAAP'], profileSupport(excel, []))).toEqual(['Excel (pivot tables, XLOOKUP)', 'GAAP']);
  });
});

describe('The About says no Experience line whole, and its notes are true of it', () => {
  const resume = (summary: string, bullets: readonly string[]) =>
    ['Harvey Dent', 'harvey@example.com | Cambridge, MA', '', 'SUMMARY', summary, '', 'EXPERIENCE', '', 'Machine Learning Engineer, OpenAI — Jan 2021 – Present', ...bullets.map((b) => `• ${b}`), '', 'Data Scientist, Uber — Jan 2018 – Dec 2020', '• Developed and deployed machine learning models to improve the efficiency of ride allocation algorithms.', '', 'SKILLS', 'Python, TensorFlow, PyTorch'].join('\n');
  const run = (text: string, position: string) => optimizeLinkedInProfile({ profile: readProfile(text), target: { position, industry: 'Software' }, resumes: [documentOfText(text)] });
  const copied = (r: ReturnType<typeof run>) => r.after.checks.find((c) => c.id === 'about-not-copied');

  it('does not say the held role\'s short line whole after a summary that names the title, and notes the summary\'s copy of it truly', () => {
    const r = run(resume('Machine Learning Engineer with 5 years of experience in designing, building, and deploying predictive models and deep learning systems. Currently leading a team of AI engineers at OpenAI.', ['Designed and implemented deep learning models for natural language processing tasks.', 'Lead a team of AI engineers.']), 'Machine Learning Engineer');
    expect(copied(r)?.pass).toBe(true);
    const note = r.removedClaims.find((n) => n.includes('"Currently leading a team of AI engineers at OpenAI."'));
    // Either the About says it (and there is no note) or the note says it was left out (and the About does not say it).
    expect(note !== undefined).toBe(!/lead a team of AI engineers/i.test(r.about));
  });

  it('says the role held with its work in fewer words than its line ("I compute taxes for clients")', () => {
    const text = ['Ann Lee', 'ann@example.com', '', 'EXPERIENCE', '', 'Certified Public Accountant, Gilmore Financial — Jan 2023 – Present', '• Compute taxes for clients during tax season', '• Prepare balance sheets for corporate clients', '', 'Junior Accountant, Harrison Money Management — Jan 2020 – Dec 2022', '• Prepared financial reports to share with clients', '', 'SKILLS', 'Financial reporting'].join('\n');
    const r = run(text, 'Fund Accountant');
    expect(r.about).toContain('day to day, I compute taxes for clients.');
    expect(copied(r)?.pass).toBe(true);
  });
});

describe('headline skills the user has more than started', () => {
  it('sell neither coursework ("coursework in Supply Chain Management") nor a skill marked basic ("Salesforce (basic)")', () => {
    const resumeText = [
      'Marcus Bell',
      'marcus@example.com',
      '',
      'Experience',
      'Shift Lead | Riverline Distribution Center | Apr 2019 - Present',
      '- Lead a second-shift team of 28 pickers and packers',
      '- Raised pick rate from 92 to 118 units per hour by re-slotting fast movers',
      '',
      'Education',
      'Southwest Tennessee Community College - coursework in Supply Chain Management (15 credits), 2021-2022',
      '',
      'Skills',
      'Manhattan WMS, RF scanning, forklift, Salesforce (basic), cycle counting',
    ].join('\n');
    const doc = documentOfText(resumeText);
    const profile = readProfile(['Marcus Bell', 'Shift Lead at Riverline Distribution Center', '', 'Skills', 'Manhattan WMS', 'RF scanning', 'Salesforce (basic)'].join('\n'));
    const r = optimizeLinkedInProfile({ profile, target: { position: 'Operations Supervisor', industry: 'Logistics' }, resumes: [doc] });
    expect(r.headlines.length).toBeGreaterThan(0);
    for (const h of r.headlines) expect(h).not.toMatch(/supply chain|salesforce/i);
  });
});

describe('a title the user only seeks, or only names as work', () => {
  it('leads no headline ("Account Executive" for an SDR whose summary seeks the role)', () => {
    const resumeText = [
      'Jay Brooks',
      'jay@example.com',
      '',
      'Seeking an Account Executive role where I can own the full sales cycle for mid-market SaaS customers.',
      '',
      'Experience',
      'Sales Development Representative | Fieldstack | Aug 2023 - Present',
      '- Booked 212 qualified meetings in 2024, 131% of annual quota',
      '',
      'Skills',
      'Salesforce, Outreach',
    ].join('\n');
    const doc = documentOfText(resumeText);
    const profile = readProfile(['Jay Brooks', 'Sales Development Representative at Fieldstack', '', 'Experience', 'Sales Development Representative', 'Fieldstack', 'Aug 2023 - Present', 'Booked 212 qualified meetings in 2024, 131% of annual quota'].join('\n'));
    const r = optimizeLinkedInProfile({ profile, target: { position: 'Account Executive', industry: 'Software' }, resumes: [doc] });
    for (const h of r.headlines) expect(h).toMatch(/^Sales Development Representative/);
  });
});
