/**
 * The instructions and input given to an LLM that tailors a resume (decision D4). The rules put
 * truthfulness first; the built-in engine's match report tells the model which of the job's skills
 * the resume already shows (use the job's wording) and which are gaps (never add them). Whatever the
 * model writes is still checked afterwards, by the same rules as the built-in writer (llm-edits.ts):
 * truth, structure, stock phrases, grammar and the summary's rules, which the prompt states too.
 */
import type { JobDetails } from '@jobapp/shared';
import type { StoredMatchReport } from '@jobapp/shared/tailoring/engine';
import { STOCK_PHRASES } from './stock-phrases';

/** Long inputs are cut: the posting's end is usually benefits and legal text. */
const MAX_DESCRIPTION_CHARS = 12_000;
const MAX_RESUME_CHARS = 30_000;

export const TAILORING_SYSTEM_PROMPT = `You tailor a candidate's resume to one job posting by rewording some of its statements. Rules, most important first:
1. Use only facts stated in the RESUME. Never add a skill, tool, employer, job title, date, degree, certification, number, count, metric or achievement that the RESUME does not state, even if the job asks for it. Requirements listed as gaps must not appear. A skill, tool, method or credential may appear in the SUMMARY only when the RESUME names it as such.
2. Each edit rewords ONE statement from STATEMENTS, named by its id, and keeps every fact of that statement: its numbers, dates, tools and results, with their meaning. It adds no fact from another statement. Do not merge, split or drop statements, and never move a statement to another role or project; statements you do not list stay as they are.
3. You may start a statement with a stronger verb, put the job's most relevant facts first, and use the job's wording for a skill the statement already shows under another name. Each statement is one line and one grammatical sentence with a verb (usually a past-tense action verb first), plain text, no markdown.
4. No stock phrases: ${STOCK_PHRASES.map((p) => `"${p}"`).join(', ')} and the like. Say what the candidate did instead.
5. You may write a SUMMARY: one coherent paragraph of at most three sentences, in sentence case (a capital letter only to start a sentence and for names), from resume facts only (the candidate's real title, years and strongest matching evidence). It is not the current summary with a list of skills appended. Or leave it "" to keep the current one.
6. An edit that breaks any of these rules is discarded and the statement keeps its current wording.
7. Answer only with JSON that matches the schema: {"summary": "...", "edits": [{"id": "<statement id>", "text": "<reworded statement>"}]}.`;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n[…]`;
}

function listOrNone(items: readonly string[]): string {
  return items.length > 0 ? items.join(', ') : '(none)';
}

export interface TailoringPromptInput {
  resumeText: string;
  job: JobDetails;
  match: StoredMatchReport;
  /** The tailored document's statements, "id: text" per line (llm-edits.ts editableStatements). */
  statements: string;
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
    '',
    'STATEMENTS (reword these by id)',
    '<<<',
    clip(input.statements, MAX_RESUME_CHARS),
    '>>>',
  ].join('\n');
}
