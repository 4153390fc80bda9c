import { describe, expect, it } from 'vitest';
import { MB } from '../limits';
import { messages } from '../messages';
import { planIds, type PlanId } from '../plans';
import { resumeTemplates } from '../templates';
import { entitlementsOf, billingStatuses, type BillingAccount, type BillingStatus } from './entitlements';

const at = (iso: string) => new Date(iso);

const trialStart = at('2026-03-01T10:00:00Z');
const trialEnd = at('2026-03-08T10:00:00Z');
const periodStart = at('2026-03-04T12:00:00Z');
const periodEnd = at('2026-04-04T12:00:00Z');

function account(overrides: Partial<BillingAccount> = {}): BillingAccount {
  const plan = overrides.plan ?? 'free_trial';
  const paid = plan !== 'free_trial';
  return {
    plan,
    status: paid ? 'active' : 'trialing',
    trialStart,
    trialEnd: null,
    periodStart: paid ? periodStart : null,
    periodEnd: paid ? periodEnd : null,
    storageAddons: 0,
    trialUsed: true,
    ...overrides,
  };
}

/** What each plan allows while it has access (D7, D9). */
const allowed: Record<PlanId, { templates: number; editor: string; revision: number | null; coverLetter: number | null; linkedIn: number | null }> = {
  free_trial: { templates: 2, editor: 'limited', revision: 1, coverLetter: 0, linkedIn: 0 },
  starter: { templates: 5, editor: 'full', revision: 1, coverLetter: 0, linkedIn: 0 },
  pro: { templates: 15, editor: 'full', revision: null, coverLetter: 5, linkedIn: 0 },
  elite: { templates: 27, editor: 'full', revision: null, coverLetter: null, linkedIn: 2 },
};

/** Effective status for each stored one, inside the trial and the paid period, and after both ended. */
const during: Record<'trial' | 'paid', Record<BillingStatus, BillingStatus>> = {
  trial: { trialing: 'trialing', active: 'trialing', past_due: 'trialing', canceled: 'canceled', expired: 'expired' },
  paid: { trialing: 'trialing', active: 'active', past_due: 'past_due', canceled: 'canceled', expired: 'expired' },
};
const after: typeof during = {
  trial: { trialing: 'expired', active: 'expired', past_due: 'expired', canceled: 'expired', expired: 'expired' },
  paid: { trialing: 'trialing', active: 'active', past_due: 'past_due', canceled: 'expired', expired: 'expired' },
};

const table = planIds.flatMap((plan) => billingStatuses.map((stored) => ({ plan, stored })));

describe('entitlementsOf: every plan × every stored status', () => {
  for (const [label, now, expected] of [
    ['inside the trial and the paid period', at('2026-03-05T00:00:00Z'), during],
    ['after both ended', at('2026-05-10T00:00:00Z'), after],
  ] as const) {
    it.each(table)(`$plan stored $stored, ${label}`, ({ plan, stored }) => {
      const result = entitlementsOf(account({ plan, status: stored }), now);
      const status = expected[plan === 'free_trial' ? 'trial' : 'paid'][stored];
      const a = allowed[plan];
      expect(result.plan).toBe(plan);
      expect(result.status).toBe(status);
      expect(result.templateIds).toHaveLength(a.templates);
      expect(result.editor).toBe(a.editor);
      expect(result.quotas.revision.limit).toBe(a.revision);
      expect(result.quotas.cover_letter.limit).toBe(a.coverLetter);
      expect(result.quotas.linkedin_optimization.limit).toBe(a.linkedIn);
      expect(result.storageLimitBytes).toBe(5 * MB);
      expect(result.newWork.allowed).toBe(status !== 'expired');
      expect(result.banner).toBe(status === 'past_due' ? 'past_due' : null);
    });
  }

  it('elite has every template there is', () => {
    expect(entitlementsOf(account({ plan: 'elite' }), at('2026-03-05T00:00:00Z')).templateIds).toEqual(
      resumeTemplates.map((t) => t.id),
    );
  });
});

describe('the free trial', () => {
  it('counts its quotas over the 7-day window and refuses new work from its end', () => {
    const trial = account();
    const inside = entitlementsOf(trial, new Date(trialEnd.getTime() - 1));
    expect(inside).toMatchObject({ status: 'trialing', accessEndsAt: trialEnd, newWork: { allowed: true } });
    expect(inside.quotas.revision).toEqual({ limit: 1, periodStart: trialStart, resetsAt: trialEnd });

    const ended = entitlementsOf(trial, trialEnd);
    expect(ended.status).toBe('expired');
    expect(ended.newWork).toEqual({
      allowed: false,
      reason: 'trial_ended',
      message: 'Your free trial has ended. Choose a plan to keep going.',
      href: '/pricing',
    });
    expect(ended.templateIds).toHaveLength(2);
  });

  it('uses a stored end date over the standard 7 days', () => {
    const longer = account({ trialEnd: at('2026-03-10T00:00:00Z') });
    expect(entitlementsOf(longer, at('2026-03-09T00:00:00Z')).status).toBe('trialing');
    expect(entitlementsOf(longer, at('2026-03-09T00:00:00Z')).quotas.revision.resetsAt).toEqual(at('2026-03-10T00:00:00Z'));
  });

  it('warns under 2 days before its end, not before', () => {
    const twoDaysBefore = new Date(trialEnd.getTime() - 2 * 86_400_000);
    expect(entitlementsOf(account(), twoDaysBefore).banner).toBeNull();
    expect(entitlementsOf(account(), new Date(twoDaysBefore.getTime() + 1)).banner).toBe('trial_ending');
    expect(entitlementsOf(account(), trialEnd).banner).toBeNull();
  });

  it('can be chosen only by an account that has not had it', () => {
    expect(entitlementsOf(account({ trialUsed: false }), trialStart).trialAvailable).toBe(true);
    expect(entitlementsOf(account({ trialUsed: true }), trialStart).trialAvailable).toBe(false);
  });
});

