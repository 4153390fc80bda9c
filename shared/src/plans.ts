/**
 * The plan catalogue (spec sections 3, 6 and 9; decision D7: access is cumulative).
 * One source for the landing page, /pricing, /subscription, /membership, the dashboard and the API.
 */
import { limits } from './limits';

/** How many resume templates exist (templates.ts, which imports this module; plans.test.ts checks they agree). */
export const resumeTemplateCount = 27;

export const planIds = ['free_trial', 'starter', 'pro', 'elite'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in US cents. */
  priceCents: number;
  /** Display price, e.g. '$9.99'. */
  price: string;
  /** 'days' for the trial (7 days), 'month' for paid plans. */
  duration: '7 days' | 'month';
  features: string[];
  limitations: string[];
  /** Number of resume templates the plan unlocks (D7, cumulative). */
  templateCount: number;
  highlighted?: boolean;
}

export const plans: Record<PlanId, Plan> = {
  free_trial: {
    id: 'free_trial',
    name: 'Free Trial',
    priceCents: 0,
    price: '$0',
    duration: '7 days',
    features: ['2 resume templates', 'Resume optimization for LinkedIn and Indeed jobs', 'E-mail support'],
    limitations: ['Feedback limited to 500 words', 'No cover letters', 'No LinkedIn profile optimization'],
    templateCount: 2,
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: 999,
    price: '$9.99',
    duration: 'month',
    features: ['5 resume templates', '1 revision a month', 'Keyword optimization', 'E-mail support'],
    limitations: ['No cover letters', 'No LinkedIn profile optimization'],
    templateCount: 5,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 1999,
    price: '$19.99',
    duration: 'month',
    features: [
      'Unlimited revisions',
      '15 premium templates',
      'Cover letter optimization (5 a month)',
      'ATS check',
      'Priority support',
    ],
    limitations: ['No LinkedIn profile optimization'],
    templateCount: 15,
    highlighted: true,
  },
  elite: {
    id: 'elite',
    name: 'Elite',
    priceCents: 3999,
    price: '$39.99',
    duration: 'month',
    features: [
      'Everything in Pro, with unlimited cover letters',
      '30-minute monthly expert consultation',
      'LinkedIn profile optimization (2 a month)',
      `All ${resumeTemplateCount} templates, the 5 exclusive ones included`,
      'Priority support with 24-hour response',
    ],
    limitations: [],
    templateCount: resumeTemplateCount,
  },
};

export const planList: Plan[] = planIds.map((id) => plans[id]);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** '/7 days' for the trial, '/month' otherwise (dashboard Account Overview). */
export function planPeriodLabel(plan: PlanId): string {
  return plans[plan].duration === '7 days' ? '/7 days' : '/month';
}

export function isPaidPlan(plan: PlanId): boolean {
  return plan !== 'free_trial';
}

/** Plan order, for "at least this plan" checks (D7). */
export function planRank(plan: PlanId): number {
  return planIds.indexOf(plan);
}

/**
 * What each plan allows besides templates (spec sections 6 and 9, decision D9). A number is that many
 * per quota period (the billing month; the 7-day window for the trial), 0 is not in the plan and `null`
 * is unlimited. A revision is saving an edited resume in the editor.
 */
export interface PlanAllowances {
  revisions: number | null;
  coverLetters: number | null;
  linkedInOptimizations: number | null;
  /** Expert consultations (30 minutes) bookable per period (D14). */
  consultations: number;
  /** The editor's analysis: 'limited' is the trial's short answer with an upgrade message. */
  editor: 'limited' | 'full';
  /** Job alerts (issue 25): saved searches and company watches at once, 0 = not in the plan. */
  jobAlertSearches: number;
  jobAlertWatches: number;
}

export const planAllowances: Record<PlanId, PlanAllowances> = {
  free_trial: { revisions: 1, coverLetters: 0, linkedInOptimizations: 0, consultations: 0, editor: 'limited', jobAlertSearches: 0, jobAlertWatches: 0 },
  starter: { revisions: 1, coverLetters: 0, linkedInOptimizations: 0, consultations: 0, editor: 'full', jobAlertSearches: 0, jobAlertWatches: 0 },
  pro: { revisions: null, coverLetters: limits.proCoverLettersPerMonth, linkedInOptimizations: 0, consultations: 0, editor: 'full', jobAlertSearches: 5, jobAlertWatches: 10 },
  elite: {
    revisions: null,
    coverLetters: null,
    linkedInOptimizations: limits.eliteLinkedInOptimizationsPerMonth,
    consultations: 1,
    editor: 'full',
    jobAlertSearches: 20,
    jobAlertWatches: 50,
  },
};
