import { describe, expect, it } from 'vitest';
import { quotaHint, renewalHint } from './quota-hint';

describe('quotaHint', () => {
  it('says how many optimizations are left and when they reset', () => {
    expect(quotaHint({ limit: 2, used: 1, remaining: 1, resetsAt: '2026-12-04T12:00:00.000Z' })).toBe(
      '1 of 2 optimizations left this month (resets Dec 4).',
    );
  });

  it('says nothing without a counted allowance', () => {
    expect(quotaHint(undefined)).toBeNull();
    expect(quotaHint({ limit: null, used: 0, remaining: null, resetsAt: '' })).toBeNull();
    expect(quotaHint({ limit: 0, used: 0, remaining: 0, resetsAt: '' })).toBeNull();
  });
});

describe('renewalHint', () => {
  it('says when the allowance renews', () => {
    expect(renewalHint({ limit: 2, used: 2, remaining: 0, resetsAt: '2026-12-04T12:00:00.000Z' })).toBe('Your allowance renews on Dec 4.');
    expect(renewalHint(undefined)).toBe('Your allowance renews at the start of your next monthly period.');
  });

  it("adds nothing when the server's message already says when", () => {
    expect(renewalHint(undefined, 'You have reached your monthly limit. It resets on Dec 25.')).toBeNull();
  });
});
