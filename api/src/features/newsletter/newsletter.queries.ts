/** Newsletter subscriptions, one row per (lower-cased) address; tokens stored as SHA-256 hashes. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions, type NewsletterStatus } from '../../db/schema';

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  firstName: newsletterSubscriptions.firstName,
  status: newsletterSubscriptions.status,
};

export interface SubscriptionRecord {
  id: number;
  email: string;
  firstName: string;
  status: NewsletterStatus;
}

export async function findSubscriptionByEmail(db: Db, email: string): Promise<SubscriptionRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return row;
}

/**
 * Creates the subscription as pending, or puts an existing pending/unsubscribed one back to pending
 * with the new details and confirmation token. A confirmed subscription is left untouched.
 */
export async function upsertPendingSubscription(
  db: Db,
  values: {
    email: string;
    firstName: string;
    interests: string[];
    confirmTokenHash: string;
    unsubscribeTokenHash: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ ...values, status: 'pending', createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        firstName: values.firstName,
        interests: values.interests,
        status: 'pending',
        confirmTokenHash: values.confirmTokenHash,
        unsubscribeTokenHash: values.unsubscribeTokenHash,
        updatedAt: values.now,
        unsubscribedAt: null,
      },
      setWhere: ne(newsletterSubscriptions.status, 'confirmed'),
    });
}

/** pending → confirmed for the holder of the confirmation token; the token is used up. */
export async function confirmSubscription(
  db: Db,
  confirmTokenHash: string,
  now: Date,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmTokenHash: null, confirmedAt: now, updatedAt: now })
    .where(
      and(eq(newsletterSubscriptions.confirmTokenHash, confirmTokenHash), eq(newsletterSubscriptions.status, 'pending')),
    )
    .returning(columns);
  return row;
}

/** Any state → unsubscribed. Returns the row as it was found (status before the change), or undefined. */
export async function unsubscribeByToken(
  db: Db,
  unsubscribeTokenHash: string,
  now: Date,
): Promise<SubscriptionRecord | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, unsubscribeTokenHash))
      .limit(1)
      .for('update');
    if (!before) return undefined;
    if (before.status !== 'unsubscribed') {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', confirmTokenHash: null, unsubscribedAt: now, updatedAt: now })
        .where(eq(newsletterSubscriptions.id, before.id));
    }
    return before;
  });
}
