import { describe, expect, it } from 'vitest';
import { rankedResults, resultOpening, resultSentences } from './about-results';
import type { WriterContext } from './writer-context';
import { amountWithMeans, measureOutcome, namesWhatChanged, outcomeClause, resultPhrase } from './result-phrases';
import { isTitleSkill } from './skill-ranking';
import { echoesStatement } from './writing-faults';
import type { LinkedInPosition } from './profile-types';

const position = (title: string, company: string): LinkedInPosition => ({ title, company, start: '', end: 'Present', location: '', description: '' });
const harborview = position('Staff Accountant', 'Harborview Marine Supply, Inc.');

describe('resultSentences', () => {
  it('tells each result in its own sentence: no two Experience lines strung together, no tenses mixed', () => {
    const results = [
      { position: harborview, statement: 'Reconciled 40+ balance-sheet accounts monthly, including inventory, accrued liabilities, and prepaid expenses.', phrase: 'Reconciled 40+ balance-sheet accounts monthly' },
      { position: harborview, statement: 'Build assignments for 20 nurses per shift using Kronos and the acuity tool on every unit.', phrase: 'Build assignments for 20 nurses per shift' },
    ];
    expect(resultSentences(results, 2)).toEqual(['As a Staff Accountant at Harborview Marine Supply, I reconciled 40+ balance-sheet accounts monthly.', 'Day to day, I build assignments for 20 nurses per shift.']);
  });

  it('names an employer once: the About that named it goes on with the role, or with "also"', () => {
    const reconciled = { position: harborview, statement: 'Reconciled 40+ balance-sheet accounts monthly, including inventory, accrued liabilities, and prepaid expenses.', phrase: 'Reconciled 40+ balance-sheet accounts monthly' };
    const said = 'At Harborview Marine Supply, Inc., I shortened the close from 9 to 5 business days.';
    expect(resultSentences([reconciled], 2, said)).toEqual(['As a Staff Accountant, I reconciled 40+ balance-sheet accounts monthly.']);
    expect(resultSentences([reconciled], 2, `${said} I'm a staff accountant.`)).toEqual(['I also reconciled 40+ balance-sheet accounts monthly.']);
  });

  it('names the employer again after a paragraph about something else, not "I also" (which would go on from it)', () => {
    const redHat = position('DevOps Engineer', 'Red Hat');
    const deploy = { position: redHat, statement: 'Developed and optimized CI/CD pipelines, reducing deployment time by 40% and enhancing release cycle efficiency.', phrase: 'Reduced deployment time by 40%' };
    const said = "System setup time fell by 60% at IBM after I scripted automated solutions. Today I'm a DevOps Engineer at Red Hat.\n\nWith over 3 years in DevOps, I excel in Linux systems and cloud platforms.";
    expect(resultSentences([deploy], 2, said)).toEqual(['At Red Hat, I reduced deployment time by 40%.']);
  });

  it('tells the latest role first when given the roles\' order, an earlier employer as "Earlier, as … at …"', () => {
    const supervisor = position('Shipping and Receiving Supervisor', 'Sierra Crest Distribution');
    const picker = position('Order Picker', 'Great Basin 3PL');
    const results = [
      { position: picker, statement: 'Operated forklifts; averaged 118% of the pick-rate standard.', phrase: 'Averaged 118% of the pick-rate standard' },
      { position: supervisor, statement: 'Supervise 3 leads and 38 associates across inbound, outbound, and returns in a 650,000 sq ft building.', phrase: 'Supervise 3 leads and 38 associates' },
    ];
    expect(resultSentences(results, 2, 'At Sierra Crest Distribution, I cut dock-to-stock time from 36 to 19 hours.', [supervisor, picker])).toEqual([
      'As a Shipping and Receiving Supervisor, I supervise 3 leads and 38 associates.',
      'Earlier, as an Order Picker at Great Basin 3PL, I averaged 118% of the pick-rate standard.',
    ]);
  });

  it('tells a role\'s result before its day to day, never two bare sentences in a row ("I also support … I audited …")', () => {
    const hr = position('HR Generalist', 'Wake Valley Health Partners');
    const results = [
      { position: hr, statement: 'Support 900 employees across 12 clinics; handle employee relations cases from intake to resolution.', phrase: 'Support 900 employees across 12 clinics' },
      { position: hr, statement: 'Led the move from paper personnel files to Workday and audited 1,100 files for I-9 and licensure compliance.', phrase: 'Audited 1,100 files for I-9 and licensure compliance' },
    ];
    const said = "Average time-to-fill fell from 52 to 34 days at Wake Valley Health Partners. I'm an HR generalist with seven years in healthcare.";
    expect(resultSentences(results, 2, said)).toEqual(['I also audited 1,100 files for I-9 and licensure compliance.', 'Day to day, I support 900 employees across 12 clinics.']);
  });

  it('tells what the user does now in a role the About has told as their day to day, once', () => {
    const supervisor = position('Nursing Supervisor', 'Riverside Mercy Medical Center');
    const told: [string, string][] = [
      ['Supervise four medical-surgical and telemetry units (112 beds) on evening shift; build assignments for 20–28 RNs and patient care technicians per shift.', 'Build assignments for 20–28 RNs and patient care technicians per shift'],
      ['Lead rapid-response and code-blue huddles for four units; run 12 mock codes a year with the educators and staff of each unit.', 'Run 12 mock codes a year'],
    ];
    const results = told.map(([statement, phrase]) => ({ position: supervisor, statement, phrase }));
    expect(resultSentences(results, 2, 'As a Nursing Supervisor at Riverside Mercy Medical Center, I reduced evening ED boarding hours by 14%.')).toEqual(['Day to day, I build assignments for 20–28 RNs and patient care technicians per shift.']);
  });

  it('does not take "Mechanical Engineer II" said for "Mechanical Engineer I": the earlier role is named', () => {
    const first = position('Mechanical Engineer I', 'Lakeshore Pump & Valve');
    const closed = { position: first, statement: 'Ran tolerance stack-ups for legacy pump lines; closed 85 engineering change requests.', phrase: 'Closed 85 engineering change requests' };
    expect(resultSentences([closed], 2, 'As a Mechanical Engineer II at Lakeshore Pump & Valve, I saved about $180,000 a year.')).toEqual(['As a Mechanical Engineer I, I closed 85 engineering change requests.']);
  });

  it('leaves a result that is most of its statement word for word to the Experience', () => {
    const statement = 'Complete psychosocial assessments and discharge plans for 12–15 patients a day.';
    expect(resultSentences([{ position: harborview, statement, phrase: 'Complete psychosocial assessments and discharge plans for 12–15 patients' }], 2)).toEqual([]);
  });
});

