/**
 * Resume tailoring contract (issue 3): the optimize calls, their answer, the resume list and detail,
 * and the file rules. The API validates with these schemas; the web forms use them through zodResolver.
 */
import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';
import type { StoredMatchReport } from './tailoring/engine';
import type { KeywordEntry } from './tailoring/keyword-report';
import type { JobBoard, Salary } from './applications/applications.schema';
import { DEFAULT_TEMPLATE_ID } from './templates';
import { singleLineText, strippedText } from './text-fields';

/** Spec section 3: the optimization result's job details. */
export interface JobDetails {
  title: string;
  company: string;
  location: string;
  skills: string[];
  experience: string;
  education: string;
  /** Plain text. */
  description: string;
  /** Where the posting came from: the extension's capture, a fetch of the page, or the pasted text. */
  origin: 'capture' | 'fetch' | 'pasted';
  /** The job link: canonical for LinkedIn, Indeed and the API boards (D3), any other link as given (D12); '' when only a description was pasted. */
  url: string;
  /** The board the link belongs to; 'other' for any other site or no link. */
  source: JobBoard;
  /** The tracker's facts (issue 24), each when the source states it; names as in `applicationJobSchema`. */
  salary?: Salary;
  validThrough?: string;
  requisitionId?: string;
  directApply?: boolean;
  workplaceType?: 'onsite' | 'hybrid' | 'remote';
}

/** Which engine answered (decision D4) and, when an LLM was configured but failed, why. */
export interface EngineInfo {
  /** 'built-in' or the LLM model name. */
  name: string;
  /** Set when the LLM was tried and the built-in engine answered instead. */
  fallbackReason?: string;
}

/** POST /api/optimize-resume and /api/optimize-resume-text answer. */
export interface OptimizeResult {
  resumeId: number;
  optimizedContent: string;
  jobDetails: JobDetails;
  match: StoredMatchReport;
  /** Each job keyword → where the tailored resume now shows it, in the posting's words or a variant. */
  keywords: KeywordEntry[];
  engine: EngineInfo;
  /** Facts the LLM wrote that the resume does not support, removed before answering (D4). */
  removedClaims: string[];
  /** The model's changes that were not applied, each with its reason ('Kept the summary as it was: …'); only on a fresh result. */
  aiNotes?: string[];
  templateId: string;
}

/** GET /api/my-resumes item (spec: id, jobTitle, company, createdAt), plus what the lists show. */
export interface ResumeListItem {
  id: number;
  /** 1, 2, 3… among the user's own resumes, in the order they were made ('Resume 2' without a job title). */
  number: number;
  jobTitle: string | null;
  company: string | null;
  createdAt: string;
  originalFileName: string | null;
  originalSize: number;
  templateUsed: string | null;
  scoreBefore: number | null;
  scoreAfter: number | null;
}

/** GET /api/resume/{id}. */
export interface ResumeDetail extends ResumeListItem {
  jobUrl: string | null;
  optimizedContent: string;
  jobDetails: JobDetails | null;
  match: StoredMatchReport | null;
  /** Null on resumes tailored before the keyword report. */
  keywords: KeywordEntry[] | null;
  engine: EngineInfo | null;
}

export const templateIdField = z
  .string()
  .trim()
  .check(singleLineText())
  .regex(/^[a-z]+-\d+$/, { error: 'Unknown template' })
  .default(DEFAULT_TEMPLATE_ID);

/** The pasted job description: optional, used when the page cannot be read (D3). */
export const jobDescriptionField = z
  .string()
  .check(strippedText())
  .trim()
  .max(50_000, { error: 'The job description is too long (50,000 characters at most)' })
  .optional()
  .transform((v) => (v ? v : undefined));

/** Longest job title and company name the optimize calls accept (issue 9: pasted jobs keep their identity). */
export const PASTED_JOB_FIELD_MAX = 120;
export const pastedJobFieldMessages = {
  jobTitle: `The job title is too long (${PASTED_JOB_FIELD_MAX} characters at most)`,
  company: `The company name is too long (${PASTED_JOB_FIELD_MAX} characters at most)`,
} as const;

