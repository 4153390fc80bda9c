import { describe, expect, it } from 'vitest';
import { parseResume } from '../resume/structure';
import { splitSections } from '../resume/sections';
import { isCI, ownJob, ownResume, ownResumeNames, sharedFile, sharedFixturesAvailable, sharedText } from './__fixtures__/load';
import { tailorResume, type TailoringResult } from './engine';
import { findSkills, skillSet } from './skill-matcher';
import { checkTruthfulness } from './truthfulness';

const NOW = '2025-06-01';

const backendJob = { title: 'Senior Backend Engineer (Python)', company: 'Harbor Freight Tech', description: ownJob('backend-python-postgresql.txt') };

function skillsLine(result: TailoringResult): string {
  const section = splitSections(result.text).find((s) => s.name === 'SKILLS');
  return section?.text ?? '';
}

describe('tailorResume — software engineer vs backend job', () => {
  const resumeText = ownResume('software-engineer-2page.txt');
  const result = tailorResume({ resumeText, job: backendJob, now: NOW });

  it('is the built-in engine and passes its own truthfulness check', () => {
    expect(result.engine).toBe('built-in');
    expect(checkTruthfulness(resumeText, result.text, { now: NOW })).toEqual({ ok: true, unsupported: [] });
    expect(result.warnings.some((w) => w.code === 'removed-unsupported')).toBe(false);
  });

  it('uses ATS-standard headings that the editor splits into the expected sections', () => {
    const sections = splitSections(result.text);
    expect(sections.map((s) => s.name)).toEqual(['HEADER', 'SUMMARY', 'SKILLS', 'EXPERIENCE', 'PROJECTS', 'EDUCATION', 'CERTIFICATIONS', 'ACHIEVEMENTS']);
    expect(sections.map((s) => s.type)).toEqual(['header', 'summary', 'skills', 'experience', 'other', 'education', 'other', 'other']);
    expect(sections[0]?.text.split('\n')[0]).toBe('Priya Raman');
    expect(sections[0]?.text).toContain('priya.raman@example.com | (415) 555-0182 | Oakland, CA');
  });

  it('keeps the resume\'s own skill names and orders them by the job priorities', () => {
    const line = skillsLine(result);
    // "Postgres" and "k8s" stay as the user wrote them: never renamed to the job's "PostgreSQL", "Kubernetes".
    expect(line.startsWith('Python, Postgres, k8s')).toBe(true);
    expect(line).not.toMatch(/PostgreSQL|Kubernetes/);
    expect(result.text).toContain('Reduced Postgres query latency');
    expect(result.changes).toContainEqual({ kind: 'skills-order', where: 'Skills', what: 'Reordered: "Python", "Postgres" and "k8s" first', why: 'The job asks for these most.' });
    // Nothing was added, and the report says so.
    expect(result.match.added).toEqual([]);
  });

  it('never adds skills the resume lacks, and reports them as gaps', () => {
    // FastAPI, Rust and dbt are each offered beside one the resume shows ("Go or Rust"), so they are met.
    for (const missing of ['gRPC', 'FastAPI', 'Rust', 'dbt']) {
      expect(result.text).not.toContain(missing);
    }
    for (const missing of ['gRPC', 'Event-Driven Architecture']) {
      expect(result.text).not.toContain(missing);
      expect([...result.match.gaps, ...result.match.moreGaps]).toContain(missing);
    }
    const output = skillSet(result.text, 'strict');
    const input = skillSet(resumeText, 'lenient');
    for (const s of output) expect(input.has(s), s).toBe(true);
  });

  it('maps evidence to the resume line that supports each requirement', () => {
    const item = (name: string) => result.match.items.find((i) => i.requirement === name);
    expect(item('Apache Kafka')).toMatchObject({ status: 'met', evidence: 'Designed an event pipeline on Kafka that replaced nightly batch jobs and reduced label delays by 35%' });
    expect(item('Terraform')?.evidence).toBe("Wrote Terraform modules for the team's AWS accounts (VPC, RDS, IAM)");
    // "Python services (Django or FastAPI)": Django meets the ask, and the item shows the posting's choice, not "FastAPI".
    expect(item('FastAPI')).toBeUndefined();
    expect(item('Django or FastAPI')).toMatchObject({ jobTerm: 'FastAPI', status: 'met', evidence: expect.stringContaining('14 Django services'), note: 'Met by Django, which the posting names as an alternative.' });
    expect(result.text).not.toContain('FastAPI');
    expect(item('gRPC')).toMatchObject({ status: 'gap', evidence: null });
    expect(result.match.items.find((i) => i.kind === 'years')).toMatchObject({ status: 'met', requirement: '5+ years of professional software engineering experience' });
    expect(result.match.items.find((i) => i.kind === 'education')).toMatchObject({ status: 'met', evidence: expect.stringContaining('B.S. in Computer Science') });
  });

  it('rewrites weak openers without inflating them, in the role tense', () => {
    expect(result.text).toContain('• Contributed to the billing API used by 1,200 merchant accounts');
    expect(result.text).toContain('• Managed the carrier-rates service that prices 2.4 million shipments a month');
    expect(result.text).toContain('• Supported the PCI audit by documenting data flows for the card vault');
    expect(result.text).toContain('• Supported the migration from MySQL to Postgres');
    expect(result.text).toContain('• Answered support tickets and deployed fixes');
    expect(result.text).not.toMatch(/Responsible for|Worked on|Helped with the PCI|Assisted with|Tasked with|Duties included|Was in charge of/);
  });

  it('orders bullets by relevance, ties keeping their order', () => {
    const shipwise = result.resume.experience[0];
    expect(shipwise?.bullets[0]).toMatch(/^Led the migration of 14 Django services/);
    expect(shipwise?.bullets.at(-1)).toMatch(/^Wrote the design document/);
  });

  it('writes the summary for the job from its own facts, and keeps the original to restore', () => {
    // The user's own sentence naming on-call (an ask of the posting no other summary line or skill shows) stays.
    expect(result.resume.summary).toBe(
      'Senior software engineer with 9 years of experience, including Python, Postgres and SQL. At Shipwise Logistics, led the migration of 14 Django services from EC2 to Kubernetes, cutting deploy time from 40 to 6 minutes. Comfortable owning services end to end, from schema design to on-call.',
    );
    expect(result.originalSummary).toMatch(/^Backend-focused software engineer with 9 years of experience building payment and logistics platforms\./);
    expect(result.changes[0]).toMatchObject({ kind: 'summary', where: 'Summary' });
    // The old summary is the edit's original, not a statement left out.
    expect(result.match.leftOut).toEqual([]);
    expect(result.leftOut).toEqual([]);
  });

  it('normalises dates to one style', () => {
    expect(result.text).toContain('Software Engineer II | Tillpoint Payments | San Francisco, CA | Jun 2018 – Feb 2021');
    expect(result.text).toContain('Jan 2017 – May 2018');
    expect(result.text).not.toMatch(/06\/2018|March 2021|2019 - Present/);
  });

  it('scores deterministically, after ≥ before', () => {
    const again = tailorResume({ resumeText, job: backendJob, now: NOW });
    expect(again).toEqual(result);
    expect(result.match.scoreAfter).toBeGreaterThanOrEqual(result.match.scoreBefore);
    expect(result.match.scoreBefore).toBeGreaterThan(0);
    expect(result.match.scoreAfter).toBeLessThanOrEqual(100);
  });
});

