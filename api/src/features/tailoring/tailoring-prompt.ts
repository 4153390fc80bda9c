/**
 * The instructions and input given to an LLM that tailors a resume (decision D4). The rules put
 * truthfulness first; the built-in engine's match report tells the model which of the job's skills
 * the resume already shows (use the job's wording) and which are gaps (never add them). Whatever the
 * model writes is still checked against the resume afterwards (enforceTruthfulness).
 */
import type { JobDetails } from '@jobapp/shared';
import type { MatchReport } from '@jobapp/shared/tailoring/engine';

/** Long inputs are cut: the posting's end is usually benefits and legal text. */
const MAX_DESCRIPTION_CHARS = 12_000;
const MAX_RESUME_CHARS = 30_000;

export const TAILORING_SYSTEM_PROMPT = `You tailor a candidate's resume to one job posting. Rules, most important first:
1. Use only facts stated in the RESUME. Never add a skill, tool, employer, job title, date, degree, certification, number, metric or achievement that the RESUME does not state, even if the job asks for it. Requirements listed as gaps must not appear in the resume.
2. Keep every employer, job title, date, degree and institution exactly as the RESUME writes it. Do not merge, invent or drop roles.
3. You may reorder sections, bullets and skills, shorten or reword bullets without changing what they claim, use the job's wording for a skill the resume already shows under another name, and write a SUMMARY of two or three sentences from resume facts only.
4. Format for applicant tracking systems: plain text, one column, no tables, no markdown (#, **, |, backticks). Start with the candidate's name and contact lines from the resume. Put each section heading alone on its line in upper case, using these names where they fit: SUMMARY, EXPERIENCE, EDUCATION, SKILLS, CERTIFICATIONS, PROJECTS (other sections of the resume keep their own name, in upper case). Start every bullet with "• ". Write skills as a comma-separated list.
5. Answer only with JSON that matches the schema: {"resumeText": "<the whole tailored resume as plain text>"}.`;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n[…]`;
}

function listOrNone(items: readonly string[]): string {
  return items.length > 0 ? items.join(', ') : '(none)';
}

export interface TailoringPromptInput {
  resumeText: string;
  job: JobDetails;
  match: MatchReport;
}

/** The user message: the job, the match report and the resume, in clearly marked blocks. */
export function buildTailoringUserPrompt(input: TailoringPromptInput): string {
  const { job, match } = input;
  const metTerms = match.items
    .filter((i) => i.kind === 'skill' && i.status === 'met')
    .map((i) => i.jobTerm ?? i.requirement);
  return [
    'JOB',
    `Title: ${job.title || '(not stated)'}`,
    `Company: ${job.company || '(not stated)'}`,
    `Location: ${job.location || '(not stated)'}`,
    `Skills the posting asks for: ${listOrNone(job.skills)}`,
    `Experience asked for: ${job.experience || '(not stated)'}`,
    `Education asked for: ${job.education || '(not stated)'}`,
    'Description:',
    clip(job.description, MAX_DESCRIPTION_CHARS),
    '',
    'MATCH REPORT (from a deterministic checker)',
    `Job skills the resume already shows (write them in the job's wording): ${listOrNone(metTerms)}`,
    `Gaps: the resume does NOT show these, so they must not appear in the tailored resume: ${listOrNone([...match.gaps, ...match.moreGaps])}`,
    '',
    'RESUME (the only source of facts)',
    '<<<',
    clip(input.resumeText, MAX_RESUME_CHARS),
    '>>>',
  ].join('\n');
}
