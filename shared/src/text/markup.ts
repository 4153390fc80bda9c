/**
 * Markup without a DOM: telling HTML from text, removing what is never content (comments, scripts,
 * styles…) in linear time, and plain text → minimal HTML.
 */
import { escapeHtml } from './entities';

/**
 * Plain text → minimal HTML (escaped, line breaks as `<br>`, blank lines as paragraphs). Used when a
 * source gives a description without markup, so `descriptionHtml` is always HTML.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** True when the string holds at least one HTML tag (as opposed to plain or entity-escaped text). */
export function looksLikeHtml(text: string): boolean {
  return /<(?:[a-zA-Z][a-zA-Z0-9-]*(?![a-zA-Z0-9-])\b[^<>]*|\/[a-zA-Z][a-zA-Z0-9-]*\s*)>/.test(text);
}

/**
 * `text.replace(/<open>[\s\S]*?<close>/g, replacement)` in linear time. The regular expression retries every later
 * opening when a closing is missing, rescanning the rest of the text each time ("<!--<!--<!--…" is
 * quadratic); but once no closing follows one opening, none follows a later one, so this gives up on
 * that closing after the first miss. `open` must be global; `closeOf` gives the closing for an opening.
 */
export function removeClosedSpans(
  text: string,
  open: RegExp,
  closeOf: (opening: RegExpExecArray) => RegExp,
  replacement = '',
): string {
  const missing = new Set<string>();
  let out = '';
  let last = 0;
  open.lastIndex = 0;
  for (let m = open.exec(text); m !== null; m = open.exec(text)) {
    const close = closeOf(m);
    const key = `${close.source}/${close.flags}`;
    if (missing.has(key)) continue;
    close.lastIndex = m.index + m[0].length;
    const end = close.exec(text);
    if (!end) {
      missing.add(key);
      continue;
    }
    out += text.slice(last, m.index) + replacement;
    last = end.index + end[0].length;
    open.lastIndex = last;
  }
  return last === 0 ? text : out + text.slice(last);
}

const NON_CONTENT_RE = /<(script|style|noscript|template|iframe|object)\b/gi;

/** Removes elements that are never part of a description (scripts, styles, …) and comments. */
export function stripNonContent(html: string): string {
  const withoutComments = removeClosedSpans(html, /<!--/g, () => /-->/g);
  const withoutElements = removeClosedSpans(withoutComments, NON_CONTENT_RE, (m) => new RegExp(`</${m[1] ?? ''}\\s*>`, 'gi'));
  return withoutElements.replace(/<(script|style|noscript|template|iframe|object)\b[^<>]*\/>/gi, '').trim();
}
