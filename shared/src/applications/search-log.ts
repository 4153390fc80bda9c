/**
 * The job-search log (issue 24, section 6): every application in a date range, for unemployment
 * work-search records, as PDF or CSV.
 * - GET /api/applications/log.pdf?from=YYYY-MM-DD&to=YYYY-MM-DD
 * - GET /api/applications/log.csv?from=YYYY-MM-DD&to=YYYY-MM-DD
 * An application is in the range by the day it was applied to, else the day its card was made (UTC
 * days, both ends included). The range rules live here so the web form checks them as the API does.
 */
import { z } from 'zod';

/** The longest range one log covers (a little over a year: a claim year with its edges). */
export const SEARCH_LOG_MAX_DAYS = 400;

export const searchLogMessages = {
  badDate: 'Dates must be written YYYY-MM-DD, for example 2026-03-01',
  missing: 'Choose the first and the last day of the log',
  backwards: 'The first day must be on or before the last day',
  tooLong: `A log covers at most ${SEARCH_LOG_MAX_DAYS} days; choose a shorter range`,
  empty: 'No applications in this range.',
} as const;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' for a real calendar day (2026-02-30 is not one), as the UTC midnight it starts at. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/** The range as UTC instants: from the first day's midnight (included) to the day after the last (excluded). */
export interface SearchLogRange {
  from: string;
  to: string;
  start: Date;
  endExclusive: Date;
}

const dayField = z.string({ error: searchLogMessages.missing }).trim().min(1, { error: searchLogMessages.missing });

export const searchLogQuerySchema = z
  .object({ from: dayField, to: dayField })
  .transform((value, ctx): SearchLogRange => {
    const start = parseDay(value.from);
    const last = parseDay(value.to);
    if (!start || !last) {
      ctx.addIssue({ code: 'custom', message: searchLogMessages.badDate, path: [start ? 'to' : 'from'] });
      return z.NEVER;
    }
    if (last < start) {
      ctx.addIssue({ code: 'custom', message: searchLogMessages.backwards, path: ['to'] });
      return z.NEVER;
    }
    const days = (last.getTime() - start.getTime()) / DAY_MS + 1;
    if (days > SEARCH_LOG_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: searchLogMessages.tooLong, path: ['to'] });
      return z.NEVER;
    }
    return { from: value.from, to: value.to, start, endExclusive: new Date(last.getTime() + DAY_MS) };
  });
export type SearchLogQuery = z.input<typeof searchLogQuerySchema>;

/** The download's address for a range and a format. */
export function searchLogPath(format: 'pdf' | 'csv', range: { from: string; to: string }): string {
  return `/api/applications/log.${format}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** The file's name: job-search-log-2026-03-01-to-2026-03-31.pdf */
export function searchLogFileName(format: 'pdf' | 'csv', range: { from: string; to: string }): string {
  return `job-search-log-${range.from}-to-${range.to}.${format}`;
}

/** The CSV's header row (the PDF shows the same columns). */
export const SEARCH_LOG_COLUMNS = ['Date', 'Company', 'Role', 'Link', 'Stage history', 'Contact name', 'Contact e-mail', 'Contact phone'] as const;