describe('rankedResults', () => {
  it('leaves out a result that points back at its bullet ("the SQL behind them"), not one about IT projects', () => {
    const analyst = position('Senior Data Analyst', 'Carolina Hearth Grocers');
    const statements = [
      'Own the weekly sales dashboards used by 140 store managers; rebuilt the SQL behind them so refreshes take 6 minutes instead of 50.',
      'Manage a portfolio of four to six IT projects at a time ($2–9M each), including the move of policy administration to a cloud platform.',
    ];
    const ctx = { roles: [{ position: analyst, statements }], matchingSkills: [], skills: [] } as unknown as WriterContext;
    expect(rankedResults(ctx).map((r) => r.phrase)).toEqual(['Manage a portfolio of four to six IT projects at a time ($2–9M each)']);
  });

  it('reads an amount alone as saying nothing of what changed', () => {
    expect(namesWhatChanged('Saved about $180,000 a year')).toBe(false);
    expect(namesWhatChanged('Recovered $410,000 in the first year')).toBe(false);
    expect(namesWhatChanged('Closed 85 engineering change requests')).toBe(true);
  });

  it('puts a result that says what changed before an amount that does not say of what', () => {
    const insurer = position('Data Analyst', 'Piedmont Mutual Insurance');
    const statements = [
      'Matched policy and claims records across three legacy systems to find duplicate payments; recovered $410,000 in the first year.',
      'Worked with two foundries on cost-down changes such as investment-cast impellers, saving about $180,000 a year.',
      'Automated monthly claims reporting with SQL Server and Power BI, reducing report errors by 40%.',
    ];
    const ctx = { roles: [{ position: insurer, statements }], matchingSkills: [], skills: [] } as unknown as WriterContext;
    expect(rankedResults(ctx).map((r) => r.phrase)).toEqual([
      'Reduced report errors by 40%',
      'Recovered $410,000 in the first year by matching policy and claims records to find duplicate payments',
      'Saved about $180,000 a year by working with two foundries on cost-down changes',
    ]);
  });
});

