/**
 * Session lifetimes (decision D2, "Remember me"):
 * - persistent: 30 days, cookie with Max-Age, no sliding;
 * - browser session: cookie without Max-Age; the row expires after 1 day without use (sliding, written
 *   at most every 10 minutes) and the signed token after 7 days whatever happens.
 */
import { randomBytes } from 'node:crypto';
import { limits } from '@jobapp/shared';
import type { SessionRow } from '../../db/schema';
import { addDays } from '../../lib/clock';
import { signSessionToken, verifySessionToken } from '../../lib/session-token';
import type { Deps } from '../../types';
import type { UserRecord } from '../users/users.queries';
import { deleteExpiredSessionsOfUser, deleteSession, findLiveSession, insertSession, touchSession } from './sessions.queries';

const IDLE_DAYS = 1;
const BROWSER_SESSION_MAX_DAYS = 7;
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export interface NewSession {
  token: string;
  persistent: boolean;
  /** Cookie Max-Age for persistent sessions; undefined for browser-session cookies. */
  maxAgeMs: number | undefined;
}

export async function createSession(
  deps: Deps,
  userId: number,
  persistent: boolean,
  userAgent: string | undefined,
): Promise<NewSession> {
  const now = deps.clock();
  const id = randomBytes(24).toString('base64url');
  const expiresAt = addDays(now, persistent ? limits.rememberMeDays : IDLE_DAYS);
  const tokenExpiresAt = persistent ? expiresAt : addDays(now, BROWSER_SESSION_MAX_DAYS);
  await deleteExpiredSessionsOfUser(deps.db, userId, now);
  await insertSession(deps.db, {
    id,
    userId,
    expiresAt,
    persistent,
    userAgent: userAgent ? userAgent.slice(0, 500) : null,
    now,
  });
  const token = await signSessionToken(deps.env.SESSION_SECRET, id, now, tokenExpiresAt);
  return { token, persistent, maxAgeMs: persistent ? expiresAt.getTime() - now.getTime() : undefined };
}

/** The signed-in user for a cookie value, or undefined when the cookie is invalid, expired or revoked. */
export async function resolveSession(
  deps: Deps,
  token: string,
): Promise<{ user: UserRecord; session: SessionRow } | undefined> {
  const now = deps.clock();
  const sessionId = await verifySessionToken(deps.env.SESSION_SECRET, token, now);
  if (!sessionId) return undefined;
  const found = await findLiveSession(deps.db, sessionId, now);
  if (!found) return undefined;
  if (!found.session.persistent && now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(deps.db, sessionId, now, addDays(now, IDLE_DAYS));
  }
  return found;
}

export async function endSession(deps: Deps, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId);
}
