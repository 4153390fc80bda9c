import { describe, expect, it } from 'vitest';
import { PASTED_JOB_SCAN_CHARS, readPastedJob } from './pasted-job';
import { describeBound, timeBound } from '../testing/machine-speed';

describe('readPastedJob: the first-line title rules the API had (titleFromPastedText)', () => {
  it.each([
    ['Senior Backend Engineer\nWe build things.', 'Senior Backend Engineer'],
    ['  \n Registered Nurse - ICU \n…', 'Registered Nurse - ICU'],
    ['Role: Staff Software Engineer (Python)\nDallas', 'Staff Software Engineer (Python)'],
    ['About the job\nSenior Engineer', ''],
    ['Job Description:\nWe are hiring', ''],
    ['We are looking for a senior engineer to join our team.', ''],
    ['Acme Corporation\nWe are hiring', ''],
    ['• Python developer', ''],
    ['', ''],
  ])('%j → %j', (text, title) => {
    expect(readPastedJob(text).title).toBe(title);
  });
});

describe('readPastedJob', () => {
  it.each([
    // The opening sentences of real postings (shared fixtures of the Resume Matcher end-to-end suite).
    [
      'We are looking for a Senior Backend Engineer to join our platform team. You will design and build\nhigh-throughput Python services using FastAPI.',
      'Senior Backend Engineer',
      '',
    ],
    [
      'We are hiring a Senior Frontend Engineer to lead the development of our consumer-facing web\napplication.',
      'Senior Frontend Engineer',
      '',
    ],
    ['We are seeking a Machine Learning Engineer to join our AI platform team. You will own the', 'Machine Learning Engineer', ''],
    ['We are looking for a Senior Product Manager to drive the strategy and execution of our\nB2B SaaS analytics suite.', 'Senior Product Manager', ''],
    ["We're hiring a Data Engineer!", 'Data Engineer', ''],
    ['We’re hiring a Data Engineer to build our pipelines.', 'Data Engineer', ''],
    ['We are currently looking for an experienced Senior DevOps Engineer (AWS) to join us.', 'Senior DevOps Engineer (AWS)', ''],
    ['We are hiring an iOS Developer to build our app.', 'iOS Developer', ''],
    ['We are seeking a talented and motivated Head of Sales for our EMEA region.', 'Head of Sales', ''],
    ['Acme Corp is seeking a Product Manager to own our roadmap.', 'Product Manager', 'Acme Corp'],
    ['Northwind Health is looking for a Senior Backend Engineer (Python) to modernise claims.', 'Senior Backend Engineer (Python)', 'Northwind Health'],
    ['Our client, Fabrikam, is hiring. Fabrikam Bank is recruiting a Mortgage Underwriter in Leeds.', 'Mortgage Underwriter', 'Fabrikam Bank'],
    ['Join Contoso as a Site Reliability Engineer and help us scale.', 'Site Reliability Engineer', 'Contoso'],
    ['Join Tailwind Traders as our next Operations Analyst.', 'Operations Analyst', 'Tailwind Traders'],
    ['Join our team as a Senior Data Engineer!', 'Senior Data Engineer', ''],
    [
      'About Contoso:\nContoso builds tools for clinics.\n\nWe are seeking an experienced Machine Learning Engineer to join us.',
      'Machine Learning Engineer',
      'Contoso',
    ],
    ['Company: Fabrikam, Inc.\nJob title: Payroll Specialist\nLocation: Remote', 'Payroll Specialist', 'Fabrikam, Inc.'],
    ['Employer: Adventure Works\nPosition: Warehouse Supervisor (Nights)\nWe move things.', 'Warehouse Supervisor (Nights)', 'Adventure Works'],
    ['Senior Backend Engineer at Northwind Health\nSydney, New South Wales, Australia', 'Senior Backend Engineer', 'Northwind Health'],
    [
      'Platform Engineer at Example Labs. We need 4+ years of TypeScript, Node.js and PostgreSQL experience, Docker and AWS in production.',
      'Platform Engineer',
      'Example Labs',
    ],
    ['Registered Nurse at St. Mary’s Hospital\nNights, 12-hour shifts', 'Registered Nurse', 'St. Mary’s Hospital'],
    ['Staff Software Engineer\n\nAbout Lucerne Publishing\nWe publish books.', 'Staff Software Engineer', 'Lucerne Publishing'],
  ])('%j → %j at %j', (text, title, company) => {
    expect(readPastedJob(text)).toEqual({ title, company });
  });

  it.each([
    // Role or company in lower case, a pronoun or a heading: never guessed.
    'We are looking for a senior engineer to join our team.',
    'We are hiring across Sales and Marketing this quarter.',
    'We are looking for someone who loves Python and Go.',
    'The company is seeking growth in Europe.',
    'Our team is looking for people who care.',
    'About us\nWe build software for hospitals.',
    'About You:\nYou have shipped products.',
    'About the job\nSenior Engineer\nAbout the company',
    'Company: to be confirmed',
    'Position: Full-time\nTitle: Mr',
    'Apply now! Engineers at heart wanted.',
    'We are hiring a senior engineer',
    'Acme Corporation\nWe are hiring',
    'Join us today!',
    'Responsibilities\n• Build APIs\n• Write tests',
    'Assist with the implementation of a new Singapore based investment platform that will be used as the primary investment holding platform for Oaktree investments in the APAC region',
    'Experience in Private Equity accounting – management fee, preferred return, catch up, carry interest and IRR calculations.',
    'Nurse at heart, engineer by training.',
  ])('reads nothing it is unsure of: %j', (text) => {
    expect(readPastedJob(text)).toEqual({ title: '', company: '' });
  });

  it(`reads only the first ${PASTED_JOB_SCAN_CHARS} characters`, () => {
    const filler = 'Build reliable services with the team every day. '.repeat(60);
    expect(filler.length).toBeGreaterThan(PASTED_JOB_SCAN_CHARS);
    expect(readPastedJob(`${filler}\nAcme Corp is seeking a Product Manager.`)).toEqual({ title: '', company: '' });
    expect(readPastedJob(`Acme Corp is seeking a Product Manager.\n${filler}`)).toEqual({ title: 'Product Manager', company: 'Acme Corp' });
  });

  it('answers at once on hostile text', () => {
    const hostile = [
      'A'.repeat(200_000),
      `We are hiring ${'A '.repeat(100_000)}`,
      `Join ${'Acme '.repeat(50_000)}as a Engineer`,
      `Company: ${' '.repeat(100_000)}x`,
      `About ${'\t'.repeat(100_000)}:`,
      'Title:'.repeat(40_000),
      `${'Senior '.repeat(30_000)}at Acme`,
    ];
    const started = performance.now();
    for (const text of hostile) readPastedJob(text);
    expect(performance.now() - started, describeBound(500)).toBeLessThan(timeBound(500)); // on a quiet hour (machine-speed.ts)
  });
});
