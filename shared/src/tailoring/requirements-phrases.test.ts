import { describe, expect, it } from 'vitest';
import { extractJobRequirements } from './job-requirements';
import { listedPhrases, yearsSetting } from './requirements-context';
import { findSkills } from './skill-matcher';

const phrasesOf = (line: string, duty = false) => listedPhrases(line, findSkills(line, 'strict'), duty).map((p) => p.term);

describe('listedPhrases', () => {
  it('reads the first item of a bulleted line, not only the ones after a comma', () => {
    expect(phrasesOf('- Experience with servo drives and gearboxes')).toEqual(['servo drives', 'gearboxes']);
    expect(phrasesOf('• Experience with dielines, prepress, and press proofs')).toContain('dielines');
  });
  it('reads one plain word listed after a named skill as a part of it, not an ask of its own', () => {
    const parts = phrasesOf('Understanding of Ethereum blockchain structures, nodes, and API endpoints');
    expect(parts).not.toContain('nodes');
    expect(phrasesOf('Experience with Python, dielines, and prepress')).toEqual([]);
    expect(phrasesOf('Experience with Python, servo drives, and gearboxes')).toContain('servo drives');
  });
});

describe('the things a duty names', () => {
  it('reads one plain word down a duty\'s list as a part of the work, not an ask', () => {
    const own = phrasesOf('Own features end to end: API design, PostgreSQL schema, tests, rollout, and on-call', true);
    expect(own).not.toContain('tests');
    expect(own).not.toContain('rollout');
    expect(phrasesOf('Teach patients and families', true)).not.toContain('families');
  });
  it('keeps the word a duty is done to or for', () => {
    expect(phrasesOf('Train and schedule cooks', true)).toContain('cooks');
    expect(phrasesOf('Provide pharmacokinetic dosing for vancomycin', true)).toEqual(expect.arrayContaining(['pharmacokinetic dosing', 'vancomycin']));
  });
});

describe('what a duty names that is asked of no candidate', () => {
  const dutiesOf = (line: string) => extractJobRequirements({ title: 'Specialist', company: 'Acme', description: `What you will do:\n- ${line}` }).skills.map((s) => s.jobTerm);
  it("leaves out the employer's own things", () => {
    expect(phrasesOf('Keep our lines running', true)).toEqual([]);
    const portal = dutiesOf('Teach patients and families, including how to sign up for MyAcmeCare, our patient portal');
    expect(portal).not.toContain('MyAcmeCare');
    expect(portal).not.toContain('our patient portal');
    expect(dutiesOf('Investigate refunds and chargebacks in our admin tools')).not.toContain('our admin tools');
  });
  it('leaves out the people and groups the work is done with or across', () => {
    expect(phrasesOf('Manage dependencies and risks across teams, vendors, and business units', true)).not.toContain('business units');
    expect(phrasesOf('Run demos and multi-thread deals with owners, operations leaders, and finance', true)).not.toContain('operations leaders');
    expect(dutiesOf('Work with Growth Pod and Dispatch Desk on handoffs')).toEqual([]);
    // The work's scope is no partner: "across SKUs" is still read.
    expect(dutiesOf('Keep claims accurate across SKUs')).toContain('SKUs');
  });
  it('keeps a thing whole when its tail ends the name, and reads past a helping verb', () => {
    expect(phrasesOf('Manage vendor statements of work and track deliverables', true)).not.toContain('vendor statements of');
    const dishes = phrasesOf('Help develop and cost new dishes and specials', true);
    expect(dishes).not.toContain('Help develop');
    expect(dishes).not.toContain('develop');
  });
});

describe("a degree's field", () => {
  const skillsOf = (line: string) => extractJobRequirements({ title: 'HR Generalist', company: 'Acme', description: `Requirements:\n- ${line}\n- Experience with FMLA` }).skills.map((s) => s.jobTerm);
  it('is read with the degree, not as skills of its own', () => {
    const hr = skillsOf("Bachelor's degree in Human Resources, Business, or a related field");
    expect(hr).not.toContain('Business');
    expect(hr).not.toContain('Human Resources');
    expect(skillsOf("Bachelor's degree in statistics, economics, computer science, or a related field")).not.toContain('computer science');
  });
  it("keeps the title's area an ask when the degree names it", () => {
    const description = ['In this role you will:', '- Analyze inventory and supply chain data', '', 'You will need:', "- Bachelor's degree in statistics, supply chain, or a related field"].join('\n');
    const skills = extractJobRequirements({ title: 'Data Analyst, Supply Chain', company: 'Acme', description }).skills;
    expect(skills.find((s) => s.jobTerm === 'Supply Chain')?.titleSetting).toBeUndefined();
  });
  it('ends where the sentence asks the next thing', () => {
    expect(skillsOf("Bachelor's degree in Computer Science and 3+ years of Python")).toContain('Python');
  });
});

