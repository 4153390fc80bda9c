/** How a user is shown to clients (shared PublicUser): no hash, no payment-provider ids. */
import { storagePercentage, type PublicUser, type StorageInfo, type SubscriptionStatus } from '@jobapp/shared';
import { entitlementsFor } from '../billing/billing-account';
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

/** Active until the trial or the plan has ended (entitlements: anything but expired). */
export function presentSubscriptionStatus(user: UserRecord, now: Date): SubscriptionStatus {
  const entitlements = entitlementsFor(user, now);
  const end = user.subscriptionEndDate;
  return { plan: entitlements.plan, endDate: end?.toISOString() ?? null, active: entitlements.status !== 'expired' };
}

export function presentStorageInfo(user: UserRecord): StorageInfo {
  return {
    limit: user.storageLimit,
    used: user.storageUsed,
    percentage: storagePercentage(user.storageUsed, user.storageLimit),
  };
}
