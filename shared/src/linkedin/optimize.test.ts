import { describe, expect, it } from 'vitest';
import { checkAgainst } from '../tailoring/truthfulness';
import { hookEnd, namesTitle } from './checks-headline-about';
import { startsWithAction } from './check-types';
import { profileFromDataExport } from './data-export';
import { fixtureResume, fixtureText } from './__fixtures__/load';
import { linkedInOptimizationSchema } from './linkedin.schema';
import { optimizeLinkedInProfile, profileTargetOf, storedTextsOf, type OptimizeLinkedInInput } from './optimize';
import { optimizedContentOf } from './optimized-content';
import { readProfile } from './profile-read';
import { documentFromResume } from '../resume/document';
import { parseResume } from '../resume/structure';
import { profileSupport, structuredResumesOf, supportsSkill } from './support';

const weakInput = (): OptimizeLinkedInInput => ({
  profile: readProfile(fixtureText('weak-profile.txt')),
  target: { position: 'Backend Engineer', industry: 'Fintech' },
  resumes: [fixtureResume('jordan-resume.txt')],
});

describe('optimizeLinkedInProfile', () => {
  const input = weakInput();
  const result = optimizeLinkedInProfile(input);
  const support = profileSupport(input.profile, structuredResumesOf(input.resumes));

  it('answers in the result shape', () => {
    expect(linkedInOptimizationSchema.safeParse(result).success).toBe(true);
  });

  it('writes 3 headlines within 220 characters naming the target title', () => {
    expect(result.headlines).toHaveLength(3);
    for (const h of result.headlines) {
      expect(h.length).toBeLessThanOrEqual(220);
      expect(h.startsWith('Backend Engineer')).toBe(true);
      expect(namesTitle(h, 'Backend Engineer')).toBe(true);
    }
    expect(result.headlines[0]).toContain('Python');
  });

  it('writes About within 2,600 characters, in the first person, with a complete hook in the first 300', () => {
    expect(result.about.length).toBeLessThanOrEqual(2600);
    const end = hookEnd(result.about);
    expect(end).toBeGreaterThan(0);
    expect(end).toBeLessThanOrEqual(300);
    // The summary after it says who the user is, so the opening names the employer, not the title twice.
    expect(result.about.startsWith("Checkout latency fell by 35% at Northwind Traders after I added Redis caching. I'm a backend software engineer with 7 years of experience building Python services, REST APIs and data pipelines on AWS.")).toBe(true);
    expect(result.about).not.toMatch(/passionate|results-driven|team player|Jordan Rivera is/i);
    expect(result.about).toMatch(/role; feel free to message me here\./);
  });

  it('rewrites each role from its own statements: action bullets, numbers exact, within 2,000', () => {
    expect(result.roles.map((r) => [r.title, r.company])).toEqual([
      ['Software Engineer', 'Northwind Traders'],
      ['Junior Developer', 'Contoso Ltd'],
    ]);
    for (const r of result.roles) {
      expect(r.description.length).toBeLessThanOrEqual(2000);
      for (const line of r.description.split('\n')) {
        expect(line.startsWith('• ')).toBe(true);
        expect(startsWithAction(line), line).toBe(true);
      }
    }
    const first = result.roles[0]?.description ?? '';
    expect(first).toContain('• Maintained the order service handling 2 million orders per month on AWS with Docker and Kubernetes.');
    expect(first).toContain('• Reduced checkout latency by 35% by adding Redis caching.');
    expect(first).not.toMatch(/Responsible for|Worked on/);
  });

  it('ranks first the skills the target asks for that the user has', () => {
    const keywords = profileTargetOf(input.target).targetKeywords;
    const top = result.skills.slice(0, 3);
    expect(top).toHaveLength(3);
    for (const s of top) {
      expect(keywords).toContain(s);
      expect(supportsSkill(support, s)).toBe(true);
    }
    for (const s of result.skills) expect(supportsSkill(support, s), s).toBe(true);
  });

  it('raises the score of a weak profile', () => {
    expect(result.before.score).toBeLessThan(60);
    expect(result.after.score).toBeGreaterThan(result.before.score);
    expect(result.after.score).toBeGreaterThanOrEqual(80);
  });

  it('claims nothing the profile and resumes do not support', () => {
    // The only note: the user's third-person About sentence, left out (and said so).
    expect(result.removedClaims).toEqual([expect.stringMatching(/^About: your sentence "Jordan Rivera is a passionate.*third person$/)]);
    const texts = [...result.headlines, result.about, ...result.roles.map((r) => r.description), result.skills.join(', ')];
    for (const t of texts) expect(checkAgainst(support, t).unsupported, t).toEqual([]);
  });

  it('is deterministic', () => {
    expect(optimizeLinkedInProfile(weakInput())).toEqual(result);
  });

  it('renders optimizedContent and the stored headline and summary', () => {
    const content = optimizedContentOf(result);
    expect(content).toContain('HEADLINE OPTIONS\n1. ');
    expect(content).toContain(`ABOUT\n${result.about}`);
    expect(content).toContain('EXPERIENCE\nSoftware Engineer — Northwind Traders\n• ');
    expect(content).toContain(`Before: ${result.before.score}/100`);
    expect(storedTextsOf(result)).toEqual({ headline: result.headlines[0], summary: result.about });
  });
});

describe('optimizeLinkedInProfile on a long profile', () => {
  it('opens About with a result, keeps the user\'s own first sentence, and stays within 2,600 characters', () => {
    const profile = readProfile(fixtureText('strong-profile.txt'));
    profile.about = `${profile.about}\n${'I test every number I publish against the source systems before a store sees it. '.repeat(25)}`;
    const result = optimizeLinkedInProfile({ profile, target: { position: 'Senior Data Analyst', industry: 'Retail' }, resumes: [fixtureResume('priya-resume.txt')] });
    expect(result.about).toMatch(/^[^.]*\d[^.]*\./);
    expect(result.about).toContain('I turn messy retail data into decisions that store teams can act on the same week.');
    expect(result.about.length).toBeLessThanOrEqual(2600);
    expect(result.about).toMatch(/I'm (?:open to my next|now looking for an?) [^.]+ role; feel free to message me here\.$/);
    expect(result.after.checks.find((c) => c.id === 'about-hook')?.pass).toBe(true);
  });
});

describe('optimizeLinkedInProfile without support for the target', () => {
  it('does not put a skill the user lacks into the headline through the target title', () => {
    const input = { ...weakInput(), target: { position: 'Kafka Engineer', industry: 'Streaming' } };
    const result = optimizeLinkedInProfile(input);
    expect(result.headlines.join('\n')).not.toMatch(/Kafka/);
    expect(result.about).not.toMatch(/Kafka/);
    expect(result.skills).not.toContain('Apache Kafka');
    expect(result.removedClaims.join('\n')).toMatch(/Kafka/);
    expect(result.headlines[0]?.startsWith('Software Engineer')).toBe(true);
  });

  it('works with no resumes and with an empty profile', () => {
    const noResume = optimizeLinkedInProfile({ ...weakInput(), resumes: [] });
    expect(noResume.headlines.length).toBeGreaterThan(0);
    expect(noResume.skills).not.toContain('Docker');
    const empty = optimizeLinkedInProfile({ profile: readProfile(''), target: { position: 'Data Analyst', industry: 'Retail' }, resumes: [] });
    expect(empty.roles).toEqual([]);
    expect(empty.skills).toEqual([]);
    expect(empty.about.length).toBeLessThanOrEqual(2600);
    expect(linkedInOptimizationSchema.safeParse(empty).success).toBe(true);
  });

  it('optimizes a profile read from the data export', () => {
    const files = Object.fromEntries(['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv'].map((f) => [f, fixtureText(`data-export/${f}`)]));
    const profile = profileFromDataExport(files);
    const result = optimizeLinkedInProfile({ profile, target: { position: 'ICU Nurse', industry: 'Hospitals' }, resumes: [] });
    for (const h of result.headlines) expect(namesTitle(h, 'ICU Nurse'), h).toBe(true);
    expect(result.roles[0]?.description).toContain('• Precepted 11 new graduate nurses.');
    const keywords = profileTargetOf({ position: 'ICU Nurse', industry: 'Hospitals' }).targetKeywords;
    for (const s of result.skills.slice(0, 3)) expect(keywords).toContain(s);
    expect(result.skills).toContain('Advanced Cardiac Life Support (ACLS)');
    expect(result.about).not.toMatch(/years of experience/);
    expect(result.after.score).toBeGreaterThan(result.before.score);
    expect(result.removedClaims).toEqual([]);
  });
});

describe('optimizeLinkedInProfile: a student', () => {
  const resume = documentFromResume(
    parseResume(
      [
        'Aisha Bello',
        'Burlington, VT | aisha@example.org',
        '',
        'Education',
        'Bachelor of Science in Statistics — Expected May 2027',
        'University of Vermont, Burlington, VT',
        '',
        'Experience',
        'Resident Assistant, University Housing, Burlington, VT — August 2025 – Present',
        'Support 46 first-year residents on a co-ed floor and plan two community events a month.',
        'Teaching Assistant, Department of Statistics, Burlington, VT — January 2026 – May 2026',
        'Led two weekly lab sections of 30 students in R and cut grading turnaround from 7 to 3 days.',
        '',
        'Skills',
        'R, SQL, Tableau, Excel',
      ].join('\n'),
    ),
  );
  const profile = readProfile(
    ['Aisha Bello', 'Resident Assistant at University Housing', 'Burlington, Vermont', '', 'Experience', 'Resident Assistant', 'University Housing', 'Aug 2025 - Present', 'Support 46 first-year residents on a co-ed floor and plan two community events a month.', '', 'Teaching Assistant', 'Department of Statistics', 'Jan 2026 - May 2026', 'Led two weekly lab sections of 30 students in R and cut grading turnaround from 7 to 3 days.', '', 'Skills', 'R', 'SQL', 'Tableau'].join('\n'),
  );
  const result = optimizeLinkedInProfile({ profile, target: { position: 'Data Analyst', industry: 'Logistics' }, resumes: [resume] });

  it('puts forward what they study, not the part-time job, and says what they are looking for once', () => {
    expect(result.headlines[0]).toMatch(/^Statistics Student at University of Vermont \| /);
    expect(result.headlines.join(' ')).not.toMatch(/Resident Assistant/);
    expect(result.about.startsWith("I'm a statistics student at the University of Vermont, graduating in May 2027.")).toBe(true);
    expect(result.about).toMatch(/I'm looking for my first Data Analyst role; feel free to message me here\.$/);
    expect(result.about.match(/May 2027/g)).toHaveLength(1);
    expect(result.about).not.toMatch(/(?:^|\s)At Department of/);
  });
});
