import { coverLetterMessages as m } from '@jobapp/shared/cover-letters/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyGenerateError, generateFieldErrors } from './generate-errors';

describe('classifyGenerateError', () => {
  it("shows a 403 as the 'Subscription Required' alert with the server's message", () => {
    const error = new ApiError(403, 'subscription_required', 'Your plan does not include cover letters.', { href: '/pricing' });
    expect(classifyGenerateError(error)).toEqual({
      kind: 'subscription',
      title: 'Subscription Required',
      message: 'Your plan does not include cover letters.',
    });
    expect(classifyGenerateError(new ApiError(403, 'forbidden', 'No.')).kind).toBe('subscription');
  });

  it("shows a used-up allowance as 'Limit reached' with a link to /pricing", () => {
    const error = new ApiError(402, 'quota_exhausted', 'You have used your 5 cover letters.', { href: '/pricing' });
    expect(classifyGenerateError(error)).toEqual({
      kind: 'limit',
      title: 'Limit reached',
      message: 'You have used your 5 cover letters.',
      href: '/pricing',
    });
  });

  it('shows an ended trial as an upgrade notice, never an off-site link', () => {
    const error = new ApiError(402, 'payment_required', 'Your free trial has ended.', { href: 'https://evil.example' });
    expect(classifyGenerateError(error)).toMatchObject({ kind: 'payment', message: 'Your free trial has ended.', href: '/pricing' });
  });

  it("puts an unreadable job page's message on the Job description field", () => {
    const error = new ApiError(422, 'job_description_required', 'Please paste the job description.');
    expect(classifyGenerateError(error)).toEqual({ kind: 'job-description', message: 'Please paste the job description.' });
  });

  it('toasts a validation answer and keeps its field messages', () => {
    const error = new ApiError(400, 'validation_failed', 'Please check the form.', { company: 'Company name is required', other: 'x' });
    expect(classifyGenerateError(error)).toEqual({
      kind: 'toast',
      title: m.generateFailed,
      description: 'Please check the form.',
      fields: { company: 'Company name is required' },
    });
  });

  it('puts a missing resume on the resume picker', () => {
    const failure = classifyGenerateError(new ApiError(404, 'not_found', 'Resume not found'));
    expect(failure).toMatchObject({ kind: 'toast', description: 'Resume not found', fields: { resumeId: 'Resume not found' } });
  });

  it("falls back to 'Please try again later'", () => {
    expect(classifyGenerateError(new ApiError(500, 'internal', 'stack trace'))).toMatchObject({ description: m.generateFailedDefault });
    expect(classifyGenerateError('boom')).toMatchObject({ title: m.generateFailed, description: m.generateFailedDefault });
    expect(classifyGenerateError(new Error('offline'))).toMatchObject({ description: 'offline' });
  });
});

describe('generateFieldErrors', () => {
  it('keeps only the form fields', () => {
    expect(generateFieldErrors({ referrerName: 'Please enter who referred you', href: '/pricing' })).toEqual({
      referrerName: 'Please enter who referred you',
    });
    expect(generateFieldErrors(undefined)).toEqual({});
  });
});
