/** The funnel's steps as shown above the views: each count and its share of all applications tracked. */
import { type Funnel } from '@jobapp/shared/applications/applications.schema';

export interface FunnelStep {
  label: string;
  count: number;
  /** Whole percent of `total`; null for the total itself or when nothing is tracked. */
  rate: number | null;
}

export function funnelSteps(funnel: Funnel): FunnelStep[] {
  const rate = (count: number) => (funnel.total > 0 ? Math.round((count / funnel.total) * 100) : null);
  return [
    { label: 'Tracked', count: funnel.total, rate: null },
    { label: 'Applied', count: funnel.reachedApplied, rate: rate(funnel.reachedApplied) },
    { label: 'Interviewed', count: funnel.reachedInterview, rate: rate(funnel.reachedInterview) },
    { label: 'Offers', count: funnel.reachedOffer, rate: rate(funnel.reachedOffer) },
    { label: 'Accepted', count: funnel.accepted, rate: rate(funnel.accepted) },
  ];
}
