/**
 * The plan's revision allowance, shown above the editor before anything is typed (issue 23; D9: a
 * revision is a save in the editor; free_trial 1 during the trial, starter 1 a month, pro and elite
 * unlimited). The figures come from the billing overview (GET /api/billing/account, computed by the
 * server with the shared `entitlementsOf`); while it loads, from the session plan's `planAllowances`,
 * without a count of what is left. The count's wording is the dashboard's (`quotaLines`), the paid
 * plans' allowance the spec's ('1 revision a month', 'Unlimited revisions'). Unit-tested beside it.
 */
import { type BillingOverview, planAllowances, type PlanId, plans } from '@jobapp/shared';
import { quotaLines } from '@/features/billing/billing-labels';

export interface RevisionAllowance {
  text: string;
  /** A save would be refused now (nothing left, or the trial or plan has ended): shown with Upgrade. */
  blocked: boolean;
}

function revisions(count: number): string {
  return `${count} ${count === 1 ? 'revision' : 'revisions'}`;
}

/** 'Your Starter plan includes 1 revision a month', 'Your Free Trial includes 1 revision during the trial'. */
function includedText(plan: PlanId, limit: number | null): string {
  const owner = plan === 'free_trial' ? `Your ${plans[plan].name}` : `Your ${plans[plan].name} plan`;
  if (limit === null) return `${owner} includes unlimited revisions`;
  if (limit === 0) return `${owner} does not include saving edited resumes`;
  return `${owner} includes ${revisions(limit)} ${plan === 'free_trial' ? 'during the trial' : 'a month'}`;
}

export function revisionAllowance(
  overview: Pick<BillingOverview, 'plan' | 'quotas' | 'newWork'> | undefined,
  sessionPlan: PlanId | null | undefined,
): RevisionAllowance | null {
  if (overview && !overview.newWork.allowed) return { text: overview.newWork.message, blocked: true };
  const plan = overview?.plan ?? sessionPlan;
  if (!plan) return null;
  const limit = overview ? overview.quotas.revision.limit : planAllowances[plan].revisions;
  const included = includedText(plan, limit);
  if (limit === null) return { text: `${included}: save as often as you like.`, blocked: false };
  if (limit === 0) return { text: `${included}.`, blocked: true };
  const head = `${included}: each save in the editor is one.`;
  const left = overview ? quotaLines(plan, overview.quotas).find((line) => line.feature === 'revision') : undefined;
  return left ? { text: `${head} ${left.text}.`, blocked: left.exhausted } : { text: head, blocked: false };
}
