/**
 * HTML → plain text without a DOM (runs in Node, workers and content scripts alike). Two readings:
 *
 * - `htmlToText`, text for people (job readers, stored descriptions): a small tokenizer, not a full HTML
 *   parser, meant for job-description markup (paragraphs, line breaks, lists, headings, simple tables).
 *   Block elements become line breaks, paragraphs and headings blank lines, `<li>` a line starting with
 *   "• " (or "1. " inside `<ol>`); `<script>`, `<style>` and similar are dropped with their content.
 *   Source line breaks outside `<pre>` are spaces, lines are trimmed, blank-line runs kept to one.
 * - `htmlToLines`, text for the tailoring engine's requirement reader, which normalises it afterwards:
 *   plain text keeps its own line breaks; in HTML every block tag (opening or closing) is a line break,
 *   so neighbouring blocks are apart by a blank line, and every `<li>` starts a "• " line, ordered or not.
 *
 * Both decode entities with ./entities.
 */
import { decodeEntities } from './entities';
import { removeClosedSpans } from './markup';
import { joinWithoutBlankRuns } from './whitespace';

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details', 'dialog', 'dir',
  'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hgroup', 'hr', 'html', 'legend', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul',
]);
/** Blocks set off by a blank line. */
const PARAGRAPH_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'hr']);
/** Elements whose content is never text. */
const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg', 'math', 'iframe', 'object', 'select']);
const CELL_TAGS = new Set(['td', 'th']);

/**
 * One token of markup. Linear on any input (pages are untrusted): the tag name is taken whole (no
 * backtracking into it), and a tag or declaration ends at the first '<' outside quotes, so text such as
 * "a<b<c<…" is not rescanned from every '<' (browsers would read such a '<' as part of an attribute name;
 * here the broken tag is text).
 */
const TOKEN_RE =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^<>]*>|<\?[^<>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)(?![a-zA-Z0-9:-])((?:[^<>"']|"[^"]*"|'[^']*')*)>/g;

// Markers used while building the text; resolved once at the end. Private-use characters never occur in
// job text. BR is a hard line break (two in a row make a blank line); NL and PARA are block boundaries
// that collapse with their neighbours: a run of markers gives max(#BR, 1 for NL, 2 for PARA) newlines.
const BR = '\ue000';
const NL = '\ue001';
const PARA = '\ue002';
const MARKER_RUN = /(?<![ \t])[ \t]*[\ue000-\ue002](?:[ \t\ue000-\ue002])*/g;

function resolveMarkers(run: string): string {
  let breaks = 0;
  let soft = 0;
  for (const c of run) {
    if (c === BR) breaks++;
    else if (c === PARA) soft = 2;
    else if (c === NL) soft = Math.max(soft, 1);
  }
  return '\n'.repeat(Math.max(breaks, soft));
}

/**
 * Converts HTML (or plain text with entities) to readable plain text. Lines are trimmed, runs of spaces
 * collapsed, at most one blank line is kept between blocks, and the result is trimmed.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const out: string[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let skipUntil: string | null = null;
  let preDepth = 0;
  let last = 0;

  const pushText = (raw: string): void => {
    if (!raw) return;
    const decoded = decodeEntities(raw);
    out.push(preDepth > 0 ? decoded.replace(/\r\n?/g, '\n').replace(/\n/g, BR) : decoded.replace(/[\s\u00a0]+/g, ' '));
  };

  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(html); m !== null; m = TOKEN_RE.exec(html)) {
    const closing = m[1] === '/';
    const tag = m[2]?.toLowerCase();
    if (skipUntil !== null) {
      if (closing && tag === skipUntil) {
        skipUntil = null;
        last = m.index + m[0].length;
      }
      continue;
    }
    pushText(html.slice(last, m.index));
    last = m.index + m[0].length;
    if (tag === undefined) continue; // comment, doctype, CDATA, processing instruction

    const selfClosing = /\/\s*$/.test(m[3] ?? '');
    if (SKIP_TAGS.has(tag)) {
      if (!closing && !selfClosing) skipUntil = tag;
      continue;
    }
    if (tag === 'br') {
      out.push(BR);
    } else if (tag === 'li') {
      if (closing) {
        out.push(NL);
      } else {
        const list = lists[lists.length - 1];
        out.push(NL, list?.ordered ? `${++list.n}. ` : '\u2022 ');
      }
    } else if (tag === 'ul' || tag === 'ol' || tag === 'menu' || tag === 'dir') {
      if (closing) lists.pop();
      else if (!selfClosing) lists.push({ ordered: tag === 'ol', n: 0 });
      out.push(lists.length === 0 || (!closing && lists.length === 1) ? PARA : NL);
    } else if (CELL_TAGS.has(tag)) {
      out.push(' ');
    } else if (BLOCK_TAGS.has(tag)) {
      if (tag === 'pre') preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
      out.push(PARAGRAPH_TAGS.has(tag) ? PARA : NL);
    }
  }
  if (skipUntil === null) pushText(html.slice(last));

  const lines = out
    .join('')
    .replace(MARKER_RUN, resolveMarkers)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0\u200b\ufeff]+/g, ' ').trim())
    .filter((line) => line !== '\u2022' && !/^\d+\.$/.test(line));
  return joinWithoutBlankRuns(lines);
}

/**
 * HTML (or plain text) → text with one line per block and "• " list items, entities decoded; nothing
 * trimmed or collapsed (the caller normalises). Linear on any input: a tag's body stops at the next '<'
 * (so "<a<a<a…" is not rescanned from every '<'), and comments and scripts are removed by
 * removeClosedSpans (a missing end is looked for once).
 */
export function htmlToLines(input: string): string {
  if (!/<\/?[a-z][^<>]*>/i.test(input)) return decodeEntities(input);
  const withoutComments = removeClosedSpans(input, /<!--/g, () => /-->/g, ' ');
  const closing = (m: RegExpExecArray) => new RegExp(`</${m[1] ?? ''}>`, 'gi');
  const text = removeClosedSpans(withoutComments, /<(script|style|noscript|template)[^<>]*>/gi, closing, ' ')
    .replace(/\r?\n/g, ' ')
    .replace(/<li[^<>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|ul|ol|li|h[1-6]|tr|table|section|article|header|footer|blockquote|pre|dl|dt|dd)[^<>]*>/gi, '\n')
    .replace(/<[^<>]+>/g, ' ');
  return decodeEntities(text);
}
