import { describe, expect, it } from 'vitest';
import { checkCoverLetterStructure, enforceCoverLetterTruth } from './check';
import { fixturePairs } from './__fixtures__/pairs';
import { generateCoverLetter } from './generate';
import { sentencesOfParagraph } from './letter-text';
import { coverLetterTemplates, findCoverLetterTemplate, type CoverLetterTemplate } from './templates';
import { documentFromResume } from '../resume/document';
import { parseResume } from '../resume/structure';
import { ownJob, ownResume, sharedFixturesAvailable, sharedText } from '../tailoring/__fixtures__/load';

const backend = fixturePairs[0]!;
const traditional = findCoverLetterTemplate('cl-standard-1') as CoverLetterTemplate;
const referral = findCoverLetterTemplate('cl-spec-2') as CoverLetterTemplate;
const followUp = findCoverLetterTemplate('cl-spec-5') as CoverLetterTemplate;

const sources = {
  document: backend.document,
  jobText: backend.job.description,
  jobTitle: backend.job.title,
  company: backend.job.company,
  extras: backend.extras,
};

/** A letter in the Traditional shape with the given body paragraphs. */
function letterOf(paragraphs: string[]): string {
  return ['Dear Meridian Freight team,', ...paragraphs, 'Sincerely,\nDana Whitfield'].join('\n\n');
}

describe('enforceCoverLetterTruth: planted inventions', () => {
  const truthful = [
    'I am applying for the Senior Backend Engineer position at Meridian Freight.',
    'At Larkspur Payments, as Senior Backend Engineer, I cut p99 API latency by 42% by moving hot reads to Redis and tuning PostgreSQL indexes.',
    'I also led a team of 5 engineers rebuilding the payment ledger service in Go and PostgreSQL.',
    'What draws me to Meridian Freight is the work your posting describes: "Our platform team keeps shipment data flowing between carriers, warehouses and customers."',
    'I would welcome a conversation about the role.',
  ];
  const planted = {
    employer: 'Before that I rebuilt the billing platform at Globex Corporation.',
    count: 'I led 12 engineers through the migration.',
    word: 'I hired twelve people in my first year.',
    skill: 'I automated our infrastructure with Terraform.',
    degree: 'I also hold an MBA.',
    title: 'I was promoted to Director of Engineering.',
    date: 'I have shipped production code since 2009.',
  };
  const content = letterOf([
    `${truthful[0]} ${planted.employer}`,
    `${truthful[1]} ${planted.count} ${truthful[2]} ${planted.word}`,
    `${truthful[3]} ${planted.skill} ${planted.degree}`,
    `${planted.title} ${planted.date} ${truthful[4]}`,
  ]);
  const result = enforceCoverLetterTruth(content, sources);

  for (const [kind, sentence] of Object.entries(planted)) {
    it(`removes the invented ${kind} and lists it`, () => {
      expect(result.content).not.toContain(sentence);
      expect(result.removedClaims.some((c) => c.includes(sentence))).toBe(true);
    });
  }

  it('names what each removed sentence claimed', () => {
    const all = result.removedClaims.join('\n');
    expect(all).toContain('Globex Corporation');
    expect(all).toContain('"12"');
    expect(all).toContain('twelve');
    expect(all).toContain('Terraform');
    expect(all).toContain('degree "master"');
    expect(all).toContain('Director of Engineering');
    expect(all).toContain('2009');
    expect(result.removedClaims).toHaveLength(Object.keys(planted).length);
  });

  it('keeps every truthful sentence, the greeting and the sign-off', () => {
    for (const sentence of truthful) expect(result.content).toContain(sentence);
    expect(result.content.startsWith('Dear Meridian Freight team,')).toBe(true);
    expect(result.content.endsWith('Sincerely,\nDana Whitfield')).toBe(true);
  });

  it('lets the posting name the company and role but not give the candidate its skills', () => {
    const letter = letterOf(['Your posting asks for someone who knows Terraform, and I have used it daily.', 'I work well at Meridian Freight scale.']);
    const out = enforceCoverLetterTruth(letter, sources);
    expect(out.removedClaims).toHaveLength(1);
    expect(out.content).toContain('Meridian Freight scale');
  });

  it("keeps a figure the posting states about the company, but not the same figure claimed by the writer", () => {
    const jobText = 'Meridian Freight moves goods for 1,400 shippers across 38 states. We need a TypeScript engineer.';
    const aboutCompany = 'Meridian Freight moves goods for 1,400 shippers across 38 states, a scale few teams reach.';
    const aboutMe = 'I have shipped software for 1,400 shippers.';
    const out = enforceCoverLetterTruth(letterOf([aboutCompany, aboutMe]), { ...sources, jobText });
    expect(out.content).toContain(aboutCompany);
    expect(out.content).not.toContain(aboutMe);
    expect(out.removedClaims).toEqual([expect.stringContaining('1,400')]);
  });

  it('accepts the facts the user gave in the instructions and extra fields', () => {
    const letter = letterOf(['Jordan Ellis, my former colleague, suggested I apply.', 'I can start on April 6, 2026.']);
    const out = enforceCoverLetterTruth(letter, { ...sources, customInstructions: 'Mention that I can start on April 6, 2026.' });
    expect(out.removedClaims).toEqual([]);
    expect(out.content).toBe(letter);
  });

  it('drops a paragraph that held only invented sentences', () => {
    const letter = letterOf([truthful[0] ?? '', planted.skill, truthful[4] ?? '']);
    const out = enforceCoverLetterTruth(letter, sources);
    expect(out.content.split('\n\n')).toHaveLength(4);
  });
});

