/**
 * Character references: decoding (named, decimal and hex, with the Windows-1252 meanings browsers give
 * to &#128;–&#159;) and escaping. The one decoder of the code base: the job readers, the HTML → text
 * converters and the tailoring engine all use it.
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

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for use inside HTML element content or an attribute quoted either way; the one escaper
 * of the job readers, the export templates, the e-mails and the prerendered page heads.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}
