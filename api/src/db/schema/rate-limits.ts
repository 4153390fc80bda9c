/**
 * Counters for rate-limiter-flexible's RateLimiterDrizzle store. Keeping them in the database (not in
 * process memory) lets several API instances share one limit (decision D1). The column names are the
 * ones the store expects: key, points, expire.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamptz('expire'),
});
