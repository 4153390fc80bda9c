/**
 * Elite's expert consultation (decision D14, issue 25 section 6): one row per booking request. The user
 * proposes three times (`slots`); support confirms one through a signed link
 * (`confirmed_slot`). `version` goes up on every change, so a confirmation link made for an earlier
 * state of the booking (before a reschedule, a cancellation or another link's confirmation) no longer
 * works: each link works once. The allowance is counted in `quota_usage` (feature `consultation`) for
 * the billing period that starts at `period_start`; cancelling gives that unit back.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ConsultationStatus } from '@jobapp/shared/consultations/consultations';
import { applications } from './applications';
import { timestamptz } from './columns';
import { resumes } from './resumes';
import { users } from './users';

export const consultations = pgTable(
  'consultations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    status: text('status').$type<ConsultationStatus>().notNull().default('requested'),
    /** The three proposed times, as ISO strings in UTC (jsonb: both drivers read it the same way). */
    slots: jsonb('slots').$type<string[]>().notNull(),
    confirmedSlot: timestamptz('confirmed_slot'),
    /** The user's time zone when they booked (the e-mails show the times in it as well as in UTC). */
    timezone: text('timezone').notNull().default('UTC'),
    /** The billing period whose allowance this booking took. */
    periodStart: timestamptz('period_start').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('consultations_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('consultations_status', sql`${t.status} in ('requested', 'confirmed', 'cancelled')`),
    check('consultations_three_slots', sql`jsonb_typeof(${t.slots}) = 'array' and jsonb_array_length(${t.slots}) = 3`),
  ],
);
