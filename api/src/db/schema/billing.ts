/** One-time storage add-on purchases (spec section 3, storage_purchases). */
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
    purchasedAt: timestamptz('purchased_at').notNull().defaultNow(),
  },
  (t) => [index('storage_purchases_user_id_idx').on(t.userId)],
);
