/** LinkedIn profile optimizations (spec section 3, linkedin_profiles). */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const linkedinProfiles = pgTable(
  'linkedin_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileUrl: text('profile_url').notNull(),
    profileContent: text('profile_content'),
    optimizedContent: text('optimized_content'),
    headline: text('headline'),
    summary: text('summary'),
    targetPosition: text('target_position'),
    targetIndustry: text('target_industry'),
    status: text('status').notNull().default('pending'),
    /** Why a 'failed' optimization failed, in words the page shows. */
    failureReason: text('failure_reason'),
    /** The whole optimization (headline options, About, roles, ranked skills, checklist before and after). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Which engine wrote it: 'builtin' or the model's name. */
    engine: text('engine'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('linkedin_profiles_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
