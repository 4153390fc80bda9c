/** The reminders feature's queries; every one scoped to its user. */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applications, calendarTokens, reminderDigests, reminderStates, users } from '../../db/schema';
import { deriveReminders, type Reminder } from '@jobapp/shared/reminders/reminders';

/** The stages whose cards can have reminders. */
const REMINDING_STAGES = ['applied', 'interviewing', 'offer'];

/** Every reminder the user's cards schedule, done and dismissed ones left out; `applicationId` narrows to one card. */
export async function openReminders(db: Db, userId: number, applicationId?: number): Promise<Reminder[]> {
  const cards = await db
    .select({ id: applications.id, stage: applications.stage, company: applications.company, jobTitle: applications.jobTitle })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.stage, REMINDING_STAGES),
        applicationId === undefined ? undefined : eq(applications.id, applicationId),
      ),
    );
  if (cards.length === 0) return [];
  const events = await db
    .select({ applicationId: applicationEvents.applicationId, kind: applicationEvents.kind, stage: applicationEvents.stage, at: applicationEvents.at, data: applicationEvents.data })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.userId, userId),
        eq(applicationEvents.kind, 'stage'),
        inArray(
          applicationEvents.applicationId,
          cards.map((card) => card.id),
        ),
      ),
    );
  const settled = new Set(
    (await db.select({ key: reminderStates.reminderKey }).from(reminderStates).where(eq(reminderStates.userId, userId))).map((row) => row.key),
  );
  const byCard = new Map<number, typeof events>();
  for (const event of events) byCard.set(event.applicationId, [...(byCard.get(event.applicationId) ?? []), event]);
  return cards
    .flatMap((card) => deriveReminders(card, byCard.get(card.id) ?? []))
    .filter((reminder) => !settled.has(reminder.key))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** Stores done / dismissed; answers false when it was already stored (the first answer stands). */
export async function settleReminder(db: Db, userId: number, key: string, status: 'done' | 'dismissed'): Promise<boolean> {
  const rows = await db.insert(reminderStates).values({ userId, reminderKey: key, status }).onConflictDoNothing().returning({ key: reminderStates.reminderKey });
  return rows.length > 0;
}

export interface DigestUser {
  id: number;
  email: string;
  fullName: string | null;
  timezone: string;
  digestHour: number;
}

const digestUserColumns = { id: users.id, email: users.email, fullName: users.fullName, timezone: users.timezone, digestHour: users.digestHour };

/** Users with at least one card that can have reminders (the only ones a digest could be for). */
export async function usersWithReminders(db: Db): Promise<DigestUser[]> {
  const withCards = db.selectDistinct({ userId: applications.userId }).from(applications).where(inArray(applications.stage, REMINDING_STAGES));
  return db.select(digestUserColumns).from(users).where(inArray(users.id, withCards));
}

export async function digestUser(db: Db, userId: number): Promise<DigestUser | undefined> {
  const [row] = await db.select(digestUserColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** Records the day's digest; false when that day's was already recorded (so it is not sent twice). */
export async function recordDigest(db: Db, userId: number, localDate: string, reminderCount: number, sentAt: Date): Promise<boolean> {
  const rows = await db.insert(reminderDigests).values({ userId, localDate, reminderCount, sentAt }).onConflictDoNothing().returning({ userId: reminderDigests.userId });
  return rows.length > 0;
}

export async function reminderSettings(db: Db, userId: number): Promise<{ timezone: string; digestHour: number } | undefined> {
  const [row] = await db.select({ timezone: users.timezone, digestHour: users.digestHour }).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateReminderSettings(db: Db, userId: number, change: { timezone?: string; digestHour?: number }, now: Date): Promise<void> {
  if (change.timezone === undefined && change.digestHour === undefined) return;
  await db.update(users).set({ ...change, updatedAt: now }).where(eq(users.id, userId));
}

/** Replaces the user's calendar token hash (the old one stops matching at once). */
export async function replaceCalendarToken(db: Db, userId: number, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: { tokenHash, createdAt: now } });
}

export async function userByCalendarToken(db: Db, tokenHash: string): Promise<DigestUser | undefined> {
  const [row] = await db.select(digestUserColumns).from(calendarTokens).innerJoin(users, eq(users.id, calendarTokens.userId)).where(eq(calendarTokens.tokenHash, tokenHash));
  return row;
}

/** The user's latest digest before `localDate` (YYYY-MM-DD sorts as text), if any. */
export async function previousDigest(db: Db, userId: number, localDate: string): Promise<{ localDate: string; sentAt: Date } | undefined> {
  const [row] = await db
    .select({ localDate: reminderDigests.localDate, sentAt: reminderDigests.sentAt })
    .from(reminderDigests)
    .where(and(eq(reminderDigests.userId, userId), lt(reminderDigests.localDate, localDate)))
    .orderBy(desc(reminderDigests.localDate))
    .limit(1);
  return row;
}
