/**
 * Settings of the signed-in user (decision D2: real saves): profile, notifications, password, and
 * deleting the account. Changing the e-mail address or the password asks for the current password
 * and tells the account's (old) address, so a stolen session cannot quietly take the account over; a new
 * address is also confirmed from a link sent to it before it replaces the old one.
 */
import { AppError, apiMessages, messages, type NotificationPreferences, type ProfileUpdateResult } from '@jobapp/shared';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Db } from '../../db/client';
import { enqueueMessage } from '../../mail/mail-jobs';
import type { MailMessage } from '../../mail/mailer';
import { accountDeletedMail, confirmEmailChangeMail, emailChangedMail, passwordChangedMail } from '../../mail/templates';
import type { Deps } from '../../types';
import { forgetLoginFailures } from '../auth/auth.service';
import { rememberTrialAddress } from '../auth/free-trial';
import { beginPasswordCheck } from '../auth/login-limits';
import { deleteResetTokensOfUser } from '../auth/password-resets.queries';
import { deleteOtherSessionsOfUser } from '../auth/sessions.queries';
import { closeBillingAccount } from '../billing/billing.service';
import { claimMatches, createEmailChangeToken, readEmailChangeToken } from './email-change';
import { presentUser } from './users.presenter';
import {
  deleteUserAndOwnedRows,
  findPasswordHash,
  findUserById,
  isEmailUsedByAnotherUser,
  updateUserEmail,
  updateUserNotifications,
  updateUserPassword,
  updateUserProfile,
  type UserRecord,
} from './users.queries';

function orUnauthenticated(user: UserRecord | undefined): UserRecord {
  // The row vanished between the session check and the update (account deleted meanwhile).
  if (!user) throw new AppError('unauthenticated', messages.notSignedIn);
  return user;
}

function displayName(user: UserRecord): string {
  return user.fullName?.trim() || user.username;
}

/**
 * 400 with `details[field]` unless `password` is the user's. Wrong guesses count against the same
 * per-account sign-in rules as /api/login, so a stolen session cannot guess the password here either.
 */
async function confirmPassword(deps: Deps, user: UserRecord, password: string | undefined, field: string, ip: string) {
  if (!password) {
    throw new AppError('validation_failed', apiMessages.currentPasswordRequired, { [field]: apiMessages.currentPasswordRequired });
  }
  const attempt = await beginPasswordCheck(deps.limiters, { ip, account: `user:${user.id}` });
  if (!(await verifyPassword(await findPasswordHash(deps.db, user.id), password))) {
    await attempt.failed();
    throw new AppError('validation_failed', apiMessages.currentPasswordWrong, { [field]: apiMessages.currentPasswordWrong });
  }
  await attempt.succeeded();
}

/** Mail that follows a change: queued in the change's transaction (mail/mail-jobs.ts), sent by the job runner. */
function notify(deps: Deps, db: Db, mail: MailMessage, userId?: number): Promise<void> {
  return enqueueMessage(db, deps.env.SESSION_SECRET, mail, userId ? { userId } : {});
}

/**
 * The name changes at once. A new e-mail address (the current password confirmed, the address free) is
 * not written: a link is sent to it, and the address changes when that link is opened (confirmEmailChange).
 */
export async function changeProfile(
  deps: Deps,
  user: UserRecord,
  input: { fullName: string; email: string; currentPassword?: string | undefined },
  ip: string,
): Promise<ProfileUpdateResult> {
  const emailChanges = input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanges) {
    await confirmPassword(deps, user, input.currentPassword, 'currentPassword', ip);
    if (await isEmailUsedByAnotherUser(deps.db, input.email, user.id)) {
      throw new AppError('email_taken', messages.emailTaken);
    }
  }
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const updated = orUnauthenticated(await updateUserProfile(tx, user.id, { fullName: input.fullName, email: user.email }, now));
    if (!emailChanges) return presentUser(updated);
    const token = createEmailChangeToken(deps.env.SESSION_SECRET, user.id, user.email, input.email, now);
    const link = `${deps.env.PUBLIC_URL}/confirm-email?token=${encodeURIComponent(token)}`;
    await notify(deps, tx, confirmEmailChangeMail(input.email.toLowerCase(), displayName(updated), link), user.id);
    return { ...presentUser(updated), pendingEmail: input.email.toLowerCase() };
  });
}

/**
 * Opens the link sent to a new address: the account takes it (the token signed, unexpired, made for the
 * account's present address, and the new address still free). Reset links sent to the old address stop
 * working, the old address keeps its one free trial, and it is told of the change.
 */
export async function confirmEmailChange(deps: Deps, token: string): Promise<{ email: string }> {
  const secret = deps.env.SESSION_SECRET;
  const claim = readEmailChangeToken(secret, token, deps.clock());
  const invalid = () => new AppError('validation_failed', messages.emailChangeInvalid, { token: messages.emailChangeInvalid });
  if (!claim) throw invalid();
  const user = await findUserById(deps.db, claim.userId);
  if (!user || !claimMatches(secret, claim, user.email)) throw invalid();
  if (await isEmailUsedByAnotherUser(deps.db, claim.newEmail, user.id)) throw new AppError('email_taken', messages.emailTaken);
  try {
    await deps.db.transaction(async (tx) => {
      const updated = orUnauthenticated(await updateUserEmail(tx, user.id, claim.newEmail, deps.clock()));
      await deleteResetTokensOfUser(tx, user.id);
      await rememberTrialAddress(tx, secret, user.email);
      await notify(deps, tx, emailChangedMail(user.email, displayName(user), updated.email, deps.env.SUPPORT_EMAIL), user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_taken', messages.emailTaken);
    throw error;
  }
  return { email: claim.newEmail };
}

export async function changeNotifications(
  deps: Deps,
  userId: number,
  input: NotificationPreferences,
): Promise<UserRecord> {
  return orUnauthenticated(await updateUserNotifications(deps.db, userId, input, deps.clock()));
}

/** New password after the current one; every other session ends; the account's address is told. */
export async function changePassword(
  deps: Deps,
  auth: { user: UserRecord; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  const { user } = auth;
  await confirmPassword(deps, user, input.currentPassword, 'currentPassword', ip);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, passwordHash, deps.clock());
    await deleteOtherSessionsOfUser(tx, user.id, auth.sessionId);
    await notify(deps, tx, passwordChangedMail(user.email, displayName(user), deps.env.SUPPORT_EMAIL), user.id);
  });
  await forgetLoginFailures(deps, user.id);
}

/**
 * After the password: the paid subscription is cancelled at the provider at once (D15; a failure there
 * stops here with a 503 and deletes nothing), then the user and every row they own, in one
 * transaction; a goodbye e-mail.
 */
export async function deleteAccount(deps: Deps, user: UserRecord, password: string, ip: string): Promise<void> {
  await confirmPassword(deps, user, password, 'password', ip);
  await closeBillingAccount(deps, user);
  const deleted = await deps.db.transaction(async (tx) => {
    if (!(await deleteUserAndOwnedRows(tx, user))) return false;
    // Only a keyed hash of the address stays, so registering again gives no second free trial.
    await rememberTrialAddress(tx, deps.env.SESSION_SECRET, user.email);
    await notify(deps, tx, accountDeletedMail(user.email, displayName(user)));
    return true;
  });
  if (!deleted) throw new AppError('unauthenticated', messages.notSignedIn);
}
