/**
 * Job alerts (issue 25, decision D14): saved searches and company watches, the API's shapes and checks,
 * the plan limits (from the shared entitlements) and the texts the API and the web app share.
 */
import { z } from 'zod';
import { jobSources, type JobSource } from '../job-search.schema';
import { planAllowances, planIds, plans, type PlanId } from '../plans';
import { singleLineText } from '../text-fields';
import { recogniseCompanyBoard, type WatchBoard } from './board-url';

export const alertKinds = ['search', 'watch'] as const;
export type AlertKind = (typeof alertKinds)[number];
export const alertFrequencies = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
export const MAX_POSTED_WITHIN_DAYS = 30;

export const jobAlertMessages = {
  titleRequired: 'Enter a job title to search for.',
  sourcesRequired: 'Choose LinkedIn, Indeed or both.',
  postedWithin: `Choose between 1 and ${MAX_POSTED_WITHIN_DAYS} days.`,
  boardUrl: 'Paste the address of a company job board on Greenhouse, Lever, Ashby or Workday.',
  kind: 'Choose a saved search or a company watch.',
  frequency: 'Choose daily or weekly.',
  notFound: 'This alert is not on your list.',
  wrongKind: 'This field belongs to the other kind of alert.',
  nothingToChange: 'Nothing to change.',
  /** The product's upgrade wording (messages.subscriptionRequiredFor). */
  notInPlan: 'Your plan does not include job alerts. Upgrade your subscription to use them.',
  productionOnly: 'Running alerts on demand is for testing only.',
  unsubscribed: 'Job alert e-mails are off. You can turn them on again in your settings.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Turn job alert e-mails off in your settings.',
  unsubscribeTitle: 'Stop job alert e-mails?',
  unsubscribeQuestion: 'You will not get job alert digests any more. Your saved searches and company watches stay, and you can turn the e-mails on again in your settings.',
  unsubscribeButton: 'Stop job alert e-mails',
} as const;

const title = z
  .string({ error: jobAlertMessages.titleRequired })
  .trim()
  .check(singleLineText())
  .min(1, { error: jobAlertMessages.titleRequired })
  .max(200);
const location = z.string().trim().check(singleLineText()).max(200);
const sources = z
  .array(z.enum(jobSources, { error: jobAlertMessages.sourcesRequired }), { error: jobAlertMessages.sourcesRequired })
  .min(1, { error: jobAlertMessages.sourcesRequired })
  .max(10, { error: jobAlertMessages.sourcesRequired })
  .transform((list) => jobSources.filter((source) => list.includes(source)));
const postedWithinDays = z
  .number({ error: jobAlertMessages.postedWithin })
  .int({ error: jobAlertMessages.postedWithin })
  .min(1, { error: jobAlertMessages.postedWithin })
  .max(MAX_POSTED_WITHIN_DAYS, { error: jobAlertMessages.postedWithin });
const frequency = z.enum(alertFrequencies, { error: jobAlertMessages.frequency });
const titleFilter = z.string().trim().check(singleLineText()).max(200);
const boardUrl = z
  .string({ error: jobAlertMessages.boardUrl })
  .trim()
  .max(2000, { error: jobAlertMessages.boardUrl })
  .refine((value) => recogniseCompanyBoard(value) !== null, { error: jobAlertMessages.boardUrl });

export const createSearchAlertSchema = z.strictObject({
  kind: z.literal('search'),
  title,
  location: location.default(''),
  remote: z.boolean().default(false),
  sources: sources.default([...jobSources]),
  postedWithinDays: postedWithinDays.default(7),
  frequency: frequency.default('daily'),
});

export const createWatchAlertSchema = z.strictObject({
  kind: z.literal('watch'),
  boardUrl,
  titleFilter: titleFilter.default(''),
  frequency: frequency.default('daily'),
});

