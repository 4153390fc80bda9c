/**
 * Memoisation for one call: the stages of one tailoring (or one letter) ask pure functions the same
 * questions about the same texts (a statement's skills, a line's lookup key, a line's dates). Inside
 * `withCallMemo` each answer is worked out once; the answers are dropped when the outermost call returns,
 * so nothing one request read is kept for, or served to, the next. Outside it, every call computes.
 *
 * The one exception is the resume being tailored (`withResumeMemo`): the answers about pieces of that
 * resume's own text (its statements, lines and words) are kept with the whole text, for the last few
 * long texts, as its parse is (resume/structure.ts): every posting one resume is tailored to asks the
 * same of its statements. Such a table is read only while that same resume is tailored, holds nothing
 * the resume text does not, and goes with it; any other text (a posting's phrase) stays in the call's memo.
 *
 * Only for pure functions of one string whose answers callers never change (strings, or values treated
 * as read-only).
 */
import { rememberedForLongTexts } from './recent-texts';

let depth = 0;
const tables: Map<string, unknown>[] = [];

/** Answers about pieces of a resume text, per memoised function, kept with that text (last 4 long texts). */
const resumeTables = rememberedForLongTexts(() => new Map<number, Map<string, unknown>>(), { fromChars: 500, upToChars: 100_000, size: 4 });
/** At most this many pieces of one resume are kept per function. */
const MAX_RESUME_PIECES = 5_000;
let resume: { readonly text: string; readonly tables: Map<number, Map<string, unknown>> } | null = null;

/** Runs `run` with the call memo on (nested calls share the outermost call's memo). */
export function withCallMemo<T>(run: () => T): T {
  depth++;
  try {
    return run();
  } finally {
    depth--;
    if (depth === 0) for (const table of tables) table.clear();
  }
}

/**
 * Runs `run` with the call memo on, while `resumeText` (the text the engine reads) is tailored: answers
 * about its own pieces are read from, and kept in, the table kept with that text.
 */
export function withResumeMemo<T>(resumeText: string, run: () => T): T {
  const outer = resume;
  resume = { text: resumeText, tables: resumeTables(resumeText) };
  try {
    return withCallMemo(run);
  } finally {
    resume = outer;
  }
}

/**
 * `compute` (never undefined), answering from the call memo inside withCallMemo; with `resumePieces`,
 * a piece of the resume being tailored is answered from the table kept with it (withResumeMemo).
 */
export function memoisedInCall<T extends object | string | number | boolean | null>(
  compute: (text: string) => T,
  options: { readonly resumePieces?: boolean } = {},
): (text: string) => T {
  const table = new Map<string, T>();
  tables.push(table as Map<string, unknown>);
  const id = tables.length;
  return (text) => {
    if (depth === 0) return compute(text);
    const known = table.get(text);
    if (known !== undefined) return known;
    const own = options.resumePieces ? resumeTable(id) : null;
    const kept = own?.get(text) as T | undefined;
    if (kept !== undefined) return kept;
    const value = compute(text);
    if (own && own.size < MAX_RESUME_PIECES && resume?.text.includes(text)) own.set(text, value);
    else table.set(text, value);
    return value;
  };
}

function resumeTable(id: number): Map<string, unknown> | null {
  if (resume === null) return null;
  let table = resume.tables.get(id);
  if (table === undefined) resume.tables.set(id, (table = new Map()));
  return table;
}
