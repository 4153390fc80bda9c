/**
 * Follow-up reminders (issue 24, section 5). The reminders themselves are derived from the tracker's
 * timeline (shared/src/reminders); stored here is only what the user and the digest did with them:
 * - `reminder_states`: a reminder marked done or dismissed, by its key (one row per user and key);
 * - `reminder_digests`: the daily e-mail sent for a user's local date (one per user and date, so a job
 *   run twice sends it once);
 * - `calendar_tokens`: the private calendar feed's secret, stored as its SHA-256 (one per user; rotating
 *   replaces it, so the old URL stops working).
 */
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns';
import { users } from './users';

export const reminderStates = pgTable(
  'reminder_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The derived reminder's key, `{applicationId}:{kind}:{anchor ms}`. */
    reminderKey: text('reminder_key').notNull(),
    /** done | dismissed */
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reminderKey] }), check('reminder_states_status', sql`${t.status} in ('done', 'dismissed')`)],
);

export const reminderDigests = pgTable(
  'reminder_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's local date, YYYY-MM-DD. */
    localDate: text('local_date').notNull(),
    reminderCount: integer('reminder_count').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

export const calendarTokens = pgTable('calendar_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token, hex; unique so a feed request finds its user. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
