/** Profile and notification settings of the signed-in user (decision D2: real saves). */
import { AppError, messages, type NotificationPreferences } from '@jobapp/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../types';
import { isEmailUsedByAnotherUser, updateUserNotifications, updateUserProfile, type UserRecord } from './users.queries';

function orUnauthenticated(user: UserRecord | undefined): UserRecord {
  // The row vanished between the session check and the update (account deleted meanwhile).
  if (!user) throw new AppError('unauthenticated', messages.notSignedIn);
  return user;
}

export async function changeProfile(
  deps: Deps,
  userId: number,
  input: { fullName: string; email: string },
): Promise<UserRecord> {
  if (await isEmailUsedByAnotherUser(deps.db, input.email, userId)) {
    throw new AppError('email_taken', messages.emailTaken);
  }
  try {
    return orUnauthenticated(await updateUserProfile(deps.db, userId, input, deps.clock()));
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_taken', messages.emailTaken);
    throw error;
  }
}

export async function changeNotifications(
  deps: Deps,
  userId: number,
  input: NotificationPreferences,
): Promise<UserRecord> {
  return orUnauthenticated(await updateUserNotifications(deps.db, userId, input, deps.clock()));
}
