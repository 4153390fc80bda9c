import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyOptimizeError, isMonthlyLimitMessage, optimizeFieldErrors } from './optimize-errors';

describe('classifyOptimizeError', () => {
  it("shows 'Limit Reached' when the message contains 'monthly limit'", () => {
    const error = new ApiError(402, 'quota_exhausted', 'You have reached your monthly limit of 2 LinkedIn optimizations.');
    expect(classifyOptimizeError(error)).toEqual({
      kind: 'limit',
      title: 'Limit Reached',
      message: 'You have reached your monthly limit of 2 LinkedIn optimizations.',
    });
  });

  it("matches 'monthly limit' in any case and with any code", () => {
    expect(isMonthlyLimitMessage('Monthly Limit reached')).toBe(true);
    expect(isMonthlyLimitMessage('limit')).toBe(false);
    expect(classifyOptimizeError(new ApiError(429, 'rate_limited', 'monthly limit')).kind).toBe('limit');
    expect(classifyOptimizeError(new Error('Your monthly limit is used')).kind).toBe('limit');
  });

  it("shows 'Upgrade Required' for a plan without the feature or one that ended", () => {
    expect(classifyOptimizeError(new ApiError(403, 'subscription_required', 'Elite only'))).toMatchObject({ kind: 'upgrade', title: 'Upgrade Required', message: 'Elite only' });
    expect(classifyOptimizeError(new ApiError(402, 'payment_required', 'Your plan ended'))).toMatchObject({ kind: 'upgrade' });
  });

  it('maps a validation answer onto the form fields and toasts its message', () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid input', {
      profileUrl: 'URL must be from LinkedIn',
      targetIndustry: 'Target industry is required',
      other: 'ignored',
    });
    expect(classifyOptimizeError(error)).toEqual({
      kind: 'toast',
      title: 'Error',
      description: 'Invalid input',
      fields: { profileUrl: 'URL must be from LinkedIn', targetIndustry: 'Target industry is required' },
    });
  });

  it("toasts 'Error' with the default message when there is none", () => {
    expect(classifyOptimizeError(new ApiError(500, 'bad_request', ''))).toMatchObject({ kind: 'toast', description: 'Failed to optimize LinkedIn profile' });
    expect(classifyOptimizeError('boom')).toMatchObject({ kind: 'toast', title: 'Error', description: 'Failed to optimize LinkedIn profile' });
  });
});

describe('optimizeFieldErrors', () => {
  it('keeps only the four form fields', () => {
    expect(optimizeFieldErrors(undefined)).toEqual({});
    expect(optimizeFieldErrors({ profileContent: 'Profile content must be at least 50 characters', x: 'y' })).toEqual({
      profileContent: 'Profile content must be at least 50 characters',
    });
  });
});