describe('h23d: the latest proof first', () => {
  const redHat = position('DevOps Engineer', 'Red Hat');
  const ibm = { ...position('Systems Engineer', 'IBM'), end: 'Dec 2019' };
  const roles = [
    { position: redHat, statements: ['Developed and optimized CI/CD pipelines, reducing deployment time by 40% and enhancing release cycle efficiency.'] },
    { position: ibm, statements: ['Scripted automated solutions, cutting system setup time by 60% through effective use of shell scripting and Python.'] },
  ];

  it("ranks the role held's result before an earlier role's as strong that names a wanted skill only in its means", () => {
    const ctx = { roles, matchingSkills: ['Python'], skills: [], studies: null } as unknown as WriterContext;
    expect(rankedResults(ctx).map((r) => r.position.company)).toEqual(['Red Hat', 'IBM']);
  });

  it("ranks a student's results by what the target asks for: their jobs run side by side", () => {
    const ctx = { roles, matchingSkills: ['Python'], skills: [], studies: { field: 'Computer Science', institution: '', graduation: '' } } as unknown as WriterContext;
    expect(rankedResults(ctx).map((r) => r.position.company)).toEqual(['IBM', 'Red Hat']);
  });
});

describe('resultOpening', () => {
  it('names the role as a noun, or only the employer when the next sentence says who the user is', () => {
    const r = { position: position('Senior Accountant', 'Harborview Marine Supply, Inc.'), statement: '', phrase: 'Shortened the close from 9 to 5 business days' };
    expect(resultOpening(r)).toBe('As a Senior Accountant at Harborview Marine Supply, I shortened the close from 9 to 5 business days.');
    expect(resultOpening(r, false)).toBe('At Harborview Marine Supply, I shortened the close from 9 to 5 business days.');
  });
});

describe('resultOpening told outcome first', () => {
  it('puts the change first and the user’s means after it, not the bullet with "I" before it', () => {
    const dock = {
      position: position('Shipping and Receiving Supervisor', 'Sierra Crest Distribution'),
      statement: 'Cut dock-to-stock time from 36 to 19 hours by re-slotting fast movers and adding a second receiving wave.',
      phrase: 'Cut dock-to-stock time from 36 to 19 hours',
    };
    expect(resultOpening(dock)).toBe('Dock-to-stock time went from 36 to 19 hours at Sierra Crest Distribution after I re-slotted fast movers and added a second receiving wave.');
    const rates = {
      position: position('Senior Software Engineer', 'Fernhill Freight Software'),
      statement: 'Replaced a nightly batch import with an event-driven pipeline (Kafka, PostgreSQL logical replication), cutting rate-update delay from 14 hours to under 5 minutes.',
      phrase: 'Cut rate-update delay from 14 hours to under 5 minutes',
    };
    expect(resultOpening(rates)).toBe('Rate-update delay went from 14 hours to under 5 minutes at Fernhill Freight Software after I replaced a nightly batch import with an event-driven pipeline.');
  });

  it('keeps the result as told when its means is not stated (who made the change would be lost)', () => {
    const r = { position: position('Data Analyst', 'Piedmont Mutual Insurance'), statement: 'Recovered $410,000 in the first year.', phrase: 'Recovered $410,000 in the first year' };
    expect(resultOpening(r, false)).toBe('At Piedmont Mutual Insurance, I recovered $410,000 in the first year.');
  });
});

