/**
 * Memoisation for one call: the stages of one tailoring (or one letter) ask pure functions the same
 * questions about the same texts (a statement's skills, a line's lookup key, a line's dates). Inside
 * `withCallMemo` each answer is worked out once; the answers are dropped when the outermost call returns,
 * so nothing one request read is kept for, or served to, the next. Outside it, every call computes.
 *
 * Only for pure functions of one string whose answers callers never change (strings, or values treated
 * as read-only).
 */

let depth = 0;
const tables: Map<string, unknown>[] = [];

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

/** `compute` (never undefined), answering from the call memo inside withCallMemo. */
export function memoisedInCall<T extends object | string | number | boolean | null>(compute: (text: string) => T): (text: string) => T {
  const table = new Map<string, T>();
  tables.push(table as Map<string, unknown>);
  return (text) => {
    if (depth === 0) return compute(text);
    const known = table.get(text);
    if (known !== undefined) return known;
    const value = compute(text);
    table.set(text, value);
    return value;
  };
}
