import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/structure';
import { tailorResume } from './engine';
import { writeSummary } from './summary';
import { bestResult, bestScope, credentialLead, isTitleField, keyQualifications, leadForYears, ownDescription, titleLead } from './summary-facts';

describe('the summary lead', () => {
  it("is the user's own description of themselves, without praise, unless it drops the title's rank", () => {
    expect(ownDescription('Senior accountant with ten years of progressive experience in month-end close.', 'Senior Accountant')).toBe('Senior accountant');
    expect(ownDescription('Compassionate registered nurse with 6 years on a med-surg floor.', 'Staff Nurse')).toBe('Registered nurse');
    expect(ownDescription('Warehouse operations supervisor with ten years in e-commerce.', 'Shipping and Receiving Supervisor')).toBe('Warehouse operations supervisor');
    expect(ownDescription('Backend-focused software engineer with 9 years of experience.', 'Senior Software Engineer')).toBeNull();
    expect(ownDescription('I have 9 years of experience as an engineer.', 'Engineer')).toBeNull();
    expect(ownDescription('Determined Accountant with three years of experience in personal and tax accounting.', 'Accountant')).toBe('Accountant');
  });

  it("names no ask that is the title's own field, so the first sentence does not say it twice", () => {
    expect(isTitleField('Product management', 'product manager')).toBe(true);
    expect(isTitleField('nursing', 'registered nurse')).toBe(true);
    expect(isTitleField('data analysis', 'senior data analyst')).toBe(true);
    expect(isTitleField('software engineering', 'software engineer')).toBe(true);
    // A tool or another practice the role uses is an ask to name.
    expect(isTitleField('MS Project', 'senior project manager')).toBe(false);
    expect(isTitleField('vendor management', 'senior project manager')).toBe(false);
    expect(isTitleField('SQL', 'product manager')).toBe(false);
  });

  it('drops a licensed grade the roles under it do not cover ("Journeyman" after an apprenticeship), and keeps "Senior"', () => {
    expect(leadForYears('Journeyman electrician', 12, 7)).toBe('Electrician');
    expect(leadForYears('Journeyman electrician', 8, 7)).toBe('Journeyman electrician');
    expect(leadForYears('Senior software engineer', 9, 3)).toBe('Senior software engineer');
  });
});

describe("a student's best result", () => {
  it('may come from a project, and the summary names the project', () => {
    const resume = parseResume(
      ['Aisha Bello', 'aisha@example.org', '', 'Experience', 'Resident Assistant | University Housing | Aug 2025 - Present', '- Support 46 first-year residents.', '', 'Projects', 'Transit Dashboard | Python, Tableau', '- Built a Tableau dashboard of bus crowding; 400 students used it in fall 2025.', '', 'Education', 'B.S. in Statistics — Expected May 2027', 'University of Vermont'].join('\n'),
    );
    const relevance = (s: string) => (/tableau/i.test(s) ? 5 : 0);
    expect(bestResult(resume, relevance)).toBeNull();
    const fact = bestResult(resume, relevance, true);
    expect(fact).toMatchObject({ project: 'Transit Dashboard', statement: 'Built a Tableau dashboard of bus crowding; 400 students used it in fall 2025.' });
    const summary = writeSummary({ original: '', title: 'Statistics student', years: null, asks: ['Tableau'], credentials: [], result: fact });
    expect(summary).toContain('In the Transit Dashboard project, built a Tableau dashboard of bus crowding');
  });
});

describe('the result the summary quotes', () => {
  const resume = parseResume(
    [
      'Dana Reyes',
      'dana@example.org',
      '',
      'Experience',
      'Nursing Supervisor | Riverside Medical Center | Mar 2022 - Present',
      '- Supervise four telemetry units (112 beds) on evening shift.',
      '- Coordinate bed placement with the ED charge nurse, reducing evening ED boarding hours by 14%.',
      '',
      'Charge Nurse | Riverside Medical Center | Jun 2018 - Feb 2022',
      '- Ran a 32-bed telemetry unit three shifts a week.',
    ].join('\n'),
  );

  it("is the current role's outcome in the present, said of the person, before an older role's count", () => {
    const relevance = (s: string) => (/telemetry/i.test(s) ? 5 : 0);
    expect(bestResult(resume, relevance)).toMatchObject({
      statement: 'coordinates bed placement with the ED charge nurse, reducing evening ED boarding hours by 14%.',
      employer: 'Riverside Medical Center',
    });
  });
});

