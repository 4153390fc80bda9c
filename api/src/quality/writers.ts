/**
 * Runs every writer on one pair through its public entry point, as the API's compute tasks do
 * (compute-tasks.ts): the tailoring (`tailorBuiltIn`), the built-in letter in each of the 15 templates
 * (`writeBuiltInLetter`) and the LinkedIn optimization (`optimizeBuiltIn`), with each call's time.
 *
 * The LinkedIn writer needs a pasted profile, and the corpora have none: the profile given is the
 * resume's own content laid out as LinkedIn's page is copied (name, headline = latest title at its
 * employer, About = the resume's summary, Experience = each role with its statements, Education,
 * Skills) — the common case of a profile that repeats the resume.
 */
import { performance } from 'node:perf_hooks';
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import type { CoverLetterExtras } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { writeBuiltInLetter } from '@jobapp/shared/cover-letters/letter-task';
import { coverLetterTemplates, type CoverLetterTemplate } from '@jobapp/shared/cover-letters/templates';
import { optimizeBuiltIn } from '@jobapp/shared/linkedin/linkedin-task';
import type { LinkedInOptimization } from '@jobapp/shared/linkedin/linkedin.schema';
import { tailorBuiltIn, type BuiltInTailoring } from '../features/tailoring/tailor-task';
import type { QualityPair } from './corpus';

export interface WrittenLetter {
  template: CoverLetterTemplate;
  content: string;
  ms: number;
}

export interface WrittenPair {
  pair: QualityPair;
  tailoring: BuiltInTailoring;
  tailoringMs: number;
  letters: WrittenLetter[];
  linkedin: LinkedInOptimization;
  /** The profile text the LinkedIn writer was given. */
  profileText: string;
}

/** The same date for every run, so the figures do not move with the calendar. */
const NOW = new Date('2026-06-01T12:00:00Z');

/** What a user types into the extra fields a template asks for (the referral and follow-up templates require some). */
function extrasFor(pair: QualityPair, template: CoverLetterTemplate): CoverLetterExtras {
  const typed: Required<CoverLetterExtras> = {
    referrerName: 'Jordan Lee',
    referrerRelationship: 'a former colleague',
    appliedOn: 'March 3, 2026',
    appliedFor: `the ${pair.job.title} opening`,
    previousField: '',
  };
  const out: CoverLetterExtras = {};
  for (const need of template.needs) if (typed[need.field]) out[need.field] = typed[need.field];
  return out;
}

/** The resume as a profile copied from LinkedIn's page (see the module comment). */
export function profileTextOf(doc: ResumeDocument): string {
  const latest = doc.experience[0];
  const lines = [doc.contact.name, latest ? `${latest.title} at ${latest.employer}` : '', doc.contact.location, ''];
  const summary = doc.summary.map((s) => s.text).join(' ');
  if (summary) lines.push('About', summary, '');
  if (doc.experience.length > 0) {
    lines.push('Experience');
    for (const role of doc.experience) {
      lines.push(role.title, role.employer, [role.start, role.end].filter(Boolean).join(' - '));
      if (role.location) lines.push(role.location);
      lines.push(...role.statements.map((s) => s.text), '');
    }
  }
  if (doc.education.length > 0) {
    lines.push('Education');
    for (const school of doc.education) lines.push(school.institution, school.degree, school.dates, '');
  }
  const skills = doc.skills.flatMap((g) => g.items);
  if (skills.length > 0) lines.push('Skills', ...skills);
  return lines.join('\n').trim();
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

/** Every writer's output for one pair. */
export function writePair(pair: QualityPair): WrittenPair {
  const { resume, job, requirements } = pair;
  const tailoring = timed(() => tailorBuiltIn({ resumeText: resume.text, job, requirements, now: NOW }));
  const letters = coverLetterTemplates.map((template) => {
    const letter = timed(() =>
      writeBuiltInLetter({
        document: resume.document,
        resumeText: resume.text,
        job: { title: job.title, company: job.company, description: job.description },
        templateId: template.id,
        extras: extrasFor(pair, template),
        requirements,
        now: NOW,
      }),
    );
    return { template, content: letter.value.content, ms: letter.ms };
  });
  const profileText = profileTextOf(resume.document);
  const linkedin = optimizeBuiltIn({ profileContent: profileText, targetPosition: job.title, targetIndustry: pair.industry, resumes: [resume.document], now: NOW.toISOString() }).result;
  return { pair, tailoring: tailoring.value, tailoringMs: tailoring.ms, letters, linkedin, profileText };
}
