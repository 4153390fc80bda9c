import { type PlanId } from '@jobapp/shared';

/** Membership-page anchors: free_trial → 'free-trial', others keep their id. */
export function planAnchor(plan: PlanId): string {
  return plan.replace('_', '-');
}
