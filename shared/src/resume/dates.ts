/**
 * Dates as resumes write them: "Jan 2020 – Present", "01/2019 - 03/2021", "2018 to 2020",
 * "Summer 2017", "Oct. 2021 – Current", "2013-12-01", "September 2013 - June 2017".
 * Output style everywhere: "Jan 2020 – Present" (three-letter month, en dash with spaces).
 */

export type Season = 'Spring' | 'Summer' | 'Fall' | 'Winter';

export interface DatePoint {
  /** Four-digit year; absent only for "Present". */
  readonly year?: number;
  /** 1-12 when the month is known. */
  readonly month?: number;
  readonly season?: Season;
  readonly present?: boolean;
}

export interface DateRange {
  readonly start: DatePoint;
  /** null for a single date ("Expected Graduation: June 2016", "Summer 2022"). */
  readonly end: DatePoint | null;
  /** Offset and length of the matched text in the searched string. */
  readonly index: number;
  readonly length: number;
  readonly raw: string;
}

export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const MONTH_NAMES: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const SEASONS: Record<string, Season> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  autumn: 'Fall',
  winter: 'Winter',
};

const MONTH_ALT =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const SEASON_ALT = 'spring|summer|fall|autumn|winter';
const YEAR = '(?:19[5-9]\\d|20[0-9]\\d)';
const PRESENT_ALT = 'present|pres\\.|current(?:ly)?|now|today|ongoing|to date|till date|date';
/** A two-digit year after a month ("Jan '20", "Sept ’19"). */
const SHORT_YEAR = `[’']\\d{2}`;

/** One date point. Alternatives are tried in order; keep the longer forms first. */
const POINT_SRC =
  `(?:(?:${MONTH_ALT})\\.?,?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?'?${YEAR}` + // Jan 2020, Sept. 2019, March 3, 2021
  `|(?:${MONTH_ALT})\\.?\\s*${SHORT_YEAR}` + // Jan '20
  `|(?:${SEASON_ALT})\\s+${YEAR}` + // Summer 2017
  `|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\\d|3[01]))?(?!\\d)` + // 2013-12-01, 2019-03
  `|(?:0?[1-9]|1[0-2])[/.-]${YEAR}` + // 01/2019, 3.2020
  `|(?:0?[1-9]|1[0-2])[/.-](?:0?[1-9]|[12]\\d|3[01])[/.-]${YEAR}` + // 01/15/2019
  `|${YEAR})`;

const END_POINT_SRC = `(?:${POINT_SRC}|${PRESENT_ALT})`;
const RANGE_SEP = `\\s*(?:-+|–|—|~|to|until|till|through|thru)\\s*`;

