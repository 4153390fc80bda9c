/**
 * Reads a JSON value embedded in JavaScript source, such as `window._initialData={…};moreCode()`.
 *
 * The value's end is found by matching braces and brackets while skipping over string literals (with
 * their escapes), so braces inside strings and code after the value do not matter. A `{.*?};` regex
 * would stop at the first `};` inside a string, or run into the code that follows.
 */
import { escapeRegExp } from '../text/regexp';

/**
 * Finds the end (exclusive) of the JSON object or array starting at `start` (which must hold `{` or `[`).
 * Returns -1 when the text ends first or the brackets do not balance.
 */
export function findJsonEnd(source: string, start: number): number {
  const open = source[start];
  if (open !== '{' && open !== '[') return -1;
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */) stack.push('}');
    else if (c === 91 /* [ */) stack.push(']');
    else if (c === 125 /* } */ || c === 93 /* ] */) {
      if (stack.pop() !== source[i]) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Parses the JSON object or array that starts at `start`; undefined when it is not valid JSON. */
export function readJsonAt(source: string, start: number): unknown {
  const end = findJsonEnd(source, start);
  if (end < 0) return undefined;
  try {
    return JSON.parse(source.slice(start, end)) as unknown;
  } catch {
    return undefined;
  }
}


/**
 * Finds `<target> = {…}` (or `= […]`) in JavaScript source and returns the parsed value of the first
 * assignment whose value is valid JSON. `target` is matched literally, e.g. `_initialData` or
 * `providerData["mosaic-provider-jobcards"]` (single and double quotes both match).
 */
export function findAssignedJson(source: string, target: string): unknown {
  const pattern = escapeRegExp(target).replace(/\\\[(["'])/g, '\\[\\s*["\']').replace(/(["'])\\\]/g, '["\']\\s*\\]');
  const re = new RegExp(`${pattern}\\s*=(?!=)\\s*(?=[[{])`, 'g');
  for (let m = re.exec(source); m !== null; m = re.exec(source)) {
    const start = m.index + m[0].length;
    const value = readJsonAt(source, start);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Narrowing helper: a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a path of keys through nested JSON objects; undefined when any step is missing. */
export function getPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}
