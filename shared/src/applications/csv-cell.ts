/**
 * CSV cells for the applications' exports (the tracker's export.csv and the job-search log): RFC 4180
 * quoting, plus a guard against formula injection. A spreadsheet runs a cell that starts with = + - @
 * (or their full-width forms ＝ ＋ － ＠), a tab or a carriage return as a formula; such a cell gets a
 * leading single quote, which spreadsheets show as text. Pure functions, no dependencies.
 */

/** First characters a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** The value with a leading ' when a spreadsheet would read it as a formula. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell: guarded, then quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? guardFormula(value) : String(value);
  return /[",\r\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/** UTF-8 byte order mark: Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';

/** Rows to CSV text: BOM, CRLF line ends (RFC 4180), every cell through csvCell. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
