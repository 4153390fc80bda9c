/**
 * The application tracker (issue 24, decision D14): one row per application the user makes or means to
 * make, and its timeline. A card is made by the work itself (an extension save, a tailoring, a cover
 * letter, a job-search result) or by hand. Duplicates are found by the canonical link (a unique index),
 * then the board and requisition id, then `match_key` (normalised company | title | location).
 *
 * The timeline (`application_events`) is the history the funnel is computed from: every stage entered,
 * every document attached, with the moment it happened. Documents point at resumes and letters with
 * ON DELETE SET NULL: deleting a resume leaves the event (and any frozen packet) in place.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { coverLetters, resumes } from './resumes';
import { users } from './users';

/** Shapes kept in jsonb columns (shared/src/applications/applications.schema.ts has the API's). */
export interface StoredSalary {
  min?: number;
  max?: number;
  currency?: string;
  /** schema.org unitText: HOUR, DAY, WEEK, MONTH, YEAR. */
  unit?: string;
}
export interface StoredContact {
  name: string;
  role?: string;
  email?: string;
  phone?: string;
  url?: string;
  notes?: string;
}

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** saved | applied | interviewing | offer | accepted | rejected | withdrawn | no_response */
    stage: text('stage').notNull().default('saved'),
    jobTitle: text('job_title').notNull().default(''),
    company: text('company').notNull().default(''),
    /** The location exactly as the source wrote it. */
    location: text('location').notNull().default(''),
    /** The link as the user or the page gave it; null for a pasted job with no link. */
    jobUrl: text('job_url'),
    canonicalUrl: text('canonical_url'),
    /** linkedin | indeed | greenhouse | lever | ashby | workday | smartrecruiters | other */
    board: text('board'),
    requisitionId: text('requisition_id'),
    /** Normalised "company|title|location", the last duplicate test. */
    matchKey: text('match_key').notNull().default(''),
    salary: jsonb('salary').$type<StoredSalary>(),
    validThrough: text('valid_through'),
    directApply: boolean('direct_apply'),
    /** onsite | hybrid | remote, as the source says */
    workplaceType: text('workplace_type'),
    /** The job description as it was when the card was made (plain text). */
    description: text('description').notNull().default(''),
    /** What made the card: extension | tailoring | cover_letter | job_search | manual | import */
    source: text('source').notNull(),
    /** 0 (unset) to 5. */
    excitement: integer('excitement').notNull().default(0),
    notes: text('notes').notNull().default(''),
    contacts: jsonb('contacts').$type<StoredContact[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    interviewRounds: integer('interview_rounds').notNull().default(0),
    /** Days without an event before the card ends as no_response; null: the default (30). */
    noResponseDays: integer('no_response_days'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** When the current stage was entered. */
    stageChangedAt: timestamptz('stage_changed_at').notNull().defaultNow(),
    /** The latest event's time (the no-response clock). */
    lastEventAt: timestamptz('last_event_at').notNull().defaultNow(),
  },
  (t) => [
    index('applications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('applications_user_canonical_url_key').on(t.userId, t.canonicalUrl).where(sql`${t.canonicalUrl} IS NOT NULL`),
    index('applications_user_requisition_idx').on(t.userId, t.board, t.requisitionId),
    index('applications_user_match_key_idx').on(t.userId, t.matchKey),
    check('applications_excitement_range', sql`${t.excitement} BETWEEN 0 AND 5`),
    check('applications_interview_rounds_not_negative', sql`${t.interviewRounds} >= 0`),
  ],
);

export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** created | stage | resume | cover_letter | note | packet */
    kind: text('kind').notNull(),
    /** For kind 'stage': the stage entered, and the one left. */
    stage: text('stage'),
    fromStage: text('from_stage'),
    /** When it happened (the user may date a stage change in the past). */
    at: timestamptz('at').notNull().defaultNow(),
    /** Kind-specific: { interviewAt, round } for an interview, { offerDeadline } for an offer, { text } for a note. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    coverLetterId: integer('cover_letter_id').references(() => coverLetters.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at), index('application_events_user_idx').on(t.userId, t.at)],
);
