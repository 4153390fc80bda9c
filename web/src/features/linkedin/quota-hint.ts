/** The plan's LinkedIn allowance under the submit button: '1 of 2 optimizations left this month (resets Dec 4)'. */
import type { QuotaView } from '@jobapp/shared';
import { formatShortDate } from '@/lib/dates';

export function quotaHint(quota: QuotaView | undefined): string | null {
  if (!quota || quota.limit === null || quota.limit === 0 || quota.remaining === null) return null;
  const resets = formatShortDate(quota.resetsAt);
  const when = resets === 'N/A' ? '' : ` (resets ${resets})`;
  return `${quota.remaining} of ${quota.limit} ${quota.limit === 1 ? 'optimization' : 'optimizations'} left this month${when}.`;
}

/** Under 'Limit Reached': when the allowance comes back, unless the server's message already says so. */
export function renewalHint(quota: QuotaView | undefined, message = ''): string | null {
  if (/\b(resets?|renews?)\b/i.test(message)) return null;
  const resets = formatShortDate(quota?.resetsAt);
  return resets === 'N/A'
    ? 'Your allowance renews at the start of your next monthly period.'
    : `Your allowance renews on ${resets}.`;
}
