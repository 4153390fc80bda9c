/**
 * The cover-letter and LinkedIn gates, from the shared entitlements (D9) rather than plan checks of
 * their own: a feature is in the account's plan when its quota's limit is not 0 (the billing overview,
 * which the server computes with `entitlementsOf`), or, while that loads, when the session's plan
 * allows it (`planAllowances`). The gate cards name the plans and allowances from the same table.
 * Unit-tested in feature-gates.test.ts.
 */
import { type BillingOverview, type PlanAllowances, planAllowances, planIds, type PlanId, plans } from '@jobapp/shared';
import { listOf } from '@jobapp/shared/text/lists';

export type GatedFeature = 'cover_letter' | 'linkedin_optimization';

const allowanceOf: Record<GatedFeature, keyof Pick<PlanAllowances, 'coverLetters' | 'linkedInOptimizations'>> = {
  cover_letter: 'coverLetters',
  linkedin_optimization: 'linkedInOptimizations',
};

/** Whether the account may use the feature at all (its monthly count is checked by the server). */
export function featureIncluded(
  feature: GatedFeature,
  overview: Pick<BillingOverview, 'quotas'> | undefined,
  sessionPlan: PlanId | null | undefined,
): boolean {
  if (overview) return overview.quotas[feature].limit !== 0;
  return sessionPlan ? planAllowances[sessionPlan][allowanceOf[feature]] !== 0 : false;
}

/** The plans that include the feature, lowest first. */
export function plansIncluding(feature: GatedFeature): PlanId[] {
  return planIds.filter((plan) => planAllowances[plan][allowanceOf[feature]] !== 0);
}

/** 'the Elite plan', 'the Pro and Elite plans'. */
function planNames(feature: GatedFeature): string {
  const names = plansIncluding(feature).map((plan) => plans[plan].name);
  const list = listOf(names);
  return `the ${list} ${names.length > 1 ? 'plans' : 'plan'}`;
}

/** What the lowest plan with the feature allows: '2 optimizations a month', 'unlimited cover letters'. */
function lowestAllowance(feature: GatedFeature, singular: string, plural: string): string {
  const lowest = plansIncluding(feature)[0];
  const count = lowest ? planAllowances[lowest][allowanceOf[feature]] : null;
  if (count === null) return `unlimited ${plural}`;
  return `${count} ${count === 1 ? singular : plural} a month`;
}

/** The LinkedIn gate's sentence: 'LinkedIn profile optimization is part of the Elite plan, with 2 optimizations a month.' */
export function linkedInGateText(): string {
  return `LinkedIn profile optimization is part of ${planNames('linkedin_optimization')}, with ${lowestAllowance('linkedin_optimization', 'optimization', 'optimizations')}.`;
}

/** The cover-letter gate's sentence: 'Cover letters are part of the Pro and Elite plans (from 5 letters a month): …' */
export function coverLetterGateText(): string {
  return `Cover letters are part of ${planNames('cover_letter')} (from ${lowestAllowance('cover_letter', 'letter', 'letters')}): pick one of your resumes and a job, choose a template, and get a letter written for that job.`;
}