describe('echoesStatement', () => {
  it('is true for most of a statement word for word, not for a result in a few of its words', () => {
    const statement = 'Own the month-end close for three entities; shortened the close from 9 to 5 business days by moving reconciliations into BlackLine.';
    expect(echoesStatement('I shortened the close from 9 to 5 business days.', statement)).toBe(false);
    expect(echoesStatement('I complete psychosocial assessments and discharge plans for 12–15 patients a day.', 'Complete psychosocial assessments and discharge plans for 12–15 patients a day.')).toBe(true);
  });
});

describe('isTitleSkill', () => {
  it('is true for a job title or a title with a word more, not for a field', () => {
    const titles = ['Registered Nurse - Medical/Surgical Telemetry (Nights)', 'HR Generalist', 'Mechanical Engineer II'];
    expect(isTitleSkill('Registered Nurse', titles)).toBe(true);
    expect(isTitleSkill('HR Generalist Duties', titles)).toBe(true);
    expect(isTitleSkill('Mechanical Engineering', titles)).toBe(false);
    expect(isTitleSkill('Patient care', titles)).toBe(false);
  });
});

describe('resultPhrase', () => {
  it('cuts a result before its place or topic after up to four words past the number', () => {
    expect(resultPhrase('Handled 70+ inbound calls a day on billing, plan changes, and device troubleshooting; met handle-time and quality targets every quarter.')).toBe('Handled 70+ inbound calls a day');
  });

  it('reads "on-the-job" as part of the result, not the place after it', () => {
    expect(resultPhrase('Completed 8,000 on-the-job hours in residential service, new construction, and commercial tenant finish.')).toBe('Completed 8,000 on-the-job hours');
  });

  it('leaves out the means after "through", as after "by …ing", in a clause or a participle', () => {
    expect(resultPhrase('Scripted automated solutions, cutting system setup time by 60% through effective use of shell scripting and Python.')).toBe('Cut system setup time by 60%');
    expect(resultPhrase('Reduced application response time by 40% through performance optimization')).toBe('Reduced application response time by 40%');
  });

  it('h23d: reads a change told as a noun after the work ("resulting in a 30% increase in …") as the user\'s result', () => {
    expect(resultPhrase('Designed and implemented multiple high-performance backend systems using Java and Spring Boot, resulting in a 30% increase in system efficiency')).toBe('Increased system efficiency by 30%');
    expect(resultPhrase('Collaborated with cross-functional teams to develop and deploy large-scale software applications, achieving a 25% reduction in deployment time')).toBe('Reduced deployment time by 25%');
    expect(resultPhrase('Implemented Kubernetes container orchestration, resulting in a 25% increase in resource utilization across applications.')).toBe('Increased resource utilization by 25%');
    // A share of a change someone else made is not said as the user's.
    expect(resultPhrase('Supported network architecture improvements, contributing to a 20% increase in operational efficiency.') ?? '').not.toMatch(/^Increased/);
  });

  it('does not pair a past verb with a gerund tacked on after "and"', () => {
    expect(resultPhrase('Automated the release pipeline with Jenkins and Ansible; reduced deployment time by 40% and enhancing release cycle efficiency.')).toBe('Reduced deployment time by 40%');
  });
});

