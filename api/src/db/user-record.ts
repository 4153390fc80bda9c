/**
 * A users row as the app reads it: every column but the password hash (users.queries.ts selects
 * exactly these as `userColumns`). It lives below the features because the request state (the
 * signed-in user) carries it.
 */
import type { BillingStatus, PlanId } from '@jobapp/shared';

export type UserRecord = {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  stripeCustomerId: string | null;
  subscriptionTier: PlanId;
  subscriptionEndDate: Date | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: BillingStatus;
  currentPeriodStart: Date | null;
  cancelAtPeriodEnd: boolean;
  scheduledPlan: PlanId | null;
  scheduledPlanAt: Date | null;
  cardBrand: string | null;
  cardLast4: string | null;
  storageAddons: number;
  storageLimit: number;
  storageUsed: number;
  hasExpandedStorage: boolean;
  jobAlerts: boolean;
  resumeUpdates: boolean;
  marketingEmails: boolean;
  createdAt: Date;
};
