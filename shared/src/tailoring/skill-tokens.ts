/**
 * The skill matcher's tokeniser. Tokens keep the punctuation that is part of names: "C++", "C#", "F#",
 * ".NET", "Node.js", "ASP.NET", "R&D", "S&OP", "Bachelor's". "-" and "/" separate tokens but do not stop
 * a phrase ("CI/CD" = "CI CD"); commas, semicolons, pipes, colons, brackets, sentence ends and (most)
 * line breaks do (`breakBefore`), so list items are never glued into one skill.
 */
import { memoisedInCall } from '../text/call-memo';

export interface Token {
  /** Lower-case text. */
  readonly lower: string;
  /** Text as written. */
  readonly raw: string;
  readonly start: number;
  readonly end: number;
  /** 0-based line number. */
  readonly line: number;
  /** A comma, semicolon, bracket, sentence end, bullet or hard line break comes before this token. */
  readonly breakBefore: boolean;
}

function isWordCode(code: number): boolean {
  if (code < 128) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  }
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}

/** True when the character at `i` is a letter or a digit (false outside the text). */
export function isWordAt(text: string, i: number): boolean {
  return i >= 0 && i < text.length && isWordCode(text.charCodeAt(i));
}

/** Characters that end a phrase (a skill never spans them). */
const HARD_BREAKS = new Set([',', ';', '|', '(', ')', '[', ']', '{', '}', ':', '!', '?', '"', '•', '·', '▪', '■', '●', '◦', '–', '—', '\t', '<', '>', '=', '*']);

/** True for a character String.prototype.trimEnd removes: white space or a line terminator. */
function isTrimmedCode(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/**
 * A line break is soft only when the line before looks wrapped: at least 40 characters without its
 * trailing white space, ending in a letter or a digit, with one after the break. Read in place (no copy
 * of the line).
 */
function isSoftBreak(text: string, lineStart: number, at: number): boolean {
  let end = at;
  while (end > lineStart && isTrimmedCode(text.charCodeAt(end - 1))) end--;
  return end - lineStart >= 40 && isWordCode(text.charCodeAt(end - 1)) && isWordAt(text, at + 1);
}

/** Tokenises text for skill matching. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let line = 0;
  let lineStart = 0;
  let breakBefore = true;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      if (!isSoftBreak(text, lineStart, i)) breakBefore = true;
      line++;
      lineStart = i + 1;
      i++;
      continue;
    }
    const leadingDot = code === 46 && !isWordAt(text, i - 1) && isAsciiLetterCode(text.charCodeAt(i + 1));
    if (isWordCode(code) || leadingDot) {
      const start = i;
      let j = leadingDot ? i + 1 : i;
      // Whether the token has a capital or a non-ASCII letter: else it is its own lower case.
      let cased = false;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (isWordCode(c)) {
          if ((c >= 65 && c <= 90) || c >= 128) cased = true;
          j++;
          continue;
        }
        // Internal '.', '&', "'" between word characters: "Node.js", "R&D", "Bachelor's".
        if ((c === 46 || c === 38 || c === 39) && isWordAt(text, j + 1) && isWordAt(text, j - 1)) {
          j++;
          continue;
        }
        break;
      }
      // Trailing "++" / "+" or "#": C++, C#, F#.
      let k = j;
      while (k < n && k - j < 2 && text.charCodeAt(k) === 43) k++;
      if (k > j && !isWordAt(text, k)) j = k;
      else if (text.charCodeAt(j) === 35 && !isWordAt(text, j + 1)) j++;
      const raw = text.slice(start, j);
      tokens.push({ raw, lower: cased ? raw.toLowerCase() : raw, start, end: j, line, breakBefore });
      breakBefore = false;
      i = j;
      continue;
    }
    const ch = text.charAt(i);
    if (HARD_BREAKS.has(ch)) breakBefore = true;
    else if (ch === '.' && !isWordAt(text, i + 1)) breakBefore = true;
    i++;
  }
  return tokens;
}

function isAsciiLetterCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** A phrase's lookup keys: lower-case and as-written tokens joined by single spaces, and their count. */
export function keysOf(text: string): { lower: string; raw: string; count: number } {
  const tokens = tokenize(text);
  return {
    lower: tokens.map((t) => t.lower).join(' '),
    raw: tokens.map((t) => t.raw).join(' '),
    count: tokens.length,
  };
}

/**
 * Normalised lookup key of a phrase (lower-case tokens joined by single spaces). The stages of one
 * tailoring ask it of the same terms and lines again: remembered for the call (text/call-memo.ts).
 */
export const skillKey: (text: string) => string = memoisedInCall((text) => keysOf(text).lower);