describe('checkCoverLetterStructure', () => {
  const generated = generateCoverLetter({ document: backend.document, job: backend.job, template: traditional, extras: {} }).content;

  it('passes a generated letter', () => {
    expect(checkCoverLetterStructure(generated, traditional)).toEqual({ ok: true, problems: [] });
  });

  it('reports a missing greeting and sign-off', () => {
    const body = generated.split('\n\n').slice(1, -1).join('\n\n');
    const report = checkCoverLetterStructure(body, traditional);
    expect(report.ok).toBe(false);
    expect(report.problems.join(' ')).toMatch(/no greeting/);
    expect(report.problems.join(' ')).toMatch(/no sign-off/);
  });

  it('reports the wrong paragraph count and length', () => {
    const report = checkCoverLetterStructure(letterOf(['Too short.', 'Still short.']), traditional);
    expect(report.problems.some((p) => p.includes('has 4 paragraphs; this letter has 2'))).toBe(true);
    expect(report.problems.some((p) => p.includes('asks for 100 to 300'))).toBe(true);
  });

  it('reports placeholders and stock phrases', () => {
    const report = checkCoverLetterStructure(
      generated.replace('I am grateful for your consideration.', 'I am a passionate team player who will hit the ground running at [Company].'),
      traditional,
    );
    expect(report.problems.some((p) => p.includes('[Company]'))).toBe(true);
    for (const phrase of ['passionate', 'team player', 'hit the ground running']) expect(report.problems.some((p) => p.includes(phrase))).toBe(true);
  });

  it('needs the referrer named in a Referral letter and the application in a Follow-Up', () => {
    const letter = generateCoverLetter({ document: backend.document, job: backend.job, template: referral, extras: backend.extras }).content;
    expect(checkCoverLetterStructure(letter, referral, backend.extras).ok).toBe(true);
    const other = checkCoverLetterStructure(letter, referral, { referrerName: 'Sam Okafor' });
    expect(other.problems.some((p) => p.includes('Sam Okafor'))).toBe(true);
    expect(checkCoverLetterStructure(letter, referral).problems.some((p) => p.includes('referrerName'))).toBe(true);

    const follow = generateCoverLetter({ document: backend.document, job: backend.job, template: followUp, extras: backend.extras }).content;
    expect(checkCoverLetterStructure(follow, followUp, backend.extras).ok).toBe(true);
    const wrongDate = checkCoverLetterStructure(follow, followUp, { ...backend.extras, appliedOn: 'June 9, 2025' });
    expect(wrongDate.problems.some((p) => p.includes('June 9, 2025'))).toBe(true);
  });
});

describe('enforceCoverLetterTruth: a truthful letter in other words', () => {
  it('removes nothing from a paraphrase that states only what the resume and posting hold', () => {
    const content = letterOf([
      "I'm a backend engineer who has spent the last several years building payment and logistics systems, and I'd like to do that as Meridian Freight's next Senior Backend Engineer.",
      'At Larkspur Payments I lead a small team rebuilding our ledger in Go and PostgreSQL. My work on Kafka pipelines and Redis caching cut API latency by 42%. Before Larkspur, I built shipment-tracking APIs in Python and Django at Tidewater Logistics.',
      'I studied Computer Science at the University of Oregon and hold the AWS Certified Solutions Architect – Associate certification. Your platform team keeps shipment data flowing between carriers, warehouses and customers, which is the kind of work I know.',
      "I'd welcome a chance to talk with the Hiring Manager about the role. Thank you for your consideration.",
    ]);
    const out = enforceCoverLetterTruth(content, sources);
    expect(out.removedClaims).toEqual([]);
    expect(out.content).toBe(content);
  });
});

describe('sentencesOfParagraph: a company suffix', () => {
  it.each([
    ['I am applying at Great Lakes Supply Co. My experience fits.', ['I am applying at Great Lakes Supply Co.', 'My experience fits.']],
    ['I joined Initech Inc. The team shipped weekly.', ['I joined Initech Inc.', 'The team shipped weekly.']],
    ['I worked at Acme Corp. I led payroll.', ['I worked at Acme Corp.', 'I led payroll.']],
    ['I worked at Hanwa Co. Ltd for two years.', ['I worked at Hanwa Co. Ltd for two years.']],
    ['I worked at Acme Inc. in Denver.', ['I worked at Acme Inc. in Denver.']],
    ['I met Dr. Shah at St. Brigid.', ['I met Dr. Shah at St. Brigid.']],
  ])('splits "%s" where a sentence ends', (paragraph, sentences) => {
    expect(sentencesOfParagraph(paragraph)).toEqual(sentences);
  });
});

