import { type JobSearchResult, messages, searchUnavailableMessage } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { type SearchJobsRequest } from './api';
import {
  companyLine,
  descriptionMayOverflow,
  firstSelectedJob,
  optimizePathForJob,
  postedDateLabel,
  readSearchParams,
  resultsPanelFor,
  searchCompletedToast,
  searchFailedToast,
  searchQueryFor,
  searchReducer,
  type SearchState,
  startOptimization,
  toggleSelected,
} from './search-rules';

const job = (id: string, extra: Partial<JobSearchResult> = {}): JobSearchResult => ({
  id,
  title: `Job ${id}`,
  company: 'Woodgrove Bank',
  location: 'Munich, Bavaria, Germany',
  description: '',
  datePosted: '2026-01-10',
  source: 'linkedin',
  url: `https://www.linkedin.com/jobs/view/${id}/`,
  ...extra,
});

const input: SearchJobsRequest = { jobTitle: 'Backend Engineer', location: 'Berlin', source: 'linkedin' };

describe('readSearchParams (the extension\'s "Search similar jobs" link)', () => {
  it('prefills title, location and source and runs when a job title is given', () => {
    expect(readSearchParams('?jobTitle=Backend+Engineer&location=Berlin%2C+Germany&source=indeed')).toEqual({
      values: { jobTitle: 'Backend Engineer', location: 'Berlin, Germany', source: 'indeed' },
      autoRun: true,
    });
  });

  it('does not run without a job title, and falls back to LinkedIn for an unknown source', () => {
    expect(readSearchParams('?location=Remote&source=monster')).toEqual({
      values: { jobTitle: '', location: 'Remote', source: 'linkedin' },
      autoRun: false,
    });
    expect(readSearchParams('?jobTitle=%20%20').autoRun).toBe(false);
    expect(readSearchParams('').values).toEqual({ jobTitle: '', location: '', source: 'linkedin' });
  });

  it('accepts the source in any case and trims what it reads', () => {
    expect(readSearchParams('?jobTitle=+QA+&source=LinkedIn').values).toEqual({
      jobTitle: 'QA',
      location: '',
      source: 'linkedin',
    });
  });

  it('round-trips with searchQueryFor', () => {
    const query = searchQueryFor({ jobTitle: 'C++ Developer & Lead', location: '', source: 'indeed' });
    expect(query).toBe('?jobTitle=C%2B%2B+Developer+%26+Lead&source=indeed');
    expect(readSearchParams(query).values).toEqual({ jobTitle: 'C++ Developer & Lead', location: '', source: 'indeed' });
  });
});

describe('searchReducer and resultsPanelFor (spec section 4: idle, searching, then results or error)', () => {
  const idle: SearchState = { status: 'idle' };

  it('has no panel until a search starts', () => {
    expect(resultsPanelFor(idle)).toBe('none');
  });

  it('goes searching → results, and an empty answer is the empty state', () => {
    const searching = searchReducer(idle, { type: 'start', input });
    expect(resultsPanelFor(searching)).toBe('searching');
    const done = searchReducer(searching, { type: 'success', input, results: [job('1')] });
    expect(done).toEqual({ status: 'results', input, results: [job('1')] });
    expect(resultsPanelFor(done)).toBe('results');
    expect(resultsPanelFor(searchReducer(searching, { type: 'success', input, results: [] }))).toBe('empty');
  });

  it('goes searching → error with the server message', () => {
    const searching = searchReducer(idle, { type: 'start', input });
    const error = new ApiError(429, 'search_limited', 'LinkedIn is limiting searches right now. Try again in a few minutes.');
    const failed = searchReducer(searching, { type: 'failure', input, error });
    expect(failed).toEqual({
      status: 'error',
      input,
      message: 'LinkedIn is limiting searches right now. Try again in a few minutes.',
      otherWaysIn: true,
    });
    expect(resultsPanelFor(failed)).toBe('error');
  });

  it('offers the other ways in (paste, extension) only when the source cannot be reached or refuses us', () => {
    const searching = searchReducer(idle, { type: 'start', input });
    const fail = (error: unknown) => searchReducer(searching, { type: 'failure', input, error });
    const unreachable = fail(new ApiError(503, 'search_unavailable', searchUnavailableMessage('indeed')));
    expect(unreachable).toMatchObject({ status: 'error', otherWaysIn: true });
    // The message names the source and the other ways in.
    expect(unreachable.status === 'error' ? unreachable.message : '').toMatch(/^Indeed could not be reached\..*paste.*extension/su);
    expect(fail(new ApiError(500, 'internal', 'boom'))).toMatchObject({ otherWaysIn: false });
    expect(fail(new ApiError(429, 'rate_limited', 'Too many searches'))).toMatchObject({ otherWaysIn: false });
    expect(fail(new TypeError('Failed to fetch'))).toMatchObject({ otherWaysIn: false });
  });

  it('ignores the answer of an older search while a newer one runs', () => {
    const newer: SearchJobsRequest = { ...input, source: 'indeed' };
    const searching = searchReducer(searchReducer(idle, { type: 'start', input }), { type: 'start', input: newer });
    expect(searchReducer(searching, { type: 'success', input, results: [job('1')] })).toBe(searching);
    expect(searchReducer(searching, { type: 'failure', input, error: new Error('x') })).toBe(searching);
  });

  it('a new search after results starts searching again', () => {
    const done: SearchState = { status: 'results', input, results: [job('1')] };
    expect(searchReducer(done, { type: 'start', input }).status).toBe('searching');
  });
});

