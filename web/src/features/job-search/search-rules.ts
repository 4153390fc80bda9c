/**
 * The job search's rules as plain functions (unit-tested): what the query string prefills, the
 * search's states (spec section 4), how a result is shown, and where "optimize my resume for this job"
 * leads (spec section 5).
 */
import { type JobSearchResult, type JobSource, jobSources, messages, sourceLabels } from '@jobapp/shared';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { type SearchJobsRequest } from './api';

// ---------------------------------------------------------------------------------------------
// Query string (?jobTitle=&location=&source=, opened by the extension's "Search similar jobs")
// ---------------------------------------------------------------------------------------------

export interface SearchFormValues {
  jobTitle: string;
  location: string;
  source: JobSource;
}

export const emptySearch: SearchFormValues = { jobTitle: '', location: '', source: 'linkedin' };

function isSource(value: string | null | undefined): value is JobSource {
  return (jobSources as readonly string[]).includes(value ?? '');
}

/**
 * The form's starting values from the query string, and whether to run the search at once (only when
 * a job title is given). An unknown source falls back to LinkedIn.
 */
export function readSearchParams(search: string): { values: SearchFormValues; autoRun: boolean } {
  const params = new URLSearchParams(search);
  const jobTitle = (params.get('jobTitle') ?? '').trim().slice(0, 200);
  const location = (params.get('location') ?? '').trim().slice(0, 200);
  const source = params.get('source')?.trim().toLowerCase();
  return {
    values: { jobTitle, location, source: isSource(source) ? source : 'linkedin' },
    autoRun: jobTitle.length > 0,
  };
}

