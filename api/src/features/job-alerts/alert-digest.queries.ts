/** The alert digest's queries (`job_alerts`, `job_alert_sent`, `job_alert_digests`), each scoped to its user. */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SentKey } from '@jobapp/shared/job-alerts/posting';
import type { Db } from '../../db/client';
import { jobAlertDigests, jobAlerts, jobAlertSent, resumes, users } from '../../db/schema';
import type { BillingUser } from '../billing/billing-account';
import type { JobAlertRow } from './job-alerts.queries';

export type AlertUser = BillingUser & { email: string; fullName: string | null; timezone: string; digestHour: number };

const alertUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  timezone: users.timezone,
  digestHour: users.digestHour,
  createdAt: users.createdAt,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionEndDate: users.subscriptionEndDate,
  currentPeriodStart: users.currentPeriodStart,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
  scheduledPlan: users.scheduledPlan,
  scheduledPlanAt: users.scheduledPlanAt,
  storageAddons: users.storageAddons,
};

/** Users with alert e-mails on and an alert that is not paused (`ids` narrows to those users). */
export async function usersWithAlerts(db: Db, ids?: readonly number[]): Promise<AlertUser[]> {
  const watching = db.selectDistinct({ userId: jobAlerts.userId }).from(jobAlerts).where(eq(jobAlerts.paused, false));
  return db
    .select(alertUserColumns)
    .from(users)
    .where(and(eq(users.jobAlerts, true), inArray(users.id, watching), ids ? inArray(users.id, [...ids]) : undefined));
}

/** The users' alerts that are not paused, oldest first. */
export async function activeAlertsOf(db: Db, userIds: readonly number[]): Promise<JobAlertRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(jobAlerts)
    .where(and(inArray(jobAlerts.userId, [...userIds]), eq(jobAlerts.paused, false)))
    .orderBy(jobAlerts.id);
}

/** The digests already recorded under `runKey` (one a user a day), of these users. */
export async function usersWithDigest(db: Db, userIds: readonly number[], runKey: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: jobAlertDigests.userId })
    .from(jobAlertDigests)
    .where(and(inArray(jobAlertDigests.userId, [...userIds]), eq(jobAlertDigests.runKey, runKey)));
  return new Set(rows.map((row) => row.userId));
}

/** Every posting the user was sent, by its dedupe keys. */
export async function sentKeysOf(db: Db, userId: number): Promise<SentKey[]> {
  return db
    .select({ canonicalUrl: jobAlertSent.canonicalUrl, requisitionId: jobAlertSent.requisitionId, descriptionHash: jobAlertSent.descriptionHash, repostCount: jobAlertSent.repostCount })
    .from(jobAlertSent)
    .where(eq(jobAlertSent.userId, userId));
}

/** The text of the user's latest resume that has one, or null. */
export async function latestResumeText(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ text: resumes.originalText })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), isNotNull(resumes.originalText)))
    .orderBy(desc(resumes.createdAt))
    .limit(1);
  return row?.text ?? null;
}

export interface DigestRecord {
  userId: number;
  runKey: string;
  itemCount: number;
  limitedSources: string[];
  sent: SentKey[];
  alertIds: number[];
  now: Date;
}

/**
 * In the caller's transaction: the digest row (false when this run key was recorded already, so nothing
 * is sent twice), the postings sent, and the alerts' last run.
 */
export async function recordAlertDigest(db: Db, record: DigestRecord): Promise<boolean> {
  const inserted = await db
    .insert(jobAlertDigests)
    .values({ userId: record.userId, runKey: record.runKey, itemCount: record.itemCount, limitedSources: record.limitedSources, sentAt: record.now })
    .onConflictDoNothing()
    .returning({ userId: jobAlertDigests.userId });
  if (inserted.length === 0) return false;
  if (record.sent.length > 0) {
    await db.insert(jobAlertSent).values(record.sent.map((key) => ({ userId: record.userId, ...key, sentAt: record.now })));
  }
  await markAlertsRun(db, record.userId, record.alertIds, record.now);
  return true;
}

export async function markAlertsRun(db: Db, userId: number, alertIds: readonly number[], now: Date): Promise<void> {
  if (alertIds.length === 0) return;
  await db
    .update(jobAlerts)
    .set({ lastRunAt: now })
    .where(and(eq(jobAlerts.userId, userId), inArray(jobAlerts.id, [...alertIds])));
}

/** The one-click unsubscribe: the `jobAlerts` preference off. */
export async function turnAlertEmailsOff(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db.update(users).set({ jobAlerts: false, updatedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** For tests and the run endpoint's answer: how many digests the user has had. */
export async function digestCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobAlertDigests).where(eq(jobAlertDigests.userId, userId));
  return row?.n ?? 0;
}
