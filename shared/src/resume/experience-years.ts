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

/** A role held while studying or to learn: an internship, a student's job, one "part-time during college". */
const STUDENT_ROLE_RE = /\b(?:intern|internship|co-?op student|trainee|student (?:assistant|worker|employee)|work-study|(?:part-time )?(?:during|while (?:in|at)) (?:college|school|university|my studies|studies))\b/i;

/**
 * The years of a career: the role dates without the roles held while studying or to learn. "Data analyst intern with 2
 * years of experience" counted a part-time sales job during college (a recruiter's read).
 */
export function careerYears(resume: StructuredResume, reference: MonthIndexed | null): number {
  return computedExperienceYears(resume, reference, (e) => !STUDENT_ROLE_RE.test(`${e.title} ${e.dates}`));
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
  /** What the user says the years were in ("software development and product management" of "over 20 years of experience in software development and product management"). */
  readonly scope?: string;
}

/** "… of experience in X", "… in X": the field a stated figure counts, up to a comma, a stop or a new clause; six words at most. */
const SCOPE_RE = /^\s*(?:of\s+(?:professional\s+|hands-on\s+|work\s+|industry\s+)?experience\s+)?in\s+((?:[\p{L}\d][\p{L}\d&/+.'-]*)(?:\s+(?!(?:with|having|where|who|which|while|including)\b)[\p{L}\d&/+.'-]+){0,5}?)\s*(?=[,.;:!?]|\s+(?:with|having|where|who|which|while|including)\b|$)/u;

/** What may follow a whole scope: the sentence's end, or a new clause ("…, having worked at …", "…, I excel …"), never more of a list. */
const AFTER_SCOPE_RE = /^\s*(?:[.!?;:]|$|,\s+(?:having|with|where|who|which|while|including|I|and I)\b)/u;

function scopeAfter(rest: string): string | undefined {
  const match = SCOPE_RE.exec(rest);
  const scope = match?.[1]?.replace(/[.]+$/, '');
  if (!match || !scope || !AFTER_SCOPE_RE.test(rest.slice(match[0].length))) return undefined;
  // "the industry and a CPA": a second thing joined on is no field.
  if (/\s(?:and|or)\s+(?:a|an|the|my)\s/i.test(` ${scope} `) || /^(?:the\s+)?(?:field|industry|area)$/i.test(scope)) return undefined;
  return scope;
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
    // "… with 8 years of experience", "8 years in …", and a title's own "(8 years)" ("High school chemistry teacher
    // (8 years) who builds courses …").
    if (!/experience|experienced|\bin\b|career|industry|professional|\(\s*\d{1,2}\s*\+?\s*(?:years?|yrs)\s*\)/i.test(sentence)) continue;
    STATED_RE.lastIndex = 0;
    for (let m = STATED_RE.exec(sentence); m !== null; m = STATED_RE.exec(sentence)) {
      const qualifier = (m[1] ?? '').toLowerCase();
      if (['nearly', 'almost', 'about', 'around', 'close to'].includes(qualifier)) continue;
      const raw = (m[2] ?? '').toLowerCase();
      const n = parseSmallNumber(raw);
      if (!Number.isFinite(n) || n <= 0 || n > 50) continue;
      const atLeast = qualifier === 'over' || qualifier === 'more than' ? 'over' : m[3] ? '+' : undefined;
      const scope = scopeAfter(sentence.slice(m.index + m[0].length));
      if (!best || n > best.years) best = { years: n, text: sentence.trim(), ...(atLeast ? { atLeast } : {}), ...(scope ? { scope } : {}) };
    }
  }
  return best;
}