/** The resume/posting pairs of the tailoring fixtures, with the title and company a user would type. */
const ownPairs = [
  ['operations-manager.txt', 'warehouse-operations.txt', 'Distribution Center Operations Manager', 'Great Lakes Supply Co.'],
  ['registered-nurse.txt', 'icu-nurse.txt', 'Registered Nurse - Intensive Care Unit (ICU)', 'Lakeshore Medical Center'],
  ['staff-accountant.txt', 'senior-accountant.txt', 'Senior Fund Accountant', 'Westbridge Capital'],
  ['high-school-teacher.txt', 'math-teacher.txt', 'High School Mathematics Teacher', 'Cedar Valley School District'],
  ['sales-account-executive.txt', 'sales-saas-ae.txt', 'Enterprise Account Executive (B2B SaaS)', 'Northpeak Cloud'],
  ['software-engineer-2page.txt', 'backend-python-postgresql.txt', 'Senior Backend Engineer (Python)', 'Harbor Freight Tech'],
] as const;

/** Every extra field filled, so the referral and follow-up templates can be written. */
const allExtras = {
  referrerName: 'Jordan Ellis',
  referrerRelationship: 'former colleague',
  appliedOn: 'March 3',
  appliedFor: 'the open role',
  previousField: 'retail operations',
};

/** The built-in letter for a resume text and posting, and what the truth check removes from it. */
function builtInRemovals(resumeText: string, jobText: string, title: string, company: string, template: CoverLetterTemplate) {
  const document = documentFromResume(parseResume(resumeText));
  const { content } = generateCoverLetter({ document, job: { title, company, description: jobText }, template, extras: allExtras });
  const truth = enforceCoverLetterTruth(content, { document, jobText, jobTitle: title, company, extras: allExtras });
  return { content, truth };
}

describe('enforceCoverLetterTruth: the built-in letter loses nothing (its words are the resume\'s and the posting\'s)', () => {
  for (const [resume, job, title, company] of ownPairs) {
    for (const template of coverLetterTemplates) {
      it(`${resume} × ${job}, ${template.id}`, () => {
        const { content, truth } = builtInRemovals(ownResume(resume), ownJob(job), title, company, template);
        expect(truth.removedClaims, content).toEqual([]);
        expect(truth.content).toBe(content);
      });
    }
  }

  for (const id of ['cl-prof-3', 'cl-prof-5']) {
    it.skipIf(!sharedFixturesAvailable())(`soupboss_sample_resume.txt × backend-python-postgresql.txt, ${id}`, () => {
      const template = findCoverLetterTemplate(id) as CoverLetterTemplate;
      const { content, truth } = builtInRemovals(sharedText('resumes', 'soupboss_sample_resume.txt'), ownJob('backend-python-postgresql.txt'), 'Senior Backend Engineer', 'Harbor Freight Tech', template);
      expect(truth.removedClaims, content).toEqual([]);
    });
  }

  it('names "Great Lakes Supply Co." without its legal form and keeps the sentence after it (cl-standard-1)', () => {
    const { content, truth } = builtInRemovals(ownResume('operations-manager.txt'), ownJob('warehouse-operations.txt'), 'Distribution Center Operations Manager', 'Great Lakes Supply Co.', traditional);
    const opening = 'Please accept my application for the Distribution Center Operations Manager position at Great Lakes Supply. I am an operations manager';
    expect(content).toContain(opening);
    expect(truth.content).toContain(opening);
    expect(truth.removedClaims).toEqual([]);
  });

  it('still removes an invented employer listed beside real terms, and only that sentence', () => {
    const content = letterOf([
      'I am applying for the Senior Backend Engineer position at Meridian Freight. My work covers Go, PostgreSQL and Redis.',
      'I built services at Larkspur Payments and Globex Corporation.',
    ]);
    const out = enforceCoverLetterTruth(content, sources);
    expect(out.removedClaims).toEqual(['Removed "I built services at Larkspur Payments and Globex Corporation." (unsupported employer "Larkspur Payments and Globex Corporation")']);
    expect(out.content).toContain('My work covers Go, PostgreSQL and Redis.');
  });
});


describe('enforceCoverLetterTruth: the posting title as the letter names the job', () => {
  const withBoard = { ...sources, jobTitle: 'Rust Developer - Payments (Remote)' };

  it('lets be "the Rust Developer position" of a title the board extended: the title claims no Rust', () => {
    const content = letterOf(['I am applying for the Rust Developer position at Meridian Freight. My work covers Go, PostgreSQL and Redis.']);
    expect(enforceCoverLetterTruth(content, withBoard).removedClaims).toEqual([]);
  });

  it('still removes Rust claimed as the writer\'s own', () => {
    const content = letterOf(['I am applying for the Rust Developer position at Meridian Freight.', 'I have built payment services in Rust for years.']);
    expect(enforceCoverLetterTruth(content, withBoard).removedClaims.join(' ')).toContain('in Rust for years');
  });
});
