/**
 * Account rows. Reads return `userColumns` (everything but the password hash); only the sign-in
 * lookup returns the hash. E-mail addresses are stored lower-cased; usernames match case-insensitively.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '@jobapp/shared';
import type { Db } from '../../db/client';
import type { UserRecord } from '../../db/user-record';
import { contactMessages, newsletterSubscriptions, rateLimits, users } from '../../db/schema';

export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  stripeCustomerId: users.stripeCustomerId,
  subscriptionTier: users.subscriptionTier,
  subscriptionEndDate: users.subscriptionEndDate,
  stripeSubscriptionId: users.stripeSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  currentPeriodStart: users.currentPeriodStart,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
  scheduledPlan: users.scheduledPlan,
  scheduledPlanAt: users.scheduledPlanAt,
  cardBrand: users.cardBrand,
  cardLast4: users.cardLast4,
  storageAddons: users.storageAddons,
  storageLimit: users.storageLimit,
  storageUsed: users.storageUsed,
  hasExpandedStorage: users.hasExpandedStorage,
  jobAlerts: users.jobAlerts,
  resumeUpdates: users.resumeUpdates,
  marketingEmails: users.marketingEmails,
  createdAt: users.createdAt,
};

export type { UserRecord };

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());
const byEmail = (email: string) => eq(users.email, email.toLowerCase());

export async function findUserById(db: Db, userId: number): Promise<UserRecord | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select(userColumns).from(users).where(byEmail(email)).limit(1);
  return row;
}

/** Which of the two unique fields are already used (registration check). */
export async function findTakenIdentity(
  db: Db,
  username: string,
  email: string,
): Promise<{ usernameTaken: boolean; emailTaken: boolean }> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(byUsername(username), byEmail(email)));
  return {
    usernameTaken: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    emailTaken: rows.some((r) => r.email === email.toLowerCase()),
  };
}

/** Sign-in lookup by username, or by e-mail when the text looks like one. Includes the hash. */
export async function findUserForLogin(
  db: Db,
  login: string,
): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(login.includes('@') ? or(byUsername(login), byEmail(login)) : byUsername(login))
    .limit(1);
  return row;
}

export async function isEmailUsedByAnotherUser(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(byEmail(email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; fullName: string; passwordHash: string; subscriptionEndDate: Date },
): Promise<UserRecord> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning(userColumns);
  return row!;
}

export async function updateUserProfile(
  db: Db,
  userId: number,
  values: { fullName: string; email: string },
  now: Date,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ fullName: values.fullName, email: values.email.toLowerCase(), updatedAt: now })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return row;
}

export async function updateUserEmail(db: Db, userId: number, email: string, now: Date): Promise<UserRecord | undefined> {
  const [row] = await db.update(users).set({ email: email.toLowerCase(), updatedAt: now }).where(eq(users.id, userId)).returning(userColumns);
  return row;
}

export async function updateUserNotifications(
  db: Db,
  userId: number,
  values: NotificationPreferences,
  now: Date,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return row;
}

export async function updateUserPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/** The stored password hash of a signed-in user (to confirm sensitive changes), or undefined. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash;
}

/**
 * Removes the user and everything they own. Deleting the users row cascades (foreign keys ON DELETE
 * CASCADE) to sessions, password-reset tokens, resumes with their files, cover letters, job postings,
 * job searches, LinkedIn profiles and storage purchases. What is tied to the person but not by a
 * cascading key goes explicitly: contact messages they sent while signed in or from their address,
 * the newsletter subscription of their address, and the rate-limit counters keyed by their id, name or
 * address. Run inside a transaction. Returns false when the user no longer exists.
 */
export async function deleteUserAndOwnedRows(
  db: Db,
  user: { id: number; username: string; email: string },
): Promise<boolean> {
  const email = user.email.toLowerCase();
  await db.delete(contactMessages).where(or(eq(contactMessages.userId, user.id), eq(sql`lower(${contactMessages.email})`, email)));
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  // Per-user limiters key by id ('optimize:12'); sign-in ones by 'user:12' or the typed name; the
  // reset limit by address.
  await db
    .delete(rateLimits)
    .where(
      or(
        sql`${rateLimits.key} ~ ${`^[A-Za-z]+:${user.id}$`}`,
        sql`${rateLimits.key} ~ ${`^[A-Za-z]+:user:${user.id}([|]|$)`}`,
        sql`lower(${rateLimits.key}) ~ ${`^[a-z]+:name:${escapeRegExp(user.username.toLowerCase())}([|]|$)`}`,
        sql`lower(${rateLimits.key}) ~ ${`^[a-z]+:name:${escapeRegExp(email)}([|]|$)`}`,
        sql`lower(${rateLimits.key}) = ${`forgotperemail:${email}`}`,
      ),
    );
  const deleted = await db.delete(users).where(eq(users.id, user.id)).returning({ id: users.id });
  return deleted.length > 0;
}
