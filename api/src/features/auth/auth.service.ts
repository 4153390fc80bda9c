/** Account rules: registration, sign-in, password reset (spec sections 5, 7 and 8). */
import {
  AppError,
  limits,
  messages,
  type loginSchema,
  type registerSchema,
  type resetPasswordSchema,
} from '@jobapp/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { addDays } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createToken, hashToken } from '../../lib/tokens';
import { passwordResetMail } from '../../mail/templates';
import { RateLimitedError } from '../../middleware/rate-limit';
import type { Deps } from '../../types';
import {
  findTakenIdentity,
  findUserByEmail,
  findUserForLogin,
  insertUser,
  updateUserPassword,
  type UserRecord,
} from '../users/users.queries';
import { consumeResetToken, replaceResetToken } from './password-resets.queries';
import { deleteSessionsOfUser } from './sessions.queries';

type Register = Omit<z.output<typeof registerSchema>, 'acceptTerms'>;
type Login = Pick<z.output<typeof loginSchema>, 'username' | 'password'>;
type ResetPassword = z.output<typeof resetPasswordSchema>;

export async function registerUser(deps: Deps, input: Register): Promise<UserRecord> {
  const taken = await findTakenIdentity(deps.db, input.username, input.email);
  if (taken.usernameTaken) throw new AppError('username_taken', messages.usernameTaken);
  if (taken.emailTaken) throw new AppError('email_taken', messages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(deps.db, {
      username: input.username,
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      subscriptionEndDate: addDays(deps.clock(), limits.freeTrialDays),
    });
  } catch (error) {
    // Two registrations racing past the check above.
    if (isUniqueViolation(error, 'users_username_key')) throw new AppError('username_taken', messages.usernameTaken);
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_taken', messages.emailTaken);
    throw error;
  }
}

/**
 * Username (or e-mail) and password. Failures are counted per username; once the limit is reached
 * the answer is 429 before the password is even checked. Success forgets the failures.
 */
export async function authenticateUser(deps: Deps, input: Login): Promise<UserRecord> {
  const key = input.username.trim().toLowerCase();
  await deps.limiters.assertNotLimited('loginFailuresPerUsername', key);
  const found = await findUserForLogin(deps.db, input.username.trim());
  const ok = await verifyPassword(found?.passwordHash, input.password);
  if (!found || !ok) {
    // The failure is counted; reaching the limit shows on the next attempt, this one stays a 401.
    await deps.limiters.consume('loginFailuresPerUsername', key).catch((error: unknown) => {
      if (!(error instanceof RateLimitedError)) throw error;
    });
    throw new AppError('invalid_credentials', messages.invalidCredentials);
  }
  await deps.limiters.reset('loginFailuresPerUsername', key);
  const { passwordHash: _hash, ...user } = found;
  return user;
}

/**
 * Always ends the same way for the caller. For a known address a new single-use token (only its
 * hash is stored, valid 1 hour) replaces older ones and the link is e-mailed.
 */
export async function requestPasswordReset(deps: Deps, email: string, log = deps.logger): Promise<void> {
  await deps.limiters.consume('forgotPerEmail', email.toLowerCase());
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = createToken();
  const now = deps.clock();
  await replaceResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + limits.resetTokenTtlMs),
    now,
  });
  const link = `${deps.env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(passwordResetMail(user.email, user.fullName || user.username, link));
  } catch (error) {
    log.error({ err: error }, 'Could not send the password reset e-mail');
  }
}

/** Uses the token once, sets the new password and signs the user out everywhere. */
export async function resetPassword(deps: Deps, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(input.token), now);
    if (userId === undefined) throw new AppError('invalid_reset_token', messages.resetTokenInvalid);
    await updateUserPassword(tx, userId, passwordHash, now);
    await deleteSessionsOfUser(tx, userId);
  });
}
