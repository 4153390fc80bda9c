/**
 * Date rules for experience and education: dates a parser can read, a start and an end for every
 * role, roles newest first, no end before its start, one date format across the resume (the fix only
 * rewrites a date into the dominant format, never changes it), and no date after "today".
 */
import { MONTH_ABBREVIATIONS, findDateRanges } from '../resume/dates';
import type { RuleContext } from './context';
import { getBodyLines, findMatches, memoize, quote, labelRole, getRoles } from './context';
import type { EditorRule, RuleHit } from './rule-types';

const MONTH_FULL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_ALT = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

type DateFormat = 'Mon YYYY' | 'Mon. YYYY' | 'Month YYYY' | 'MM/YYYY' | 'YYYY-MM';

interface DatePointSpan {
  start: number;
  end: number;
  raw: string;
  format: DateFormat;
  year: number;
  month: number;
  /** True when the line says the date is expected (a graduation to come). */
  expected: boolean;
}

const POINT_RE = new RegExp(`\\b(${MONTH_ALT})(\\.?)\\s+((?:19|20)\\d{2})\\b|\\b(\\d{1,2})/((?:19|20)\\d{2})\\b|\\b((?:19|20)\\d{2})-(\\d{2})\\b`, 'gi');

function classifyFormat(word: string, dot: string): DateFormat {
  if (word.length > 3 && word.toLowerCase() !== 'sept') return 'Month YYYY';
  return dot === '.' ? 'Mon. YYYY' : 'Mon YYYY';
}

/** Month-bearing date points inside the date ranges of experience and education lines. */
function findMonthDates(ctx: RuleContext): DatePointSpan[] {
  return memoize(ctx, 'month-dates', () => {
    const out: DatePointSpan[] = [];
    for (const line of getBodyLines(ctx, ['experience', 'education'])) {
      const expected = /\b(?:expected|anticipated|graduating|projected)\b/i.test(line.text);
      for (const range of findDateRanges(line.text)) {
        for (const m of range.raw.matchAll(POINT_RE)) {
          const start = line.start + range.index + (m.index ?? 0);
          const base = { start, end: start + m[0].length, raw: m[0], expected };
          if (m[1] !== undefined && m[3] !== undefined) {
            const month = MONTH_ABBREVIATIONS.findIndex((a) => a.toLowerCase() === m[1]?.slice(0, 3).toLowerCase()) + 1;
            out.push({ ...base, format: classifyFormat(m[1], m[2] ?? ''), year: Number(m[3]), month });
          } else if (m[4] !== undefined && m[5] !== undefined) {
            out.push({ ...base, format: 'MM/YYYY', year: Number(m[5]), month: Number(m[4]) });
          } else if (m[6] !== undefined && m[7] !== undefined) {
            out.push({ ...base, format: 'YYYY-MM', year: Number(m[6]), month: Number(m[7]) });
          }
        }
      }
    }
    return out.filter((p) => p.month >= 1 && p.month <= 12);
  });
}

/** The same date written in another format ("01/2020" → "Jan 2020"). */
export function writeDateAs(format: DateFormat, year: number, month: number): string {
  const abbr = MONTH_ABBREVIATIONS[month - 1] ?? '';
  switch (format) {
    case 'Mon YYYY':
      return `${abbr} ${year}`;
    case 'Mon. YYYY':
      return `${abbr}${abbr === 'May' ? '' : '.'} ${year}`;
    case 'Month YYYY':
      return `${MONTH_FULL[month - 1] ?? ''} ${year}`;
    case 'MM/YYYY':
      return `${String(month).padStart(2, '0')}/${year}`;
    case 'YYYY-MM':
      return `${year}-${String(month).padStart(2, '0')}`;
  }
}

/** "May 2020" is both the short and the full form of the month. */
function fitsFormat(p: DatePointSpan, format: DateFormat): boolean {
  if (p.format === format) return true;
  return /^may\s/i.test(p.raw) && (format === 'Month YYYY' || format === 'Mon YYYY');
}

