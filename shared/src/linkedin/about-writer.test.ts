import { describe, expect, it } from 'vitest';
import { summaryInFirstPerson } from './about-first-person';
import { draftAbout, inFirstPerson } from './about-writer';
import { emptyProfile, type LinkedInPosition } from './profile-types';
import type { WriterContext } from './writer-context';

describe('inFirstPerson', () => {
  it('turns an action statement into a first-person sentence', () => {
    expect(inFirstPerson('Reduced checkout latency by 35% by adding Redis caching.')).toBe('I reduced checkout latency by 35% by adding Redis caching.');
    expect(inFirstPerson('Led the analytics for 120 stores')).toBe('I led the analytics for 120 stores.');
  });

  it('leaves other statements out', () => {
    expect(inFirstPerson('The order service and its API.')).toBeNull();
  });
});

describe('summaryInFirstPerson', () => {
  it('opens a resume summary fragment with "I\'m a"', () => {
    expect(summaryInFirstPerson('Senior data analyst with 8 years of experience in retail analytics.')).toBe("I'm a senior data analyst with 8 years of experience in retail analytics.");
    expect(summaryInFirstPerson('ICU nurse who trains new graduates')).toBe("I'm an ICU nurse who trains new graduates.");
  });

  it('keeps a title the user writes in Title Case, lowering only a word that describes it', () => {
    expect(summaryInFirstPerson('Machine Learning Engineer with 5 years of experience.')).toBe("I'm a Machine Learning Engineer with 5 years of experience.");
    expect(summaryInFirstPerson('Chief Product Manager with over 20 years of experience.')).toBe("I'm a Chief Product Manager with over 20 years of experience.");
  });

  it('cuts the praise before the title as the tailored summary does, a run of it too (text/self-praise.ts)', () => {
    expect(summaryInFirstPerson('Seasoned Product Manager with over 20 years of experience.')).toBe("I'm a Product Manager with over 20 years of experience.");
    // Not "I'm an and compassionate registered nurse …".
    expect(summaryInFirstPerson('Dedicated and compassionate registered nurse with 11 years of acute-care experience.')).toBe("I'm a registered nurse with 11 years of acute-care experience.");
    // "Creative" in a title is the title's.
    expect(summaryInFirstPerson('Creative Director with 12 years of experience in brand campaigns.')).toBe("I'm a Creative Director with 12 years of experience in brand campaigns.");
  });

  it('says the title without the self-praise before it ("Determined", "Highly experienced")', () => {
    expect(summaryInFirstPerson('Determined Accountant with three years of experience in tax accounting.')).toBe("I'm an accountant with three years of experience in tax accounting.");
    expect(summaryInFirstPerson('Highly experienced Senior Backend Developer with 8 years of experience.')).toBe("I'm a Senior Backend Developer with 8 years of experience.");
    // A line of work named as a person ("professional") with a digit in it ("B2B") is a title too.
    expect(summaryInFirstPerson('B2B sales professional with nine years selling software.')).toBe("I'm a B2B sales professional with nine years selling software.");
  });

  it('leaves sentences that are not a title fragment alone', () => {
    expect(summaryInFirstPerson('I build backend services with Python.')).toBeNull();
    expect(summaryInFirstPerson('Built services with Python.')).toBeNull();
    expect(summaryInFirstPerson('Skilled in Python and SQL.')).toBeNull();
  });
});

describe('draftAbout', () => {
  const position = (title: string, company: string, end: string): LinkedInPosition => ({ title, company, start: '', end, location: '', description: '' });
  const ra = position('Resident Assistant', 'University Housing', 'Present');
  const ta = position('Undergraduate Teaching Assistant', 'Department of Computer Sciences', 'May 2025');
  const library = position('Library Student Assistant', 'Memorial Library', 'May 2024');
  const ctx: WriterContext = {
    profile: { ...emptyProfile(), positions: [ra, ta, library], skills: ['SQL', 'Python', 'Tableau', 'Data Visualization'] },
    title: 'Information Science Student',
    target: 'Data Analyst',
    studies: { field: 'Information Science', institution: 'University of Wisconsin–Madison', graduation: 'May 2027' },
    credentials: [],
    industry: '',
    skills: ['SQL', 'Python', 'Tableau', 'Data Visualization'],
    matchingSkills: ['SQL', 'Python', 'Tableau'],
    roles: [
      { position: ra, statements: ['Support 46 first-year residents on a co-ed floor; plan two community events a month and mediate roommate conflicts.'] },
      { position: ta, statements: ['Led two weekly lab sections of 30 students in introductory Python and held four office hours a week.'] },
      { position: library, statements: ['Cleaned up 3,200 catalog records in a spreadsheet before a system migration and wrote a short guide for the next student worker.'] },
    ],
    summaries: [],
    years: 0,
    claimable: () => true,
    supportText: 'data visualization',
  };

  it('says the focus with the tools, not before the results of a role it has nothing to do with', () => {
    const paragraphs = draftAbout(ctx).text.split('\n\n');
    const focus = paragraphs.find((p) => p.includes('My focus is')) ?? '';
    expect(focus).toBe('My focus is data visualization. My tools include SQL, Python and Tableau.');
    expect(paragraphs.find((p) => p.includes('46 first-year residents'))).toBe(
      // The library result would be its bullet again behind a frame: it is left to the Experience.
      'As a Resident Assistant at University Housing, I support 46 first-year residents.',
    );
  });
});

