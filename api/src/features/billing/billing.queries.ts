/**
 * The billing state on the users row, storage add-on grants and the processed-events ledger. Every
 * statement is scoped to one user (by id, or by the Stripe customer the row names), and each grant or
 * take-back is one statement whose condition makes a repeat do nothing.
 */
import { limits, type BillingStatus } from '@jobapp/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storagePurchases, stripeEvents, users } from '../../db/schema';
import type { SubscriptionSnapshot } from './provider';

/** Stripe's subscription status in our terms (a cancelled plan keeps access to its period's end). */
export function statusFromProvider(status: string): BillingStatus | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'paused':
      return 'expired';
    default:
      // incomplete, incomplete_expired: the first payment never went through; nothing changes.
      return null;
  }
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return row?.id;
}

export async function saveCustomerId(db: Db, userId: number, customerId: string): Promise<void> {
  await db.update(users).set({ stripeCustomerId: customerId }).where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
}

/**
 * Writes a subscription's current state onto its user. A snapshot of another subscription than the one
 * the row holds is applied only when it is live (a new subscription replaces an ended one, never the
 * other way round). Returns false when nothing was written.
 */
export async function applySubscription(db: Db, userId: number, snapshot: SubscriptionSnapshot): Promise<boolean> {
  const status = statusFromProvider(snapshot.status);
  if (status === null || snapshot.plan === null) return false;
  const live = status === 'active' || status === 'past_due';
  const sameOrNone = sql`(${users.stripeSubscriptionId} is null or ${users.stripeSubscriptionId} = ${snapshot.id})`;
  const updated = await db
    .update(users)
    .set({
      subscriptionTier: snapshot.plan,
      subscriptionStatus: status,
      stripeSubscriptionId: snapshot.id,
      currentPeriodStart: snapshot.periodStart,
      subscriptionEndDate: snapshot.periodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      scheduledPlan: snapshot.scheduled?.plan ?? null,
      scheduledPlanAt: snapshot.scheduled?.at ?? null,
      ...(snapshot.card ? { cardBrand: snapshot.card.brand, cardLast4: snapshot.card.last4 } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), live ? sql`true` : sameOrNone))
    .returning({ id: users.id });
  return updated.length > 0;
}

export interface StorageState {
  storageLimit: number;
  storageUsed: number;
}

/**
 * Grants one 50 MB add-on for a payment, once: the purchase row is unique on the payment intent, and
 * the users row grows only when that insert happened (one statement). Undefined when this payment was
 * already granted.
 */
export async function grantStorageAddon(
  db: Db,
  params: { userId: number; paymentIntentId: string; amountCents: number },
): Promise<StorageState | undefined> {
  const bytes = limits.storageAddonBytes;
  // The one Db type is generic over both drivers; each answers `rows`.
  const result = (await db.execute(sql`
    with granted as (
      insert into ${storagePurchases} (user_id, amount_bytes, stripe_payment_intent_id, transaction_id, amount_cents)
      values (${params.userId}::integer, ${bytes}::bigint, ${params.paymentIntentId}, ${params.paymentIntentId}, ${params.amountCents}::integer)
      on conflict (stripe_payment_intent_id) do nothing
      returning user_id
    )
    update ${users}
      set storage_addons = storage_addons + 1, storage_limit = storage_limit + ${bytes}::bigint, has_expanded_storage = true
      where id in (select user_id from granted)
      returning storage_limit, storage_used`)) as { rows: { storage_limit: string | number; storage_used: string | number }[] };
  const row = result.rows[0];
  return row ? { storageLimit: Number(row.storage_limit), storageUsed: Number(row.storage_used) } : undefined;
}

/**
 * Takes an add-on back after a refund or a dispute: its 50 MB leave the limit (never below the 5 MB
 * default); no file is deleted, uploads stop until the user is under the limit again. Once per payment.
 * Returns the user whose limit changed, or undefined.
 */
export async function revokeStorageAddon(db: Db, paymentIntentId: string, reason: 'refunded' | 'disputed'): Promise<number | undefined> {
  const result = (await db.execute(sql`
    with revoked as (
      update ${storagePurchases}
        set revoked_at = now(), revoked_reason = ${reason}
        where stripe_payment_intent_id = ${paymentIntentId} and revoked_at is null
        returning user_id, amount_bytes
    )
    update ${users} u
      set storage_addons = greatest(u.storage_addons - 1, 0),
          storage_limit = greatest(u.storage_limit - r.amount_bytes, ${limits.defaultStorageBytes}::bigint),
          has_expanded_storage = u.storage_addons - 1 > 0
      from revoked r
      where u.id = r.user_id
      returning u.id`)) as { rows: { id: number }[] };
  return result.rows[0]?.id;
}

export async function storageOf(db: Db, userId: number): Promise<StorageState & { storageAddons: number }> {
  const [row] = await db
    .select({ storageLimit: users.storageLimit, storageUsed: users.storageUsed, storageAddons: users.storageAddons })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { storageLimit: limits.defaultStorageBytes, storageUsed: 0, storageAddons: 0 };
}

/**
 * Runs `effect` with the event recorded in the same transaction: a second delivery of the same event
 * (or two at once) finds the id taken and does nothing. Returns false for a duplicate.
 */
export async function onceForEvent(db: Db, event: { id: string; type: string }, effect: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (inserted.length === 0) return false;
    await effect(tx);
    return true;
  });
}