describe('search toasts (spec section 8)', () => {
  it("'Job search completed' with 'Found N matching positions.'", () => {
    expect(searchCompletedToast(3)).toEqual({
      title: 'Job search completed',
      description: 'Found 3 matching positions.',
      variant: 'success',
    });
  });

  it("'Search failed' with the message", () => {
    expect(searchFailedToast(new ApiError(503, 'search_unavailable', 'Indeed could not be reached.'))).toEqual({
      title: messages.searchFailed,
      description: 'Indeed could not be reached.',
      variant: 'destructive',
    });
    // A generic server failure never leaks details.
    expect(searchFailedToast(new ApiError(500, 'internal', 'stack trace')).description).toBe(messages.internal);
  });
});

describe('result display', () => {
  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(postedDateLabel('2026-01-10')).toBe('Posted January 10, 2026');
    expect(postedDateLabel(null)).toBe('Posting date not listed');
    expect(postedDateLabel('soon')).toBe('Posting date not listed');
  });

  it('joins company and location, naming a missing company', () => {
    expect(companyLine(job('1'))).toBe('Woodgrove Bank · Munich, Bavaria, Germany');
    expect(companyLine(job('1', { company: ' ', location: '' }))).toBe('Company not listed');
  });

  it('offers Show More only for a description longer than 2 lines', () => {
    expect(descriptionMayOverflow('')).toBe(false);
    expect(descriptionMayOverflow('Short snippet.')).toBe(false);
    expect(descriptionMayOverflow('a\nb\nc')).toBe(true);
    expect(descriptionMayOverflow('x'.repeat(181))).toBe(true);
  });
});

describe('selection (spec section 4)', () => {
  it('keeps the order of selection and drops unselected ids', () => {
    let selected = toggleSelected([], 'b', true);
    selected = toggleSelected(selected, 'a', true);
    expect(selected).toEqual(['b', 'a']);
    expect(toggleSelected(selected, 'b', false)).toEqual(['a']);
    expect(toggleSelected(selected, 'a', true)).toEqual(['b', 'a']);
  });

  it("'Optimize Resume for Selected Job' uses the first selected job still in the results", () => {
    const results = [job('a'), job('b'), job('c')];
    expect(firstSelectedJob(results, ['c', 'a'])?.id).toBe('c');
    expect(firstSelectedJob(results, ['gone', 'b'])?.id).toBe('b');
    expect(firstSelectedJob(results, [])).toBeNull();
  });
});

describe('startOptimization (spec section 5)', () => {
  const url = 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081';

  it("signed out: 'Login required' and /auth", () => {
    const outcome = startOptimization({ signedIn: false, url, resumeCount: 2 });
    expect(outcome.toast?.title).toBe('Login required');
    expect(outcome.navigate).toBe('/auth');
  });

  it("a missing or non-http link: 'Invalid URL' and stay on the page", () => {
    for (const bad of ['', '   ', null, undefined, 'www.linkedin.com/jobs/view/1', 'javascript:alert(1)']) {
      const outcome = startOptimization({ signedIn: true, url: bad, resumeCount: 2 });
      expect(outcome.toast?.title).toBe('Invalid URL');
      expect(outcome.navigate).toBeNull();
    }
  });

  it("no stored resumes: 'Resume required' and /optimize-resume (the job link kept)", () => {
    const outcome = startOptimization({ signedIn: true, url, resumeCount: 0 });
    expect(outcome.toast?.title).toBe('Resume required');
    expect(outcome.navigate).toBe(`/optimize-resume?jobUrl=${encodeURIComponent(url)}`);
    expect(new URL(outcome.navigate!, 'http://x').pathname).toBe('/optimize-resume');
  });

  it('with resumes: /optimize-resume?jobUrl={encoded url} and no toast', () => {
    const outcome = startOptimization({ signedIn: true, url: ` ${url} `, resumeCount: 3 });
    expect(outcome).toEqual({ toast: null, navigate: '/optimize-resume?jobUrl=https%3A%2F%2Fwww.indeed.com%2Fviewjob%3Fjk%3D1a2b3c4d5e6f7081' });
    expect(new URL(outcome.navigate!, 'http://x').searchParams.get('jobUrl')).toBe(url);
  });

  it('an unknown resume count opens the optimize page for the job without a toast', () => {
    expect(startOptimization({ signedIn: true, url, resumeCount: null })).toEqual({
      toast: null,
      navigate: optimizePathForJob(url),
    });
  });

  it('checks in the spec order: sign-in first, then the link, then resumes', () => {
    expect(startOptimization({ signedIn: false, url: '', resumeCount: 0 }).toast?.title).toBe('Login required');
    expect(startOptimization({ signedIn: true, url: '', resumeCount: 0 }).toast?.title).toBe('Invalid URL');
  });
});
