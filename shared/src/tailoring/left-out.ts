/**
 * Statements the tailored resume does not hold: the engine never drops one silently. A statement is an
 * experience or project bullet (kept when the tailored resume has it, its opening verb possibly
 * reworded). The summary is rewritten as a whole, its original kept as the edit's original (the
 * result's originalSummary, the original document): its sentences are not statements to list.
 * Any other line of the original text (a headline, a line of strengths) counts too: it is left out when
 * most of its words are gone from the tailored text, so a line the parser did not place is never lost silently.
 */
import { matchHeading } from '../resume/headings';
import { foldStatement } from '../resume/statement-match';
import type { StructuredResume } from '../resume/types';
import { rememberedForLongTexts } from '../text/recent-texts';

/** Lower case, letters and digits only: both sides come from the same reader, so no Unicode folding is needed. */
const foldForCompare = foldStatement;

/** Bullets of one entry without exact repeats (folded); the repeats are returned as dropped. */
export function withoutDuplicateBullets(bullets: readonly string[]): { kept: string[]; dropped: string[] } {
  const seen = new Set<string>();
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const b of bullets) {
    const key = foldForCompare(b);
    if (key !== '' && seen.has(key)) dropped.push(b);
    else {
      seen.add(key);
      kept.push(b);
    }
  }
  return { kept, dropped };
}

/** At most this many opening words may differ (a rewritten weak opener: "Responsible for managing" → "Managed"). */
const REWORDED_OPENING_WORDS = 4;

function keeps(original: string, tailoredFolded: readonly string[]): boolean {
  const words = foldForCompare(original).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  for (let cut = 0; cut <= Math.min(REWORDED_OPENING_WORDS, words.length - 2); cut++) {
    const rest = words.slice(cut).join(' ');
    if (tailoredFolded.some((t) => t === rest || (cut > 0 && t.endsWith(` ${rest}`)))) return true;
  }
  return false;
}

/** The original's statements missing from the tailored resume, plus `known` (left out on purpose), each once. */
export function findLeftOut(
  original: StructuredResume,
  tailored: StructuredResume,
  known: readonly string[],
  rewrites: ReadonlyMap<string, string> = new Map(),
  texts?: { readonly original: string; readonly tailored: string },
): string[] {
  const folded = [...tailored.experience.flatMap((e) => e.bullets), ...tailored.projects.flatMap((p) => p.bullets)].map(foldForCompare);
  const exact = new Set(folded);
  const out = new Set(known);
  for (const b of [...original.experience.flatMap((e) => e.bullets), ...original.projects.flatMap((p) => p.bullets)]) {
    if (out.has(b) || exact.has(foldForCompare(b)) || exact.has(foldForCompare(rewrites.get(b) ?? b))) continue;
    if (!keeps(b, folded)) out.add(b);
  }
  if (texts) for (const line of lostLines(texts.original, texts.tailored, original)) out.add(line);
  return [...out];
}

/**
 * Months, seasons and years carry no statement of their own and are rewritten or moved ("November 2021" → "Nov 2021",
 * "03/2017"; "Software Engineering Intern Summer 2018" → "Software Engineering Intern | … | Summer 2018").
 */
const DATE_WORDS =
  /(?:spring|summer|fall|autumn|winter)\s+(?:19|20)\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*(?:\d{1,2},?\s*)?(?:19|20)\d{2}|\b(?:\d{1,2}\/)?(?:19|20)\d{2}\b|\b(?:present|current)\b/gi;
/** Words that carry no content of their own: joiners, and link labels whose address the contact line keeps. */
const SMALL_WORDS = new Set(['and', 'or', 'the', 'of', 'in', 'for', 'to', 'a', 'an', 'with', 'at', 'on', 'by', 'as', 'linkedin', 'linked', 'github', 'portfolio', 'website']);
/** Where a line's parts end: pipes, bullets, commas, dashes between words, slashes, dates. */
const PART_BREAK = /[|•▪·,;/–—:()]|\s-\s/;

/**
 * An email, a web address or a phone number: a part of its own, wherever the contact line puts it.
 * Tested a whitespace-separated word at a time: a pattern like /\S+@\S+/ over the whole line
 * backtracks quadratically on a long run with no "@" (hostile-input.test.ts).
 */
const WEB_ADDRESS = /\.(?:com|org|net|io|dev|me|co|edu)\b/i;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;

function isContactWord(word: string): boolean {
  return word.includes('@') || WEB_ADDRESS.test(word);
}

/** The line with each contact detail set apart as a part of its own. */
function markContactDetails(text: string): string {
  // A text with no "@" and no web address has no contact word: only its phone numbers are marked.
  if (!text.includes('@') && !WEB_ADDRESS.test(text)) return text.replace(PHONE, ' | $& | ');
  // Each run of non-space characters in place (no array of the text's words and spaces).
  return text.replace(/\S+/g, (word) => (isContactWord(word) ? ` | ${word} | ` : word)).replace(PHONE, ' | $& | ');
}

