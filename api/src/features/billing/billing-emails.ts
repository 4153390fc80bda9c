/**
 * The billing e-mails (issue 10, section 5) go out through the durable job runner (lib/jobs), never from
 * a request or a webhook directly: the caller enqueues in the transaction of the change the e-mail is
 * about (a webhook's effect, a registration), so the e-mail exists if and only if the change committed,
 * survives a restart, and a failed send is retried by the runner.
 *
 * One job name for all four kinds; the singleton key `<kind>:<key>` makes a second enqueue for the same
 * event (a duplicate webhook delivery, a retried registration) add nothing, for good. Delivery is at
 * least once: a process killed between the SMTP send and marking the job done sends it again.
 *
 * The handler reads the user when it runs, not when it was scheduled: no user, no e-mail; a trial e-mail
 * only while the account is still on that same trial (subscribing, or a new trial end, cancels it).
 */
import { limits } from '@jobapp/shared';
import { planIds, type PlanId } from '@jobapp/shared/plans';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addDays, type Clock } from '../../lib/clock';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { enqueueJob } from '../../lib/jobs/jobs.queries';
import type { Logger } from '../../logger';
import {
  paymentFailedEmail,
  subscriptionStartedEmail,
  trialEndedEmail,
  trialEndingEmail,
} from '../../mail/billing-templates';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { findUserById, type UserRecord } from '../users/users.queries';

export const BILLING_EMAIL_JOB = 'billing.email';

export type BillingEmail =
  | { kind: 'subscription_started'; userId: number; plan: PlanId }
  | { kind: 'payment_failed'; userId: number; plan: PlanId; portalUrl: string | null }
  | { kind: 'trial_ending'; userId: number; trialEnd: string }
  | { kind: 'trial_ended'; userId: number; trialEnd: string };

const planSchema = z.enum(planIds);
const userIdSchema = z.number().int().positive();

/** The stored payload, read back by the handler (a job written by an older version fails loudly). */
const billingEmailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscription_started'), userId: userIdSchema, plan: planSchema }),
  z.object({
    kind: z.literal('payment_failed'),
    userId: userIdSchema,
    plan: planSchema,
    portalUrl: z.url().nullable(),
  }),
  z.object({ kind: z.literal('trial_ending'), userId: userIdSchema, trialEnd: z.iso.datetime() }),
  z.object({ kind: z.literal('trial_ended'), userId: userIdSchema, trialEnd: z.iso.datetime() }),
]) satisfies z.ZodType<BillingEmail>;

async function enqueue(db: Db, email: BillingEmail, key: string, runAt?: Date): Promise<void> {
  await enqueueJob(db, BILLING_EMAIL_JOB, email, {
    singletonKey: `${email.kind}:${key}`,
    userId: email.userId,
    ...(runAt ? { runAt } : {}),
  });
}

/**
 * Schedules one e-mail to go out now; `key` names the event it is about (e.g. the Stripe event id), so
 * calling again with the same kind and key does nothing. Pass the transaction of that event's effect.
 */
export async function enqueueBillingEmail(db: Db, email: BillingEmail, key: string): Promise<void> {
  await enqueue(db, email, key);
}

/**
 * The free trial's two e-mails: 'trial_ending' `limits.trialWarningDays` before its end (at once when
 * that moment has passed but the trial has not ended), 'trial_ended' at its end. Keyed by user and
 * trial end, so scheduling the same trial twice adds nothing.
 */
export async function scheduleTrialEmails(db: Db, userId: number, trialEnd: Date, now: Date): Promise<void> {
  const key = `${userId}:${trialEnd.toISOString()}`;
  const trial = { userId, trialEnd: trialEnd.toISOString() };
  if (now < trialEnd) {
    const warnAt = addDays(trialEnd, -limits.trialWarningDays);
    await enqueue(db, { kind: 'trial_ending', ...trial }, key, warnAt > now ? warnAt : now);
  }
  await enqueue(db, { kind: 'trial_ended', ...trial }, key, trialEnd);
}

export interface BillingEmailDeps {
  db: Db;
  mailer: Mailer;
  env: { PUBLIC_URL: string };
  logger: Logger;
  clock: Clock;
}

/** The user is still on the free trial the e-mail was scheduled for. */
function isOnTrial(user: UserRecord, trialEnd: Date): boolean {
  return user.subscriptionTier === 'free_trial' && user.subscriptionEndDate?.getTime() === trialEnd.getTime();
}

/** The message for `email`, or null when there is nothing to send any more. */
function composeBillingEmail(deps: BillingEmailDeps, email: BillingEmail, user: UserRecord): MailMessage | null {
  const recipient = { to: user.email, fullName: user.fullName ?? '' };
  const dashboardUrl = `${deps.env.PUBLIC_URL}/dashboard`;
  const pricingUrl = `${deps.env.PUBLIC_URL}/pricing`;
  switch (email.kind) {
    case 'subscription_started': {
      // The webhook stores the period before it enqueues; without one the row is not there yet: retry.
      if (!user.subscriptionEndDate) throw new Error('The subscription has no period end yet');
      return subscriptionStartedEmail({ ...recipient, plan: email.plan, periodEnd: user.subscriptionEndDate, dashboardUrl });
    }
    case 'payment_failed':
      return paymentFailedEmail({ ...recipient, plan: email.plan, portalUrl: email.portalUrl ?? dashboardUrl });
    case 'trial_ending': {
      const trialEndsAt = new Date(email.trialEnd);
      const now = deps.clock();
      // A runner that was down past the end: the 'trial_ended' e-mail says it instead.
      if (!isOnTrial(user, trialEndsAt) || now >= trialEndsAt) return null;
      return trialEndingEmail({ ...recipient, trialEndsAt, pricingUrl, now });
    }
    case 'trial_ended':
      return isOnTrial(user, new Date(email.trialEnd)) ? trialEndedEmail({ ...recipient, pricingUrl }) : null;
  }
}

/** Handles BILLING_EMAIL_JOB on `runner`. A send that throws fails the attempt and the runner retries. */
export function registerBillingEmailJobs(runner: JobRunner, deps: BillingEmailDeps): void {
  runner.register(BILLING_EMAIL_JOB, async (payload, job) => {
    const email = billingEmailSchema.parse(payload);
    const user = await findUserById(deps.db, email.userId);
    const message = user ? composeBillingEmail(deps, email, user) : null;
    if (!message) {
      deps.logger.info({ jobId: job.jobId, kind: email.kind }, 'Billing e-mail no longer applies; not sent');
      return;
    }
    await deps.mailer.send(message);
    deps.logger.info({ jobId: job.jobId, kind: email.kind, attempt: job.attempt }, 'Billing e-mail sent');
  });
}
