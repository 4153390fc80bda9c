/**
 * How a failed optimize request is shown (spec section 8, issue 13): a message containing 'monthly
 * limit' (or a used-up allowance) as the 'Limit Reached' alert that disables submit; a plan without the
 * feature, or one that ended, as 'Upgrade Required' with a way to /pricing; a validation answer as
 * messages under the fields; anything else as the 'Error' toast.
 */
import { linkedInMessages as m } from '@jobapp/shared/linkedin/linkedin-messages';
import type { OptimizeLinkedInFormValues } from '@jobapp/shared/linkedin/linkedin.schema';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';

export type OptimizeField = keyof OptimizeLinkedInFormValues;
export const optimizeFields: readonly OptimizeField[] = ['profileUrl', 'profileContent', 'targetPosition', 'targetIndustry'];

export type OptimizeFailure =
  | { kind: 'limit'; title: string; message: string }
  | { kind: 'upgrade'; title: string; message: string }
  | { kind: 'toast'; title: string; description: string; fields: Partial<Record<OptimizeField, string>> };

const defaultLimitMessage = 'You have used your LinkedIn optimizations for this month (monthly limit).';
const defaultUpgradeMessage = 'LinkedIn profile optimization is part of the Elite plan.';

/** True when a message says the monthly allowance is used (spec section 8: it contains 'monthly limit'). */
export function isMonthlyLimitMessage(message: string | null | undefined): boolean {
  return Boolean(message?.toLowerCase().includes(m.monthlyLimitMarker));
}

/** The known form fields among a validation answer's details. */
export function optimizeFieldErrors(details: Record<string, string> | undefined): Partial<Record<OptimizeField, string>> {
  const fields: Partial<Record<OptimizeField, string>> = {};
  for (const [key, message] of Object.entries(details ?? {})) {
    const field = optimizeFields.find((name) => name === key);
    if (field && message) fields[field] = message;
  }
  return fields;
}

export function classifyOptimizeError(error: unknown): OptimizeFailure {
  if (isApiError(error)) {
    if (isMonthlyLimitMessage(error.message) || error.code === 'quota_exhausted') {
      return { kind: 'limit', title: m.limitReachedTitle, message: error.message || defaultLimitMessage };
    }
    if (error.code === 'subscription_required' || error.code === 'payment_required') {
      return { kind: 'upgrade', title: m.upgradeRequired, message: error.message || defaultUpgradeMessage };
    }
    return { kind: 'toast', title: 'Error', description: errorMessage(error, m.optimizeFailed), fields: optimizeFieldErrors(error.details) };
  }
  if (error instanceof Error && isMonthlyLimitMessage(error.message)) {
    return { kind: 'limit', title: m.limitReachedTitle, message: error.message };
  }
  return { kind: 'toast', title: 'Error', description: errorMessage(error, m.optimizeFailed), fields: {} };
}