/** True when every sentence of the line is part of a bullet or the summary, which the statement checks cover. */
function isCovered(line: string, covered: string): boolean {
  return line.split(/(?<=[.!?])\s+/).every((s) => covered.includes(` ${foldForCompare(s)} `));
}

/** Parts of a line as folded word runs: glued words split ("TeacherNovember"), dates turned into breaks. */
function partsOf(text: string): string[][] {
  return markContactDetails(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(DATE_WORDS, ' | '))
    .split(PART_BREAK)
    .map((part) => trimSmallWords(foldForCompare(part).split(' ').filter((w) => w.length > 1)));
}

/** A part without joiners at its ends ("and Machine Learning basics", a wrapped list's tail): the list may be rejoined. */
function trimSmallWords(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && SMALL_WORDS.has(words[start] ?? '')) start++;
  while (end > start && SMALL_WORDS.has(words[end - 1] ?? '')) end--;
  return words.slice(start, end);
}

/** A heading ("WORK EXPERIENCE", "Skills:"): its content is the section, rendered under a standard heading. */
function isHeading(line: string): boolean {
  if (matchHeading(line, false)) return true;
  return line.split(/\s+/).length <= 4 && (line === line.toUpperCase() || line.endsWith(':'));
}

/**
 * The tailored text's parts, asked whether one of them holds a run of words, in order, word for word
 * (what a search for " a b " in the parts joined by " | " answers), through an index of where each word
 * stands: one lookup per run instead of a search through the whole text.
 */
function keptRuns(parts: readonly string[][]): { has(run: readonly string[]): boolean } {
  const places = new Map<string, [number, number][]>();
  parts.forEach((words, p) =>
    words.forEach((word, w) => {
      const list = places.get(word);
      if (list) list.push([p, w]);
      else places.set(word, [[p, w]]);
    }),
  );
  return {
    has: (run) => (places.get(run[0] ?? '') ?? []).some(([p, w]) => run.every((word, k) => parts[p]?.[w + k] === word)),
  };
}

/**
 * The original text's lines, trimmed, with a word a line wrap split by a hyphen joined again ("bank recon-" and
 * "ciliations for six accounts" → "bank reconciliations for six accounts"), as the reader joins it (wrap-hyphens.ts):
 * else the half-words would be missing from the tailored text and the line listed as left out.
 */
function mendedLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? '';
    while (/\p{Ll}-$/u.test(line) && /^\p{Ll}/u.test(lines[i + 1] ?? '')) line = `${line.slice(0, -1)}${lines[++i] ?? ''}`;
    out.push(line);
  }
  return out;
}

/**
 * Lines of the original text most of whose parts (a pipe-separated strength, a headline's phrase) the
 * tailored text no longer holds as written, word for word. Lines inside a bullet or the summary are
 * skipped: the statement checks above report those. A part moved elsewhere (a contact detail, a skill
 * in the skills list) still counts as kept.
 */
function lostLines(originalText: string, tailoredText: string, original: StructuredResume): string[] {
  const statements = [original.summary, ...original.experience.flatMap((e) => e.bullets), ...original.projects.flatMap((p) => p.bullets)].map(foldForCompare);
  // Folded statements hold letters, digits and spaces only: the joined text says which they are.
  const candidates = linesToCheck(`${statements.join(' | ')}\u0000${originalText}`);
  if (candidates.length === 0) return [];
  const kept = keptRuns(partsOf(tailoredText));
  const lost: string[] = [];
  for (const { line, parts } of candidates) {
    let total = 0;
    let missing = 0;
    for (const part of parts) {
      const weight = part.filter((w) => !SMALL_WORDS.has(w)).length;
      total += weight;
      if (weight > 0 && !kept.has(part)) missing += weight;
    }
    if (total > 0 && missing * 2 >= total) lost.push(line);
  }
  return lost;
}

/**
 * The original's lines that are not a statement, inside one or a heading, with their parts: the same for
 * every posting one resume is tailored to, so read once for the last few resumes (keyed by the whole
 * text and its statements, never by a line).
 */
const linesToCheck = rememberedForLongTexts(
  (key: string): { readonly line: string; readonly parts: readonly string[][] }[] => {
    const cut = key.indexOf('\u0000');
    const statements = key.slice(0, cut);
    const whole = new Set(statements.split(' | '));
    const covered = ` ${statements} `;
    const out: { line: string; parts: string[][] }[] = [];
    for (const line of mendedLines(key.slice(cut + 1))) {
      // Cheapest tests first: most lines are whole bullets (the bench keeps tailoring under 20 ms).
      if (line === '' || whole.has(foldForCompare(line)) || isCovered(line, covered) || isHeading(line)) continue;
      out.push({ line, parts: partsOf(line) });
    }
    return out;
  },
  { fromChars: 500, upToChars: 200_000, size: 4 },
);
