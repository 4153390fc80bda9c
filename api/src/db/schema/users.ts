/**
 * Accounts (spec section 3, users). E-mail is stored lower-cased; username keeps the case it was typed
 * in; both are unique case-insensitively (unique indexes on lower(...)).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingStatus, PlanId } from '@jobapp/shared';
import { timestamptz } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** argon2id hash (PHC string). */
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionTier: text('subscription_tier').$type<PlanId>().notNull().default('free_trial'),
    /**
     * The end of the free trial, or of the paid plan's current billing period (its renewal date, or
     * the day access ends when cancelled).
     */
    subscriptionEndDate: timestamptz('subscription_end_date'),
    /** Our status (shared BillingStatus), mapped from Stripe's by the billing service. */
    subscriptionStatus: text('subscription_status').$type<BillingStatus>().notNull().default('trialing'),
    currentPeriodStart: timestamptz('current_period_start'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A change between paid plans waiting for the next billing cycle. */
    scheduledPlan: text('scheduled_plan').$type<PlanId>(),
    scheduledPlanAt: timestamptz('scheduled_plan_at'),
    /** The default card as Stripe last reported it (dashboard Payment Method). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Storage add-ons granted and not taken back; storage_limit is 5 MB + 50 MB per add-on. */
    storageAddons: integer('storage_addons').notNull().default(0),
    storageLimit: bigint('storage_limit', { mode: 'number' }).notNull().default(5 * 1024 * 1024),
    storageUsed: bigint('storage_used', { mode: 'number' }).notNull().default(0),
    hasExpandedStorage: boolean('has_expanded_storage').notNull().default(false),
    /** How many resumes the user has made, deleted ones included: the next one is 'Resume {n + 1}'. */
    resumesMade: integer('resumes_made').notNull().default(0),
    jobAlerts: boolean('job_alerts').notNull().default(true),
    resumeUpdates: boolean('resume_updates').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    /** IANA time zone and local hour (0-23) of the daily reminder e-mail (features/reminders). */
    timezone: text('timezone').notNull().default('UTC'),
    digestHour: integer('digest_hour').notNull().default(8),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
