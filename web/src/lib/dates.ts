/** Date rules and formats used across the app. Pure functions, unit-tested. */
import { limits, type PlanId } from '@jobapp/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialState = 'ending-soon' | 'ended' | null;

/**
 * The dashboard's trial banner (spec section 2): shown when a free trial ends in less than
 * `limits.trialWarningDays` (2) days. A trial whose end has already passed reports 'ended'.
 */
export function trialState(plan: PlanId | undefined, endDate: string | null | undefined, now: Date = new Date()): TrialState {
  if (plan !== 'free_trial' || !endDate) return null;
  const end = new Date(endDate).getTime();
  if (Number.isNaN(end)) return null;
  const remaining = end - now.getTime();
  if (remaining <= 0) return 'ended';
  return remaining < limits.trialWarningDays * DAY_MS ? 'ending-soon' : null;
}

/** 'April 1, 2025'; 'N/A' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'Dec 4' (a date within the coming year, such as a quota's reset); 'N/A' when absent or unreadable. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
