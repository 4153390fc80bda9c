/**
 * The optimize page's rules as plain functions (unit-tested): where "Back" goes, what the query string
 * may prefill, how the form is validated, which panel a result gets and how a failure is reported.
 */
import {
  checkResumeFile,
  companyField,
  jobTitleField,
  DEFAULT_TEMPLATE_ID,
  EXTRACTION_FAILURE_SENTENCE,
  limits,
  messages,
  type OptimizeResult,
  resumeTemplates,
} from '@jobapp/shared';
import { parseAnyJobUrl } from '@jobapp/shared/jobs/any-job-url';
import type { JobBoard } from '@jobapp/shared/jobs/types';
import { isApiError } from '@/lib/api-client';

// ---------------------------------------------------------------------------------------------
// Navigation and query string
// ---------------------------------------------------------------------------------------------

/** Spec section 2: back to /job-search when the current path contains job-search, else /dashboard. */
export function backPathFor(pathname: string): '/job-search' | '/dashboard' {
  return pathname.includes('job-search') ? '/job-search' : '/dashboard';
}

export type JobUrlParam =
  | { kind: 'none' }
  | { kind: 'valid'; value: string; source: JobBoard }
  | { kind: 'invalid'; message: string };

/**
 * `?jobUrl=` (an encoded job link). URLSearchParams decodes it once; a link encoded twice
 * (`https%3A%2F%2F…`) is decoded once more.
 */
export function readJobUrlParam(search: string): JobUrlParam {
  const raw = new URLSearchParams(search).get('jobUrl');
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  let value = raw.trim();
  if (/^https?%3A/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      // Leave it as it is; the parser reports it.
    }
  }
  const parsed = parseAnyJobUrl(value);
  return parsed.ok ? { kind: 'valid', value, source: parsed.board } : { kind: 'invalid', message: parsed.message };
}

/** `?template=` when it names a known template, else the default (basic-1). The server checks the plan. */
export function readTemplateParam(search: string): string {
  const id = new URLSearchParams(search).get('template')?.trim();
  return id && resumeTemplates.some((t) => t.id === id) ? id : DEFAULT_TEMPLATE_ID;
}

/** /optimize-resume with the dashboard's template (only when it is not the default). */
export function optimizePathFor(templateId: string, jobUrl?: string): string {
  const params = new URLSearchParams();
  if (jobUrl) params.set('jobUrl', jobUrl);
  if (templateId !== DEFAULT_TEMPLATE_ID) params.set('template', templateId);
  const query = params.toString();
  return query ? `/optimize-resume?${query}` : '/optimize-resume';
}

// ---------------------------------------------------------------------------------------------
// Form validation
// ---------------------------------------------------------------------------------------------

export type InputType = 'file' | 'text';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface OptimizeFormInput {
  jobUrl: string;
  inputType: InputType;
  resumeFile: FileLike | null;
  resumeText: string;
  /** The pasted job description; with it the link may be left blank (D12). */
  jobDescription?: string;
  /** Beside a pasted job description; optional. */
  jobTitle?: string;
  company?: string;
}

export type OptimizeFormErrors = Partial<
  Record<'jobUrl' | 'resumeFile' | 'resumeText' | 'jobDescription' | 'jobTitle' | 'company', string>
>;

/** The shared schema's message for a job title or company it refuses (too long, a line break). */
function jobFieldProblem(field: typeof jobTitleField, value: string | undefined): string | undefined {
  return field.safeParse(value ?? '').error?.issues[0]?.message;
}

/**
 * Spec section 5 with decision D12: any http(s) job link, or none when the description is pasted; then
 * the file (file mode) or at least 100 characters of text (text mode); the optional job title and
 * company by the shared optimize schemas' rules.
 */
export function validateOptimizeForm(values: OptimizeFormInput): OptimizeFormErrors {
  const errors: OptimizeFormErrors = {};
  const pasted = (values.jobDescription ?? '').trim() !== '';
  if (values.jobUrl.trim() !== '' || !pasted) {
    const job = parseAnyJobUrl(values.jobUrl);
    if (!job.ok) errors.jobUrl = job.message;
  }
  if (values.inputType === 'file') {
    if (!values.resumeFile) errors.resumeFile = messages.resumeFileRequired;
    else {
      const fileProblem = checkResumeFile(values.resumeFile);
      if (fileProblem) errors.resumeFile = fileProblem;
    }
  } else if (values.resumeText.trim().length < limits.minResumeTextChars) {
    errors.resumeText = messages.resumeTextMin;
  }
  const jobTitle = jobFieldProblem(jobTitleField, values.jobTitle);
  if (jobTitle) errors.jobTitle = jobTitle;
  const company = jobFieldProblem(companyField, values.company);
  if (company) errors.company = company;
  return errors;
}

export interface ToastText {
  title: string;
  description: string;
}

/** The toast for a form that did not pass (spec section 8), naming its first problem. */
export function validationToast(errors: OptimizeFormErrors): ToastText | null {
  if (errors.jobUrl) {
    return {
      title: errors.jobUrl === messages.jobUrlMissing ? 'Missing job URL' : 'Invalid URL format',
      description: errors.jobUrl,
    };
  }
  if (errors.resumeFile) {
    return {
      title: errors.resumeFile === messages.resumeFileRequired ? 'Missing resume' : 'Invalid file',
      description: errors.resumeFile,
    };
  }
  if (errors.resumeText) return { title: 'Insufficient resume content', description: errors.resumeText };
  const jobField = errors.jobTitle ?? errors.company;
  if (jobField) return { title: 'Invalid job details', description: jobField };
  return null;
}

