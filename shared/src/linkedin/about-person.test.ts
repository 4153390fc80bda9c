import { describe, expect, it } from 'vitest';
import { personSentences, soughtTitle } from './about-person';
import { careerPathSentence } from './about-path';
import { figuresIn, sharesFigure } from './figures';
import { draftAbout } from './about-writer';
import { careerStart } from './optimize';
import { heldRate } from './result-phrases';
import { emptyResume } from '../resume/types';
import { emptyProfile, type LinkedInPosition } from './profile-types';
import type { WriterContext } from './writer-context';

const position = (title: string, company: string, start: string, end: string): LinkedInPosition => ({ title, company, start, end, location: '', description: '' });

function context(over: Partial<WriterContext>): WriterContext {
  return {
    profile: emptyProfile(),
    title: '',
    target: '',
    studies: null,
    credentials: [],
    industry: '',
    skills: [],
    matchingSkills: [],
    roles: [],
    summaries: [],
    years: 0,
    claimable: () => true,
    supportText: '',
    ...over,
  };
}

describe('figures', () => {
  it('reads amounts, rates, ranges and counts, not single digits', () => {
    expect(figuresIn('projects of $2–9M each; 96% CSAT; 2,400 requests; 2 per quarter')).toEqual(['$2–9M', '96%', '2,400']);
    expect(sharesFigure('a portfolio ($2–9M each)', 'projects of $2–9M.')).toBe(true);
    expect(sharesFigure('fell from 9 to 2', 'four to six projects')).toBe(false);
  });
});

