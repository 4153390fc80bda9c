/** One-time storage add-on purchases (spec section 3, storage_purchases) and processed Stripe events. */
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const storagePurchases = pgTable(
  'storage_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountBytes: bigint('amount_bytes', { mode: 'number' }).notNull(),
    transactionId: text('transaction_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    amountCents: integer('amount_cents'),
    purchasedAt: timestamptz('purchased_at').notNull().defaultNow(),
    /** Set when a refund or a dispute took the add-on back (its 50 MB leave the limit; no file is deleted). */
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('storage_purchases_user_id_idx').on(t.userId)],
);

/**
 * Stripe webhook events already handled: the id is recorded in the same transaction as the event's
 * effect, so a second delivery of the same event finds it and does nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
