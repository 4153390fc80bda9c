/** Account schemas: the API validates with these and the web forms use them through zodResolver. */
import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';
import { singleLineText } from './text-fields';

export const newPasswordField = z
  .string({ error: messages.passwordRequired })
  .check(singleLineText())
  .min(limits.passwordMinLength, { error: messages.passwordMin })
  .max(200, { error: 'Password must be at most 200 characters' });

export const emailField = (message: string = messages.emailInvalid) =>
  z
    .string({ error: message })
    .trim()
    .check(singleLineText())
    .max(254, { error: message })
    .pipe(z.email({ error: message }));

/**
 * Usernames are compared in Unicode NFKC form, so "ｊｏｈｎ" (full-width) is "john". A new username
 * keeps to one writing system (Latin, Cyrillic, Greek, Japanese/Chinese, Korean, Arabic, Hebrew,
 * Devanagari or Thai) plus ASCII digits, dots, dashes and underscores: a Cyrillic "а" inside a Latin
 * name (a look-alike of someone else's) is refused.
 */
const usernameScripts = [
  /^[\p{Script=Latin}0-9._-]+$/u,
  /^[\p{Script=Cyrillic}0-9._-]+$/u,
  /^[\p{Script=Greek}0-9._-]+$/u,
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc0-9._-]+$/u,
  /^[\p{Script=Hangul}0-9._-]+$/u,
  /^[\p{Script=Arabic}0-9._-]+$/u,
  /^[\p{Script=Hebrew}0-9._-]+$/u,
  /^[\p{Script=Devanagari}0-9._-]+$/u,
  /^[\p{Script=Thai}0-9._-]+$/u,
];
export const usernameCharactersMessage =
  'Username may contain only letters of one alphabet, digits, dots, dashes and underscores';

export function isSafeUsername(username: string): boolean {
  return usernameScripts.some((script) => script.test(username));
}

const nfkc = (value: string) => value.normalize('NFKC');

export const loginSchema = z.object({
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .check(singleLineText())
    .overwrite(nfkc)
    .min(1, { error: messages.usernameRequired }),
  password: z.string({ error: messages.passwordRequired }).check(singleLineText()).min(1, { error: messages.passwordRequired }),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  fullName: z
    .string({ error: messages.fullNameRequired })
    .trim()
    .check(singleLineText())
    .min(1, { error: messages.fullNameRequired })
    .max(100, { error: 'Full name must be at most 100 characters' }),
  email: emailField(),
  username: z
    .string({ error: messages.usernameRequired })
    .trim()
    .check(singleLineText())
    .overwrite(nfkc)
    .min(1, { error: messages.usernameRequired })
    .max(50, { error: 'Username must be at most 50 characters' })
    .refine(isSafeUsername, { error: usernameCharactersMessage }),
  password: newPasswordField,
  acceptTerms: z.literal(true, { error: messages.termsRequired }),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds the confirmation field, checked on the client only. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string().check(singleLineText()).min(1, { error: messages.confirmPasswordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .trim()
    .check(singleLineText())
    .min(1, { error: messages.resetLinkMissing })
    .max(200, { error: messages.resetTokenInvalid }),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .check(singleLineText())
      .min(limits.passwordMinLength, { error: messages.passwordMin }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
