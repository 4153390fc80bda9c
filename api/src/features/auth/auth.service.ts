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
import type { Db } from '../../db/client';
import { addDays, type Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createToken, hashToken } from '../../lib/tokens';
import { enqueueMail } from '../../mail/mail-jobs';
import type { MailMessage } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/templates';
import type { Deps } from '../../types';
import { scheduleTrialEmails } from '../billing/billing-emails';
import {
  findTakenIdentity,
  findUserByEmail,
  findUserForLogin,
  insertUser,
  updateUserPassword,
  type UserRecord,
} from '../users/users.queries';
import { consumeResetToken, replaceResetToken } from './password-resets.queries';
import { deviceKeyFor } from './device-cookie';
import { hadFreeTrial, rememberTrialAddress } from './free-trial';
import { beginPasswordCheck } from './login-limits';
import { deleteSessionsOfUser } from './sessions.queries';

type Register = Omit<z.output<typeof registerSchema>, 'acceptTerms'>;
type Login = Pick<z.output<typeof loginSchema>, 'username' | 'password'>;
type ResetPassword = z.output<typeof resetPasswordSchema>;

/**
 * A new account on the free-trial plan. The trial (7 days) is given once per e-mail address
 * (free-trial.ts): an address that had one before gets the account with the trial already over, so it
 * can sign in and choose a plan, and no trial e-mails are scheduled. `trialGiven` says which.
 */
export async function registerUser(deps: Deps, input: Register): Promise<{ user: UserRecord; trialGiven: boolean }> {
  const taken = await findTakenIdentity(deps.db, input.username, input.email);
  if (taken.usernameTaken) throw new AppError('username_taken', messages.usernameTaken);
  if (taken.emailTaken) throw new AppError('email_taken', messages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  const secret = deps.env.SESSION_SECRET;
  const trialGiven = !(await hadFreeTrial(deps.db, secret, input.email));
  const trialEnd = trialGiven ? addDays(now, limits.freeTrialDays) : now;
  try {
    // The trial's e-mails and the address's one trial are recorded with the account: all or nothing.
    const user = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: input.username,
        email: input.email,
        fullName: input.fullName,
        passwordHash,
        subscriptionEndDate: trialEnd,
      });
      if (trialGiven) {
        await rememberTrialAddress(tx, secret, input.email);
        await scheduleTrialEmails(tx, user.id, trialEnd, now);
      }
      return user;
    });
    return { user, trialGiven };
  } catch (error) {
    // Two registrations racing past the check above.
    if (isUniqueViolation(error, 'users_username_key')) throw new AppError('username_taken', messages.usernameTaken);
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_taken', messages.emailTaken);
    throw error;
  }
}

/** The rate-limit key of the account a sign-in names: its id when it exists, else the typed name. */
function accountKey(found: { id: number } | undefined, typed: string): string {
  return found ? `user:${found.id}` : `name:${typed.normalize('NFKC').trim().toLowerCase()}`;
}

/**
 * Username (or e-mail) and password, under the sign-in limits (login-limits.ts): the attempt takes its
 * points before the password is checked, so parallel attempts cannot slip past a rule; a success gives
 * them back. `deviceToken` is the request's device cookie: when it is genuine for the named account,
 * the attempt is judged by that browser's own failures, not by the account-wide delay.
 */
export async function authenticateUser(
  deps: Deps,
  input: Login,
  client: { ip: string; deviceToken?: string | undefined },
): Promise<UserRecord> {
  const found = await findUserForLogin(deps.db, input.username.trim());
  const attempt = await beginPasswordCheck(deps.limiters, {
    ip: client.ip,
    account: accountKey(found, input.username),
    device: found ? deviceKeyFor(deps.env.SESSION_SECRET, client.deviceToken, found.id) : undefined,
  });
  const ok = await verifyPassword(found?.passwordHash, input.password);
  if (!found || !ok) {
    await attempt.failed();
    throw new AppError('invalid_credentials', messages.invalidCredentials);
  }
  await attempt.succeeded();
  const { passwordHash: _hash, ...user } = found;
  return user;
}

/** After a password reset (or change) the account starts with a clean slate everywhere. */
export async function forgetLoginFailures(deps: Deps, userId: number): Promise<void> {
  const account = `user:${userId}`;
  await deps.limiters.reset('loginFailuresPerAccount', account);
  await deps.limiters.reset('loginDelay', account);
  await deps.limiters.resetPrefix('loginFailuresPerAccountIp', `${account}|`);
  await deps.limiters.resetPrefix('loginFailuresPerDevice', `${account}|`);
}

/**
 * Always ends the same way for the caller, in the same time: after the per-address limit, the typed
 * address is queued as a password-reset e-mail job (mail/mail-jobs.ts) whatever it is, so a known
 * address is not told apart by a slower answer; the lookup, the token and the e-mail happen when the
 * job runs (composePasswordResetMail).
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  await deps.limiters.consume('forgotPerEmail', email.toLowerCase());
  await enqueueMail(deps.db, deps.env.SESSION_SECRET, { kind: 'password_reset', email });
}

/**
 * The reset e-mail for `email`, made by the mail job when it runs: for a known address a new single-use
 * token (only its hash is stored, valid 1 hour) replaces older ones; null for an unknown address.
 */
export async function composePasswordResetMail(
  deps: { db: Db; env: { PUBLIC_URL: string }; clock: Clock },
  email: string,
): Promise<MailMessage | null> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return null;
  const token = createToken();
  const now = deps.clock();
  await replaceResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + limits.resetTokenTtlMs),
    now,
  });
  const link = `${deps.env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  return passwordResetMail(user.email, user.fullName || user.username, link);
}

/** Uses the token once, sets the new password and signs the user out everywhere. */
export async function resetPassword(deps: Deps, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock();
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, hashToken(input.token), now);
    if (userId === undefined) throw new AppError('invalid_reset_token', messages.resetTokenInvalid);
    await updateUserPassword(tx, userId, passwordHash, now);
    await deleteSessionsOfUser(tx, userId);
    return userId;
  });
  await forgetLoginFailures(deps, userId);
}
