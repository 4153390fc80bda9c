/**
 * English sentence boundaries, decided by compromise's tokenizer (`compromise/one`, MIT, ~90 KB, no
 * tagging model): it knows abbreviations ("U.S.", "Inc.", "Ltd.", "e.g.", "Dr.") and initials, so a
 * statement that mentions "U.S. GAAP" is one sentence and a wrapped PDF line ending "…under U.S." goes
 * on with "GAAP and state rules.". Why this library and what it was measured against: shared/src/README.md.
 *
 * The text is cut at the offsets compromise reports, so every character of the input stays as written.
 */
import nlp from 'compromise/one';

/** Past this many characters a text is split by the simple rule only (bounded work on hostile input). */
const MAX_LIBRARY_CHARS = 50_000;
/** How much of each side endsSentence looks at. */
const CONTEXT_CHARS = 120;

/** Sentences with their offsets, no per-word output: `terms: false` works but is not in compromise's types. */
const OFFSETS_ONLY = { offset: true, terms: false } as unknown as Parameters<ReturnType<typeof nlp>['json']>[0];

interface SentenceJson {
  offset?: { start: number; length: number };
}

/**
 * The same texts are split many times over (a posting's description by every letter template, its facts,
 * its needs and the truth check; a resume's statements by each writer): the starts of recent texts are
 * remembered, up to about a million characters in all, oldest forgotten first. Splitting is pure, and
 * what is handed back is positions in the caller's own text: a text another request split is of use only
 * to a caller holding the same text, and the memory held is bounded per thread.
 */
const recentStarts = new Map<string, readonly number[]>();
const REMEMBERED_CHARS = 1_000_000;
let rememberedChars = 0;

/** Forgets the remembered splits: for a benchmark that times a new user's first request. */
export function forgetSentenceSplits(): void {
  recentStarts.clear();
  rememberedChars = 0;
}

/** Where each sentence starts in `text` (offsets into the string). */
function sentenceStarts(text: string): readonly number[] {
  const known = recentStarts.get(text);
  if (known) return known;
  const sentences = nlp(text).json(OFFSETS_ONLY) as SentenceJson[];
  const starts = sentences.map((sentence) => sentence.offset?.start ?? 0);
  while (rememberedChars + text.length > REMEMBERED_CHARS && recentStarts.size > 0) {
    const oldest = recentStarts.keys().next().value as string;
    recentStarts.delete(oldest);
    rememberedChars -= oldest.length;
  }
  recentStarts.set(text, starts);
  rememberedChars += text.length;
  return starts;
}

/** The simple rule, for texts too long to hand to the tokenizer: end mark, space, capital or digit. */
function splitSimply(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u);
}

/** The sentences of `text`, trimmed, empty ones left out, each as written. */
export function splitSentences(text: string): string[] {
  if (text.trim() === '') return [];
  if (text.length > MAX_LIBRARY_CHARS) return splitSimply(text).map((s) => s.trim()).filter(Boolean);
  const starts = sentenceStarts(text).filter((start, i, all) => start >= 0 && start <= text.length && (i === 0 || start > (all[i - 1] ?? -1)));
  if (starts.length === 0) return [text.trim()];
  const cuts = [0, ...starts.slice(1), text.length];
  const out: string[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) out.push(text.slice(cuts[i], cuts[i + 1]).trim());
  return out.filter(Boolean);
}

/**
 * Whether `before` ends a sentence when `after` follows it on the next line: false for "…under U.S." +
 * "GAAP and state rules." or "…tools (e.g." + "ANSYS Fluent)", true for "…by 30%." + "Led a team".
 * A line that ends without . ! ? (or a closing quote or bracket after one) never ends a sentence here.
 */
export function endsSentence(before: string, after: string): boolean {
  const head = before.trimEnd();
  if (!/[.!?]["'”’)\]]?$/.test(head)) return false;
  const next = after.trimStart();
  if (next === '') return true;
  const left = head.length > CONTEXT_CHARS ? head.slice(head.indexOf(' ', head.length - CONTEXT_CHARS) + 1) : head;
  const right = next.slice(0, CONTEXT_CHARS);
  const joined = `${left} ${right}`;
  return sentenceStarts(joined).includes(left.length + 1);
}
