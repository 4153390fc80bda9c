import type { BillingOverview, PlanId } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { revisionAllowance } from './revision-allowance';

type Shown = Pick<BillingOverview, 'plan' | 'quotas' | 'newWork'>;

/** The overview's parts the line reads: the plan, its revision quota and whether new work is allowed. */
function account(plan: PlanId, limit: number | null, used: number, newWork: Shown['newWork'] = { allowed: true }): Shown {
  const none = { limit: 0, used: 0, remaining: 0, resetsAt: '2026-12-04T12:00:00Z' };
  return {
    plan,
    newWork,
    quotas: {
      revision: { limit, used, remaining: limit === null ? null : Math.max(0, limit - used), resetsAt: '2026-12-04T12:00:00Z' },
      cover_letter: none,
      linkedin_optimization: none,
      consultation: none,
    },
  };
}

describe('revisionAllowance (D9: a revision is a save in the editor)', () => {
  it("states the trial's and Starter's allowance with what is left and when it comes back", () => {
    expect(revisionAllowance(account('free_trial', 1, 0), 'free_trial')).toEqual({
      text: 'Your Free Trial includes 1 revision during the trial: each save in the editor is one. 1 of 1 revision left in your trial, ends Dec 4.',
      blocked: false,
    });
    expect(revisionAllowance(account('starter', 1, 0), 'starter')).toEqual({
      text: 'Your Starter plan includes 1 revision a month: each save in the editor is one. 1 of 1 revision left this period, resets Dec 4.',
      blocked: false,
    });
  });

  it('blocks (with Upgrade) once the allowance is used', () => {
    expect(revisionAllowance(account('starter', 1, 1), 'starter')).toEqual({
      text: 'Your Starter plan includes 1 revision a month: each save in the editor is one. 0 of 1 revision left this period, resets Dec 4.',
      blocked: true,
    });
  });

  it('says unlimited for Pro and Elite', () => {
    expect(revisionAllowance(account('pro', null, 7), 'pro')).toEqual({
      text: 'Your Pro plan includes unlimited revisions: save as often as you like.',
      blocked: false,
    });
    expect(revisionAllowance(account('elite', null, 0), 'elite')?.text).toBe(
      'Your Elite plan includes unlimited revisions: save as often as you like.',
    );
  });

  it("shows the server's refusal after the trial or plan has ended", () => {
    const ended = account('free_trial', 1, 0, { allowed: false, message: 'Your free trial has ended. Choose a plan to keep going.', href: '/pricing' });
    expect(revisionAllowance(ended, 'free_trial')).toEqual({ text: 'Your free trial has ended. Choose a plan to keep going.', blocked: true });
  });

  it("goes by the overview's figures over the session's plan, and by the plan alone while the overview loads", () => {
    expect(revisionAllowance(account('pro', null, 0), 'starter')?.text).toMatch(/^Your Pro plan includes unlimited/);
    expect(revisionAllowance(undefined, 'starter')).toEqual({
      text: 'Your Starter plan includes 1 revision a month: each save in the editor is one.',
      blocked: false,
    });
    expect(revisionAllowance(undefined, null)).toBeNull();
  });

  it('blocks a plan without revisions', () => {
    expect(revisionAllowance(account('starter', 0, 0), 'starter')).toEqual({
      text: 'Your Starter plan does not include saving edited resumes.',
      blocked: true,
    });
  });
});