const RANGE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:from|since)\\s+)?(${POINT_SRC})(?:${RANGE_SEP}(${END_POINT_SRC}))?(?![\\p{L}\\p{N}])`,
  'giu',
);
const POINT_RE = new RegExp(`^(?:${POINT_SRC})$`, 'iu');
/** Every date RANGE_RE finds starts with a point holding a year: text without one is skipped at once. */
const HAS_YEAR_RE = new RegExp(`${YEAR}|${SHORT_YEAR}`);
const PRESENT_RE = new RegExp(`^(?:${PRESENT_ALT})$`, 'iu');

/** Parses a single date point ("Jan 2020", "01/2019", "2018", "Summer 2017", "Present"). */
export function parseDatePoint(text: string): DatePoint | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (PRESENT_RE.test(t)) return { present: true };
  if (!POINT_RE.test(t)) return null;
  const lower = t.toLowerCase();
  const yearMatch = /(19[5-9]\d|20\d\d)/.exec(lower);
  const shortYear = yearMatch ? null : /[’'](\d{2})$/.exec(lower);
  if (!yearMatch && !shortYear) return null;
  // "'98" is 1998 and "'20" is 2020.
  const short = Number(shortYear?.[1] ?? 0);
  const year = yearMatch ? Number(yearMatch[1]) : short < 50 ? 2000 + short : 1900 + short;
  const word = /^\p{L}+/u.exec(lower)?.[0];
  if (word !== undefined) {
    const month = MONTH_NAMES[word];
    if (month !== undefined) return { year, month };
    const season = SEASONS[word];
    if (season !== undefined) return { year, season };
  }
  // ISO (2013-12-01 / 2019-03): year first.
  const iso = /^(\d{4})[-/.](\d{1,2})/.exec(lower);
  if (iso) return { year, month: Number(iso[2]) };
  // Month first (01/2019, 01/15/2019).
  const monthFirst = /^(\d{1,2})[-/.]/.exec(lower);
  if (monthFirst) return { year, month: Number(monthFirst[1]) };
  return { year };
}

/** Finds every date or date range in a line, left to right. */
export function findDateRanges(line: string): DateRange[] {
  const out: DateRange[] = [];
  if (!HAS_YEAR_RE.test(line)) return out;
  RANGE_RE.lastIndex = 0;
  for (let m = RANGE_RE.exec(line); m !== null; m = RANGE_RE.exec(line)) {
    const startText = m[1];
    if (startText === undefined) continue;
    const start = parseDatePoint(startText.replace(/,/g, ' ').replace(/['’](?=\d{4})/g, ''));
    if (!start) continue;
    const endText = m[2];
    let end: DatePoint | null = null;
    if (endText !== undefined) end = parseDatePoint(endText.replace(/,/g, ' ').replace(/['’](?=\d{4})/g, ''));
    out.push({ start, end, index: m.index, length: m[0].length, raw: m[0] });
  }
  return out;
}

/** The first date range (or single date) in the line, preferring real ranges over single dates. */
export function findDateRange(line: string): DateRange | null {
  const all = findDateRanges(line);
  return all.find((r) => r.end !== null) ?? all[0] ?? null;
}

/** "Jan 2020", "Summer 2017", "2018" or "Present". */
export function formatDatePoint(point: DatePoint): string {
  if (point.present) return 'Present';
  if (point.year === undefined) return '';
  if (point.month !== undefined) return `${MONTH_ABBREVIATIONS[point.month - 1] ?? ''} ${point.year}`.trim();
  if (point.season !== undefined) return `${point.season} ${point.year}`;
  return String(point.year);
}

/** "Jan 2020 – Present"; a single date is formatted alone. */
export function formatDateRange(start: DatePoint | null, end: DatePoint | null): string {
  if (!start) return end ? formatDatePoint(end) : '';
  if (!end) return formatDatePoint(start);
  return `${formatDatePoint(start)} – ${formatDatePoint(end)}`;
}

/** Reformats every date in a free-text string into the house style, keeping everything else. */
export function normalizeDatesInText(text: string): string {
  const ranges = findDateRanges(text);
  if (ranges.length === 0) return text;
  let out = '';
  let last = 0;
  for (const r of ranges) {
    out += text.slice(last, r.index);
    const prefix = /^(from|since)\s+/i.exec(r.raw)?.[0] ?? '';
    out += prefix + formatDateRange(r.start, r.end);
    last = r.index + r.length;
  }
  return out + text.slice(last);
}

/** A month index (years*12 + month-1) for arithmetic; `fallbackMonth` is used for year-only points. */
export function monthIndex(point: DatePoint, fallbackMonth: number, now: MonthIndexed | null): number | null {
  if (point.present) return now ? now.index : null;
  if (point.year === undefined) return null;
  let month = point.month ?? fallbackMonth;
  if (point.month === undefined && point.season !== undefined) {
    month = { Spring: 3, Summer: 6, Fall: 9, Winter: 12 }[point.season];
  }
  return point.year * 12 + (month - 1);
}

export interface MonthIndexed {
  readonly index: number;
}

/** Month index of a Date or ISO string (UTC). */
export function monthIndexOf(date: Date | string): MonthIndexed | null {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return null;
  return { index: d.getUTCFullYear() * 12 + d.getUTCMonth() };
}

/** All date points mentioned in a text (both ends of ranges), for truthfulness checks. */
export function datePointsIn(text: string): DatePoint[] {
  const points: DatePoint[] = [];
  for (const r of findDateRanges(text)) {
    points.push(r.start);
    if (r.end) points.push(r.end);
  }
  return points;
}
