import { describe, expect, it } from 'vitest';
import { midSentence } from './named-skills';
import { tailorResume } from './engine';
import { sentenceCaseTitle, writeSummary } from './summary';

describe('writeSummary', () => {
  const base = {
    original: 'Warehouse operations supervisor with ten years in distribution. I run safe, on-time docks.',
    title: 'Shipping and Receiving Supervisor',
    years: 11,
    asks: ['inventory control', 'Manhattan WMS', 'OSHA compliance'],
    result: { statement: 'Cut dock-to-stock time from 36 to 19 hours by re-slotting fast movers.', employer: 'Sierra Crest Distribution' },
    credentials: [],
  };

  it('writes who, what the job asks and one result, never the old summary with a tail', () => {
    const out = writeSummary(base);
    expect(out).toBe(
      'Shipping and receiving supervisor with 11 years of experience, including inventory control, Manhattan WMS and OSHA compliance. ' +
        'At Sierra Crest Distribution, cut dock-to-stock time from 36 to 19 hours by re-slotting fast movers.',
    );
    expect(out).not.toContain('I run safe');
    expect(out).not.toMatch(/skilled in|results-driven|proven track record|dynamic/i);
  });

  it('names the credentials the job asks for, in three sentences at most', () => {
    const out = writeSummary({ ...base, credentials: ['BLS', 'ACLS'] });
    expect(out.split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(3);
    expect(out).toMatch(/ Earned the BLS and ACLS certifications\.$/);
  });

  it('names a licence the posting asks for by its name, and says an employer without its legal form', () => {
    const out = writeSummary({ ...base, result: { ...base.result, employer: 'Sierra Crest Distribution, Inc.' }, licences: ['Oklahoma Journeyman Electrician License'] });
    expect(out).toContain('At Sierra Crest Distribution, cut dock-to-stock');
    expect(out).toMatch(/ Holds the Oklahoma Journeyman Electrician License\.$/);
  });

  it('names a licence as a title and a certification as one held', () => {
    expect(writeSummary({ ...base, credentials: ['CPA'] })).toMatch(/ Licensed as a CPA\.$/);
    expect(writeSummary({ ...base, credentials: ['CPA', 'CMA'] })).toMatch(/ Licensed as a CPA; earned the CMA certification\.$/);
  });

  it('keeps the user’s own summary when it has nothing to say but a title', () => {
    expect(writeSummary({ ...base, years: null, asks: [], result: null })).toBe(base.original);
  });

  it('does not keep a summary whose years its own dates have outgrown for a title, years and what the person does', () => {
    const accountant = {
      original: 'Determined Accountant with three years of experience in personal and tax accounting.',
      title: 'Accountant',
      years: 7,
      asks: [],
      result: { statement: 'Prepare balance sheets for corporate clients', employer: 'Gilmore Financial', scope: true as const },
      credentials: [],
    };
    expect(writeSummary(accountant)).toBe(accountant.original);
    expect(writeSummary({ ...accountant, originalOutgrown: true })).toBe('Accountant who has 7 years of experience. At Gilmore Financial, prepare balance sheets for corporate clients.');
  });

  it("writes over an own summary that leads with praise when what the person does is all there is to say", () => {
    const support = {
      original: 'Enthusiastic IT expert with four years of experience in desktop support. Passionate about top-quality service.',
      title: 'Desktop Support Technician',
      years: 4,
      asks: [],
      result: { statement: 'speaks with customers over the phone to troubleshoot tech issues', employer: 'Wilder Tech', scope: true as const },
      credentials: [],
    };
    expect(writeSummary(support)).toBe('Desktop support technician who has 4 years of experience. At Wilder Tech, speaks with customers over the phone to troubleshoot tech issues.');
    expect(writeSummary({ ...support, original: 'IT support technician with four years in desktop support.' })).toBe('IT support technician with four years in desktop support.');
  });

  it('says a floor of one year in the singular after "over"', () => {
    expect(writeSummary({ ...base, years: 1, yearsAtLeast: 'over' })).toMatch(/ with over 1 year of experience/);
    expect(writeSummary({ ...base, years: 1, yearsAtLeast: '+' })).toMatch(/ with 1\+ years of experience/);
  });

  it("says what the user's own figure counts, unless the title says it", () => {
    const pm = { ...base, title: 'Product Manager', years: 20, yearsAtLeast: 'over' as const, yearsScope: 'software development and product management', asks: ['SQL'] };
    expect(writeSummary(pm)).toMatch(/^Product manager with over 20 years of experience in software development and product management, including SQL\. /);
    expect(writeSummary({ ...pm, title: 'DevOps Engineer', yearsScope: 'DevOps', asks: [] })).toMatch(/^DevOps engineer who has over 20 years of experience\. /);
  });

  it('writes "the" before an employer that is a department', () => {
    expect(writeSummary({ ...base, result: { statement: 'Led two lab sections of 30 students.', employer: 'Department of Computer Sciences' } })).toContain(
      'At the Department of Computer Sciences, led two lab sections of 30 students.',
    );
  });
});

describe('sentence case', () => {
  it('lowers common-noun words of a title and keeps acronyms and numerals', () => {
    expect(sentenceCaseTitle('IT Project Manager')).toBe('IT project manager');
    expect(sentenceCaseTitle('Mechanical Engineer II')).toBe('Mechanical engineer II');
  });

  it('a skill keeps its own casing; a common noun is lower case mid-sentence', () => {
    const texts = ['Keep inventory control tight and report on telemetry.'];
    expect(midSentence('Inventory Control', texts)).toBe('inventory control');
    expect(midSentence('Telemetry monitoring', texts)).toBe('telemetry monitoring');
    expect(midSentence('Epic', texts)).toBe('Epic');
    expect(midSentence('SQL', texts)).toBe('SQL');
    expect(midSentence('Adobe Illustrator', texts)).toBe('Adobe Illustrator');
  });

  it("a name the resume writes as one keeps its capital, whatever the posting's casing", () => {
    // The Blockchain Talents posting asks "Excellent command of python."; the resume says "using Python and Kafka".
    const texts = ['Designed real-time data processing pipelines using Python and Kafka', 'Requirements:\nExcellent command of python.'];
    expect(midSentence('Python', texts)).toBe('Python');
    expect(midSentence('Open Source', ['Skills\nPython, Open Source, Django', 'As an open source project, we work on GitHub.'])).toBe('open source');
  });
});

describe('a summary for a resume that states no number', () => {
  const resumeText = (bullets: string[]) =>
    ['Harvey Roe', 'harvey@example.com', '', 'Summary', 'Machine learning engineer with 5 years of experience in NLP.', '', 'Experience', 'Machine Learning Engineer | Northwind AI | 2021 - Present', ...bullets.map((b) => `- ${b}`), '', 'Skills', 'PyTorch, Python, scikit-learn'].join('\n');
  const description = 'Requirements:\n- Experience with PyTorch and Python\n- Deep learning models for natural language processing';
  const summaryOf = (bullets: string[]) => tailorResume({ resumeText: resumeText(bullets), job: { title: 'Machine Learning Engineer', description }, now: new Date('2026-11-23T00:00:00Z') }).resume.summary;

  it('says what the person does, in one of their own statements, after the title and the asks', () => {
    expect(summaryOf(['Designed and implemented deep learning models for natural language processing tasks.', 'Published several research papers.'])).toMatch(
      /\. At Northwind AI, designed and implemented deep learning models for natural language processing tasks\.$/,
    );
  });
  it('says a current duty written in the "-ing" form in the present, both of its joined verbs', () => {
    const resume = ['Alfred Roe', 'alfred@example.com', '', 'Summary', 'Product manager with 20 years of experience.', '', 'Experience', 'Product Manager | Google | 2017 - Present', '- Developing product strategies and making data-driven decisions to improve user experience.', '', 'Skills', 'SQL'].join('\n');
    const summary = tailorResume({ resumeText: resume, job: { title: 'Senior Product Manager', description: 'Requirements:\n- SQL for ad-hoc analysis' }, now: new Date('2026-11-23T00:00:00Z') }).resume.summary;
    expect(summary).toMatch(/\. At Google, develops product strategies and makes data-driven decisions to improve user experience\.$/);
  });
  it('does not say a present-tense duty with two verbs it would have to conjugate both of', () => {
    expect(summaryOf(['Design and deploy deep learning models for natural language processing with PyTorch.'])).not.toMatch(/At Northwind AI/);
  });
});

describe("the user's own summary that goes on in praise", () => {
  it('keeps who they are, and says what they do in place of the praise', () => {
    const out = writeSummary({
      original: 'Certified Public Accountant with 10 years in the industry and experience in tax preparation and auditing. Exceptional skills in communication and attention to detail.',
      title: 'Certified Public Accountant',
      years: 10,
      asks: [],
      result: { statement: 'Produced invoices and balance sheets for clients regularly', employer: 'Tumnus Financial', scope: true },
      credentials: [],
    });
    expect(out).toBe('Certified Public Accountant with 10 years in the industry and experience in tax preparation and auditing. At Tumnus Financial, produced invoices and balance sheets for clients regularly.');
  });
});

describe('the years of a career', () => {
  it("leave out an internship and a part-time job during college (\"Data analyst intern with 2 years of experience\")", () => {
    const resumeText = [
      'Priya Nair',
      'priya@example.com',
      '',
      'Experience',
      'Data Analyst Intern | Lonestar Credit Union | Jun 2024 - Aug 2024',
      '- Built a Tableau dashboard tracking branch wait times for 11 branches',
      'Sales Associate | Best Buy | Sep 2020 - May 2023 (part-time during college)',
      '- Trained 4 new associates on the point-of-sale system',
      '',
      'Skills',
      'SQL, Python, Tableau',
    ].join('\n');
    const job = { title: 'Data Analyst', description: 'Requirements\n- SQL\n- Python\n- Tableau' };
    const result = tailorResume({ resumeText, job, now: new Date('2026-06-01T00:00:00Z') });
    expect(result.resume.summary).not.toMatch(/\d+ years?/);
    // The role with its note stays whole: its title as read ("Sales Associate (part-time during college)") is the user's.
    expect(result.resume.experience.map((e) => e.employer)).toEqual(['Lonestar Credit Union', 'Best Buy']);
    expect(result.match.leftOut).toEqual([]);
  });
});

describe('the years of the title the summary leads with', () => {
  it("count the roles of its field, not a barista's years for a sales development rep", () => {
    const resumeText = [
      'Jay Brooks',
      'jay@example.com',
      '',
      'Experience',
      'Sales Development Representative | Fieldstack | Aug 2023 - Present',
      '- Booked 212 qualified meetings in 2024, 131% of annual quota',
      'Barista | Summit Coffee | Sep 2019 - Jul 2023',
      '- Opened and closed the café',
    ].join('\n');
    const job = { title: 'Account Executive', description: 'Requirements\n- Salesforce\n- Prospecting' };
    const { summary } = tailorResume({ resumeText, job, now: new Date('2026-06-01T00:00:00Z') }).resume;
    expect(summary).toMatch(/^Sales development representative who has 2 years of experience\./);
  });
});
