/** Date helpers for job postings: every posted date is reported as an ISO calendar date `YYYY-MM-DD`. */

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The UTC calendar date of a Date, as `YYYY-MM-DD`. */
export function isoDateOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * Normalises what sources give as a date to `YYYY-MM-DD`, or null:
 * ISO strings (`2024-03-07`, `2024-03-07T14:20:22.000Z`: the calendar date as written, no time-zone
 * shift), epoch milliseconds (numbers or digit strings, read in UTC), and other strings `Date` can parse.
 */
export function toIsoDate(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return null;
    const d = new Date(value < 1e11 ? value * 1000 : value);
    return Number.isNaN(d.getTime()) ? null : isoDateOf(d);
  }
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(s);
  if (iso) {
    const [, y, m, d] = iso;
    const month = Number(m);
    const day = Number(d);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${y}-${m}-${d}` : null;
  }
  if (/^\d{10,13}$/.test(s)) return toIsoDate(Number(s));
  if (!/[a-zA-Z]{3}|\d{1,4}[/.]\d{1,2}[/.]\d{1,4}/.test(s)) return null;
  const parsed = Date.parse(s);
  if (Number.isNaN(parsed)) return null;
  const date = new Date(parsed);
  // "Aug 8, 2024" is parsed as local midnight: keep the local calendar date. With a time of day the
  // string is an instant (often with a zone): report its UTC date like the other instants.
  if (/\d{1,2}:\d{2}/.test(s)) return isoDateOf(date);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const UNIT_MS: Readonly<Record<string, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/**
 * Turns relative text such as "1 week ago", "Reposted 3 days ago", "Posted 30+ days ago", "Just posted",
 * "Today" or "an hour ago" into the calendar date it points at, counted back from `now`. Null when the
 * text is not a relative date. Months and years are calendar months and years.
 */
export function relativeToIsoDate(text: string | null | undefined, now: Date = new Date()): string | null {
  if (!text) return null;
  const s = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/\b(just posted|just now|today|moments? ago|active today)\b/.test(s)) return isoDateOf(now);
  if (/\byesterday\b/.test(s)) return isoDateOf(new Date(now.getTime() - UNIT_MS.day!));
  const m = /\b(\d+|an?|one)\+? (second|minute|hour|day|week|month|year)s? ago\b/.exec(s);
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : 1;
  const unit = m[2]!;
  if (unit === 'month' || unit === 'year') {
    const d = new Date(now.getTime());
    if (unit === 'month') d.setUTCMonth(d.getUTCMonth() - n);
    else d.setUTCFullYear(d.getUTCFullYear() - n);
    return isoDateOf(d);
  }
  return isoDateOf(new Date(now.getTime() - n * UNIT_MS[unit]!));
}
