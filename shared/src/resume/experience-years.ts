/**
 * Years of experience a resume supports: computed from its role dates (overlaps counted once) and
 * stated in its own words ("8+ years", "three years of experience").
 */
import { datePointsIn, monthIndex, monthIndexOf, parseDatePoint, type MonthIndexed } from './dates';
import { WORD_NUMBER_SOURCE, parseSmallNumber } from './numbers';
import type { ExperienceEntry, StructuredResume } from './types';

/** Year-only dates count from mid-year, so "2016 – 2018" is two years. */
const YEAR_ONLY_MONTH = 6;

/**
 * The month used for "Present": the caller's `now` when given, otherwise the latest explicit date in
 * the resume (a conservative stand-in that never overstates experience), or null.
 */
export function referenceMonth(text: string, now?: Date | string | null): MonthIndexed | null {
  if (now) {
    const fromNow = monthIndexOf(now);
    if (fromNow) return fromNow;
  }
  let latest: number | null = null;
  for (const p of datePointsIn(text)) {
    const idx = monthIndex(p, YEAR_ONLY_MONTH, null);
    if (idx !== null && (latest === null || idx > latest)) latest = idx;
  }
  return latest === null ? null : { index: latest };
}

/**
 * Total months covered by the experience entries (union of ranges); with `include`, only the entries it
 * accepts (the roles whose statements show a skill, for "4+ years of Python").
 */
export function experienceMonths(
  resume: StructuredResume,
  reference: MonthIndexed | null,
  include?: (entry: ExperienceEntry, index: number) => boolean,
): number {
  const ranges: [number, number][] = [];
  for (const [index, e] of resume.experience.entries()) {
    if (include && !include(e, index)) continue;
    const start = e.startDate ? parseDatePoint(e.startDate) : null;
    const end = e.endDate ? parseDatePoint(e.endDate) : null;
    if (!start || !end) continue;
    const s = monthIndex(start, YEAR_ONLY_MONTH, reference);
    const f = monthIndex(end, YEAR_ONLY_MONTH, reference);
    if (s === null || f === null || f < s) continue;
    ranges.push([s, f]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [s, f] of ranges) {
    if (s > curEnd) {
      if (curEnd >= curStart && curStart >= 0) total += curEnd - curStart;
      curStart = s;
      curEnd = f;
    } else curEnd = Math.max(curEnd, f);
  }
  if (curStart >= 0) total += curEnd - curStart;
  return total;
}

/** Whole years from role dates (of the entries `include` accepts, when given). */
export function computedExperienceYears(
  resume: StructuredResume,
  reference: MonthIndexed | null,
  include?: (entry: ExperienceEntry, index: number) => boolean,
): number {
  return Math.floor(experienceMonths(resume, reference, include) / 12);
}

export interface StatedYears {
  readonly years: number;
  /** The sentence that states it. */
  readonly text: string;
  /** How the figure is said to be a floor ("over 10 years", "8+ years"), when it is. */
  readonly atLeast?: 'over' | '+';
}

const STATED_RE = new RegExp(
  // Linear on long runs of spaces: (?<!\s) tries a run from its first space only, and `\s*(\+\s*)?`
  // has no two adjacent `\s*` to split a run between.
  `(nearly|almost|about|around|close to|over|more than)?(?<!\\s)\\s*\\b(\\d{1,2}|${WORD_NUMBER_SOURCE})\\s*(\\+\\s*)?(?:years?|yrs)\\b`,
  'gi',
);

/** The largest years-of-experience figure the resume states about the candidate (summary/headline). */
export function statedExperienceYears(resume: StructuredResume): StatedYears | null {
  let best: StatedYears | null = null;
  const texts = [resume.headline, ...resume.summary.split(/(?<=[.!?])\s+/)];
  for (const sentence of texts) {
    if (!/experience|experienced|\bin\b|career|industry|professional/i.test(sentence)) continue;
    STATED_RE.lastIndex = 0;
    for (let m = STATED_RE.exec(sentence); m !== null; m = STATED_RE.exec(sentence)) {
      const qualifier = (m[1] ?? '').toLowerCase();
      if (['nearly', 'almost', 'about', 'around', 'close to'].includes(qualifier)) continue;
      const raw = (m[2] ?? '').toLowerCase();
      const n = parseSmallNumber(raw);
      if (!Number.isFinite(n) || n <= 0 || n > 50) continue;
      const atLeast = qualifier === 'over' || qualifier === 'more than' ? 'over' : m[3] ? '+' : undefined;
      if (!best || n > best.years) best = { years: n, text: sentence.trim(), ...(atLeast ? { atLeast } : {}) };
    }
  }
  return best;
}