describe('an outcome over a size', () => {
  it('quotes money as a result only with a word of gain or value, and a measured result first', () => {
    const resume = parseResume(
      [
        'Gabe Lund',
        'gabe@example.org',
        '',
        'Experience',
        'Senior Project Manager | Prairie Insurance | Mar 2021 - Present',
        '- Manage a portfolio of four to six IT projects at a time ($2–9M each), including the move of policy administration to the cloud.',
        '- Delivered the claims portal replacement two weeks early and 6% under its $4.1M budget.',
      ].join('\n'),
    );
    const relevance = (s: string) => (/IT projects/i.test(s) ? 5 : 0);
    expect(bestResult(resume, relevance)?.statement).toBe('Delivered the claims portal replacement two weeks early and 6% under its $4.1M budget.');
  });
});

describe('the asks the summary names', () => {
  it('names the work before the office tools it is done in', async () => {
    const { tailorResume } = await import('./engine');
    const resumeText = [
      'Nathan Boateng',
      'nathan@example.org',
      '',
      'Experience',
      'Senior Accountant | Harborview Marine Supply | Jan 2018 - Present',
      '- Prepare GAAP consolidations in Excel with pivot tables and close the books for three entities.',
      '- Reconcile intercompany balances monthly in BlackLine.',
      '',
      'Skills',
      'Excel, Pivot tables, BlackLine, GAAP',
    ].join('\n');
    const description = ['Requirements:', '- Advanced Excel (pivot tables)', '- GAAP', '- BlackLine'].join('\n');
    const { resume } = tailorResume({ resumeText, job: { title: 'Senior Staff Accountant', description }, now: new Date('2026-06-01') });
    const named = /including (.*?)\./.exec(resume.summary)?.[1] ?? '';
    expect(named).toMatch(/GAAP/);
    expect(named.indexOf('GAAP')).toBeLessThan(named.search(/Excel|pivot/i) === -1 ? Infinity : named.search(/Excel|pivot/i));
  });
});

describe('bestResult of a career grown past its early jobs', () => {
  const resume = parseResume(
    [
      'Luis Carranza',
      'luis@example.net',
      '',
      'Experience',
      'Journeyman Electrician | Brightline Electric Co. | Mar 2019 - Present',
      '- Install and troubleshoot 480V three-phase power and motor control circuits.',
      '',
      'Apprentice Electrician | Redbud Electrical Contractors | Jun 2015 - Feb 2019',
      '- Completed 8,000 on-the-job hours in residential service and new construction.',
    ].join('\n'),
  );

  it("gives no apprentice's count as the summary's result", () => {
    expect(bestResult(resume, () => 1)).toBeNull();
  });
});

describe('bestResult and bestScope: a client\'s rank is no result', () => {
  const resume = parseResume(
    [
      'Ivy Hale',
      'ivy@example.com',
      '',
      'Experience',
      'Desktop Support Technician | Northgate Tech | Jan 2021 - Present',
      '- Speak with customers over the phone to provide step-by-step instructions for troubleshooting tech issues',
      '',
      'Desktop Support Technician | Lark Retail | Aug 2019 - Jan 2021',
      '- Assessed and diagnosed tech issues remotely for a top 25 retail company',
      '- Supported Fortune 500 clients from the help desk',
    ].join('\n'),
  );

  it('quotes no "top 25" or "Fortune 500" as the person\'s result', () => {
    expect(bestResult(resume, () => 1)).toBeNull();
  });

  it("says the current role's duty of the person instead", () => {
    expect(bestScope(resume, (s) => (/troubleshoot/.test(s) ? 1 : 0))?.statement).toBe(
      'speaks with customers over the phone to provide step-by-step instructions for troubleshooting tech issues',
    );
  });
});

describe('bestResult: a change measured to a bound', () => {
  const resume = parseResume(
    [
      'Marta Kowalczyk',
      'marta@example.org',
      '',
      'Experience',
      'Senior Software Engineer | Fernhill Freight Software | Jan 2022 - Present',
      '- Replaced a nightly batch import with an event-driven pipeline, cutting rate-update delay from 14 hours to under 5 minutes.',
      '',
      'Software Engineer | Quillstone Health | Jun 2019 - Dec 2021',
      '- Migrated 30 services to Kubernetes; saved $18,000 a year in hosting.',
    ].join('\n'),
  );

  it('reads "from 14 hours to under 5 minutes" as measured, and the current role first', () => {
    expect(bestResult(resume, (s) => (/Kubernetes/.test(s) ? 2 : 0))?.employer).toBe('Fernhill Freight Software');
  });
});

