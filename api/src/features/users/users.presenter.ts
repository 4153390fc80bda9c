/** How a user is shown to clients (shared PublicUser): no hash, no payment-provider ids. */
import { storagePercentage, type PublicUser, type StorageInfo, type SubscriptionStatus } from '@jobapp/shared';
import type { UserRecord } from './users.queries';

export function presentUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    subscriptionTier: user.subscriptionTier,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    storageLimit: user.storageLimit,
    storageUsed: user.storageUsed,
    hasExpandedStorage: user.hasExpandedStorage,
    hasPaymentMethod: user.stripeCustomerId !== null,
    notificationPreferences: {
      jobAlerts: user.jobAlerts,
      resumeUpdates: user.resumeUpdates,
      marketingEmails: user.marketingEmails,
    },
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * A paid plan is active while its end date is in the future, or when it has none (open-ended
 * subscription); the free trial is active while its end date is in the future.
 */
export function presentSubscriptionStatus(user: UserRecord, now: Date): SubscriptionStatus {
  const end = user.subscriptionEndDate;
  const active =
    user.subscriptionTier === 'free_trial' ? end !== null && end > now : end === null || end > now;
  return { plan: user.subscriptionTier, endDate: end?.toISOString() ?? null, active };
}

export function presentStorageInfo(user: UserRecord): StorageInfo {
  return {
    limit: user.storageLimit,
    used: user.storageUsed,
    percentage: storagePercentage(user.storageUsed, user.storageLimit),
  };
}