describe('amountWithMeans', () => {
  it('says what an amount was for, with the work of its own statement (examples and scope left to the Experience)', () => {
    const cost = 'Worked with two foundries on cost-down changes such as investment-cast impellers, saving about $180,000 a year.';
    expect(amountWithMeans(resultPhrase(cost) ?? '', cost)).toBe('Saved about $180,000 a year by working with two foundries on cost-down changes');
    const dupes = 'Matched policy and claims records across three legacy systems to find duplicate payments; recovered $410,000 in the first year.';
    expect(amountWithMeans(resultPhrase(dupes) ?? '', dupes)).toBe('Recovered $410,000 in the first year by matching policy and claims records to find duplicate payments');
  });

  it('leaves a result that names what changed, or whose statement tells no work, as it was', () => {
    expect(amountWithMeans('Saved about 30 analyst hours a month', 'Automated the weekly loss-ratio report in Python; saved about 30 analyst hours a month.')).toBe('Saved about 30 analyst hours a month');
    expect(amountWithMeans('Saved $50,000 a year', 'Saved $50,000 a year.')).toBe('Saved $50,000 a year');
  });

  it('opens the About of a profile whose strongest result is an amount with what it was for', () => {
    const role = { position: position('Mechanical Engineer II', 'Lakeshore Pump & Valve'), statements: ['Released 140+ drawings through Windchill PLM.', 'Worked with two foundries on cost-down changes such as investment-cast impellers, saving about $180,000 a year.'] };
    const ctx = { roles: [role], matchingSkills: [], skills: [] } as unknown as WriterContext;
    expect(resultOpening(rankedResults(ctx)[0], false)).toBe('At Lakeshore Pump & Valve, I saved about $180,000 a year by working with two foundries on cost-down changes.');
  });
});

describe('h22t: the latest proof, told as the role that earned it', () => {
  const senior = position('Senior Account Executive', 'Summitline Software');
  const ae = { ...position('Account Executive', 'Summitline Software'), end: 'Dec 2021' };
  const rep = { ...position('Territory Sales Representative', 'Front Range Office Solutions'), end: 'Dec 2019' };

  it('reads a measure and its amount after ";" as an outcome the user states, the year as a point in time', () => {
    expect(measureOutcome('2024 bookings of $1.42M against a $1.2M quota (118%)')).toBe('my bookings in 2024 were $1.42M against a $1.2M quota (118%)');
    expect(outcomeClause('Close new mid-market business for a scheduling platform; 2024 bookings of $1.42M against a $1.2M quota (118%).')).toBe('my bookings in 2024 were $1.42M against a $1.2M quota (118%)');
    expect(measureOutcome('Average deal size of 12% above target')).toBe('my average deal size is 12% above target');
    // A verb, a team, or a bare count is no measure of the user's.
    expect(measureOutcome('Managed budgets of $2M')).toBeNull();
    expect(measureOutcome('Team of 12 engineers')).toBeNull();
    expect(measureOutcome('Cohort of 40 students')).toBeNull();
  });

  it('names a role the About said only with its rank ("Senior …") as its own', () => {
    const results = [{ position: ae, statement: "Finished 2021 at 126% of quota and earned President's Club.", phrase: 'Finished 2021 at 126% of quota' }];
    expect(resultSentences(results, 2, "At Summitline Software, I close new business. Today I'm a Senior Account Executive there.", [senior, ae])).toEqual(['As an Account Executive, I finished 2021 at 126% of quota.']);
  });

  it('leaves a past count of daily activity after a result of the same role to the Experience', () => {
    const results = [
      { position: rep, statement: 'Sold copier contracts to small businesses; ranked #2 of 14 reps in 2019.', phrase: 'Ranked #2 of 14 reps in 2019' },
      { position: rep, statement: 'Made 60–80 outbound calls a day and ran 10–12 in-person demos a week.', phrase: 'Made 60–80 outbound calls a day' },
    ];
    expect(resultSentences(results, 2)).toEqual(['As a Territory Sales Representative at Front Range Office Solutions, I ranked #2 of 14 reps in 2019.']);
  });
});