/** The storage rule of spec section 5, checked when a file is chosen (the server checks again). */
export function storageProblem(
  fileSize: number,
  storage: { limit: number; used: number } | undefined,
  format: (bytes: number) => string,
): string | null {
  if (!storage) return null;
  const available = Math.max(0, storage.limit - storage.used);
  return fileSize > available ? messages.notEnoughStorage(format(available), format(fileSize)) : null;
}

// ---------------------------------------------------------------------------------------------
// Results and failures
// ---------------------------------------------------------------------------------------------

export const noResultMessage = 'No result returned from resume optimization';
export const invalidResponseMessage = 'Invalid response format from server';
export const noContentMessage = 'Failed to receive optimized content';
export const unexpectedErrorMessage = 'An unexpected error occurred. Please try again.';

/** Checks the answer's shape before the page uses it (spec section 8's thrown messages). */
export function assertOptimizeResult(value: unknown): OptimizeResult {
  if (value === null || value === undefined) throw new Error(noResultMessage);
  if (typeof value !== 'object') throw new Error(invalidResponseMessage);
  const result = value as Partial<OptimizeResult>;
  if (typeof result.resumeId !== 'number' || typeof result.optimizedContent !== 'string') {
    throw new Error(invalidResponseMessage);
  }
  return value as OptimizeResult;
}

/**
 * Which panel a result's content gets (spec sections 2 and 5): the server's extraction-failure sentence
 * → the yellow 'Resume Content Needs Processing' panel; under 100 characters → the red 'Resume
 * Optimization Failed' panel; otherwise the content is usable. Both panels disable downloads.
 */
export function contentState(content: string | null | undefined): 'usable' | 'needs-processing' | 'failed' {
  const trimmed = (content ?? '').trim();
  if (trimmed.includes(EXTRACTION_FAILURE_SENTENCE)) return 'needs-processing';
  if (trimmed.length < limits.minUsableContentChars) return 'failed';
  return 'usable';
}

/** Thrown when the 60-second limit ends the request. */
export class OptimizeTimeoutError extends Error {
  constructor() {
    super(messages.optimizeTimedOut);
    this.name = 'OptimizeTimeoutError';
  }
}

export type OptimizeFailure =
  /**
   * 422 job_description_required: ask for the pasted description and let the user resubmit. With
   * `fieldError` (details.jobDescription: the pasted one was too short) that reason shows on the field.
   */
  | { kind: 'job-description'; message: string; fieldError: string | null }
  /** 422 resume_unreadable: the yellow panel, with the server's sentence saying what to do for this file. */
  | { kind: 'unreadable'; reason: string | null; message: string | null }
  /** 413 storage_full: the notice offering the 50 MB add-on and a link to delete old resumes. */
  | { kind: 'storage-full'; message: string }
  /**
   * 402 payment_required / quota_exhausted (D9), or 403 subscription_required (a template the plan
   * does not unlock, naming the plan that does): the server's message with a link to /pricing.
   */
  | { kind: 'plan-required'; message: string }
  | { kind: 'toast'; toast: ToastText; fieldErrors: OptimizeFormErrors };

/** How the page reports a failed optimization (spec section 8 and the API contract). */
export function classifyOptimizeError(error: unknown): OptimizeFailure {
  if (isApiError(error)) {
    if (error.code === 'job_description_required') {
      return {
        kind: 'job-description',
        message: error.message || messages.jobDescriptionRequired,
        fieldError: error.details?.jobDescription ?? null,
      };
    }
    if (error.code === 'resume_unreadable') {
      return { kind: 'unreadable', reason: error.details?.reason ?? null, message: error.message || null };
    }
    if (error.code === 'storage_full') return { kind: 'storage-full', message: error.message || messages.storageCheckFailed };
    if (error.code === 'subscription_required') {
      return { kind: 'plan-required', message: error.message || messages.optimizationFailedDefault };
    }
    if (error.code === 'payment_required' || error.code === 'quota_exhausted') {
      return { kind: 'plan-required', message: error.message || messages.trialEnded };
    }
    const fieldErrors: OptimizeFormErrors = {};
    for (const field of ['jobUrl', 'resumeFile', 'resumeText', 'jobDescription', 'jobTitle', 'company'] as const) {
      const message = error.details?.[field];
      if (message) fieldErrors[field] = message;
    }
    const description =
      error.code === 'internal' ? messages.internal : error.message || messages.optimizationFailedDefault;
    return { kind: 'toast', toast: { title: messages.optimizationFailed, description }, fieldErrors };
  }
  if (error instanceof Error) {
    return {
      kind: 'toast',
      toast: { title: messages.optimizationFailed, description: error.message || messages.optimizationFailedDefault },
      fieldErrors: {},
    };
  }
  return { kind: 'toast', toast: { title: 'Unexpected error', description: unexpectedErrorMessage }, fieldErrors: {} };
}

// ---------------------------------------------------------------------------------------------
// Progress hints
// ---------------------------------------------------------------------------------------------

export const optimizeStages = ['Reading your resume…', 'Reading the job posting…', 'Tailoring…'] as const;

/**
 * The stage hint to show after `elapsedMs`. The server does the work in one request and reports no
 * progress, so these are honest hints of what it is doing, in order, not a measured percentage.
 */
export function optimizeStageAt(elapsedMs: number): number {
  if (elapsedMs < 1500) return 0;
  if (elapsedMs < 5000) return 1;
  return 2;
}
