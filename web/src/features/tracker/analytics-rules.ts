/** The analytics panel's words and numbers (GET /api/applications/analytics), kept out of the markup to be tested. */
import type { ApplicationAnalytics, ResponseRate } from '@jobapp/shared/applications/analytics';

export interface AnalyticsFunnelRow {
  label: string;
  count: number;
  /** Whole percent of the step before; null for the first step or when the step before is 0. */
  ofPrevious: number | null;
}

export function analyticsFunnelRows(funnel: ApplicationAnalytics['funnel']): AnalyticsFunnelRow[] {
  const steps: [string, number][] = [
    ['Saved', funnel.saved],
    ['Applied', funnel.applied],
    ['Response', funnel.responded],
    ['Interview', funnel.interviewed],
    ['Offer', funnel.offers],
  ];
  return steps.map(([label, count], i) => {
    const previous = i > 0 ? steps[i - 1]?.[1] ?? 0 : 0;
    return { label, count, ofPrevious: i > 0 && previous > 0 ? Math.round((count / previous) * 100) : null };
  });
}

export function medianText(analytics: Pick<ApplicationAnalytics, 'medianDaysToResponse' | 'responseTimesCounted'>): string {
  const days = analytics.medianDaysToResponse;
  if (days === null) return 'No response recorded after an application yet.';
  const counted = analytics.responseTimesCounted;
  return `Median time from applying to a first response: ${days} ${days === 1 ? 'day' : 'days'} (${counted} ${counted === 1 ? 'application' : 'applications'}).`;
}

export interface RateTable {
  caption: string;
  heading: string;
  rows: ResponseRate[];
}

export function rateTables(analytics: ApplicationAnalytics): RateTable[] {
  return [
    { caption: 'Response rate by source', heading: 'Source', rows: analytics.bySource },
    { caption: 'Response rate by template sent', heading: 'Template', rows: analytics.byTemplate },
    { caption: 'Response rate by match score', heading: 'Match score', rows: analytics.byMatchBand },
    { caption: 'Response rate, tailored or not', heading: 'Resume', rows: analytics.byTailoring },
  ];
}
