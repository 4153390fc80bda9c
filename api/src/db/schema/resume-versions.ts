/**
 * Saved versions of a resume (issue 12, decision D10). Saving in the editor, or restoring an earlier
 * version, adds a row here and makes it the resume's current text and document (the resumes row keeps
 * the current one, so every read, export and list stays one row). Version 1 is the resume as tailoring
 * made it, written when the first edit is saved. `storage_bytes` is what the version charged to the
 * owner's storage (its text's UTF-8 bytes; 0 for the tailored version), given back when the resume goes.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { resumes } from './resumes';
import { users } from './users';

export const resumeVersionSources = ['tailoring', 'editor', 'restore'] as const;
export type ResumeVersionSource = (typeof resumeVersionSources)[number];

export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source').$type<ResumeVersionSource>().notNull(),
    content: text('content').notNull(),
    /** The version's resume document (shared resume/document.schema.ts). */
    document: jsonb('document').$type<Record<string, unknown>>(),
    storageBytes: integer('storage_bytes').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resume_versions_resume_id_version_key').on(t.resumeId, t.version),
    check('resume_versions_version_positive', sql`${t.version} >= 1`),
    check('resume_versions_storage_bytes_not_negative', sql`${t.storageBytes} >= 0`),
  ],
);
