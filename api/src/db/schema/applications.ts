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
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
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

/**
 * What was sent (issue 24 section 4): "Mark as applied" freezes one packet per application: the resume
 * (and letter) files exactly as rendered, the resume's document and version, the job as it was, and the
 * match and truth reports. Nothing here points at the live resume for its content, so later edits and
 * deleting the resume change nothing.
 */
export const applicationPackets = pgTable(
  'application_packets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    coverLetterId: integer('cover_letter_id').references(() => coverLetters.id, { onDelete: 'set null' }),
    /** The resume's document version when it was sent. */
    resumeVersion: integer('resume_version').notNull(),
    templateId: text('template_id').notNull(),
    /** pdf | docx */
    format: text('format').notNull(),
    /** The resume document as sent, and the original it was tailored from (for "what changed"). */
    document: jsonb('document').$type<Record<string, unknown>>(),
    originalDocument: jsonb('original_document').$type<Record<string, unknown>>(),
    /** The resume's text as sent. */
    content: text('content').notNull(),
    /** The job as the card held it when the packet was frozen. */
    job: jsonb('job').$type<Record<string, unknown>>().notNull(),
    matchReport: jsonb('match_report').$type<Record<string, unknown>>(),
    truthReport: jsonb('truth_report').$type<Record<string, unknown>>(),
    /** "What changed from my original": the edits with their originals (shared/src/applications/packet.ts). */
    changes: jsonb('changes').$type<Record<string, unknown>[]>().notNull().default([]),
    frozenAt: timestamptz('frozen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_packets_application_key').on(t.applicationId), index('application_packets_user_idx').on(t.userId)],
);

/** A packet's file bytes, once per user and content: ten packets with the same file store (and charge) it once. */
export const packetBlobs = pgTable(
  'packet_blobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case hex SHA-256 of `bytes`. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sha256] })],
);

export const applicationPacketFiles = pgTable(
  'application_packet_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    packetId: integer('packet_id')
      .notNull()
      .references(() => applicationPackets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** resume | cover_letter */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    format: text('format').notNull(),
    templateId: text('template_id').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    /**
     * SHA-256 of what the file was rendered from (the resume's text and document, template, format): a later
     * packet from the same source takes these bytes instead of a new render, so the same file is kept once.
     */
    sourceHash: text('source_hash'),
  },
  (t) => [
    index('application_packet_files_packet_idx').on(t.packetId),
    index('application_packet_files_blob_idx').on(t.userId, t.sha256),
    index('application_packet_files_source_idx').on(t.userId, t.sourceHash),
  ],
);
