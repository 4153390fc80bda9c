/**
 * The job facts shown to the user (JobDetails: skills, experience, education, title) and the job as the
 * tailoring engine reads it. Nothing is invented: a fact the posting does not state stays '' or [].
 *
 * When the page gives no structured skills/experience/education (JSON-LD), they are read from the
 * description with the shared engine's requirement extractor, in the posting's own wording.
 * `jobInputOf` gives such derived facts back to the engine only when they differ from what it would
 * derive itself: passing its own output back as "the posting's list" would raise those skills'
 * priority and change the match report.
 */
import type { JobDetails } from '@jobapp/shared';
import { hasTitleWord } from '@jobapp/shared/resume/lexicon';
import { extractJobRequirements, type JobInput, type JobRequirements } from '@jobapp/shared/tailoring/job-requirements';

/** At most this many derived skills are listed. */
const MAX_DERIVED_SKILLS = 15;

const DEGREE_LABEL: Record<string, string> = {
  none: 'No degree',
  'high-school': 'High school diploma',
  certificate: 'Certificate or diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

export interface RequirementFacts {
  skills: string[];
  experience: string;
  education: string;
}

function skillsOf(reqs: JobRequirements): string[] {
  const required = reqs.skills.filter((s) => s.required);
  const chosen = required.length > 0 ? required : reqs.skills;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of chosen) {
    const key = s.jobTerm.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s.jobTerm);
    if (out.length >= MAX_DERIVED_SKILLS) break;
  }
  return out;
}

function experienceOf(reqs: JobRequirements): string {
  const y = reqs.years;
  if (!y) return '';
  return y.max ? `${y.min}-${y.max} years` : `${y.min}+ years`;
}

function educationOf(reqs: JobRequirements): string {
  const e = reqs.education;
  if (!e) return '';
  const label = DEGREE_LABEL[e.level] ?? '';
  if (!label) return '';
  return `${label}${e.field ? ` in ${e.field}` : ''}${e.orEquivalent ? ' or equivalent experience' : ''}`;
}

/** Skills (required ones, in the posting's wording), years and degree the description states. */
export function deriveRequirementFacts(job: { title: string; company: string; description: string }): RequirementFacts {
  const reqs = extractJobRequirements({ title: job.title, company: job.company, description: job.description });
  return { skills: skillsOf(reqs), experience: experienceOf(reqs), education: educationOf(reqs) };
}

const GENERIC_HEADING_RE =
  /^(?:about (?:the |this )?(?:job|role|position|company|us)|job (?:description|summary|details|overview)|description|overview|summary|responsibilities|requirements|qualifications|the role|who we are)\b/i;
const LABELLED_TITLE_RE = /^(?:job title|title|role|position)\s*[:\-–]\s*(.{3,80})$/i;

/**
 * A title for a pasted description: its first line when that reads like a job title ("Senior
 * Backend Engineer", "Role: Data Engineer"), else ''.
 */
export function titleFromPastedText(text: string): string {
  const first = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .find((l) => l !== '');
  if (!first) return '';
  const labelled = LABELLED_TITLE_RE.exec(first)?.[1]?.trim();
  const candidate = labelled ?? first;
  if (candidate.length > 80 || candidate.split(' ').length > 10) return '';
  if (/[.:;,!?]$/.test(candidate) || /^(?:[•*·▪–-]|\d{1,2}[.)])\s/.test(candidate)) return '';
  if (GENERIC_HEADING_RE.test(candidate) || !hasTitleWord(candidate)) return '';
  return candidate;
}

/**
 * JobDetails → the engine's JobInput. Skills, experience and education are passed only when they are
 * the posting's own (structured data or a capture), not the ones derived from its description.
 */
export function jobInputOf(job: JobDetails): JobInput {
  const derived = deriveRequirementFacts(job);
  const sameSkills =
    job.skills.length === derived.skills.length && job.skills.every((s, i) => s === derived.skills[i]);
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    description: job.description,
    skills: job.skills.length > 0 && !sameSkills ? job.skills : null,
    experience: job.experience && job.experience !== derived.experience ? job.experience : null,
    education: job.education && job.education !== derived.education ? job.education : null,
  };
}
