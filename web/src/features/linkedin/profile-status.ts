/**
 * What a saved optimization shows for its status (spec sections 2 and 6, issue 13): a completed one
 * its texts, a failed one its reason, the others a spinner and 'Check Status'. Also when the list is
 * polled and what the live region announces.
 */
import type { LinkedInProfileItem, LinkedInProfileStatus } from '@jobapp/shared/linkedin/linkedin.schema';

export type StatusBadgeVariant = 'neutral' | 'default' | 'success' | 'destructive';

export interface StatusView {
  label: string;
  badge: StatusBadgeVariant;
  /** A spinner and the 'Check Status' button. */
  inProgress: boolean;
  showResult: boolean;
  /** The failure's reason, for a failed item. */
  failure: string | null;
}

export const defaultFailureReason = 'The optimization could not be completed. Please try again.';

const KNOWN: readonly LinkedInProfileStatus[] = ['pending', 'processing', 'completed', 'failed'];

/** An unknown status reads as processing (spec section 6: only 'completed' is told apart). */
export function normalizeStatus(status: string): LinkedInProfileStatus {
  return (KNOWN as readonly string[]).includes(status) ? (status as LinkedInProfileStatus) : 'processing';
}

export function statusView(item: Pick<LinkedInProfileItem, 'status' | 'failureReason'>): StatusView {
  const status = normalizeStatus(item.status);
  switch (status) {
    case 'completed':
      return { label: 'Completed', badge: 'success', inProgress: false, showResult: true, failure: null };
    case 'failed':
      return {
        label: 'Failed',
        badge: 'destructive',
        inProgress: false,
        showResult: false,
        failure: item.failureReason?.trim() || defaultFailureReason,
      };
    case 'pending':
      return { label: 'Pending', badge: 'neutral', inProgress: true, showResult: false, failure: null };
    case 'processing':
      return { label: 'Processing', badge: 'default', inProgress: true, showResult: false, failure: null };
  }
}

/** How many items are still pending or processing. */
export function inProgressCount(items: readonly Pick<LinkedInProfileItem, 'status'>[] | undefined): number {
  return (items ?? []).filter((item) => statusView({ status: item.status, failureReason: null }).inProgress).length;
}

/** The first re-read of the list while work runs: the work itself takes about 0.1 s (issue 26). */
export const POLL_FIRST_MS = 500;
/** The longest wait between re-reads, reached after a few seconds of work still running. */
export const POLL_MAX_MS = 4000;
/** The wait doubles after each this long of work still running. */
export const POLL_BACKOFF_STEP_MS = 2000;

/**
 * The list's refetch interval: only while an item is pending or processing, else none (spec section 9
 * sets no interval by default; this one stops as soon as the work is done). It starts at 0.5 s, so a
 * finished optimization shows within about half a second, and backs off while the work keeps running:
 * 0.5 s for the first 2 s, then 1 s, 2 s, and 4 s from 6 s on. `runningForMs` is how long this page
 * has seen work in progress.
 */
export function pollInterval(items: readonly Pick<LinkedInProfileItem, 'status'>[] | undefined, runningForMs = 0): number | false {
  if (inProgressCount(items) === 0) return false;
  const steps = Math.max(0, Math.floor(runningForMs / POLL_BACKOFF_STEP_MS));
  return Math.min(POLL_MAX_MS, POLL_FIRST_MS * 2 ** Math.min(steps, 16));
}

/** What the list's live region says: the work still running, or nothing. */
export function progressAnnouncement(items: readonly Pick<LinkedInProfileItem, 'status'>[] | undefined): string {
  const running = inProgressCount(items);
  if (running === 0) return items && items.length > 0 ? 'All optimizations are finished.' : '';
  return running === 1 ? '1 optimization in progress.' : `${running} optimizations in progress.`;
}
