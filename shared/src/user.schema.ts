/** The signed-in user as the API presents it, and the settings schemas. */
import { z } from 'zod';
import { apiMessages } from './api-messages';
import { emailField, newPasswordField } from './auth.schema';
import { limits } from './limits';
import { messages } from './messages';
import type { PlanId } from './plans';
import { singleLineText } from './text-fields';

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
    .check(singleLineText())
    .min(1, { error: messages.fullNameRequired })
    .max(100, { error: 'Full name must be at most 100 characters' }),
  email: emailField(messages.profileEmailInvalid),
  /** Required only when `email` changes (400 with details.currentPassword otherwise). */
  currentPassword: z.string().check(singleLineText()).max(200).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

const currentPasswordField = z
  .string({ error: apiMessages.currentPasswordRequired })
  .check(singleLineText())
  .min(1, { error: apiMessages.currentPasswordRequired })
  .max(200, { error: apiMessages.currentPasswordWrong });

/** POST /api/user/email/confirm: the token from the link sent to the new address. */
export const confirmEmailChangeSchema = z.object({
  token: z.string({ error: messages.emailChangeInvalid }).trim().min(1, { error: messages.emailChangeInvalid }).max(1000, { error: messages.emailChangeInvalid }),
});

/** PATCH /api/user/profile answer: the user, and the new address waiting for its confirmation link, if any. */
export interface ProfileUpdateResult extends PublicUser {
  pendingEmail?: string;
}

/** POST /api/user/password → 204; the other sessions are signed out and the account's address is told. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The settings form adds the confirmation field, checked on the client only. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .check(singleLineText())
      .min(limits.passwordMinLength, { error: messages.passwordMin }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/**
 * DELETE /api/user {password} → 204 and the session cookie cleared: the user and every row they own
 * are removed in one transaction. A wrong password → 400 with details.password.
 */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: messages.passwordRequired })
    .check(singleLineText())
    .min(1, { error: messages.passwordRequired })
    .max(200, { error: apiMessages.currentPasswordWrong }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

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

/**
 * The answer of POST /api/register: the user, and whether the 7-day free trial was given (false when
 * the e-mail address had its free trial before: the account starts with it over and must choose a plan).
 */
export interface RegisteredUser extends PublicUser {
  freeTrial: boolean;
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
