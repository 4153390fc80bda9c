/**
 * HTML → plain text without a DOM (runs in Node, workers and content scripts alike).
 *
 * A small tokenizer, not a full HTML parser: it is meant for job-description markup (paragraphs, line
 * breaks, lists, headings, simple tables), which is what LinkedIn, Indeed and JSON-LD descriptions hold.
 * Block elements become line breaks, paragraphs and headings blank lines, `<li>` a line starting with
 * "• " (or "1. " inside `<ol>`); `<script>`, `<style>` and similar are dropped with their content.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  shy: '\u00ad',
  zwnj: '\u200c',
  zwj: '\u200d',
  ndash: '\u2013',
  mdash: '\u2014',
  minus: '\u2212',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  para: '\u00b6',
  sect: '\u00a7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  plusmn: '\u00b1',
  times: '\u00d7',
  divide: '\u00f7',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  rarr: '\u2192',
  larr: '\u2190',
  check: '\u2713',
  agrave: '\u00e0',
  aacute: '\u00e1',
  acirc: '\u00e2',
  atilde: '\u00e3',
  auml: '\u00e4',
  aring: '\u00e5',
  aelig: '\u00e6',
  ccedil: '\u00e7',
  egrave: '\u00e8',
  eacute: '\u00e9',
  ecirc: '\u00ea',
  euml: '\u00eb',
  igrave: '\u00ec',
  iacute: '\u00ed',
  icirc: '\u00ee',
  iuml: '\u00ef',
  ntilde: '\u00f1',
  ograve: '\u00f2',
  oacute: '\u00f3',
  ocirc: '\u00f4',
  otilde: '\u00f5',
  ouml: '\u00f6',
  oslash: '\u00f8',
  ugrave: '\u00f9',
  uacute: '\u00fa',
  ucirc: '\u00fb',
  uuml: '\u00fc',
  yacute: '\u00fd',
  szlig: '\u00df',
  Agrave: '\u00c0',
  Aacute: '\u00c1',
  Auml: '\u00c4',
  Ccedil: '\u00c7',
  Eacute: '\u00c9',
  Ntilde: '\u00d1',
  Ouml: '\u00d6',
  Uuml: '\u00dc',
};

/** Windows-1252 meanings browsers give to numeric references &#128;–&#159; (HTML spec). */
const C1_REMAP: Readonly<Record<number, number>> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc,
  0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

const ENTITY_RE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;

function fromCodePoint(code: number): string {
  const mapped = C1_REMAP[code] ?? code;
  if (mapped === 0 || mapped > 0x10ffff || (mapped >= 0xd800 && mapped <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(mapped);
}

/**
 * Decodes character references: named (the common ones), decimal `&#39;` and hex `&#x2019;`.
 * Unknown names are left as written, so "AT&T" and "&foo;" survive.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY_RE, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    if (name !== undefined && whole.endsWith(';')) {
      const value = NAMED_ENTITIES[name] ?? NAMED_ENTITIES[name.toLowerCase()];
      if (value !== undefined) return value;
    }
    return whole;
  });
}

/** Escapes text for use inside HTML element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Trims and collapses every run of whitespace (including no-break and zero-width spaces) to one space. */
export function collapseWhitespace(text: string): string {
  return text
    .replace(/[\u200b\u200e\u200f\ufeff\u00ad]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** `collapseWhitespace(decodeEntities(text))`: for strings that come from JSON or attributes. */
export function cleanText(text: string | null | undefined): string {
  if (!text) return '';
  return collapseWhitespace(decodeEntities(text));
}

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

  const result: string[] = [];
  for (const line of lines) {
    if (line === '' && (result.length === 0 || result[result.length - 1] === '')) continue;
    result.push(line);
  }
  while (result.length > 0 && result[result.length - 1] === '') result.pop();
  return result.join('\n');
}

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
