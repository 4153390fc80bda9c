/**
 * A user row in the terms of the shared entitlements (decision D9), the checks routes make before new
 * work, and the dashboard's overview. The row holds what billing last stored; `entitlementsOf` decides
 * what that means at `now` (a trial that ran out, a cancelled plan past its period, a change due at the
 * next cycle).
 */
import {
  AppError,
  entitlementsOf,
  formatShortDate,
  lockedTemplateMessage,
  planUnlockingTemplate,
  messages,
  quotaFeatures,
  type BillingAccount,
  type BillingOverview,
  type Entitlements,
  type QuotaFeature,
} from '@jobapp/shared';
import type { Db } from '../../db/client';
import type { UserRecord } from '../users/users.queries';
import { consumeQuota, usageOf } from './usage.queries';

export type BillingUser = Pick<
  UserRecord,
  | 'id'
  | 'createdAt'
  | 'subscriptionTier'
  | 'subscriptionStatus'
  | 'subscriptionEndDate'
  | 'currentPeriodStart'
  | 'cancelAtPeriodEnd'
  | 'scheduledPlan'
  | 'scheduledPlanAt'
  | 'storageAddons'
>;

export function billingAccountOf(user: BillingUser, now: Date): BillingAccount {
  const isTrial = user.subscriptionTier === 'free_trial';
  // A change waiting for the next cycle applies from its date even before the provider's event arrives.
  const plan = !isTrial && user.scheduledPlan && user.scheduledPlanAt && user.scheduledPlanAt <= now ? user.scheduledPlan : user.subscriptionTier;
  const cancelled = user.cancelAtPeriodEnd && (user.subscriptionStatus === 'active' || user.subscriptionStatus === 'past_due');
  return {
    plan,
    status: cancelled ? 'canceled' : user.subscriptionStatus,
    trialStart: user.createdAt,
    trialEnd: isTrial ? user.subscriptionEndDate : null,
    periodStart: isTrial ? null : user.currentPeriodStart,
    periodEnd: isTrial ? null : user.subscriptionEndDate,
    storageAddons: user.storageAddons,
    // Every account starts on the free trial at registration (spec section 3: subscriptionTier defaults to it).
    trialUsed: true,
  };
}

export function entitlementsFor(user: BillingUser, now: Date): Entitlements {
  return entitlementsOf(billingAccountOf(user, now), now);
}

/** Refuses new work (tailoring, cover letters, LinkedIn, editor saves) once the trial or plan has ended: 402. */
export function requireNewWork(user: BillingUser, now: Date): Entitlements {
  const entitlements = entitlementsFor(user, now);
  if (!entitlements.newWork.allowed) {
    const code = 'payment_required';
    throw new AppError(code, entitlements.newWork.message, { href: entitlements.newWork.href, reason: entitlements.newWork.reason });
  }
  return entitlements;
}

/**
 * A template the user's plan unlocks (D7), else 403 naming the plan that does; an id outside the
 * catalogue is 400.
 */
export function requireTemplate(user: BillingUser, templateId: string, now: Date): void {
  if (entitlementsFor(user, now).templateIds.includes(templateId)) return;
  if (planUnlockingTemplate(templateId) === null) {
    throw new AppError('validation_failed', messages.unknownTemplate, { templateId: messages.unknownTemplate });
  }
  throw new AppError('subscription_required', lockedTemplateMessage(templateId), { templateId, href: '/pricing' });
}

const QUOTA_NAMES: Record<QuotaFeature, string> = {
  revision: 'revisions',
  cover_letter: 'cover letters',
  linkedin_optimization: 'LinkedIn optimizations',
  consultation: 'expert consultations',
};

/**
 * The new-work check, then 403 `subscription_required` when the plan does not include the feature:
 * what takeQuota checks first, for callers that refuse before doing the work the unit pays for.
 */
export function requireFeature(user: BillingUser, feature: QuotaFeature, now: Date): Entitlements {
  const entitlements = requireNewWork(user, now);
  if (entitlements.quotas[feature].limit === 0) {
    throw new AppError('subscription_required', messages.subscriptionRequiredFor(QUOTA_NAMES[feature]));
  }
  return entitlements;
}

/**
 * Takes one unit of a counted feature for this period (atomic, see usage.queries.ts), after the
 * new-work check: 402 `quota_exhausted` when none is left, 403 `subscription_required` when the plan
 * does not include it. Pass a transaction as `db` to give the unit back if the work fails.
 */
export async function takeQuota(db: Db, user: BillingUser, feature: QuotaFeature, now: Date): Promise<number | null> {
  const quota = requireFeature(user, feature, now).quotas[feature];
  const decision = await consumeQuota(db, { userId: user.id, feature, periodStart: quota.periodStart, limit: quota.limit });
  if (!decision.granted) {
    throw new AppError('quota_exhausted', messages.quotaExhausted(QUOTA_NAMES[feature], formatShortDate(quota.resetsAt)), {
      href: '/pricing',
      resetsAt: quota.resetsAt.toISOString(),
    });
  }
  return decision.remaining;
}

export async function billingOverviewOf(
  db: Db,
  user: BillingUser & Pick<UserRecord, 'storageLimit' | 'storageUsed' | 'cardBrand' | 'cardLast4' | 'stripeCustomerId'>,
  now: Date,
): Promise<BillingOverview> {
  const entitlements = entitlementsFor(user, now);
  const isTrial = entitlements.plan === 'free_trial';
  const periodStart = entitlements.quotas.revision.periodStart;
  const usage = await usageOf(db, user.id, periodStart);
  const quotas = Object.fromEntries(
    quotaFeatures.map((feature) => {
      const quota = entitlements.quotas[feature];
      const used = usage[feature];
      return [feature, { limit: quota.limit, used, remaining: quota.limit === null ? null : Math.max(quota.limit - used, 0), resetsAt: quota.resetsAt.toISOString() }];
    }),
  ) as BillingOverview['quotas'];
  const renews = !isTrial && (entitlements.status === 'active' || entitlements.status === 'past_due');
  const scheduledDue = user.scheduledPlan && user.scheduledPlanAt && user.scheduledPlanAt > now;
  return {
    plan: entitlements.plan,
    status: entitlements.status,
    banner: entitlements.banner,
    trialEndsAt: isTrial ? (entitlements.accessEndsAt?.toISOString() ?? null) : null,
    nextBillingAt: renews ? entitlements.quotas.revision.resetsAt.toISOString() : null,
    accessEndsAt: entitlements.accessEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    scheduledChange: scheduledDue && user.scheduledPlan && user.scheduledPlanAt ? { plan: user.scheduledPlan, effectiveAt: user.scheduledPlanAt.toISOString() } : null,
    paymentMethod: user.cardBrand && user.cardLast4 ? { brand: user.cardBrand, last4: user.cardLast4 } : null,
    hasBillingAccount: user.stripeCustomerId !== null,
    storage: { limit: user.storageLimit, used: user.storageUsed, addons: user.storageAddons },
    quotas,
    trialAvailable: entitlements.trialAvailable,
    newWork: entitlements.newWork.allowed ? { allowed: true } : { allowed: false, message: entitlements.newWork.message, href: entitlements.newWork.href },
  };
}