describe('key qualifications', () => {
  const resumeOf = (roles: string[][]) =>
    parseResume(['Jane Roe', 'jane@example.com', '', 'Experience', ...roles.flatMap((bullets, i) => [`Developer | Company ${i + 1} | Jan ${2020 - i * 3} - ${i === 0 ? 'Present' : `Dec ${2022 - i * 3}`}`, ...bullets.map((b) => `- ${b}`)])].join('\n'));
  it('leaves out a statement that says again, in much the same words, what a picked one shows', () => {
    const resume = resumeOf([
      ['Utilizing Docker and Kubernetes for deployment and management of applications'],
      ['Successfully deployed solutions using Docker and Kubernetes'],
      ['Utilized RESTful APIs for communication between services'],
    ]);
    const picked = keyQualifications(resume, () => 1, null);
    expect(picked).toContain('Utilizing Docker and Kubernetes for deployment and management of applications');
    expect(picked).not.toContain('Successfully deployed solutions using Docker and Kubernetes');
    expect(picked).toContain('Utilized RESTful APIs for communication between services');
  });
  it('keeps a statement on the same skill that says something else', () => {
    const resume = resumeOf([
      ['Handled 70+ inbound calls a day on billing, plan changes, and device troubleshooting'],
      ['Own the billing and payments queue: refunds, failed card payments, and payout questions'],
    ]);
    expect(keyQualifications(resume, () => 1, null)).toHaveLength(2);
  });
  it('does not quote a statement the layout cut off mid-phrase ("… a backend system using")', () => {
    const resume = resumeOf([['Developed backend services using Python and Flask, handling 10 million requests per day'], ['Personal project to develop a high-performance backend system using']]);
    expect(keyQualifications(resume, () => 1, null)).toEqual(['Developed backend services using Python and Flask, handling 10 million requests per day']);
  });
});

describe('key qualifications of a long career', () => {
  const resume = parseResume(
    [
      'Alex Roe',
      'alex@example.com',
      '',
      'Experience',
      'Product Manager | Northwind | Jan 2018 - Present',
      '- Led discovery with cross-functional teams and wrote PRDs for the billing product',
      'Software Engineer | Contoso | Jan 1999 - Dec 2004',
      '- Implemented back-end services using Java and SQL',
    ].join('\n'),
  );
  const relevance = (statement: string) => (/SQL/.test(statement) ? 3 : 1);
  it('are picked from the roles of the last ten years, however well an older one shows an ask', () => {
    expect(keyQualifications(resume, relevance, null, (s) => s, { index: 2026 * 12 + 5 })).toEqual([
      'Led discovery with cross-functional teams and wrote PRDs for the billing product',
    ]);
  });
  it('come from every role when no month to count from is known', () => {
    expect(keyQualifications(resume, relevance, null)).toContain('Implemented back-end services using Java and SQL');
  });
});

describe('key qualifications and the tailored statements', () => {
  it('quote a statement as the tailored resume words it, after its verb was strengthened', () => {
    const roles = [
      'Junior Developer | DevShop LLC | Jan 2016 - Dec 2018',
      '- Worked with PostgreSQL databases and wrote optimized queries',
      '- Fixed bugs and implemented feature requests from customer feedback',
      'Backend Developer | Acme | Jan 2019 - Present',
      '- Built Python services handling 2 million requests a day, cutting latency by 30%',
    ];
    const resumeText = `John Roe\njohn@example.com\n\nExperience\n${roles.join('\n')}`;
    const job = { title: 'Backend Developer', description: 'Requirements:\n- PostgreSQL\n- Python' };
    const result = tailorResume({ resumeText, job, now: new Date('2026-11-23T00:00:00Z') });
    const reworded = result.changes.find((c) => c.kind === 'statement-reworded');
    expect(reworded).toBeDefined();
    expect(result.keyQualifications).toContain('Used PostgreSQL databases and wrote optimized queries');
    for (const q of result.keyQualifications) expect(result.text).toContain(q);
  });
});

