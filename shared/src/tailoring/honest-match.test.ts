import { describe, expect, it } from 'vitest';
import { tailorResume } from './engine';
import { checkTruthfulness } from './truthfulness';

const NOW = '2025-06-01';

const resumeText = [
  'Bruce Wayne',
  'bruce@example.com | (555) 010-2000',
  '',
  'Summary',
  'Highly skilled MERN Stack Developer with over 10 years of experience building web applications. Proficient in MongoDB, Express.js, React, and Node.js.',
  '',
  'Skills',
  'JavaScript, MongoDB, Express.js, React, Node.js, Docker, Python',
  'and Machine Learning basics',
  '',
  'Experience',
  'MERN Stack Developer | Wayne Corp | Jan 2015 - Present',
  '- Deployed Node.js services with Docker and Kubernetes for 3 product teams',
  '- Helped the internal audit team complete annual audits',
  '- Deployed Node.js services with Docker and Kubernetes for 3 product teams',
  '',
  'Education',
  'B.S. in Computer Science, Gotham University, 2014',
].join('\n');

const description = [
  'Requirements:',
  '- 4+ years of experience with Python',
  '- Docker and Kubernetes in production',
  '- Audit coordination and auditing',
  '- Accountability and reliability',
  'Nice to have:',
  '- Machine Learning',
].join('\n');

describe('honest matching', () => {
  const r = tailorResume({ resumeText, job: { title: 'Backend Engineer', description }, now: NOW });

  it('never meets a years-of-a-skill requirement from a "basics" mention or from roles that do not show it', () => {
    const years = r.match.items.find((i) => i.kind === 'years');
    expect(years).toMatchObject({ requirement: '4+ years of experience with Python', status: 'gap', evidence: null });
  });

  it('a qualified skill never leads the skills list; a required skill shown in a statement is surfaced', () => {
    expect(r.resume.skills[0]).not.toMatch(/Python|basics/);
    expect(r.resume.skills).toContain('Kubernetes');
    expect(r.resume.skills.indexOf('Kubernetes')).toBeLessThan(r.resume.skills.indexOf('JavaScript'));
    // Coverage of what the candidate really has rises: Kubernetes was only in a bullet, now it is listed.
    expect(r.match.breakdownAfter.requiredSkills ?? 0).toBeGreaterThan(r.match.breakdownBefore.requiredSkills ?? 0);
    expect(r.match.scoreAfter).toBeGreaterThan(r.match.scoreBefore);
  });

  it('headline skills come from statements in use, never from helping or a "basics" mention', () => {
    expect(r.resume.summary).not.toMatch(/audit|Python|Machine Learning/i);
    expect(r.resume.summary).toBe(
      'MERN stack developer who has over 10 years of experience. At Wayne Corp, deployed Node.js services with Docker and Kubernetes for 3 product teams.',
    );
  });

  it('is one summary written for the job: the years once, never the old summary with a tail', () => {
    expect(r.resume.summary.match(/10 years/g)).toHaveLength(1);
    expect(r.resume.summary).not.toContain('Highly skilled');
    expect(r.originalSummary.startsWith('Highly skilled MERN Stack Developer with over 10 years of experience')).toBe(true);
  });

  it('lists a repeated bullet as left out, keeps one copy, and stays truthful', () => {
    expect(r.leftOut).toEqual(['Deployed Node.js services with Docker and Kubernetes for 3 product teams']);
    expect(r.match.leftOut).toEqual(r.leftOut);
    expect(r.text.match(/Deployed Node\.js services/g)).toHaveLength(1);
    expect(checkTruthfulness(resumeText, r.text, { now: NOW }).ok).toBe(true);
  });

  it('gaps: no trait, none a met item covers', () => {
    const all = [...r.match.gaps, ...r.match.moreGaps];
    expect(all).not.toContain('Accountability');
    expect(all).not.toContain('Reliability');
    expect(all).not.toContain('Auditing');
    expect(r.match.leftOut).toEqual(r.leftOut);
  });
});
