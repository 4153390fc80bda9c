/**
 * A small RFC 4180 CSV reader for LinkedIn's data export: quoted fields, doubled quotes inside them,
 * line breaks inside quotes, CRLF or LF rows, a leading BOM. Bounded: text past MAX_CSV_CHARS and rows
 * past MAX_CSV_ROWS are not read, so a hostile file costs linear time and bounded memory.
 */
export const MAX_CSV_CHARS = 2_000_000;
export const MAX_CSV_ROWS = 5_000;

/** The rows of a CSV text, each a list of fields (blank rows left out). */
export function readCsv(input: string): string[][] {
  const text = input.slice(0, MAX_CSV_CHARS).replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length && rows.length < MAX_CSV_ROWS; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if ((field !== '' || row.length > 0) && rows.length < MAX_CSV_ROWS) endRow();
  return rows;
}

/**
 * The CSV's records keyed by header: the header row is the first row naming `column` (LinkedIn puts a
 * "Notes:" preamble above some files' headers). Missing cells read as ''.
 */
export function csvRecords(input: string, column: string): Record<string, string>[] {
  const rows = readCsv(input);
  const at = rows.findIndex((r) => r.some((cell) => cell.trim().toLowerCase() === column.toLowerCase()));
  if (at < 0) return [];
  const header = (rows[at] ?? []).map((h) => h.trim());
  return rows.slice(at + 1).map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
}
