import { describe, expect, it } from 'vitest';
import { checkCoverLetterStructure, enforceCoverLetterTruth } from './check';
import { fixturePairs } from './__fixtures__/pairs';
import { generateCoverLetter } from './generate';
import { findCoverLetterTemplate, type CoverLetterTemplate } from './templates';

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
    expect(report.problems.some((p) => p.includes('asks for 150 to 300'))).toBe(true);
  });

  it('reports placeholders and stock phrases', () => {
    const report = checkCoverLetterStructure(
      generated.replace('Thank you for reading my application.', 'I am a passionate team player who will hit the ground running at [Company].'),
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
