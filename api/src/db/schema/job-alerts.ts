/**
 * Job alerts (issue 25): what a user watches and what the digest has sent them.
 * - `job_alerts`: a saved search (title, location, remote, sources, posted within N days) or a company
 *   watch (a public board and an optional title filter), pausable, daily or weekly; owned by one user.
 * - `job_alert_sent`: every posting a user was sent, by its three dedupe keys (canonical link,
 *   requisition id, hash of the normalised description), so a posting is sent once and a repost is
 *   recognised and counted.
 * - `job_alert_digests`: one row per digest sent, written with the queued e-mail: the scheduled digest's
 *   key is the user's local date (so it goes once a day), an on-demand run's key is `run:` and the time.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** search | watch */
    kind: text('kind').notNull(),
    /** A saved search's fields, or a watch's board (shared `SavedSearch` / `CompanyWatch`). */
    params: jsonb('params').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** daily | weekly */
    frequency: text('frequency').notNull().default('daily'),
    lastRunAt: timestamptz('last_run_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.id),
    check('job_alerts_kind', sql`${t.kind} in ('search', 'watch')`),
    check('job_alerts_frequency', sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);

export const jobAlertSent = pgTable(
  'job_alert_sent',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canonicalUrl: text('canonical_url').notNull(),
    requisitionId: text('requisition_id'),
    descriptionHash: text('description_hash'),
    repostCount: integer('repost_count').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_alert_sent_url_idx').on(t.userId, t.canonicalUrl),
    index('job_alert_sent_req_idx').on(t.userId, t.requisitionId),
    index('job_alert_sent_hash_idx').on(t.userId, t.descriptionHash),
  ],
);

export const jobAlertDigests = pgTable(
  'job_alert_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's local date (YYYY-MM-DD) for the scheduled digest; `run:<ISO time>` for an on-demand run. */
    /** (The column kept its first name, local_date.) */
    runKey: text('local_date').notNull(),
    itemCount: integer('item_count').notNull(),
    /** Sources that limited or failed the run, named in the e-mail (LinkedIn, Indeed, a company board). */
    limitedSources: text('limited_sources').array().notNull().default(sql`'{}'::text[]`),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.runKey] })],
);
