/**
 * The billing e-mails (issue 10, section 5): subscription started, payment failed, trial ending, trial
 * ended. Plain text plus the same words in simple HTML through templates.ts's `render`; plan names and
 * prices come from the plan catalogue, never from copies. Not sent from here: the billing code sends them
 * (the trial ones from the job runner). Dates are written out in UTC, the zone billing periods run in.
 */
import { messages } from '@jobapp/shared/messages';
import { isPaidPlan, planList, planPeriodLabel, plans, type PlanId } from '@jobapp/shared/plans';
import type { MailMessage } from './mailer';
import { PRODUCT, render } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Friday, December 4, 2026 (UTC)'. */
function formatLongDate(date: Date): string {
  return `${longDate.format(date)} (UTC)`;
}

function greeting(fullName: string): string {
  const name = fullName.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

/** '$19.99/month', from the catalogue. */
function planPrice(plan: PlanId): string {
  return `${plans[plan].price}${planPeriodLabel(plan)}`;
}

/** 'Starter $9.99/month, Pro $19.99/month, Elite $39.99/month'. */
function paidPlanPrices(): string {
  return planList
    .filter((plan) => isPaidPlan(plan.id))
    .map((plan) => `${plan.name} ${planPrice(plan.id)}`)
    .join(', ');
}

/** What an ended trial keeps and what waits for a plan (the entitlements' `expired` status). */
const AFTER_TRIAL_STILL_WORKS = 'sign in and see, download and delete your resumes';
const AFTER_TRIAL_STOPS =
  'New resume tailoring, cover letters, LinkedIn profile optimization and saving edits in the editor are not available until you choose a plan.';

/** Who an e-mail goes to; every billing e-mail greets them by name. */
export interface BillingMailRecipient {
  to: string;
  /** The user's display name; blank greets without one. */
  fullName: string;
}

/** An e-mail about the user's plan names it, with its price, from the catalogue. */
export interface BillingMailPlan extends BillingMailRecipient {
  plan: PlanId;
}

function composeMail(recipient: BillingMailRecipient, subject: string, paragraphs: string[]): MailMessage {
  return { to: recipient.to, subject, ...render([greeting(recipient.fullName), ...paragraphs]) };
}

function choosePlanParagraphs(pricingUrl: string): string[] {
  return [`The plans: ${paidPlanPrices()}. You can compare them and choose one here:`, pricingUrl];
}

export interface SubscriptionStartedInput extends BillingMailPlan {
  /** End of the first paid period: when the plan renews. */
  periodEnd: Date;
  dashboardUrl: string;
}

export function subscriptionStartedEmail(input: SubscriptionStartedInput): MailMessage {
  const { name } = plans[input.plan];
  return composeMail(input, `Your ${PRODUCT} ${name} plan is active`, [
    `Thank you for subscribing. Your ${name} plan (${planPrice(input.plan)}) is active.`,
    `It renews on ${formatLongDate(input.periodEnd)}.`,
    'You can change or cancel your plan from your dashboard. A change takes effect at the next billing cycle;' +
      ' after cancelling you keep access until the end of the period you paid for.',
    input.dashboardUrl,
  ]);
}

export interface PaymentFailedInput extends BillingMailPlan {
  /** Where the user updates the card (the payment provider's customer portal, or a page that opens it). */
  portalUrl: string;
}

export function paymentFailedEmail(input: PaymentFailedInput): MailMessage {
  const { name } = plans[input.plan];
  return composeMail(input, `Your ${PRODUCT} payment did not go through`, [
    `We could not take the payment for your ${name} plan (${planPrice(input.plan)}).`,
    'You keep access to your plan for now. To keep it, please update your card here:',
    input.portalUrl,
    'If you have already updated it, you can ignore this e-mail.',
  ]);
}

export interface TrialEndingInput extends BillingMailRecipient {
  trialEndsAt: Date;
  pricingUrl: string;
  /** When the e-mail is written; the wording counts UTC calendar days from it to `trialEndsAt`. */
  now?: Date;
}

/** 'today', 'tomorrow' or 'in N days', by UTC calendar day. */
function daysUntil(end: Date, now: Date): string {
  const days = Math.floor(end.getTime() / DAY_MS) - Math.floor(now.getTime() / DAY_MS);
  if (end.getTime() <= now.getTime()) {
    throw new RangeError('The trial has already ended: send trialEndedEmail instead.');
  }
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** Sent ahead of the trial's end (the dashboard's warning window: limits.trialWarningDays, 2 days). */
export function trialEndingEmail(input: TrialEndingInput): MailMessage {
  const when = daysUntil(input.trialEndsAt, input.now ?? new Date());
  return composeMail(input, `Your ${PRODUCT} free trial ends ${when}`, [
    `Your ${PRODUCT} free trial ends ${when}, on ${formatLongDate(input.trialEndsAt)}. Nothing is charged when it ends.`,
    `After that you can still ${AFTER_TRIAL_STILL_WORKS}. ${AFTER_TRIAL_STOPS}`,
    ...choosePlanParagraphs(input.pricingUrl),
  ]);
}

export interface TrialEndedInput extends BillingMailRecipient {
  pricingUrl: string;
}

export function trialEndedEmail(input: TrialEndedInput): MailMessage {
  return composeMail(input, `Your ${PRODUCT} free trial has ended`, [
    messages.trialEnded,
    `You can still ${AFTER_TRIAL_STILL_WORKS}. ${AFTER_TRIAL_STOPS}`,
    ...choosePlanParagraphs(input.pricingUrl),
  ]);
}
