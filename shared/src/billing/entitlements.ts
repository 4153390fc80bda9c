/**
 * What an account may do, as one pure function (decision D9): the API enforces its answer and the web
 * app shows it. The plan facts come from the catalogue (`plans.ts`, `templates.ts`, `limits.ts`); this
 * module only decides which of them apply now.
 *
 * Effective status, from the stored one and the dates:
 * - stored `expired` stays expired;
 * - free_trial: inside its 7-day window `trialing` (`canceled` if it was cancelled), from its end `expired`;
 * - a paid plan: `active`, `past_due` (keeps access, shows a banner) and `trialing` as stored; `canceled`
 *   until the end of the paid period, then `expired`.
 * An expired account still signs in, sees, downloads and deletes what it made; new work (tailoring,
 * cover letters, LinkedIn, editor saves) is refused with a way to choose a plan.
 */
import { limits } from '../limits';
import { messages } from '../messages';
import { planAllowances, type PlanId } from '../plans';
import { availableTemplateIds } from '../templates';
import { addDays, addMonths, monthlyPeriodAt, type BillingPeriod } from './billing-period';

export const billingStatuses = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type BillingStatus = (typeof billingStatuses)[number];

/** The counted features, one usage row each per user and quota period. */
export const quotaFeatures = ['revision', 'cover_letter', 'linkedin_optimization', 'consultation'] as const;
export type QuotaFeature = (typeof quotaFeatures)[number];

export const PRICING_PATH = '/pricing';

export interface BillingAccount {
  plan: PlanId;
  /** As stored (Stripe's statuses mapped onto ours by whoever stores them). */
  status: BillingStatus;
  /** When the free trial began (registration). */
  trialStart: Date;
  /** When it ends; absent means the standard 7 days after `trialStart`. */
  trialEnd: Date | null;
  /** The paid plan's current billing period as last stored; either may be absent. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** Storage add-ons bought and not taken back (refund, dispute). */
  storageAddons: number;
  trialUsed: boolean;
}

export interface Quota {
  /** Units per period: 0 = not in the plan, null = unlimited. */
  limit: number | null;
  periodStart: Date;
  /** When the count starts again (for the trial: when the trial ends). */
  resetsAt: Date;
}

export type NewWork =
  | { allowed: true }
  | { allowed: false; reason: 'trial_ended' | 'plan_ended'; message: string; href: typeof PRICING_PATH };

export interface Entitlements {
  plan: PlanId;
  status: BillingStatus;
  banner: 'past_due' | 'trial_ending' | null;
  /** When access ends (trial, cancelled plan) or ended (expired); null while the plan renews. */
  accessEndsAt: Date | null;
  templateIds: readonly string[];
  editor: 'limited' | 'full';
  storageLimitBytes: number;
  quotas: Record<QuotaFeature, Quota>;
  newWork: NewWork;
  /** Job alerts the account may keep running (issue 25): none once access has ended, so alerts pause then (D9). */
  jobAlerts: { searches: number; watches: number };
  /** Whether the free trial can still be chosen (once per account). */
  trialAvailable: boolean;
}

export function entitlementsOf(account: BillingAccount, now: Date): Entitlements {
  if (!Number.isInteger(account.storageAddons) || account.storageAddons < 0) {
    throw new RangeError(`storageAddons must be a whole number ≥ 0, got ${account.storageAddons}`);
  }
  const isTrial = account.plan === 'free_trial';
  const trialEnd = account.trialEnd ?? addDays(account.trialStart, limits.freeTrialDays);
  const accessEndsAt = isTrial ? trialEnd : paidAccessEnd(account);
  const status = effectiveStatus(account.status, isTrial, accessEndsAt, now);
  const period: BillingPeriod = isTrial ? { start: account.trialStart, end: trialEnd } : paidPeriod(account, now);
  const allowances = planAllowances[account.plan];
  const quota = (limit: number | null): Quota => ({ limit, periodStart: period.start, resetsAt: period.end });
  return {
    plan: account.plan,
    status,
    banner: bannerFor(status, isTrial, trialEnd, now),
    accessEndsAt,
    templateIds: availableTemplateIds(account.plan),
    editor: allowances.editor,
    storageLimitBytes: limits.defaultStorageBytes + account.storageAddons * limits.storageAddonBytes,
    quotas: {
      revision: quota(allowances.revisions),
      cover_letter: quota(allowances.coverLetters),
      linkedin_optimization: quota(allowances.linkedInOptimizations),
      consultation: quota(allowances.consultations),
    },
    newWork: status === 'expired' ? refusal(isTrial) : { allowed: true },
    jobAlerts: status === 'expired' ? { searches: 0, watches: 0 } : { searches: allowances.jobAlertSearches, watches: allowances.jobAlertWatches },
    trialAvailable: !account.trialUsed,
  };
}

function effectiveStatus(
  stored: BillingStatus,
  isTrial: boolean,
  accessEndsAt: Date | null,
  now: Date,
): BillingStatus {
  if (stored === 'expired') return 'expired';
  if (isTrial) {
    if (accessEndsAt === null || now >= accessEndsAt) return 'expired';
    return stored === 'canceled' ? 'canceled' : 'trialing';
  }
  if (stored === 'canceled') return accessEndsAt !== null && now < accessEndsAt ? 'canceled' : 'expired';
  return stored;
}

/** A paid plan's access runs to the stored period end (a month from the stored start when only that is known). */
function paidAccessEnd(account: BillingAccount): Date | null {
  if (account.status !== 'canceled' && account.status !== 'expired') return null;
  return account.periodEnd ?? (account.periodStart ? addMonths(account.periodStart, 1) : null);
}

/**
 * The billing period holding `now`: the stored one while it lasts, then monthly periods counted on from
 * the stored start (a renewal whose webhook has not arrived yet keeps its own quota period). A row with
 * no stored period (a plan set before billing stored one) counts months from registration.
 */
function paidPeriod(account: BillingAccount, now: Date): BillingPeriod {
  const { periodStart, periodEnd } = account;
  if (periodEnd && now < periodEnd) return { start: periodStart ?? addMonths(periodEnd, -1), end: periodEnd };
  return monthlyPeriodAt(periodStart ?? periodEnd ?? account.trialStart, now);
}

function bannerFor(status: BillingStatus, isTrial: boolean, trialEnd: Date, now: Date): Entitlements['banner'] {
  if (status === 'past_due') return 'past_due';
  const trialEndingSoon = trialEnd.getTime() - now.getTime() < limits.trialWarningDays * 24 * 60 * 60 * 1000;
  return isTrial && status === 'trialing' && trialEndingSoon ? 'trial_ending' : null;
}

function refusal(isTrial: boolean): NewWork {
  return isTrial
    ? { allowed: false, reason: 'trial_ended', message: messages.trialEnded, href: PRICING_PATH }
    : { allowed: false, reason: 'plan_ended', message: messages.planEnded, href: PRICING_PATH };
}
