/**
 * The tailoring engine's number and sentence helpers (no DOM needed, runs in Node and browsers). HTML,
 * entities and whitespace are the text module's (shared/src/text).
 */
import { WORD_NUMBER_SOURCE, parseSmallNumber } from '../resume/numbers';

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
