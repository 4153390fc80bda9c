/** Job postings captured or fetched per user (one row per canonical URL, decision D3) and job searches. */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const jobPostings = pgTable(
  'job_postings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    /** The job board (JOB_BOARDS): 'linkedin', 'indeed', 'greenhouse', …, or 'other' (D12) */
    source: text('source').notNull(),
    title: text('title'),
    company: text('company'),
    location: text('location'),
    descriptionHtml: text('description_html'),
    datePosted: text('date_posted'),
    capturedAt: timestamptz('captured_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_postings_user_canonical_url_key').on(t.userId, t.canonicalUrl)],
);

export const jobSearches = pgTable(
  'job_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    location: text('location'),
    source: text('source').notNull(),
    results: jsonb('results').$type<unknown[]>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('job_searches_user_id_idx').on(t.userId)],
);