describe('the years a summary states', () => {
  const tailorWith = (summary: string, roles: string[]) =>
    tailorResume({
      resumeText: `Ebony Roe\nebony@example.com\n\nSummary\n${summary}\n\nExperience\n${roles.join('\n')}`,
      job: { title: 'Fund Accountant', description: 'Requirements:\n- Tax accounting\n- Excel' },
      now: new Date('2026-06-01T00:00:00Z'),
    });
  const summaryFor = (summary: string, roles: string[]) => tailorWith(summary, roles).resume.summary;
  it("says what the dates of the summary's own line of work show when they have outgrown the resume's figure", () => {
    const roles = ['Certified Public Accountant | Gilmore Financial | Oct 2021 - Present', '- Compute taxes for clients during tax season', 'Junior Accountant | Harrison Money Management | May 2019 - Oct 2021', '- Prepared tax returns in Excel for clients'];
    const result = tailorWith('Determined Accountant with three years of experience in personal and tax accounting.', roles);
    expect(result.resume.summary).toMatch(/^Certified public accountant with 7 years of experience/);
    expect(result.changes.find((c) => c.kind === 'summary')?.why).toContain('your summary said 3');
  });
  it("keeps the user's figure when it counts only the roles of that line in a longer career", () => {
    const roles = ['Accountant | Gilmore Financial | Jan 2023 - Present', '- Compute taxes for clients during tax season in Excel', 'Bank Teller | Harrison Bank | May 2015 - Dec 2022', '- Balanced cash drawers for 200 customers a day'];
    expect(summaryFor('Accountant with three years of experience in tax accounting.', roles)).toMatch(/^Accountant with 3 years of experience/);
  });
  it('says the user\'s figure as the floor they give it ("over 3 years", "3+ years")', () => {
    const roles = ['Accountant | Gilmore Financial | Jan 2022 - Present', '- Compute taxes for clients during tax season in Excel'];
    expect(summaryFor('Accountant with over 3 years of experience in tax accounting.', roles)).toMatch(/^Accountant with over 3 years of experience/);
    expect(summaryFor('Accountant with 3+ years of experience in tax accounting.', roles)).toMatch(/^Accountant with 3\+ years of experience/);
  });
});

/** A resume's text: a name, a summary, then its experience lines. */
const textOf = (name: string, summary: string, lines: string[]) => [name, 'someone@example.com', '', 'Summary', summary, '', 'Experience', ...lines].join('\n');
/** The tailored resume and report of a resume text for a job title and description, in June 2026. */
const tailorFor = (resumeText: string, title: string, description: string) => tailorResume({ resumeText, job: { title, description }, now: new Date('2026-06-01T00:00:00Z') });

describe('key qualifications tied by the job title alone', () => {
  const resume = parseResume(
    [
      'Sam Roe',
      'sam@example.com',
      '',
      'Experience',
      'DevOps Engineer | Red Hat | Jan 2022 - Present',
      '- Scripted automated solutions in Python, cutting setup time by 60%',
      'Technical Support Engineer | Oracle | Feb 2015 - Feb 2017',
      '- Monitored system operations, protecting data integrity of key applications',
    ].join('\n'),
  );
  const relevance = (s: string) => (/Python/.test(s) ? 3 : /data/.test(s) ? 0.5 : 0);
  const titleOnly = (s: string) => !/Python/.test(s);
  it('are not picked from an older role, where the word is in another sense ("data integrity" for a data engineer)', () => {
    expect(keyQualifications(resume, relevance, null, (s) => s, null, titleOnly)).toEqual(['Scripted automated solutions in Python, cutting setup time by 60%']);
  });
  it('are picked from the latest role', () => {
    expect(keyQualifications(resume, () => 0.5, null, (s) => s, null, () => true)).toEqual(['Scripted automated solutions in Python, cutting setup time by 60%']);
  });
});

describe('the tailored summary and key qualifications on a product manager', () => {
  const resume = textOf('Alfred Roe', 'Product manager with 20 years of experience.', ['Product Manager | Google | 2017 - Present', '- Leading cross-functional teams to design, develop, and launch innovative products.', '- Developing product strategies and making data-driven decisions to improve user experience.', '', 'Skills', 'SQL']);
  it('ties a statement to the title by its field word in the plural ("products"), not a role\'s ("managers")', () => {
    const out = tailorFor(resume, 'Senior Product Manager', 'Requirements:\n- SQL for ad-hoc analysis');
    expect([out.resume.summary, ...(out.match.keyQualifications ?? [])].join(' ')).toMatch(/launch innovative products/);
    expect(out.match.keyQualifications).toHaveLength(1);
  });
});

