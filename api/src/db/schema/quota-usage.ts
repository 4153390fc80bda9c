/**
 * Quota usage (issue 10, decision D9): one row per user, counted feature and quota period, holding how
 * many units were taken. `period_start` is the start of the billing period (the trial's window for a
 * trial) that `entitlementsOf` names, so a new period starts a new row and nothing has to be reset.
 * Written only by `consumeQuota`, one atomic statement that never lets `used` pass the limit.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { QuotaFeature } from '@jobapp/shared/billing/entitlements';
import { timestamptz } from './columns';
import { users } from './users';

export const quotaUsage = pgTable(
  'quota_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').$type<QuotaFeature>().notNull(),
    periodStart: timestamptz('period_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.feature, t.periodStart] }),
    check('quota_usage_used_not_negative', sql`${t.used} >= 0`),
  ],
);