describe('details of a named skill', () => {
  const job = (line: string) => extractJobRequirements({ title: 'Engineer', company: 'Acme', description: `Requirements:\n- ${line}` }).skills;
  it('reads a list after a colon as details of the skill before it, not asks of their own', () => {
    expect(phrasesOf('Deep experience with PostgreSQL: query tuning, indexing, and migrations')).toEqual([]);
  });
  it('reads what a named tool is for as a detail, not an ask', () => {
    const skills = job('Figma for presentations and digital assets');
    expect(skills.find((s) => s.skill === 'Figma')?.exampleOnly).toBeUndefined();
    expect(skills.find((s) => s.skill === 'Public Speaking')?.exampleOnly).toBe(true);
  });
});

describe('education asked as a professional doctorate', () => {
  it('reads "Doctor of Pharmacy (PharmD)" as a doctorate requirement', () => {
    const r = extractJobRequirements({ title: 'Clinical Pharmacist', company: 'Acme', description: 'Minimum Qualifications:\nDoctor of Pharmacy (PharmD) from an accredited school.' });
    expect(r.education).toMatchObject({ level: 'doctorate', required: true });
  });
});

describe('duties', () => {
  it('keeps the verb of a task whose object is one word', () => {
    expect(phrasesOf('Review code and mentor engineers', true)).toContain('Review code');
    expect(phrasesOf('Plan labor for each wave against the forecast', true)).toEqual(['Plan labor']);
  });
  it('reads what a thing is done for as a thing of its own', () => {
    expect(phrasesOf('Provide pharmacokinetic dosing for vancomycin', true)).toEqual(['pharmacokinetic dosing', 'vancomycin']);
  });
  it('drops the article after the preposition', () => {
    expect(phrasesOf('Carry boxes to the back room', true)).toEqual(['Carry boxes', 'back room']);
  });
});

describe('what a line asks, without its framing', () => {
  it('keeps the thing named before "or another …"', () => {
    expect(phrasesOf('Familiarity with Stripe or another payments processor')).toEqual(['Stripe']);
  });
  it('drops "industry experience" after the industries', () => {
    expect(phrasesOf('Insurance or financial services industry experience')).toEqual(['Insurance or financial services']);
  });
});

describe('duties that name a thing the vocabulary knows', () => {
  const skillsOf = (description: string) => extractJobRequirements({ title: 'Backend Engineer', company: 'Acme', description }).skills;
  it('reads a task named as a noun in the vocabulary as that skill', () => {
    const review = skillsOf('What you will do:\n- Build services in TypeScript\n- Review code and mentor engineers\nRequirements:\n- Strong TypeScript, Node.js and PostgreSQL').find((s) => s.jobTerm === 'Review code');
    expect(review).toMatchObject({ skill: 'Code Review', custom: false });
  });
  it('reads a thing a found word only qualifies as a thing of its own', () => {
    expect(phrasesOf('Prepare audit schedules and support the external auditors', true)).toContain('audit schedules');
  });
  it('reads a duty that says "year-end", not a length of experience', () => {
    expect(phrasesOf('Support the auditors during interim and year-end fieldwork', true)).toContain('year-end fieldwork');
    expect(phrasesOf('3+ years of payroll and benefits')).toEqual([]);
  });
});

describe('duties: how and with what', () => {
  it('reads "Forecast accurately" as the task of forecasting', () => {
    expect(phrasesOf('Forecast accurately in the CRM and keep records clean', true)).toContain('Forecast');
  });
  it('reads a task whose object names nothing in particular as its verb', () => {
    expect(phrasesOf('Order product, receive deliveries, and count stock', true)).toContain('Order');
  });
  it('keeps what a duty is done using, in a field the posting does not work in', () => {
    const skills = extractJobRequirements({
      title: 'Registered Nurse',
      company: 'Acme',
      description: 'What you will do:\n- Administer medications using barcode scanning\nRequirements:\n- BLS and ACLS\n- Experience with Epic',
    }).skills.map((s) => s.skill);
    expect(skills).toContain('Barcode Scanning');
  });
});

describe('the setting of a years requirement', () => {
  const setting = (line: string) => yearsSetting(line, findSkills(line, 'strict'))?.term ?? null;
  it('is an ask of its own', () => {
    expect(setting('3+ years as a sous chef or lead line cook in a high-volume, scratch kitchen.')).toBe('high-volume, scratch kitchen');
  });
  it('is not a stand-in or the kind of employer', () => {
    expect(setting('3+ years of experience as a data analyst or in a similar analytical role')).toBeNull();
    expect(setting('3+ years of design experience in an industrial product company')).toBeNull();
    expect(setting('Experience in a high-volume kitchen')).toBeNull();
  });
});

describe('degrees', () => {
  it('are left to the education reader', () => {
    expect(phrasesOf("- Bachelor's degree in Accounting")).toEqual([]);
    expect(phrasesOf('- High school diploma or GED')).toEqual([]);
  });
});

describe('lead-ins', () => {
  it('"Experience designing and …" is no ask of its own', () => {
    expect(phrasesOf('Experience designing and operating services in production')).not.toContain('Experience designing');
  });
});

