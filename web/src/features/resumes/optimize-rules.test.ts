import { ApiError } from '@/lib/api-client';
import { EXTRACTION_FAILURE_SENTENCE, lockedTemplateMessage, messages, pastedJobFieldMessages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import {
  assertOptimizeResult,
  backPathFor,
  classifyOptimizeError,
  contentState,
  invalidResponseMessage,
  noResultMessage,
  optimizePathFor,
  optimizeStageAt,
  OptimizeTimeoutError,
  readJobUrlParam,
  readTemplateParam,
  storageProblem,
  validateOptimizeForm,
  validationToast,
} from './optimize-rules';

const linkedIn = 'https://www.linkedin.com/jobs/view/3912345678/';
const pdf = { name: 'resume.pdf', type: 'application/pdf', size: 120_000 };
const longText = 'Experienced data analyst. '.repeat(6);

describe('backPathFor', () => {
  it('goes back to job search only from a path containing job-search', () => {
    expect(backPathFor('/optimize-resume')).toBe('/dashboard');
    expect(backPathFor('/job-search/optimize-resume')).toBe('/job-search');
    expect(backPathFor('/dashboard')).toBe('/dashboard');
  });
});

describe('readJobUrlParam', () => {
  it('is none without the parameter or with an empty one', () => {
    expect(readJobUrlParam('')).toEqual({ kind: 'none' });
    expect(readJobUrlParam('?jobUrl=')).toEqual({ kind: 'none' });
  });

  it('decodes an encoded link and names its source', () => {
    expect(readJobUrlParam(`?jobUrl=${encodeURIComponent(linkedIn)}`)).toEqual({
      kind: 'valid',
      value: linkedIn,
      source: 'linkedin',
    });
  });

  it('decodes a link encoded twice', () => {
    const indeed = 'https://uk.indeed.com/viewjob?jk=0123456789abcdef';
    const twice = encodeURIComponent(encodeURIComponent(indeed));
    expect(readJobUrlParam(`?jobUrl=${twice}`)).toEqual({ kind: 'valid', value: indeed, source: 'indeed' });
  });

  it("reports text that is not an http(s) link with the parser's message, and takes any job link (D12)", () => {
    expect(readJobUrlParam('?jobUrl=not-a-url')).toEqual({ kind: 'invalid', message: messages.jobUrlNotJob });
    expect(readJobUrlParam(`?jobUrl=${encodeURIComponent('https://example.com/jobs/1')}`)).toEqual({
      kind: 'valid',
      value: 'https://example.com/jobs/1',
      source: 'other',
    });
    const lever = 'https://jobs.lever.co/quill/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3';
    expect(readJobUrlParam(`?jobUrl=${encodeURIComponent(lever)}`)).toMatchObject({ kind: 'valid', source: 'lever' });
  });
});

describe('templates from the query string', () => {
  it('keeps a known template and falls back to basic-1', () => {
    expect(readTemplateParam('?template=prof-2')).toBe('prof-2');
    expect(readTemplateParam('?template=nope-9')).toBe('basic-1');
    expect(readTemplateParam('')).toBe('basic-1');
  });

  it('builds the optimize path with the job link and a non-default template', () => {
    expect(optimizePathFor('basic-1')).toBe('/optimize-resume');
    expect(optimizePathFor('prem-3')).toBe('/optimize-resume?template=prem-3');
    expect(optimizePathFor('basic-1', linkedIn)).toBe(`/optimize-resume?jobUrl=${encodeURIComponent(linkedIn)}`);
  });
});

describe('validateOptimizeForm', () => {
  it('accepts a job link with a file, or with 100+ characters of text', () => {
    expect(validateOptimizeForm({ jobUrl: linkedIn, inputType: 'file', resumeFile: pdf, resumeText: '' })).toEqual({});
    expect(validateOptimizeForm({ jobUrl: linkedIn, inputType: 'text', resumeFile: null, resumeText: longText })).toEqual(
      {},
    );
  });

  it('uses the spec messages for the job link', () => {
    const base = { inputType: 'file' as const, resumeFile: pdf, resumeText: '' };
    expect(validateOptimizeForm({ ...base, jobUrl: '  ' }).jobUrl).toBe('Please provide a job listing URL');
    expect(validateOptimizeForm({ ...base, jobUrl: 'linkedin.com/jobs/view/1' }).jobUrl).toBe(
      'Please enter a valid LinkedIn or Indeed job posting URL',
    );
    expect(validateOptimizeForm({ ...base, jobUrl: 'https://example.com/job/1' }).jobUrl).toBeUndefined();
  });

  it('needs no link when the description is pasted, but checks one that is given (D12)', () => {
    const base = { inputType: 'file' as const, resumeFile: pdf, resumeText: '' };
    expect(validateOptimizeForm({ ...base, jobUrl: '', jobDescription: 'Warehouse lead, 3+ years…' })).toEqual({});
    expect(validateOptimizeForm({ ...base, jobUrl: '', jobDescription: '   ' }).jobUrl).toBe('Please provide a job listing URL');
    expect(validateOptimizeForm({ ...base, jobUrl: 'not a link', jobDescription: 'Warehouse lead' }).jobUrl).toBe(messages.jobUrlNotJob);
  });

  it('asks for the file in file mode and checks its type and size', () => {
    const base = { jobUrl: linkedIn, inputType: 'file' as const, resumeText: longText };
    expect(validateOptimizeForm({ ...base, resumeFile: null }).resumeFile).toBe('Please upload your resume file');
    expect(validateOptimizeForm({ ...base, resumeFile: { name: 'photo.png', type: 'image/png', size: 10 } }).resumeFile).toBe(
      messages.resumeFileType,
    );
    expect(validateOptimizeForm({ ...base, resumeFile: { ...pdf, size: 2 * 1024 * 1024 } }).resumeFile).toBe(
      'File size exceeds 1MB limit per file',
    );
  });

  it('asks for at least 100 characters (trimmed) in text mode and ignores the file', () => {
    const errors = validateOptimizeForm({
      jobUrl: linkedIn,
      inputType: 'text',
      resumeFile: null,
      resumeText: `   ${'x'.repeat(99)}   `,
    });
    expect(errors).toEqual({ resumeText: messages.resumeTextMin });
  });
});

describe('validateOptimizeForm: job title and company beside a pasted description', () => {
  const base = { jobUrl: linkedIn, inputType: 'file' as const, resumeFile: pdf, resumeText: '' };

  it('accepts them empty or up to 120 characters', () => {
    expect(validateOptimizeForm({ ...base, jobTitle: '', company: '' })).toEqual({});
    expect(validateOptimizeForm({ ...base, jobTitle: 'x'.repeat(120), company: ' Contoso ' })).toEqual({});
  });

  it("refuses longer ones with the shared schema's messages, and toasts the first", () => {
    const errors = validateOptimizeForm({ ...base, jobTitle: 'x'.repeat(121), company: 'y'.repeat(121) });
    expect(errors).toEqual({ jobTitle: pastedJobFieldMessages.jobTitle, company: pastedJobFieldMessages.company });
    expect(validationToast(errors)).toEqual({ title: 'Invalid job details', description: pastedJobFieldMessages.jobTitle });
    expect(validationToast({ company: pastedJobFieldMessages.company })?.description).toBe(pastedJobFieldMessages.company);
  });
});

describe('validationToast', () => {
  it('names the first problem with the spec titles', () => {
    expect(validationToast({ jobUrl: messages.jobUrlMissing, resumeFile: messages.resumeFileRequired })?.title).toBe(
      'Missing job URL',
    );
    expect(validationToast({ jobUrl: messages.jobUrlNotJob })?.title).toBe('Invalid URL format');
    expect(validationToast({ resumeFile: messages.resumeFileRequired })?.title).toBe('Missing resume');
    expect(validationToast({ resumeFile: messages.resumeFileSize })?.title).toBe('Invalid file');
    expect(validationToast({ resumeText: messages.resumeTextMin })).toEqual({
      title: 'Insufficient resume content',
      description: messages.resumeTextMin,
    });
    expect(validationToast({})).toBeNull();
  });
});

describe('storageProblem', () => {
  const format = (bytes: number) => `${bytes} B`;
  it('refuses a file larger than the space left, with the spec message', () => {
    expect(storageProblem(600, { limit: 1000, used: 500 }, format)).toBe(
      'Not enough storage space. You have 500 B available, but the file requires 600 B',
    );
    expect(storageProblem(500, { limit: 1000, used: 500 }, format)).toBeNull();
    expect(storageProblem(600, undefined, format)).toBeNull();
  });
});

describe('results', () => {
  it('checks the answer shape with the spec thrown messages', () => {
    expect(() => assertOptimizeResult(null)).toThrow(noResultMessage);
    expect(() => assertOptimizeResult('text')).toThrow(invalidResponseMessage);
    expect(() => assertOptimizeResult({ resumeId: '1', optimizedContent: 'x' })).toThrow(invalidResponseMessage);
    const ok = { resumeId: 1, optimizedContent: 'x' };
    expect(assertOptimizeResult(ok)).toBe(ok);
  });

  it('sorts content into usable, needs processing (yellow) and failed (red)', () => {
    expect(contentState('A'.repeat(100))).toBe('usable');
    expect(contentState(`  ${'A'.repeat(99)}  `)).toBe('failed');
    expect(contentState('')).toBe('failed');
    expect(contentState(null)).toBe('failed');
    expect(contentState(EXTRACTION_FAILURE_SENTENCE)).toBe('needs-processing');
    expect(contentState(`${'A'.repeat(200)} ${EXTRACTION_FAILURE_SENTENCE}`)).toBe('needs-processing');
  });
});

describe('classifyOptimizeError', () => {
  it('asks for the job description on job_description_required', () => {
    const error = new ApiError(422, 'job_description_required', messages.jobDescriptionRequired);
    expect(classifyOptimizeError(error)).toEqual({ kind: 'job-description', message: messages.jobDescriptionRequired, fieldError: null });
  });

  it("puts the server's reason on the description field when the pasted one was too short", () => {
    const reason = 'Please paste the whole job description (at least 50 characters).';
    const error = new ApiError(422, 'job_description_required', messages.jobDescriptionRequired, { reason: 'blocked', jobDescription: reason });
    expect(classifyOptimizeError(error)).toEqual({ kind: 'job-description', message: messages.jobDescriptionRequired, fieldError: reason });
  });

  it('keeps the job title and company messages of a 400 for their fields', () => {
    const details = { jobTitle: pastedJobFieldMessages.jobTitle, company: pastedJobFieldMessages.company };
    const error = new ApiError(400, 'validation_failed', pastedJobFieldMessages.jobTitle, details);
    expect(classifyOptimizeError(error)).toMatchObject({ kind: 'toast', fieldErrors: details });
  });

  it("shows the yellow panel on resume_unreadable, with its reason and the server's advice for the file", () => {
    const advice = `${EXTRACTION_FAILURE_SENTENCE} ${messages.resumeUnreadable.passwordProtected}`;
    const error = new ApiError(422, 'resume_unreadable', advice, { reason: 'password-protected' });
    expect(classifyOptimizeError(error)).toEqual({ kind: 'unreadable', reason: 'password-protected', message: advice });
  });

  it("toasts 'Optimization failed' with the server message and keeps field details", () => {
    const error = new ApiError(400, 'validation_failed', 'Check the job link', { jobUrl: messages.jobUrlNotJob });
    expect(classifyOptimizeError(error)).toEqual({
      kind: 'toast',
      toast: { title: 'Optimization failed', description: 'Check the job link' },
      fieldErrors: { jobUrl: messages.jobUrlNotJob },
    });
  });

  it('offers more storage on storage_full and a plan on a 402, each with the server message', () => {
    const storage = new ApiError(413, 'storage_full', messages.notEnoughStorage('1 KB', '2 KB'));
    expect(classifyOptimizeError(storage)).toEqual({ kind: 'storage-full', message: messages.notEnoughStorage('1 KB', '2 KB') });
    expect(classifyOptimizeError(new ApiError(402, 'payment_required', messages.trialEnded))).toEqual({
      kind: 'plan-required',
      message: messages.trialEnded,
    });
    const quota = messages.quotaExhausted('revisions', 'Dec 4');
    expect(classifyOptimizeError(new ApiError(402, 'quota_exhausted', quota))).toEqual({ kind: 'plan-required', message: quota });
  });

  it('shows a locked template\'s 403 (naming the plan that unlocks it) with the way to /pricing', () => {
    const locked = lockedTemplateMessage('prem-9');
    expect(classifyOptimizeError(new ApiError(403, 'subscription_required', locked))).toEqual({
      kind: 'plan-required',
      message: 'This template comes with the Elite plan. Upgrade to use it.',
    });
  });

  it('uses the default message when the server sent none, and hides internal errors', () => {
    expect(classifyOptimizeError(new ApiError(400, 'bad_request', ''))).toMatchObject({
      toast: { title: 'Optimization failed', description: messages.optimizationFailedDefault },
    });
    expect(classifyOptimizeError(new ApiError(500, 'internal', 'stack trace'))).toMatchObject({
      toast: { description: messages.internal },
    });
  });

  it('reports the time-out and other thrown errors, and anything else as unexpected', () => {
    expect(classifyOptimizeError(new OptimizeTimeoutError())).toMatchObject({
      toast: { title: 'Optimization failed', description: messages.optimizeTimedOut },
    });
    expect(classifyOptimizeError('boom')).toEqual({
      kind: 'toast',
      toast: { title: 'Unexpected error', description: 'An unexpected error occurred. Please try again.' },
      fieldErrors: {},
    });
  });
});

describe('optimizeStageAt', () => {
  it('moves through the three hints in order and stays on the last', () => {
    expect([0, 1499, 1500, 4999, 5000, 60_000].map(optimizeStageAt)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