describe('paid plans', () => {
  it('past_due keeps access and shows a banner', () => {
    const result = entitlementsOf(account({ plan: 'pro', status: 'past_due' }), at('2026-03-20T00:00:00Z'));
    expect(result).toMatchObject({ status: 'past_due', banner: 'past_due', newWork: { allowed: true }, accessEndsAt: null });
    expect(result.quotas.cover_letter).toEqual({ limit: 5, periodStart, resetsAt: periodEnd });
  });

  it('canceled keeps access to the end of the paid period, then expires', () => {
    const canceled = account({ plan: 'elite', status: 'canceled' });
    const before = entitlementsOf(canceled, new Date(periodEnd.getTime() - 1));
    expect(before).toMatchObject({ status: 'canceled', accessEndsAt: periodEnd, newWork: { allowed: true } });
    const ended = entitlementsOf(canceled, periodEnd);
    expect(ended).toMatchObject({ status: 'expired', accessEndsAt: periodEnd });
    expect(ended.newWork).toEqual({ allowed: false, reason: 'plan_ended', message: messages.planEnded, href: '/pricing' });
  });

  it('a cancelled plan with only its start stored ends a month later', () => {
    const canceled = account({ plan: 'starter', status: 'canceled', periodEnd: null });
    expect(entitlementsOf(canceled, at('2026-04-04T11:59:59Z')).status).toBe('canceled');
    expect(entitlementsOf(canceled, at('2026-04-04T12:00:00Z')).status).toBe('expired');
    expect(entitlementsOf(account({ plan: 'starter', status: 'canceled', periodStart: null, periodEnd: null }), trialStart).status).toBe(
      'expired',
    );
  });

  it('counts quotas over the stored period and resets at its end', () => {
    const pro = account({ plan: 'pro' });
    expect(entitlementsOf(pro, periodStart).quotas.cover_letter).toEqual({ limit: 5, periodStart, resetsAt: periodEnd });
    expect(entitlementsOf(pro, new Date(periodEnd.getTime() - 1)).quotas.revision.resetsAt).toEqual(periodEnd);
    expect(entitlementsOf(pro, periodEnd).quotas.cover_letter).toEqual({
      limit: 5,
      periodStart: periodEnd,
      resetsAt: at('2026-05-04T12:00:00Z'),
    });
  });

  it('rolls on month by month from the stored start when the renewal is not stored yet', () => {
    const elite = account({ plan: 'elite', periodStart: at('2026-01-31T08:00:00Z'), periodEnd: at('2026-02-28T08:00:00Z') });
    expect(entitlementsOf(elite, at('2026-03-15T00:00:00Z')).quotas.linkedin_optimization).toEqual({
      limit: 2,
      periodStart: at('2026-02-28T08:00:00Z'),
      resetsAt: at('2026-03-31T08:00:00Z'),
    });
  });

  it('with only an end stored, the period is the month before it', () => {
    const starter = account({ plan: 'starter', periodStart: null });
    expect(entitlementsOf(starter, at('2026-03-20T00:00:00Z')).quotas.revision).toEqual({
      limit: 1,
      periodStart: at('2026-03-04T12:00:00Z'),
      resetsAt: periodEnd,
    });
  });

  it('with no period stored, counts months from registration', () => {
    const legacy = account({ plan: 'pro', periodStart: null, periodEnd: null });
    expect(entitlementsOf(legacy, at('2026-04-15T00:00:00Z')).quotas.cover_letter).toEqual({
      limit: 5,
      periodStart: at('2026-04-01T10:00:00Z'),
      resetsAt: at('2026-05-01T10:00:00Z'),
    });
  });
});

describe('storage', () => {
  it.each([
    [0, 5 * MB],
    [1, 55 * MB],
    [3, 155 * MB],
  ])('%i add-ons give %i bytes', (storageAddons, bytes) => {
    expect(entitlementsOf(account({ plan: 'pro', storageAddons }), periodStart).storageLimitBytes).toBe(bytes);
  });

  it('refuses a count that is not a whole number ≥ 0', () => {
    expect(() => entitlementsOf(account({ storageAddons: -1 }), trialStart)).toThrow(RangeError);
    expect(() => entitlementsOf(account({ storageAddons: 1.5 }), trialStart)).toThrow(RangeError);
  });
});