describe('tailorResume — other fields', () => {
  const cases = [
    ['registered-nurse.txt', { title: 'Registered Nurse - Intensive Care Unit (ICU)', company: 'Lakeshore Medical Center', description: ownJob('icu-nurse.txt') }],
    ['staff-accountant.txt', { title: 'Senior Fund Accountant', company: 'Westbridge Capital', description: ownJob('senior-accountant.txt') }],
    ['sales-account-executive.txt', { title: 'Enterprise Account Executive (B2B SaaS)', company: 'Northpeak Cloud', description: ownJob('sales-saas-ae.txt') }],
    ['high-school-teacher.txt', { title: 'High School Mathematics Teacher', company: 'Cedar Valley School District', description: ownJob('math-teacher.txt') }],
    ['operations-manager.txt', { title: 'Distribution Center Operations Manager', company: 'Great Lakes Supply Co.', description: ownJob('warehouse-operations.txt') }],
  ] as const;

  it.each(cases)('%s: truthful, standard sections, after ≥ before', (file, job) => {
    const resumeText = ownResume(file);
    const r = tailorResume({ resumeText, job, now: NOW });
    expect(checkTruthfulness(resumeText, r.text, { now: NOW }).unsupported).toEqual([]);
    const names = splitSections(r.text).map((s) => s.name);
    expect(names[0]).toBe('HEADER');
    expect(names).toEqual(expect.arrayContaining(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'SKILLS']));
    expect(r.match.scoreAfter).toBeGreaterThanOrEqual(r.match.scoreBefore);
    expect(r.match.items.length).toBeGreaterThan(3);
  });

  it('nurse: credentials met with evidence, missing ones reported as gaps', () => {
    const r = tailorResume({ resumeText: ownResume('registered-nurse.txt'), job: cases[0][1], now: NOW });
    const status = Object.fromEntries(r.match.items.map((i) => [i.requirement, i.status]));
    expect(status).toMatchObject({
      'Registered Nurse': 'met',
      'Basic Life Support': 'met',
      'Advanced Cardiovascular Life Support': 'met',
      Epic: 'met',
      'Pediatric Advanced Life Support': 'gap',
      'Critical Care Registered Nurse': 'gap',
    });
    expect(r.text).not.toMatch(/\bPALS\b|\bCCRN\b/);
    expect(r.match.items.find((i) => i.kind === 'years')?.status).toBe('met');
    expect(r.match.items.find((i) => i.kind === 'education')?.status).toBe('met');
  });

  it('accountant: "Responsible for preparing" becomes "Prepare" in a present-tense current role; "Worked on" stays past', () => {
    const r = tailorResume({ resumeText: ownResume('staff-accountant.txt'), job: cases[1][1], now: NOW });
    expect(r.text).toContain('Prepare quarterly capital statements for 3 private equity funds');
    expect(r.text).toContain('Contributed to the NAV package for the fund administrator');
    expect(r.match.items.find((i) => i.requirement === 'Certified Public Accountant')?.status).toBe('met');
  });

  it('operations: letter-spaced headings are replaced by standard ones', () => {
    const r = tailorResume({ resumeText: ownResume('operations-manager.txt'), job: cases[4][1], now: NOW });
    expect(r.resume.contact.name).toBe('ROBERT KIM');
    expect(r.text.split('\n')).toEqual(expect.arrayContaining(['SUMMARY', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS', 'SKILLS']));
    expect(r.text).not.toMatch(/E X P E R I E N C E/);
    // Listed as the posting's one ask it is part of (merged-items.ts), and met.
    expect(r.match.items.find((i) => i.requirement === 'Six Sigma Green Belt' || i.covers?.includes('Six Sigma Green Belt'))?.status).toBe('met');
  });

  it('every own fixture passes its own check against an unrelated job too', () => {
    for (const file of ownResumeNames()) {
      const resumeText = ownResume(file);
      const r = tailorResume({ resumeText, job: backendJob });
      expect(checkTruthfulness(resumeText, r.text).unsupported, file).toEqual([]);
      expect(r.match.scoreAfter, file).toBeGreaterThanOrEqual(r.match.scoreBefore);
    }
  });
});

describe('tailorResume — edge cases', () => {
  it('warns about unusable input and still returns a well-formed result', () => {
    const r = tailorResume({ resumeText: 'too short', job: { title: 'Engineer', description: 'Python' } });
    expect(r.warnings[0]).toMatchObject({ code: 'short-resume', message: expect.stringMatching(/less than 100 characters/) });
    expect(r.match.scoreAfter).toBeGreaterThanOrEqual(r.match.scoreBefore);
  });

  it('does not put an unsupported skill into the target line (job title names a skill the resume lacks)', () => {
    const resumeText = ownResume('sales-account-executive.txt');
    const r = tailorResume({ resumeText, job: { title: 'Rust Developer', company: 'Oracle', description: 'We need Rust and Go.' } });
    expect(r.text).not.toMatch(/Rust|Oracle/);
  });

  it('reads HTML job descriptions', () => {
    const r = tailorResume({
      resumeText: ownResume('software-engineer-2page.txt'),
      job: { title: 'Backend Developer', description: '<div><h2>Requirements</h2><ul><li>3+ years with <b>Python</b> &amp; Django</li></ul></div>' },
    });
    expect(r.match.items.filter((i) => i.kind === 'skill').map((i) => i.requirement)).toEqual(expect.arrayContaining(['Python', 'Django']));
    expect(r.match.items.find((i) => i.kind === 'years')).toMatchObject({ requirement: '3+ years with Python & Django', status: 'met' });
  });

  it('only uses numbers from the resume (years come from its own dates or words)', () => {
    const resumeText = ownResume('registered-nurse.txt');
    const r = tailorResume({ resumeText, job: { title: 'ICU Nurse', description: ownJob('icu-nurse.txt') }, now: NOW });
    // The resume's own figure ("six years"), not the 7 its role dates add up to by the reference date; led by
    // the resume's own description of the writer ("Compassionate registered nurse with …", without the praise).
    expect(r.resume.summary).toMatch(/^Registered nurse with 6 years of experience, including patient assessment, Epic and discharge planning\./);
    expect(r.resume.summary).not.toMatch(/7 years|\+ years/);
    // And the change says where the figure comes from: the resume's own words, not its dates.
    expect(r.match.changes?.find((c) => c.kind === 'summary')?.why).toContain('the 6 years your resume states');
  });
});

const haveShared = sharedFixturesAvailable();

describe('tailorResume on the shared fixtures', () => {
  it('shared fixtures are present in CI', () => {
    if (isCI()) expect(haveShared).toBe(true);
  });

  it.skipIf(!haveShared)('plain-text resume vs the resume-matcher backend JD', () => {
    const resumeText = sharedText('resumes', 'soupboss_sample_resume.txt');
    const r = tailorResume({ resumeText, job: { title: 'Senior Backend Engineer', company: 'Acme', description: sharedText('jobs', 'resume-matcher_e2e_jd_backend-eng.txt') }, now: NOW });
    expect(checkTruthfulness(resumeText, r.text, { now: NOW }).ok).toBe(true);
    expect(r.match.items.find((i) => i.requirement === 'Python')?.evidence).toBe('Designed and implemented real-time data processing pipelines using Python and Kafka');
    expect(r.match.items.find((i) => i.requirement === 'PostgreSQL')?.evidence).toBe('Worked with PostgreSQL databases and wrote optimized queries');
    expect(r.text).toContain('• Used PostgreSQL databases and wrote optimized queries');
    expect(r.match.gaps.length).toBeLessThanOrEqual(12);
    expect([...r.match.gaps, ...r.match.moreGaps]).toEqual(expect.arrayContaining(['Asynchronous Programming', 'GitHub Actions', 'Observability']));
    // One ask, one gap, in the posting's words: "(GitHub Actions or CircleCI)", "observability tooling (Datadog, OpenTelemetry)",
    // "async programming with asyncio".
    const label = (key: string) => r.match.items.find((i) => i.requirement === key)?.label;
    expect(label('Asynchronous Programming')).toBe('Async programming with asyncio');
    expect(label('GitHub Actions')).toBe('GitHub Actions or CircleCI');
    expect(label('Observability')).toBe('Observability tooling (Datadog, OpenTelemetry)');
    expect(r.text).not.toMatch(/asyncio|GitHub Actions|Datadog|OpenTelemetry|CircleCI/);
    // Written for the job: no stock phrase of the original ("Proven track record") is carried over.
    expect(r.resume.summary).toMatch(/^Senior software engineer with 8\+ years of experience, including /);
    expect(r.resume.summary).not.toMatch(/proven track record|results-driven|dynamic/i);
    expect(splitSections(r.text).map((s) => s.name)).toEqual(['HEADER', 'SUMMARY', 'SKILLS', 'EXPERIENCE', 'PROJECTS', 'EDUCATION', 'CERTIFICATIONS']);
    expect(r.match.scoreAfter).toBeGreaterThan(r.match.scoreBefore);
  });

  it.skipIf(!haveShared)('JSON Resume vs the JSON job', () => {
    const resumeText = sharedText('resumes', 'jsonresume_sample.resume.json');
    const job = JSON.parse(sharedText('jobs', 'jsonresume_sample.job.json')) as { title: string; company: string; description: string; qualifications: string[]; skills: { keywords: string[] }[] };
    const r = tailorResume({
      resumeText,
      job: { title: job.title, company: job.company, description: [job.description, ...job.qualifications].join('\n'), skills: job.skills.flatMap((s) => s.keywords) },
    });
    expect(checkTruthfulness(resumeText, r.text).ok).toBe(true);
    expect(r.match.items.find((i) => i.requirement === 'JavaScript')?.status).toBe('met');
    expect(r.match.items.find((i) => i.requirement === 'React')?.status).toBe('gap');
    expect(r.text).not.toContain('React');
    expect(parseResume(r.text).contact.name).toBe('Richard Hendriks');
  });

  it.skipIf(!haveShared)('accountant resume vs the Windows-1252 Oaktree JD', () => {
    const description = new TextDecoder('windows-1252').decode(sharedFile('jobs', 'jaijanyani_oaktree_jd.txt'));
    const resumeText = ownResume('staff-accountant.txt');
    const r = tailorResume({ resumeText, job: { title: 'Fund Accounting Manager', company: 'Oaktree', description } });
    expect(checkTruthfulness(resumeText, r.text).ok).toBe(true);
    expect(r.match.items.find((i) => i.requirement === 'Auditing')?.status).toBe('met');
    expect(findSkills(r.text).map((m) => m.skill)).not.toContain('Special Purpose Vehicles');
  });
});
