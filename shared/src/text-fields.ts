/**
 * The text rule every string field of the shared schemas follows (issue 8). PostgreSQL cannot store NUL
 * (U+0000), other C0 control characters are never meant as text, and an unpaired UTF-16 surrogate has
 * no UTF-8 form (the driver would silently store U+FFFD instead). Two ways to apply it:
 * - `singleLineText()`: one-line values a person types (names, e-mail addresses, usernames, passwords,
 *   tokens, links, titles) refuse every C0 character, tab and line breaks included, with a 400 message;
 * - `strippedText()`: multi-line text that is pasted or read from a page (resumes, job descriptions,
 *   contact messages, captured pages) keeps tab, line feed and carriage return and silently drops the
 *   rest, because the person cannot see what to remove.
 * Both are zod checks: `z.string().trim().check(singleLineText()).min(1)`,
 * `z.string().check(strippedText()).trim().max(5000)`. The input type stays `string`, so forms keep it.
 */
import { z } from 'zod';
import { apiMessages } from './api-messages';

/** Any C0 control character (U+0000–U+001F) or a lone surrogate. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_A_LINE = /[\u0000-\u001F]|\p{Cs}/u;
/** C0 control characters except tab, line feed and carriage return, and lone surrogates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/gu;

/** True when `value` holds no C0 control character (tab and line breaks included) and no lone surrogate. */
export function isSingleLineText(value: string): boolean {
  return !NOT_IN_A_LINE.test(value);
}

/** Drops C0 control characters other than \t \n \r, and lone surrogates. */
export function stripControlCharacters(value: string): string {
  return value.replace(NOT_IN_TEXT, '');
}

/** Refuses a value holding a control character or a lone surrogate (400 with apiMessages.controlCharacters). */
export function singleLineText() {
  return z.refine<string>(isSingleLineText, { error: apiMessages.controlCharacters, abort: true });
}

/** Removes control characters other than \t \n \r, and lone surrogates, before the checks that follow. */
export function strippedText() {
  return z.overwrite<string>(stripControlCharacters);
}