describe('notes on what of the user\'s About is left out', () => {
  const lead = { title: 'Machine Learning Engineer', company: 'OpenAI', start: '2021', end: 'Present', location: '', description: '' };
  const ctx: WriterContext = {
    profile: { ...emptyProfile(), about: 'Currently leading a team of AI engineers at OpenAI.', positions: [lead] },
    title: 'Machine Learning Engineer',
    target: 'Machine Learning Engineer',
    studies: null,
    credentials: [],
    industry: '',
    skills: ['Python'],
    matchingSkills: ['Python'],
    roles: [{ position: lead, statements: ['Lead a team of AI engineers at OpenAI.'] }],
    summaries: [],
    years: 0,
    claimable: () => true,
    supportText: 'Python',
  };

  it('quotes the sentence as the user wrote it, not as the About would have said it', () => {
    const { leftOut } = draftAbout(ctx);
    expect(leftOut).toEqual(['About: your sentence "Currently leading a team of AI engineers at OpenAI." was left out: your Experience says it word for word']);
  });
});

describe('a resume objective in the About', () => {
  it('is left out with a note, the About closing with what the user is looking for', () => {
    const google = { title: 'Software Engineer (Front-End)', company: 'Google', start: 'June 2022', end: 'Present', location: '', description: '' };
    const objective = 'Seeking a challenging role as a Front-End Developer where I can leverage my knowledge of UI/UX design.';
    const ctx: WriterContext = {
      profile: { ...emptyProfile(), about: objective, positions: [google] },
      title: 'Software Engineer',
      target: 'Senior Frontend Engineer',
      studies: null,
      credentials: [],
      industry: '',
      skills: ['React'],
      matchingSkills: ['React'],
      roles: [{ position: google, statements: ['Developing intuitive and engaging user interfaces using React and Redux.'] }],
      summaries: [objective],
      years: 0,
      claimable: () => true,
      supportText: 'React',
    };
    const { text, leftOut } = draftAbout(ctx);
    expect(text).not.toContain('Seeking');
    expect(text).toMatch(/I'm now looking for a Senior Frontend Engineer role/);
    expect(leftOut).toEqual([`About: your sentence "Seeking a challenging role as a Front-End Developer where I can leverage my knowledge…" was left out: it says what you are looking for, which the About says in its closing`]);
  });
});

describe('h22t: the About opens with the latest of two results as strong', () => {
  it("opens with the role held's outcome, not an earlier role's result of the same strength", () => {
    const senior = { title: 'Senior Account Executive', company: 'Summitline Software', start: 'Jan 2022', end: 'Present', location: '', description: '' };
    const ae = { title: 'Account Executive', company: 'Summitline Software', start: 'Mar 2019', end: 'Dec 2021', location: '', description: '' };
    const ctx: WriterContext = {
      profile: { ...emptyProfile(), positions: [senior, ae] },
      title: 'Senior Account Executive',
      target: 'Account Executive',
      studies: null,
      credentials: [],
      industry: '',
      skills: ['Salesforce'],
      matchingSkills: ['Salesforce'],
      roles: [
        { position: senior, statements: ['Close new mid-market business for a field-service scheduling platform; 2024 bookings of $1.42M against a $1.2M quota (118%).'] },
        { position: ae, statements: ["Finished 2021 at 126% of quota and earned President's Club."] },
      ],
      summaries: [],
      years: 0,
      claimable: () => true,
      supportText: 'Salesforce',
    };
    const { text } = draftAbout(ctx);
    expect(text.startsWith('My bookings in 2024 were $1.42M against a $1.2M quota (118%) at Summitline Software, where I close new mid-market business for a field-service scheduling platform.')).toBe(true);
    expect(text).toContain('As an Account Executive, I finished 2021 at 126% of quota.');
  });
});

describe("h22t: what the user hopes to bring to a next role", () => {
  it('is left out with a note: a cover letter says it to one employer, the About closes with the role sought', () => {
    const redHat = { title: 'DevOps Engineer', company: 'Red Hat', start: 'Jan 2022', end: 'Present', location: '', description: '' };
    const hope = "I'm excited to contribute expertise in Kubernetes and AWS to drive innovation.";
    const ctx: WriterContext = {
      profile: { ...emptyProfile(), about: `I work on cloud platforms. ${hope}`, positions: [redHat] },
      title: 'DevOps Engineer',
      target: 'DevOps Engineer',
      studies: null,
      credentials: [],
      industry: '',
      skills: ['AWS'],
      matchingSkills: ['AWS'],
      roles: [{ position: redHat, statements: ['Managed cloud infrastructure on AWS for over 100 virtual machines.'] }],
      summaries: [],
      years: 0,
      claimable: () => true,
      supportText: 'AWS Kubernetes',
    };
    const { text, leftOut } = draftAbout(ctx);
    expect(text).not.toContain('excited');
    expect(leftOut).toEqual([`About: your sentence "I'm excited to contribute expertise in Kubernetes and AWS to drive innovation." was left out: it says what you hope to do in your next role, which a cover letter says to one employer; the About closes with the role you are looking for`]);
  });
});