describe('vocabulary', () => {
  it('reads ladder logic as PLC programming', () => {
    expect(findSkills('Read and update electrical schematics and ladder logic', 'strict').map((m) => m.skill)).toEqual(['PLC Programming']);
  });
});

describe('phrases of a real posting that name no thing a candidate could have', () => {
  const asksOf = (description: string) => extractJobRequirements({ title: 'Software Engineer', company: 'Acme', description }).skills.map((s) => s.jobTerm);
  it('leaves out words about a person, the role or a company', () => {
    expect(phrasesOf('Write tests for features you code and bugs you fix')).not.toContain('bugs you fix');
    const duties = asksOf("What you'll do:\n- In this role, you'll architect, build, and optimize AI systems\n- Join one of Glassdoor's best places to work");
    expect(duties).not.toContain('this role');
    expect(duties).not.toContain("you'll architect");
    expect(duties).not.toContain("one of Glassdoor's");
  });
  it('leaves out a phrase that ends on a modifier, not its noun', () => {
    expect(phrasesOf('Highly developed, process-oriented skills for troubleshooting')).not.toContain('Highly developed');
    expect(phrasesOf('Escalate issues early', true)).not.toContain('issues early');
    expect(asksOf('Responsibilities:\n- Parsers written in Python for extracting useful data')).not.toContain('Parsers written');
    // A word the lexicon lists as an adjective that is the phrase's noun stays.
    expect(phrasesOf('Write documentation content for customers', true)).toContain('documentation content');
  });
  it('leaves out a kind of work named alone, a time zone and a word in capitals for emphasis', () => {
    const asks = asksOf(
      'Requirements:\n- Knowledge of SDLC phases: Design, Development and Testing\n- Proficiency in front-end technologies like React\n- Building scalable systems is REQUIRED\n- 4 hours overlap with 0900 CET - 1700 CET',
    );
    for (const noise of ['Design', 'Development', 'technologies', 'REQUIRED', 'CET']) expect(asks).not.toContain(noise);
    expect(asks).toContain('React');
  });
  it("leaves out what a sentence about the employer's values names", () => {
    expect(phrasesOf('Sharing our values on open source, data ownership and privacy')).toEqual([]);
  });
  it('keeps an acronym that is spelled like a pronoun, and a duty done for a named thing', () => {
    expect(asksOf('Requirements:\n- Experience with IT asset tracking and dielines')).toEqual(expect.arrayContaining(['dielines']));
    expect(phrasesOf('Provide pharmacokinetic dosing for vancomycin', true)).toContain('vancomycin');
  });
});

describe('a place the work is done', () => {
  it('"our Olive Branch, MS facility" asks nothing (its state code was read as an ask)', () => {
    const description = [
      'Job Summary',
      'The Operations Supervisor leads the day-to-day outbound operation on second shift at our Olive Branch, MS facility, making sure orders leave on time.',
      '',
      'Key Responsibilities',
      '- Plan labor and set daily priorities to meet carrier cutoffs',
      '',
      'Requirements',
      '- 3+ years of warehouse experience',
      '- Microsoft Excel',
    ].join('\n');
    const skills = extractJobRequirements({ title: 'Operations Supervisor', description }).skills.map((s) => s.skill);
    expect(skills).not.toContain('MS');
    expect(skills).toContain('Microsoft Excel');
  });
});

describe('people and teams the work is done with', () => {
  it('"advisor for our Engineering and Product organizations", "a trusted advisor to VPs and directors" ask nothing', () => {
    const description = [
      'As an HR Business Partner you will be the strategic people advisor for our Engineering and Product organizations (about 300 employees).',
      '',
      'Responsibilities',
      '- Act as a trusted advisor to VPs and directors on organizational design, workforce planning and change management',
      '',
      'Requirements',
      '- Skilled with HR analytics and Excel',
    ].join('\n');
    const terms = extractJobRequirements({ title: 'HR Business Partner', description }).skills.map((s) => s.jobTerm);
    expect(terms.filter((t) => /VP|Product organizations/.test(t))).toEqual([]);
    expect(terms).toEqual(expect.arrayContaining(['workforce planning', 'Excel']));
  });
});

describe('the pay and perks', () => {
  it('"Compensation and Benefits" heads the perks, though its words name a skill: nothing under it is asked', () => {
    const description = [
      'Requirements',
      '- 2+ years of full-cycle B2B SaaS sales experience',
      '- Salesforce',
      '',
      'Preferred',
      '- SDR experience',
      '',
      'Compensation and Benefits',
      '- OTE $140,000–$160,000, uncapped commission',
      '- Medical, dental and vision',
    ].join('\n');
    const terms = extractJobRequirements({ title: 'Account Executive', description }).skills.map((s) => s.jobTerm.toLowerCase());
    expect(terms.filter((t) => /dental|vision|medical|commission|ote|compensation/.test(t))).toEqual([]);
    expect(terms).toContain('salesforce');
  });
});