/** POST /api/job-alerts. */
export const createJobAlertSchema = z.discriminatedUnion('kind', [createSearchAlertSchema, createWatchAlertSchema], {
  error: jobAlertMessages.kind,
});
export type CreateJobAlertInput = z.input<typeof createJobAlertSchema>;
export type CreateJobAlert = z.output<typeof createJobAlertSchema>;

/** PATCH /api/job-alerts/{id}: pause or resume, the frequency, and the fields of the alert's own kind. */
export const updateJobAlertSchema = z
  .strictObject({
    paused: z.boolean(),
    frequency,
    title,
    location,
    remote: z.boolean(),
    sources,
    postedWithinDays,
    titleFilter,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: jobAlertMessages.nothingToChange });
export type UpdateJobAlertInput = z.input<typeof updateJobAlertSchema>;
export type UpdateJobAlert = z.output<typeof updateJobAlertSchema>;
export const searchOnlyFields = ['title', 'location', 'remote', 'sources', 'postedWithinDays'] as const;
export const watchOnlyFields = ['titleFilter'] as const;

export interface SavedSearch {
  title: string;
  location: string;
  remote: boolean;
  sources: JobSource[];
  postedWithinDays: number;
}

export interface CompanyWatch {
  board: WatchBoard;
  company: string;
  boardUrl: string;
  titleFilter: string;
}

interface AlertBase {
  id: number;
  paused: boolean;
  frequency: AlertFrequency;
  createdAt: string;
  /** When its postings were last read for a digest; null before the first. */
  lastRunAt: string | null;
}
export type JobAlert = (AlertBase & { kind: 'search'; search: SavedSearch }) | (AlertBase & { kind: 'watch'; watch: CompanyWatch });

export interface AlertLimit {
  used: number;
  limit: number;
}

/** GET /api/job-alerts. `included` is false on plans without alerts (free trial, Starter, an ended plan). */
export interface JobAlertList {
  alerts: JobAlert[];
  included: boolean;
  limits: { searches: AlertLimit; watches: AlertLimit };
  /** The account's `jobAlerts` preference: off, no digest is sent. */
  emailsOn: boolean;
}

/** POST /api/job-alerts/run (not in production): what the run did for the signed-in user. */
export interface AlertRunAnswer {
  /** A digest was queued (false: nothing new, or no alert to run). */
  sent: boolean;
  /** Distinct sources read. */
  reads: number;
  /** Sources that refused or failed after retries, named in the digest. */
  limited: string[];
}

/** The plans that include job alerts, lowest first. */
export function plansWithAlerts(): PlanId[] {
  return planIds.filter((plan) => planAllowances[plan].jobAlertSearches > 0);
}

/** The 402 at a full list: 'You have 5 saved searches, the most the Pro plan allows. …' */
export function alertLimitMessage(kind: AlertKind, plan: PlanId, limit: number): string {
  const noun = kind === 'search' ? 'saved searches' : 'company watches';
  const higher = planIds.find((id) => planAllowances[id][kind === 'search' ? 'jobAlertSearches' : 'jobAlertWatches'] > limit);
  const upgrade = higher ? ` Delete one, or upgrade to ${plans[higher].name} for ${planAllowances[higher][kind === 'search' ? 'jobAlertSearches' : 'jobAlertWatches']}.` : ' Delete one to add another.';
  return `You have ${limit} ${noun}, the most the ${plans[plan].name} plan allows.${upgrade}`;
}

/** 'Pro: 5 saved searches and 10 company watches. Elite: 20 and 50.' (the limits, shown before they are hit). */
export function alertLimitsLine(): string {
  return plansWithAlerts()
    .map((plan, index) => {
      const { jobAlertSearches: s, jobAlertWatches: w } = planAllowances[plan];
      return index === 0 ? `${plans[plan].name}: ${s} saved searches and ${w} company watches.` : `${plans[plan].name}: ${s} and ${w}.`;
    })
    .join(' ');
}