/**
 * The job title or company the user gives beside a pasted description: optional, one line, trimmed;
 * blank is absent. Used for a pasted posting, and for a fact its page lacks (job-source.service.ts).
 */
function pastedJobField(message: string) {
  return z
    .string()
    .trim()
    .check(singleLineText())
    .max(PASTED_JOB_FIELD_MAX, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));
}
export const jobTitleField = pastedJobField(pastedJobFieldMessages.jobTitle);
export const companyField = pastedJobField(pastedJobFieldMessages.company);

/**
 * The job link as typed or pasted: any http(s) link, or none when the description is pasted (D12).
 * Checked by the shared job-link parser in the service (`checkJobInput`), which also asks for a link
 * when there is no description.
 */
const jobUrlField = z
  .string()
  .trim()
  .check(singleLineText())
  .max(2_000, { error: messages.jobUrlNotJob })
  .optional()
  .transform((v) => (v ? v : undefined));

/** POST /api/optimize-resume-text body. jobUrl is checked by the shared job-link parser in the service. */
export const optimizeTextSchema = z.object({
  resumeText: z
    .string({ error: messages.resumeTextMin })
    .check(strippedText())
    .trim()
    .min(limits.minResumeTextChars, { error: messages.resumeTextMin })
    .max(100_000, { error: 'The resume text is too long (100,000 characters at most)' }),
  jobUrl: jobUrlField,
  templateId: templateIdField,
  jobDescription: jobDescriptionField,
  jobTitle: jobTitleField,
  company: companyField,
});
export type OptimizeTextInput = z.input<typeof optimizeTextSchema>;

/** The multipart fields of POST /api/optimize-resume besides the file. */
export const optimizeFileFieldsSchema = z.object({
  jobUrl: jobUrlField,
  templateId: templateIdField,
  clientTimestamp: z.string().trim().check(singleLineText()).max(64).optional(),
  jobDescription: jobDescriptionField,
  jobTitle: jobTitleField,
  company: companyField,
});

export const renameResumeSchema = z.object({
  jobTitle: z
    .string()
    .trim()
    .check(singleLineText())
    .min(1, { error: 'Name is required' })
    .max(200, { error: 'Name must be at most 200 characters' }),
});
export type RenameResumeInput = z.input<typeof renameResumeSchema>;

export const acceptedResumeExtensions = ['pdf', 'doc', 'docx', 'txt'] as const;
export const acceptedResumeMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;

/**
 * Client-side check of a chosen file (spec section 5): type by MIME type or extension, size ≤ 1 MB.
 * The server decides the real type from the file's bytes.
 */
export function checkResumeFile(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    (acceptedResumeMimeTypes as readonly string[]).includes(file.type) ||
    (acceptedResumeExtensions as readonly string[]).includes(extension);
  if (!typeOk) return messages.resumeFileType;
  if (file.size > limits.maxResumeFileBytes) return messages.resumeFileSize;
  return null;
}

/** Spec section 5: usable optimized content. */
export function isUsableContent(content: string | null | undefined): boolean {
  const trimmed = (content ?? '').trim();
  return trimmed.length >= limits.minUsableContentChars && !trimmed.includes(EXTRACTION_FAILURE_SENTENCE);
}

/** The server's extraction-failure sentence (spec section 5), also the resume_unreadable message. */
export const EXTRACTION_FAILURE_SENTENCE =
  'We could not extract readable text from your resume file.';

/** `{original name without extension}-optimized.{ext}` (spec section 7). */
export function optimizedFileName(originalName: string | null | undefined, ext: 'docx' | 'pdf' | 'txt'): string {
  const base = (originalName ?? 'resume').replace(/\.[^.]+$/, '').trim() || 'resume';
  return `${base}-optimized.${ext}`;
}
