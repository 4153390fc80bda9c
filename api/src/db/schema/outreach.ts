/** Contact-form messages and newsletter subscriptions (decision D2: stored, acknowledged by e-mail). */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** SHA-256 of the double-opt-in token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    /** SHA-256 of the unsubscribe token mailed with every newsletter message. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token_key').on(t.unsubscribeTokenHash),
  ],
);
