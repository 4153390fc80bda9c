import { messages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifySaveError, savedDescription } from './save-errors';

describe('classifySaveError (editor save, D10)', () => {
  it("shows a used-up revision allowance as 'Limit reached' with the server's message", () => {
    const message = 'You have used your 1 revision this month. It renews on Dec 4.';
    expect(classifySaveError(new ApiError(402, 'quota_exhausted', message))).toEqual({
      kind: 'plan',
      title: 'Limit reached',
      message,
    });
  });

  it("shows an ended trial with the server's message and a way to the plans", () => {
    expect(classifySaveError(new ApiError(402, 'payment_required', messages.trialEnded))).toMatchObject({
      kind: 'plan',
      message: messages.trialEnded,
    });
  });

  it("toasts other failures with the server's message (storage, not found)", () => {
    const storage = 'Your storage is full.';
    expect(classifySaveError(new ApiError(413, 'storage_full', storage))).toEqual({
      kind: 'toast',
      title: 'Failed to save resume',
      description: storage,
    });
    expect(classifySaveError(new ApiError(404, 'not_found', messages.resumeNotFound))).toMatchObject({
      description: messages.resumeNotFound,
    });
  });

  it('falls back to the spec text without a server message', () => {
    expect(classifySaveError(new Error('boom'))).toEqual({
      kind: 'toast',
      title: 'Failed to save resume',
      description: messages.editorSaveFailed,
    });
    expect(classifySaveError(new ApiError(500, 'internal', 'stack trace'))).toMatchObject({
      description: messages.editorSaveFailed,
    });
  });
});

describe('savedDescription', () => {
  it('adds the revisions left when the plan counts them', () => {
    expect(savedDescription(null)).toBe('Your resume has been saved successfully.');
    expect(savedDescription(1)).toBe('Your resume has been saved successfully. 1 revision left this period.');
    expect(savedDescription(0)).toBe('Your resume has been saved successfully. 0 revisions left this period.');
  });
});