/** The query string that reopens a search ('?jobTitle=…&location=…&source=…'; empty location left out). */
export function searchQueryFor(input: SearchJobsRequest): string {
  const params = new URLSearchParams({ jobTitle: input.jobTitle });
  if (input.location) params.set('location', input.location);
  params.set('source', input.source);
  return `?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// Search states (spec section 4: idle, searching, then results or error)
// ---------------------------------------------------------------------------------------------

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; input: SearchJobsRequest }
  | { status: 'results'; input: SearchJobsRequest; results: JobSearchResult[] }
  | { status: 'error'; input: SearchJobsRequest; message: string; otherWaysIn: boolean };

export type SearchEvent =
  | { type: 'start'; input: SearchJobsRequest }
  | { type: 'success'; input: SearchJobsRequest; results: JobSearchResult[] }
  | { type: 'failure'; input: SearchJobsRequest; error: unknown };

const sameSearch = (a: SearchJobsRequest, b: SearchJobsRequest) =>
  a.jobTitle === b.jobTitle && a.location === b.location && a.source === b.source;

/** An answer for an older search than the one on screen is ignored. */
export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'start':
      return { status: 'searching', input: event.input };
    case 'success':
      if (state.status === 'searching' && !sameSearch(state.input, event.input)) return state;
      return { status: 'results', input: event.input, results: event.results };
    case 'failure':
      if (state.status === 'searching' && !sameSearch(state.input, event.input)) return state;
      return { status: 'error', input: event.input, message: searchErrorMessage(event.error), otherWaysIn: sourceUnreachable(event.error) };
  }
}

/** The results panel shows while searching, with results, or on error; an empty answer gets the empty state. */
export function resultsPanelFor(state: SearchState): 'none' | 'searching' | 'results' | 'empty' | 'error' {
  if (state.status === 'idle') return 'none';
  if (state.status === 'searching') return 'searching';
  if (state.status === 'error') return 'error';
  return state.results.length > 0 ? 'results' : 'empty';
}

/**
 * True when the source could not be reached or refused us (search_unavailable, search_limited): the
 * error box then offers the other ways in, pasting the job or capturing it with the extension (issue 24).
 */
export function sourceUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'search_unavailable' || error.code === 'search_limited');
}

/** The text of the 'Error' box and of the 'Search failed' toast: the server's message, as it is. */
export function searchErrorMessage(error: unknown): string {
  return errorMessage(error, 'The search could not be completed. Please try again.');
}

export interface ToastText {
  title: string;
  description: string;
  variant: 'default' | 'success' | 'destructive';
}

/** Spec section 8: 'Job search completed' ('Found N matching positions.'). */
export function searchCompletedToast(count: number): ToastText {
  return { title: messages.searchCompleted, description: `${messages.foundPositions(count)}.`, variant: 'success' };
}

/** Spec section 8: 'Search failed' with the message. */
export function searchFailedToast(error: unknown): ToastText {
  return { title: messages.searchFailed, description: searchErrorMessage(error), variant: 'destructive' };
}

// ---------------------------------------------------------------------------------------------
// Showing a result
// ---------------------------------------------------------------------------------------------

export function sourceLabel(source: string): string {
  return isSource(source) ? sourceLabels[source] : source;
}

/**
 * 'Posted April 1, 2025'. A calendar date (YYYY-MM-DD) is read as that day wherever the reader is (not
 * as UTC midnight, which shows the day before west of Greenwich); null gives 'Posting date not listed'.
 */
export function postedDateLabel(datePosted: string | null | undefined): string {
  const date = parsePostedDate(datePosted);
  if (!date) return 'Posting date not listed';
  return `Posted ${date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}`;
}

export function parsePostedDate(datePosted: string | null | undefined): Date | null {
  if (!datePosted) return null;
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(datePosted.trim());
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(datePosted);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Woodgrove Bank · Munich, Bavaria, Germany'; either part may be missing. */
export function companyLine(result: Pick<JobSearchResult, 'company' | 'location'>): string {
  return [result.company.trim() || 'Company not listed', result.location.trim()].filter(Boolean).join(' · ');
}

/**
 * Whether the description probably needs more than 2 lines (then 'Show More' is offered). The card
 * measures the rendered text too; this is the answer before it can.
 */
export function descriptionMayOverflow(description: string, charsPerLine = 90): boolean {
  const text = description.trim();
  if (!text) return false;
  const lines = text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
  return lines > 2;
}

// ---------------------------------------------------------------------------------------------
// Selection (spec section 4: a selected set; 'Optimize Resume for Selected Job' uses the first)
// ---------------------------------------------------------------------------------------------

/** Adds or removes one id, keeping the order in which jobs were selected. */
export function toggleSelected(selected: readonly string[], id: string, checked: boolean): string[] {
  const without = selected.filter((s) => s !== id);
  return checked ? [...without, id] : without;
}

/** The first selected job that is still in the results. */
export function firstSelectedJob(results: readonly JobSearchResult[], selected: readonly string[]): JobSearchResult | null {
  for (const id of selected) {
    const job = results.find((r) => r.id === id);
    if (job) return job;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Starting an optimization from a result (spec section 5)
// ---------------------------------------------------------------------------------------------

export interface StartOptimizationInput {
  signedIn: boolean;
  url: string | null | undefined;
  /** How many resumes the user has stored; null when that is not known (the list failed to load). */
  resumeCount: number | null;
}

export interface StartOptimizationOutcome {
  toast: ToastText | null;
  /** Where to go; null stays on the page. */
  navigate: string | null;
}

export function optimizePathForJob(url: string): string {
  return `/optimize-resume?jobUrl=${encodeURIComponent(url)}`;
}

/**
 * Spec section 5, in order: signed out → 'Login required' and /auth; a missing or non-http link →
 * 'Invalid URL' and stay; no stored resumes → 'Resume required' and /optimize-resume; otherwise
 * /optimize-resume?jobUrl={encoded url}.
 *
 * With no stored resumes the job link is still carried to /optimize-resume (the spec's sketch drops it,
 * which would make the user find the job again); the 'Resume required' toast tells them to add one.
 * When the resume count is unknown the optimize page is opened for the job without a toast: that page
 * works with or without stored resumes.
 */
export function startOptimization({ signedIn, url, resumeCount }: StartOptimizationInput): StartOptimizationOutcome {
  if (!signedIn) {
    return {
      toast: { title: messages.loginRequired, description: 'Please sign in to optimize your resume for this job.', variant: 'destructive' },
      navigate: '/auth',
    };
  }
  const link = (url ?? '').trim();
  if (!link || !/^http/i.test(link)) {
    return {
      toast: { title: messages.invalidUrl, description: 'This job has no valid link to optimize your resume for.', variant: 'destructive' },
      navigate: null,
    };
  }
  if (resumeCount === 0) {
    return {
      toast: {
        title: messages.resumeRequired,
        description: 'Add your resume first: upload a file or paste its text, and we will tailor it to this job.',
        variant: 'default',
      },
      navigate: optimizePathForJob(link),
    };
  }
  return { toast: null, navigate: optimizePathForJob(link) };
}
