/**
 * The e-mail addresses that have had a free trial, so a trial is given once per address (deleting the
 * account and registering again does not give a second one). Only a keyed hash is kept: HMAC-SHA256
 * of the normalised address under a key from SESSION_SECRET (features/auth/free-trial.ts), never the
 * address; it is kept after the account is deleted, as the Privacy page says.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const freeTrialAddresses = pgTable('free_trial_addresses', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
