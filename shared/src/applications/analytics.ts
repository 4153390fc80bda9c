/**
 * The tracker's analytics (issue 25, section 7): what the user's own history says works. Computed from
 * each card's stage history (application_events), never its current stage, so a card rejected after
 * two interviews counts as applied, responded and interviewed.
 *
 * GET /api/applications/analytics → ApplicationAnalytics. The API reads one `CardHistory` per card and
 * calls `computeAnalytics`; the web panel shows the result as it is.
 *
 * - Funnel: saved (every card tracked) → applied → response → interview → offer, each step a subset of
 *   the one before. Applied: the card entered applied, or a stage only reached after applying (a
 *   response, or no_response). A response: interviewing, offer, accepted or rejected (not no_response,
 *   not withdrawn). Interview: interviewing, offer or accepted. Offer: offer or accepted.
 * - Median days from applied to the first response: over the cards with both moments (the first entry
 *   into applied, the first response at or after it), to one decimal; null with none.
 * - Response rates (responded / applied, whole percent) over the applied cards, by the card's source, by
 *   the template of its packet ("none" without one), by the match score of the newest resume attached to
 *   it (bands below), and tailored (a resume attached from a tailoring) or not. A group is listed once it
 *   has an applied card.
 */
import type { ApplicationStage } from './applications.schema';

export const RESPONSE_STAGES = ['interviewing', 'offer', 'accepted', 'rejected'] as const satisfies readonly ApplicationStage[];
const APPLIED_STAGES: readonly ApplicationStage[] = ['applied', ...RESPONSE_STAGES, 'no_response'];
const INTERVIEW_STAGES: readonly ApplicationStage[] = ['interviewing', 'offer', 'accepted'];
const OFFER_STAGES: readonly ApplicationStage[] = ['offer', 'accepted'];

/** Match-score bands (the resume's scoreAfter, 0-100), in order; `none`: no resume, or one without a score. */
export const MATCH_BANDS = [
  { key: 'under_50', label: 'Under 50', min: -Infinity },
  { key: '50_69', label: '50-69', min: 50 },
  { key: '70_84', label: '70-84', min: 70 },
  { key: '85_plus', label: '85 and over', min: 85 },
] as const;
export const NO_SCORE_BAND = { key: 'none', label: 'No score' } as const;
export const NO_TEMPLATE = 'none';

/** One card's history, as the API reads it. Times are ISO date-times. */
export interface CardHistory {
  source: string;
  /** Every stage the card entered (its created event's stage included). */
  stages: readonly string[];
  /** The first entry into applied, if any. */
  appliedAt: string | null;
  /** The first entry into a response stage, if any. */
  firstResponseAt: string | null;
  /** The newest packet event's templateId, if any. */
  templateId: string | null;
  /** scoreAfter of the newest resume attached, if it has one. */
  matchScore: number | null;
  /** A resume from a tailoring is attached (a 'resume' event). */
  tailored: boolean;
}

export interface ResponseRate {
  key: string;
  label: string;
  /** Cards that reached applied in this group. */
  applied: number;
  /** Of those, the ones that had a response. */
  responded: number;
  /** responded / applied as a whole percent. */
  rate: number;
}

export interface ApplicationAnalytics {
  funnel: { saved: number; applied: number; responded: number; interviewed: number; offers: number };
  /** Days from applied to the first response, the median; null when no card has both. */
  medianDaysToResponse: number | null;
  /** How many cards the median is taken over. */
  responseTimesCounted: number;
  bySource: ResponseRate[];
  byTemplate: ResponseRate[];
  byMatchBand: ResponseRate[];
  byTailoring: ResponseRate[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

const reachedAny = (card: CardHistory, stages: readonly string[]) => card.stages.some((stage) => stages.includes(stage));
export const hasApplied = (card: CardHistory) => reachedAny(card, APPLIED_STAGES);
export const hasResponse = (card: CardHistory) => reachedAny(card, RESPONSE_STAGES);

export function matchBand(score: number | null): { key: string; label: string } {
  if (score === null || !Number.isFinite(score)) return NO_SCORE_BAND;
  let band: { key: string; label: string } = MATCH_BANDS[0];
  for (const candidate of MATCH_BANDS) if (score >= candidate.min) band = candidate;
  return { key: band.key, label: band.label };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/** Groups the applied cards by `keyOf` and answers each group's response rate. `order`: keys first, in this order. */
function ratesBy(applied: readonly CardHistory[], keyOf: (card: CardHistory) => { key: string; label: string }, order?: readonly string[]): ResponseRate[] {
  const groups = new Map<string, ResponseRate>();
  for (const card of applied) {
    const { key, label } = keyOf(card);
    const group = groups.get(key) ?? { key, label, applied: 0, responded: 0, rate: 0 };
    group.applied += 1;
    if (hasResponse(card)) group.responded += 1;
    groups.set(key, group);
  }
  const rates = [...groups.values()].map((group) => ({ ...group, rate: percent(group.responded, group.applied) }));
  if (order) return rates.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return rates.sort((a, b) => b.applied - a.applied || a.key.localeCompare(b.key));
}

const sourceLabels: Record<string, string> = {
  extension: 'Browser extension',
  tailoring: 'Tailored resume',
  cover_letter: 'Cover letter',
  job_search: 'Job search',
  manual: 'Added by hand',
  import: 'CSV import',
};

export function computeAnalytics(cards: readonly CardHistory[]): ApplicationAnalytics {
  const applied = cards.filter(hasApplied);
  const days: number[] = [];
  for (const card of applied) {
    if (card.appliedAt === null || card.firstResponseAt === null) continue;
    const elapsed = Date.parse(card.firstResponseAt) - Date.parse(card.appliedAt);
    if (elapsed >= 0) days.push(elapsed / DAY_MS);
  }
  const middle = median(days);
  return {
    funnel: {
      saved: cards.length,
      applied: applied.length,
      responded: applied.filter(hasResponse).length,
      interviewed: applied.filter((card) => reachedAny(card, INTERVIEW_STAGES)).length,
      offers: applied.filter((card) => reachedAny(card, OFFER_STAGES)).length,
    },
    medianDaysToResponse: middle === null ? null : Math.round(middle * 10) / 10,
    responseTimesCounted: days.length,
    bySource: ratesBy(applied, (card) => ({ key: card.source, label: sourceLabels[card.source] ?? card.source })),
    byTemplate: ratesBy(applied, (card) => {
      const key = card.templateId ?? NO_TEMPLATE;
      return { key, label: key === NO_TEMPLATE ? 'No packet' : key };
    }),
    byMatchBand: ratesBy(applied, (card) => matchBand(card.matchScore), [...MATCH_BANDS.map((band) => band.key), NO_SCORE_BAND.key]),
    byTailoring: ratesBy(applied, (card) => (card.tailored ? { key: 'tailored', label: 'Tailored' } : { key: 'not_tailored', label: 'Not tailored' }), ['tailored', 'not_tailored']),
  };
}
