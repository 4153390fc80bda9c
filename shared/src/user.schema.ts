/** The signed-in user as the API presents it, and the settings schemas. */
import { z } from 'zod';
import { emailField } from './auth.schema';
import { messages } from './messages';
import type { PlanId } from './plans';

export const notificationPreferencesSchema = z.object({
  jobAlerts: z.boolean(),
  resumeUpdates: z.boolean(),
  marketingEmails: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const defaultNotificationPreferences: NotificationPreferences = {
  jobAlerts: true,
  resumeUpdates: true,
  marketingEmails: false,
};

export const updateProfileSchema = z.object({
  fullName: z
    .string({ error: messages.fullNameRequired })
    .trim()
    .min(1, { error: messages.fullNameRequired })
    .max(100, { error: 'Full name must be at most 100 characters' }),
  email: emailField(messages.profileEmailInvalid),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const updateNotificationsSchema = notificationPreferencesSchema;
export type UpdateNotificationsInput = z.input<typeof updateNotificationsSchema>;

/** GET /api/user, and the answer of login and register. Never holds secrets. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string | null;
  subscriptionTier: PlanId;
  /** ISO date-time, or null. */
  subscriptionEndDate: string | null;
  storageLimit: number;
  storageUsed: number;
  hasExpandedStorage: boolean;
  /** True when a payment-provider customer exists (the dashboard's payment method line). */
  hasPaymentMethod: boolean;
  notificationPreferences: NotificationPreferences;
  createdAt: string;
}

/** GET /api/subscription-status */
export interface SubscriptionStatus {
  plan: PlanId;
  endDate: string | null;
  active: boolean;
}

/** GET /api/user/storage-info */
export interface StorageInfo {
  limit: number;
  used: number;
  percentage: number;
}
