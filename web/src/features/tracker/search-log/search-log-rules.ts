/**
 * The "Download job-search log" control's rules as plain functions: the range it starts with (the
 * current month up to today) and the check of a range before asking for the file (the API's own rules,
 * from shared/applications/search-log.ts, so the messages are the same).
 */
import { searchLogFileName, searchLogPath, searchLogQuerySchema } from '@jobapp/shared/applications/search-log';

export type SearchLogFormat = 'pdf' | 'csv';

export interface SearchLogRangeValues {
  from: string;
  to: string;
}

/** YYYY-MM-DD of a local calendar day (what a date input shows). */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** From the first of this month to today. */
export function defaultSearchLogRange(now: Date): SearchLogRangeValues {
  return { from: localDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: localDay(now) };
}

export type SearchLogCheck =
  | { ok: true; path: string; fileName: string }
  | { ok: false; errors: Partial<Record<keyof SearchLogRangeValues, string>> };

/** The download's address and file name, or each field's first problem. */
export function checkSearchLogRange(values: SearchLogRangeValues, format: SearchLogFormat): SearchLogCheck {
  const result = searchLogQuerySchema.safeParse(values);
  if (result.success) return { ok: true, path: searchLogPath(format, values), fileName: searchLogFileName(format, values) };
  const errors: Partial<Record<keyof SearchLogRangeValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'to' ? 'to' : 'from';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
