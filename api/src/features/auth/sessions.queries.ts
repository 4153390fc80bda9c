/** Session rows (Drizzle functions taking the db first, always scoped by id or by owner). */
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users, type SessionRow } from '../../db/schema';
import { userColumns, type UserRecord } from '../users/users.queries';

export async function insertSession(
  db: Db,
  values: { id: string; userId: number; expiresAt: Date; persistent: boolean; userAgent: string | null; now: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: values.id,
    userId: values.userId,
    expiresAt: values.expiresAt,
    persistent: values.persistent,
    userAgent: values.userAgent,
    createdAt: values.now,
    lastSeenAt: values.now,
  });
}

function prepareFindLiveSession(db: Db) {
  return db
    .select({ session: sessions, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_live_session');
}
/**
 * Every signed-in request runs this query, so it is built once per database (db/prepared.ts). One
 * indexed lookup: the session's primary key joined to its user's.
 */
const liveSessionQuery = preparedPerDatabase(prepareFindLiveSession);

/** The live session and its user, or undefined when it does not exist or has expired. */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRecord } | undefined> {
  const [row] = await liveSessionQuery(db).execute({ sessionId, now });
  return row;
}

export async function touchSession(db: Db, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessionsOfUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

/** Signs the user out everywhere but `keepSessionId` (the device that changed the password). */
export async function deleteOtherSessionsOfUser(db: Db, userId: number, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
