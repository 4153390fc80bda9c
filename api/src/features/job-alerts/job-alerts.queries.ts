/** `job_alerts`, always scoped to the owner. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlerts, users } from '../../db/schema';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

export async function listAlerts(db: Db, userId: number): Promise<JobAlertRow[]> {
  return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(asc(jobAlerts.id));
}

export async function findAlert(db: Db, userId: number, id: number): Promise<JobAlertRow | undefined> {
  const [row] = await db.select().from(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  return row;
}

/** Holds the user's row until the transaction ends, so two requests cannot both take the last place. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAlerts(db: Db, userId: number, kind: 'search' | 'watch'): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobAlerts).where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.kind, kind)));
  return row?.n ?? 0;
}

export async function insertAlert(db: Db, values: typeof jobAlerts.$inferInsert): Promise<JobAlertRow> {
  const [row] = await db.insert(jobAlerts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAlert(
  db: Db,
  userId: number,
  id: number,
  values: Partial<Pick<JobAlertRow, 'params' | 'paused' | 'frequency'>>,
  now: Date,
): Promise<JobAlertRow | undefined> {
  const [row] = await db
    .update(jobAlerts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning();
  return row;
}

export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function jobAlertsPreference(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.jobAlerts }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}
