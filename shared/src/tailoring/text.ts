/** Small text helpers for the tailoring engine (no DOM needed, runs in Node and browsers). */
import { removeClosedSpans } from '../jobs/html-text';
import { normalizeText } from '../resume/normalize';
import { WORD_NUMBER_SOURCE, parseSmallNumber } from '../resume/numbers';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  trade: '™',
  reg: '®',
  copy: '©',
  euro: '€',
  pound: '£',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return safeFromCodePoint(parseInt(code.slice(2), 16), whole);
    if (code.startsWith('#')) return safeFromCodePoint(parseInt(code.slice(1), 10), whole);
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function safeFromCodePoint(cp: number, fallback: string): string {
  return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : fallback;
}

/** HTML (a job description from a job board) → plain text with one line per block and "• " list items. */
export function htmlToText(input: string): string {
  // Linear on any input: a tag's body stops at the next '<' (so "<a<a<a…" is not rescanned from every
  // '<'), and comments and scripts are removed by removeClosedSpans (a missing end is looked for once).
  if (!/<\/?[a-z][^<>]*>/i.test(input)) return normalizeText(decodeEntities(input));
  const withoutComments = removeClosedSpans(input, /<!--/g, () => /-->/g, ' ');
  const closing = (m: RegExpExecArray) => new RegExp(`</${m[1] ?? ''}>`, 'gi');
  const text = removeClosedSpans(withoutComments, /<(script|style|noscript|template)[^<>]*>/gi, closing, ' ')
    .replace(/\r?\n/g, ' ')
    .replace(/<li[^<>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|ul|ol|li|h[1-6]|tr|table|section|article|header|footer|blockquote|pre|dl|dt|dd)[^<>]*>/gi, '\n')
    .replace(/<[^<>]+>/g, ' ');
  return normalizeText(decodeEntities(text));
}

export { WORD_NUMBER_SOURCE, parseSmallNumber };

export interface NumberMention {
  /** Normalised value: thousands separators removed, integers without leading zeros. */
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

const NUMBER_RE = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

export function normalizeNumber(raw: string): string {
  const plain = raw.replace(/,(?=\d{3}\b)/g, '');
  if (/^\d+$/.test(plain)) return String(Number(plain));
  return plain.replace(/^0+(?=\d)/, '');
}

/** Every number written with digits in the text. */
export function numbersIn(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  NUMBER_RE.lastIndex = 0;
  for (let m = NUMBER_RE.exec(text); m !== null; m = NUMBER_RE.exec(text)) {
    // Digits glued to letters ("ES6", "S3", "B2B", "K8s", "O365") are part of a name, not a quantity.
    const before = text.charAt(m.index - 1);
    const after = text.charAt(m.index + m[0].length);
    if (/[A-Za-z]/.test(before) || /[A-Za-z]/.test(after)) {
      out.push({ value: `~${m[0]}`, start: m.index, end: m.index + m[0].length });
      continue;
    }
    out.push({ value: normalizeNumber(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Numbers an input supports: digits it contains plus number words ("three years" supports 3). */
export function supportedNumbers(text: string): Set<string> {
  const set = new Set<string>();
  for (const n of numbersIn(text)) set.add(n.value);
  // A glued number ("ES6") also supports itself as a plain number in the same name.
  const wordRe = new RegExp(`\\b(${WORD_NUMBER_SOURCE})\\b`, 'gi');
  for (let m = wordRe.exec(text); m !== null; m = wordRe.exec(text)) {
    const v = parseSmallNumber(m[1] ?? '');
    if (Number.isFinite(v)) set.add(String(v));
  }
  return set;
}

/** Splits text into sentences (keeps line structure: every line ends a sentence). */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const parts = line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d•-])|;\s+|(?<!\s)\s+[•·]\s+|(?<!\s)\s+-\s+(?=\p{Lu})/u);
    for (const p of parts) {
      const t = p.trim();
      if (t) out.push(t);
    }
  }
  return out;
}