describe('an About for a resume with no summary', () => {
  const senior = position('Senior Software Engineer', 'Fernhill Freight Software', 'Mar 2022', 'Present');
  const earlier = position('Software Engineer', 'Quillstone Health', 'Jun 2019', 'Feb 2022');
  const ctx = context({
    profile: { ...emptyProfile(), positions: [senior, earlier] },
    title: 'Senior Software Engineer',
    target: 'Senior Software Engineer',
    careerSince: '2019',
    roles: [
      {
        position: senior,
        statements: [
          'Lead a team of four building the carrier-rates API in TypeScript and Node.js, serving 2,400 requests per second.',
          'Replaced a nightly batch import with an event-driven pipeline (Kafka), cutting rate-update delay from 14 hours to under 5 minutes.',
          'Introduced contract tests and staged rollouts; incidents caused by deploys dropped from 9 to 2 per quarter.',
        ],
      },
      { position: earlier, statements: ['Wrote the on-call runbook used by three teams.'] },
    ],
  });

  it('says who the user is, since when (from the dates) and what they do', () => {
    const text = draftAbout(ctx).text;
    expect(text).toContain("I'm a Senior Software Engineer there, in the field since 2019; day to day, I lead a team of four building the carrier-rates API.");
    expect(text).not.toMatch(/Today I'm/);
  });

  it('does not frame work that says "daily" with "day to day"', () => {
    const manager = position('Accounting Manager', 'Sparrow and Fly Accounting', 'Jan 2018', 'Present');
    const text = draftAbout(context({ profile: { ...emptyProfile(), positions: [manager] }, title: 'Accounting Manager', target: 'Accounting Manager', roles: [{ position: manager, statements: ['Oversee the daily operations of the accounting department using NetSuite and Excel.'] }] })).text;
    expect(text).toContain("I'm an Accounting Manager at Sparrow and Fly Accounting; I oversee the daily operations of the accounting department.");
  });

  it('names no year when the career begins with the role held', () => {
    const text = draftAbout({ ...ctx, careerSince: '2022' }).text;
    expect(text).toContain("I'm a Senior Software Engineer there; day to day, I lead a team of four building the carrier-rates API.");
  });
});

describe('the About opening', () => {
  const support = position('Customer Support Specialist II', 'Brightloop Software', 'Jan 2022', 'Present');
  const summaryCtx = context({
    profile: { ...emptyProfile(), positions: [support] },
    title: 'Customer Support Specialist',
    target: 'Customer Support Specialist',
    summaries: ['Customer support specialist with six years in phone, chat, and email support.'],
    roles: [
      {
        position: support,
        statements: [
          'Wrote 35 help-center articles in Zendesk Guide; tickets on those topics fell about 20%.',
          'Resolve 45–60 tickets a day by email, chat, and phone for a small-business invoicing app, with 96% CSAT over the last four quarters.',
        ],
      },
    ],
  });

  it('leads with a rate the customer gave over a count of articles written', () => {
    const first = draftAbout(summaryCtx).text.split('\n')[0] ?? '';
    expect(first.startsWith("I've held 96% CSAT over the last four quarters at Brightloop Software, where I resolve 45–60 tickets a day for a small-business invoicing app.")).toBe(true);
  });

  it('does not state a figure the summary states', () => {
    const pm = position('Senior Project Manager', 'Prairie Lantern Insurance', 'Jan 2020', 'Present');
    const text = draftAbout(
      context({
        profile: { ...emptyProfile(), positions: [pm] },
        title: 'IT Project Manager',
        target: 'IT Project Manager',
        summaries: ['IT project manager with 12 years in insurance, running ERP and cloud-migration projects of $2–9M.'],
        roles: [{ position: pm, statements: ['Manage a portfolio of four to six IT projects at a time ($2–9M each), including the move of policy administration to a cloud platform.'] }],
      }),
    ).text;
    expect(text.split('$2–9M')).toHaveLength(2);
  });
});

describe('soughtTitle', () => {
  it('says the target as a person would, or nothing when the posting cut it short', () => {
    expect(soughtTitle('Technical Support Engineer- Remote')).toBe('Technical Support Engineer');
    expect(soughtTitle('Python Backend Developer Sr /...')).toBe('');
    expect(soughtTitle('Data Engineer/Python Developer')).toBe('Data Engineer/Python Developer');
    expect(soughtTitle('Industrial Maintenance Electrician - 2nd Shift')).toBe('Industrial Maintenance Electrician');
    expect(soughtTitle('Registered Nurse - Medical/Surgical Telemetry (Nights)')).toBe('Registered Nurse - Medical/Surgical Telemetry');
  });

  it('names no title held in place of a target the profile cannot claim ("open to my next Customer Support Representative II role")', () => {
    const rep = position('Customer Support Representative II', 'PayNest', 'Jan 2022', 'Present');
    const text = draftAbout(
      context({ profile: { ...emptyProfile(), positions: [rep] }, title: 'Customer Support Representative II', target: 'Customer Success Manager', roles: [{ position: rep, statements: [] }], claimable: (t) => !/success/i.test(t) }),
    ).text;
    expect(text).not.toContain('Customer Support Representative II role');
    expect(text).toContain("I'm now looking for my next role; feel free to message me here.");
  });

  it('closes the About with the user\'s own title when the target is cut short', () => {
    const se = position('Senior Software Engineer', 'TechCorp', 'Jan 2020', 'Present');
    const text = draftAbout(context({ profile: { ...emptyProfile(), positions: [se] }, title: 'Senior Software Engineer', target: 'Python Backend Developer Sr /...', roles: [{ position: se, statements: [] }] })).text;
    expect(text).toContain("I'm open to my next Senior Software Engineer role");
  });
});

describe('careerStart', () => {
  const entry = (title: string, startDate: string, bullets: string[] = []) => ({ title, employer: 'X', startDate, endDate: '', dates: '', bullets });
  const resume = (experience: ReturnType<typeof entry>[]) => ({ ...emptyResume(), experience });

  it('is the first year of the line of work the latest title names, not of an earlier other job nor a part-time one', () => {
    expect(careerStart([resume([entry('Journeyman Electrician', 'Jun 2019'), entry('Apprentice Electrician', 'Aug 2015'), entry('Maintenance Helper', 'Jun 2013')])])).toBe('2015');
    expect(careerStart([resume([entry('Mechanical Engineer II', 'Jul 2021'), entry('Mechanical Engineer I', 'Jun 2019'), entry('Research Engineer', '2017', ['Built fixtures, part time while finishing my degree.'])])])).toBe('2019');
    expect(careerStart([resume([entry('Software Engineer', 'Jun 2019'), entry('Software Engineering Intern', 'Summer 2018')])])).toBe('2019');
  });
});

describe('an About with no result to open with', () => {
  const google = position('Software Engineer (Front-End)', 'Google', 'June 2022', 'Present');
  const sparrow = position('Accounting Manager', 'Sparrow and Fly Accounting', '2019', 'Present');

  it('says what the user does in the role held, a gerund told in the present ("Developing …" → "I develop …")', () => {
    const ctx = context({
      profile: { ...emptyProfile(), about: 'Seeking a role where I can build engaging user interfaces.', positions: [google] },
      title: 'Software Engineer',
      target: 'Frontend Engineer',
      roles: [{ position: google, statements: ['Developing intuitive and engaging user interfaces using React and Redux.', 'Working closely with UX designers to implement responsive and accessible web design.'] }],
    });
    expect(draftAbout(ctx).text).toMatch(/^I'm a Front-End Software Engineer at Google; day to day, I develop intuitive and engaging user interfaces\./);
  });

  it('after a summary, names the role held with its work, in a few words (not the bullet again)', () => {
    const ctx = context({
      profile: { ...emptyProfile(), positions: [sparrow] },
      title: 'Accounting Manager',
      target: 'Accounting Manager',
      careerSince: '2012',
      summaries: ['Certified Public Accountant with 10 years in the industry and experience in tax preparation.'],
      roles: [{ position: sparrow, statements: ['Oversee the daily operations in the accounting department', 'Complete tax planning throughout the fiscal year'] }],
    });
    const about = draftAbout(ctx).text;
    expect(about).toContain("I'm a Certified Public Accountant with 10 years in the industry and experience in tax preparation. Today I'm an Accounting Manager at Sparrow and Fly Accounting; I oversee the daily operations.");
    // The summary says the years; the role's sentence does not say them again.
    expect(about).not.toContain('in the field since');
  });
});

describe('h22t: the day to day keeps a counted scope', () => {
  it('says how much of the work is theirs ("across twelve offices"), the place after it left to the Experience', () => {
    const tech = position('Desktop Support Technician', 'Wilder Tech', 'Jan 2022', 'Present');
    const ctx = context({ title: 'Desktop Support Technician', profile: { ...emptyProfile(), positions: [tech] }, roles: [{ position: tech, statements: ['Set up computer hardware across twelve offices in the company headquarters building'] }] });
    expect(personSentences(ctx, '', { today: true })).toEqual(["Today I'm a Desktop Support Technician at Wilder Tech; day to day, I set up computer hardware across twelve offices."]);
    // A place without a count is still cut ("across the organization").
    const plain = context({ ...ctx, roles: [{ position: tech, statements: ['Set up computer hardware across the organization for new hires'] }] });
    expect(personSentences(plain, '', { today: true })).toEqual(["Today I'm a Desktop Support Technician at Wilder Tech; day to day, I set up computer hardware."]);
  });
});

describe('h22t: what the user does, after a summary that names the title', () => {
  const google = position('Product Manager', 'Google', 'Jan 2020', 'Present');
  const ctx = context({
    title: 'Product Manager',
    target: 'Senior Product Manager',
    profile: { ...emptyProfile(), positions: [google] },
    roles: [{ position: google, statements: ['Leading cross-functional teams to design, develop, and launch innovative products.'] }],
    summaries: ['Seasoned Product Manager with over 20 years of experience in software development and product management.'],
  });

  it('says a series of verbs by the one it ends in, not as the bullet\'s list', () => {
    expect(personSentences(ctx, "I'm a seasoned Product Manager.", { workOnly: true })).toEqual(['At Google, I lead cross-functional teams to launch innovative products.']);
    // An About that names the employer already says where the user works.
    expect(personSentences(ctx, 'I have led launches at Google.', { workOnly: true })).toEqual([]);
  });

  it('follows the summary when no result opens the About', () => {
    const { text } = draftAbout(ctx);
    expect(text.split('\n\n')[0]).toBe("I'm a Product Manager with over 20 years of experience in software development and product management. At Google, I lead cross-functional teams to launch innovative products.");
  });
});

describe('h23d: where the user worked before the role held', () => {
  const google = position('Product Manager', 'Google', 'Jan 2020', 'Present');
  const amazon = position('Software Development Engineer III', 'Amazon', 'Jan 2016', 'Dec 2019');
  const apple = position('Software Development Engineer II', 'Apple', 'Jan 2013', 'Dec 2015');
  const netflix = position('Software Development Engineer I', 'Netflix', 'Jan 2010', 'Dec 2012');
  const path = (positions: LinkedInPosition[], said: string, over: Partial<WriterContext> = {}) =>
    careerPathSentence(context({ profile: { ...emptyProfile(), positions }, roles: positions.map((p) => ({ position: p, statements: [] })), ...over }), said);

  it('says the earlier titles and employers, one title at several employers once', () => {
    expect(path([google, amazon, apple, netflix], "I'm a Product Manager.")).toBe('Before joining Google, I was a Software Development Engineer at Amazon, Apple and Netflix.');
    expect(path([google, amazon, apple, netflix], 'At Google, I lead cross-functional teams.')).toBe('Before that, I was a Software Development Engineer at Amazon, Apple and Netflix.');
  });

  it('says several titles at one employer together, and leaves out an internship', () => {
    const roles = [
      position('Certified Public Accountant', 'Gilmore Financial', 'Jan 2022', 'Present'),
      position('Accountant', 'Harrison Money Management', 'Jan 2020', 'Dec 2021'),
      position('Junior Accountant', 'Harrison Money Management', 'Jan 2019', 'Dec 2019'),
      position('Accounting Intern', 'Cloverfield College', 'Jun 2018', 'Aug 2018'),
    ];
    expect(path(roles, 'Today I work at Gilmore Financial. I compute taxes.')).toBe('Before Gilmore Financial, I was an Accountant and a Junior Accountant at Harrison Money Management.');
  });

  it('after results that name earlier employers, says only the roles the career began with, and nothing for a student', () => {
    const [redHat = google, newRelic = google, oracle = google, ibm = google] = [
      ['DevOps Engineer', 'Red Hat', 'Present'],
      ['Site Reliability Engineer', 'New Relic', 'Dec 2021'],
      ['Technical Support Engineer', 'Oracle', 'Dec 2019'],
      ['Systems Engineer', 'IBM', 'Dec 2017'],
    ].map(([title = '', company = '', end = '']) => position(title, company, '', end));
    expect(path([redHat, newRelic, oracle], 'At Red Hat, I cut deploys. Earlier, as a Site Reliability Engineer at New Relic, I scaled systems.')).toBe('Before that, I was a Technical Support Engineer at Oracle.');
    expect(path([redHat, newRelic, oracle, ibm], 'As a Site Reliability Engineer at New Relic, I scaled systems. I like Linux.')).toBe('Before New Relic, I was a Technical Support Engineer at Oracle and a Systems Engineer at IBM.');
    // A role left out between two the About tells is not told after them.
    expect(path([redHat, newRelic, oracle, ibm], 'At New Relic, I scaled systems. At IBM, I scripted setups.')).toBe('');
    expect(path([redHat, newRelic, oracle], 'At Red Hat, I cut deploys.', { studies: { field: 'Computer Science', institution: 'MIT', graduation: 'May 2027' } as WriterContext['studies'] })).toBe('');
    expect(path([redHat], 'At Red Hat, I cut deploys.')).toBe('');
  });

  it('closes the story of a short About', () => {
    const ctx = context({
      title: 'Product Manager',
      target: 'Senior Product Manager',
      profile: { ...emptyProfile(), positions: [google, amazon, apple] },
      roles: [
        { position: google, statements: ['Leading cross-functional teams to design, develop, and launch innovative products.'] },
        { position: amazon, statements: ['Led a team of developers in building e-commerce applications.'] },
        { position: apple, statements: ['Designed software components for Apple services.'] },
      ],
      summaries: ['Product Manager with over 20 years of experience in software development and product management.'],
    });
    expect(draftAbout(ctx).text.split('\n\n')[0]).toBe(
      "I'm a Product Manager with over 20 years of experience in software development and product management. At Google, I lead cross-functional teams to launch innovative products. Before that, I was a Software Development Engineer at Amazon and Apple.",
    );
  });
});

describe('a rate held, with its article', () => {
  it('"with a 96% customer satisfaction (CSAT) score" opens "I\'ve held a 96% customer satisfaction (CSAT) score …"', () => {
    expect(heldRate('Answer 45-60 tickets a day in Zendesk, with a 96% customer satisfaction (CSAT) score')).toEqual({ work: 'Answer 45-60 tickets a day in Zendesk', rate: 'a 96% customer satisfaction (CSAT) score' });
  });
});