describe("the summary's figure of years in the title's own field", () => {
  const resume = textOf('Anderson Roe', 'With over 3 years in DevOps, I excel in Linux systems and CI/CD pipelines.', ['DevOps Engineer | Red Hat | Jan 2022 - Present', '- Developed and optimized CI/CD pipelines, reducing deployment time by 40%.', 'Systems Engineer | IBM | Mar 2017 - Dec 2021', '- Scripted automated solutions in Python, cutting system setup time by 60%.', 'Technical Support Engineer | Oracle | Feb 2015 - Feb 2017', '- Resolved complex technical issues for enterprise clients.']);
  it('gives way to the years the role dates add up to when they are far more ("over 3 years" beside 11)', () => {
    const out = tailorFor(resume, 'Data Engineer', 'Requirements:\n- Python');
    expect(out.resume.summary).toMatch(/^DevOps engineer (?:who has|with) 11 years of experience/);
    expect(out.resume.summary).not.toMatch(/over 3/);
  });
});

describe('a summary that names none of the asks in the posting\'s words', () => {
  const resume = textOf('Ebony Roe', 'Accountant with three years of experience in tax accounting.', ['Certified Public Accountant | Gilmore Financial | Oct 2021 - Present', '- Prepare balance sheets for corporate clients', '- Compute taxes for clients during tax season', 'Accountant | Harrison Money Management | May 2019 - Oct 2021', '- Helped the internal audit team complete annual audits', '- Prepared tax returns for clients during tax season']);
  it("quotes the user's statement that does, whole", () => {
    const description = 'Responsibilities:\n- Manage the local annual audits and quarterly accounting\n- Lead the financial statement preparation';
    const out = tailorFor(resume, 'Fund Accountant', description);
    expect(out.resume.summary).toMatch(/ At Harrison Money Management, helped the internal audit team complete annual audits\.$/);
    expect(out.match.changes?.find((c) => c.kind === 'summary')?.why).toMatch(/your own words on annual audits, which the job asks for\.$/);
  });
});

describe('a credential in the title leads the summary', () => {
  it('leads with the latest title when it is the own description with a credential', () => {
    // Another line of work, or a description that holds its own credential, stays as the user wrote it.
    const cases: [string | null, string, string | null][] = [
      ['Accountant', 'Certified Public Accountant', 'Certified Public Accountant'],
      ['Nurse', 'Registered Nurse', 'Registered Nurse'],
      ['Bookkeeper', 'Certified Public Accountant', 'Bookkeeper'],
      ['Registered nurse', 'Registered Nurse, ICU', 'Registered nurse'],
      [null, 'Certified Public Accountant', null],
    ];
    for (const [own, lead, expected] of cases) expect(credentialLead(own, lead)).toBe(expected);
  });
  it('in the tailored summary', () => {
    const roles = ['Certified Public Accountant | Gilmore Financial | Oct 2021 - Present', '- Prepare balance sheets for corporate clients', 'Accountant | Harrison Money Management | May 2019 - Oct 2021', '- Helped the internal audit team complete annual audits'];
    const resumeText = textOf('Ebony Moore', 'Determined Accountant with three years of experience in personal and tax accounting.', roles);
    const job = { title: 'Fund Accountant', description: 'Requirements:\n- Annual audits and financial statement preparation\n- Bookkeeping' };
    const { resume } = tailorResume({ resumeText, job, now: new Date('2026-06-01T00:00:00Z') });
    expect(resume.summary).toMatch(/^Certified public accountant /);
  });
});

describe('a finished result after a duty of the role held now', () => {
  it('is quoted alone, in the past: "cut the referral backlog …", never "schedules …; cuts the referral backlog …"', () => {
    const duty = 'Schedule follow-ups and specialist referrals in eClinicalWorks; cut the referral backlog from 140 to 20 in four months.';
    const resume = parseResume(`DeShawn Keller\ndeshawn@example.org\n\nEXPERIENCE\nMedical Assistant | Desert Bloom Family Medicine | Jan 2022 - Present\n* ${duty}\n* Room 25-30 patients a day.\n`);
    const fact = bestResult(resume, () => 1);
    expect(fact?.statement).toBe('Cut the referral backlog from 140 to 20 in four months.');
  });
});

describe('the title the summary leads with', () => {
  it('leaves out a grade within the title ("Software Engineer II" → "Software Engineer")', () => {
    const resume = parseResume('Tom W\ntom@example.org\n\nEXPERIENCE\nSoftware Engineer II | Ridgeline | Jul 2021 - Present\n* Own the claims ingestion service.\n');
    expect(titleLead(resume)).toBe('Software Engineer');
  });
});
