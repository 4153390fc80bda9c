/**
 * The profile form's one rule beyond the shared schema: changing the e-mail address needs the current
 * password (the API answers 400 with details.currentPassword without it), so the form asks for it only
 * then and sends it only then.
 */
import { apiMessages, type UpdateProfileInput, updateProfileSchema } from '@jobapp/shared';

/** Addresses are stored lower-cased, so a change of case alone is no change. */
export function isEmailChange(email: string, currentEmail: string): boolean {
  return email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

export function profileFormSchema(currentEmail: string) {
  return updateProfileSchema.superRefine((values, ctx) => {
    if (isEmailChange(values.email, currentEmail) && !values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: apiMessages.currentPasswordRequired });
    }
  });
}

/** The PATCH /api/user/profile body: the password travels only with a new e-mail address. */
export function profileUpdate(values: UpdateProfileInput, currentEmail: string): UpdateProfileInput {
  const { currentPassword, ...profile } = values;
  return isEmailChange(values.email, currentEmail) && currentPassword ? { ...profile, currentPassword } : profile;
}