/** The most used format (a bare "May" counts for none); ties go to the one used first. */
function pickDominantFormat(points: readonly DatePointSpan[]): DateFormat | null {
  const counts = new Map<DateFormat, number>();
  for (const p of points) if (!/^may\s/i.test(p.raw)) counts.set(p.format, (counts.get(p.format) ?? 0) + 1);
  let best: DateFormat | null = null;
  for (const [format, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = format;
  return best;
}

const UNPARSEABLE_RE = new RegExp(
  `\\b(?:${MONTH_ALT})\\.?\\s+'?\\d{2}\\b(?![\\d/,]|\\s*,?\\s*(?:19|20)\\d{2})|(?<![\\d/])\\b\\d{1,2}/\\d{2}\\b(?![\\d/])|'\\d{2}\\b`,
  'gi',
);

/** "Summer 2018", "2023", "Fall 2019": a date with no month. */
function isSeasonOrYear(raw: string): boolean {
  return /^(?:(?:spring|summer|fall|autumn|winter)\s+)?(?:19|20)\d\d$/i.test(raw.trim());
}

export const DATE_RULES: readonly EditorRule[] = [
  {
    id: 'dates.parseable',
    sectionTypes: ['experience', 'education'],
    weight: 3,
    area: 'Dates',
    description: 'Applicant tracking systems read dates like “Jan 2020” or “01/2020”; two-digit years are misread.',
    check: (ctx) =>
      findMatches(getBodyLines(ctx, ['experience', 'education']), UNPARSEABLE_RE).map((m) => ({
        start: m.start,
        end: m.end,
        suggestion: `The date ${quote(m.text)} uses a two-digit year: write the year in full, e.g. “Jan 2019”.`,
      })),
  },
  {
    id: 'dates.role-start-end',
    sectionTypes: ['experience'],
    weight: 4,
    area: 'Role dates',
    description: 'Each role needs a start and an end date (or “Present”) so its length is clear.',
    check: (ctx) =>
      getRoles(ctx)
        // A season or a year alone ("Summer 2018", "2023") is a whole date for a short role.
        .filter((r) => r.dates === null || (!r.dates.hasEnd && !isSeasonOrYear(r.dates.raw)))
        .map((r) => {
          const head = r.headerLines[0];
          return {
            start: r.dates?.start ?? head?.start ?? r.start,
            end: r.dates?.end ?? head?.end ?? r.end,
            suggestion:
              r.dates === null
                ? `The role ${quote(labelRole(r))} has no dates: add when it started and ended, e.g. “Jan 2020 – Mar 2023”.`
                : `The role dated ${quote(r.dates.raw)} has no end date: add one, or “Present” if you still work there.`,
          };
        }),
  },
  {
    id: 'dates.reverse-chronological',
    sectionTypes: ['experience'],
    weight: 3,
    area: 'Role order',
    description: 'Recruiters expect the most recent role first.',
    check: (ctx) => {
      const dated = getRoles(ctx).filter((r) => r.dates?.startIndex != null);
      const hits: RuleHit[] = [];
      for (let i = 1; i < dated.length; i++) {
        const prev = dated[i - 1]?.dates;
        const cur = dated[i]?.dates;
        if (!prev || !cur || prev.startIndex === null || cur.startIndex === null) continue;
        // A role held alongside one listed above it (a summer job during a school year) has no order to keep.
        const overlapsAbove = dated.slice(0, i).some((r) => r.dates !== null && r.dates.startIndex !== null && (cur.startIndex ?? 0) <= (r.dates.endIndex ?? ctx.todayIndex) && (cur.endIndex ?? cur.startIndex ?? 0) >= r.dates.startIndex);
        if (overlapsAbove) continue;
        // A role that ends before it starts is named by its own rule; its order means nothing.
        if ([prev, cur].some((d) => d.endIndex !== null && !d.present && d.endIndex < (d.startIndex ?? 0))) continue;
        const prevKey = (prev.endIndex ?? prev.startIndex) * 10_000 + prev.startIndex;
        const curKey = (cur.endIndex ?? cur.startIndex) * 10_000 + cur.startIndex;
        if (curKey > prevKey) {
          hits.push({ start: cur.start, end: cur.end, suggestion: `The role dated ${quote(cur.raw)} is more recent than the one above it (${quote(prev.raw)}): list roles newest first.` });
        }
      }
      return hits;
    },
  },
  {
    id: 'dates.end-before-start',
    sectionTypes: ['experience'],
    weight: 4,
    area: 'Role dates',
    description: 'A role cannot end before it starts; one of the two dates is mistyped.',
    check: (ctx) =>
      getRoles(ctx)
        .filter((r) => r.dates?.startIndex != null && r.dates.endIndex !== null && !r.dates.present && r.dates.endIndex < r.dates.startIndex)
        .map((r) => ({
          start: r.dates?.start ?? r.start,
          end: r.dates?.end ?? r.end,
          suggestion: `In ${quote(r.dates?.raw ?? '')} the end date is before the start date: check both.`,
        })),
  },
  {
    id: 'dates.consistent-format',
    sectionTypes: 'resume',
    home: 'experience',
    weight: 2,
    area: 'Date format',
    description: 'One date format throughout reads tidier and parses more reliably.',
    check: (ctx) => {
      const points = findMonthDates(ctx);
      const dominant = pickDominantFormat(points);
      if (dominant === null) return [];
      return points
        .filter((p) => !fitsFormat(p, dominant))
        .map((p) => {
          const after = writeDateAs(dominant, p.year, p.month);
          return {
            start: p.start,
            end: p.end,
            suggestion: `${quote(p.raw)} is written differently from your other dates: write it as “${after}” like the rest.`,
            fix: { start: p.start, end: p.end, after, label: `Rewrite ‘${p.raw}’ as ‘${after}’` },
          };
        });
    },
  },
  {
    id: 'dates.future',
    sectionTypes: ['experience', 'education'],
    weight: 3,
    area: 'Dates',
    description: 'A date after today (other than an expected graduation) is usually a typo.',
    check: (ctx) => {
      const hits: RuleHit[] = findMonthDates(ctx)
        .filter((p) => !p.expected && p.year * 12 + p.month - 1 > ctx.todayIndex)
        .map((p) => ({ start: p.start, end: p.end, suggestion: `${quote(p.raw)} is in the future: check the year, or write “Expected ${p.raw}” for a graduation to come.` }));
      // Roles dated by years alone ("2013 – 2031"), which the month dates above do not cover.
      for (const r of getRoles(ctx)) {
        const d = r.dates;
        if (d === null || d.present || hits.some((h) => h.start < d.end && h.end > d.start)) continue;
        const future = [d.startIndex, d.endIndex].some((i) => i !== null && i > ctx.todayIndex + 11);
        if (future) hits.push({ start: d.start, end: d.end, suggestion: `${quote(d.raw)} is in the future: check the year.` });
      }
      return hits;
    },
  },
];
