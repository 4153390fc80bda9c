/**
 * The job facts shown to the user (JobDetails: skills, experience, education, title) and the job as the
 * tailoring engine reads it. Nothing is invented: a fact the posting does not state stays '' or [].
 *
 * When the page gives no structured skills/experience/education (JSON-LD), they are read from the
 * description with the shared engine's requirement extractor, in the posting's own wording.
 * `readRequirements` reads them once, when the job is resolved, and the requirements travel with the
 * job to the engine (issue 9: extracted once, carried).
 */
import type { JobDetails } from '../resumes.schema';
import { extractJobRequirements, type JobRequirements } from '../tailoring/job-requirements';
import { DEGREE_LEVEL_LABEL, yearsPhrase } from '../tailoring/match';

/** At most this many derived skills are listed. */
const MAX_DERIVED_SKILLS = 15;

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

/** The years the posting asks, in its own words ("3+ years supervising in a warehouse"), else "3+ years". */
function experienceOf(reqs: JobRequirements): string {
  const y = reqs.years;
  if (!y) return '';
  return yearsPhrase(y.text, y.min) ?? (y.max ? `${y.min}-${y.max} years` : `${y.min}+ years`);
}

function educationOf(reqs: JobRequirements): string {
  const e = reqs.education;
  if (!e) return '';
  const label = DEGREE_LEVEL_LABEL[e.level];
  return `${label}${e.field ? ` in ${e.field}` : ''}${e.orEquivalent ? ' or equivalent experience' : ''}`;
}


export interface PostingFacts {
  title: string;
  company: string;
  location?: string;
  /** Plain text. */
  description: string;
  /** The posting's own lists (structured data on its page), when it has them. */
  skills?: readonly string[] | undefined;
  experience?: string | undefined;
  education?: string | undefined;
}

export interface JobReading {
  /** What JobDetails shows: the posting's own facts, else those its description states. */
  facts: RequirementFacts;
  /** The requirements the engine tailors to, read once here and carried to it. */
  requirements: JobRequirements;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * Reads a posting's requirements once, at job resolution. The description is always read; the
 * posting's own skills, experience and education are handed to the engine only when they differ from
 * what it reads itself: passing its own output back as "the posting's list" would raise those skills'
 * priority and change the match report.
 */
export function readRequirements(job: PostingFacts): JobReading {
  const base = { title: job.title, company: job.company, location: job.location ?? '', description: job.description };
  const fromDescription = extractJobRequirements(base);
  const derived: RequirementFacts = { skills: skillsOf(fromDescription), experience: experienceOf(fromDescription), education: educationOf(fromDescription) };
  const own = {
    skills: job.skills && job.skills.length > 0 && !sameList(job.skills, derived.skills) ? job.skills : null,
    experience: job.experience && job.experience !== derived.experience ? job.experience : null,
    education: job.education && job.education !== derived.education ? job.education : null,
  };
  const facts: RequirementFacts = {
    skills: job.skills && job.skills.length > 0 ? [...job.skills] : derived.skills,
    experience: job.experience || derived.experience,
    education: job.education || derived.education,
  };
  if (!own.skills && !own.experience && !own.education) return { facts, requirements: fromDescription };
  return { facts, requirements: extractJobRequirements({ ...base, ...own }) };
}

/** The requirements of a job as stored (JobDetails), for callers that hold no reading of it. */
export function requirementsOfDetails(job: JobDetails): JobRequirements {
  return readRequirements(job).requirements;
}
