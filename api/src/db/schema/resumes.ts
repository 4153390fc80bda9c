/** Resumes and the cover letters written from them (spec section 3). */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { users } from './users';

export const resumes = pgTable(
  'resumes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per user, in the order they were made: 'Resume 3' when there is no job title. Never reused. */
    number: integer('number').notNull(),
    originalUrl: text('original_url'),
    optimizedUrl: text('optimized_url'),
    jobUrl: text('job_url'),
    jobTitle: text('job_title'),
    company: text('company'),
    templateUsed: text('template_used'),
    originalFileName: text('original_file_name'),
    originalMimeType: text('original_mime_type'),
    originalSize: integer('original_size'),
    originalFile: bytea('original_file'),
    originalText: text('original_text'),
    optimizedContent: text('optimized_content'),
    jobDetails: jsonb('job_details').$type<Record<string, unknown>>(),
    match: jsonb('match').$type<Record<string, unknown>>(),
    /**
     * The match report's two scores, kept beside it by PostgreSQL on every write (a stored generated
     * column): the resume list reads these, never the report (about 16 kB a row to read for two numbers).
     */
    scoreBefore: doublePrecision('score_before').generatedAlwaysAs(
      sql`case when jsonb_typeof(match -> 'scoreBefore') = 'number' then (match ->> 'scoreBefore')::float8 end`,
    ),
    scoreAfter: doublePrecision('score_after').generatedAlwaysAs(
      sql`case when jsonb_typeof(match -> 'scoreAfter') = 'number' then (match ->> 'scoreAfter')::float8 end`,
    ),
    /** The resume document as read from the upload (shared resume/document.schema.ts). */
    originalDocument: jsonb('original_document').$type<Record<string, unknown>>(),
    /** The tailored resume document, each statement with its provenance; exports render from it. */
    tailoredDocument: jsonb('tailored_document').$type<Record<string, unknown>>(),
    /** Each job keyword → where the tailored resume shows it (shared tailoring/keyword-report.ts). */
    keywordReport: jsonb('keyword_report').$type<unknown[]>(),
    /** Which engine tailored it: 'builtin' or an LLM model name (decision D4). */
    engine: text('engine'),
    /** Why the configured LLM did not answer and the built-in engine did (timeout, error, invalid-output). */
    engineFallbackReason: text('engine_fallback_reason'),
    /** The current version's number (resume_versions; 1 until the first save in the editor). */
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('resumes_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('resumes_user_id_number_key').on(t.userId, t.number),
  ],
);

export const coverLetters = pgTable(
  'cover_letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    jobUrl: text('job_url'),
    jobTitle: text('job_title'),
    company: text('company'),
    content: text('content'),
    templateUsed: text('template_used'),
    customInstructions: text('custom_instructions'),
    /** What the template needed from the user (referrer's name, when and what they applied for…). */
    extras: jsonb('extras').$type<Record<string, string>>(),
    /** Claims the truthfulness check took out of a model's letter (D4), shown to the user. */
    removedClaims: jsonb('removed_claims').$type<string[]>(),
    /** 'builtin' or the model's name. */
    engine: text('engine'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cover_letters_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
