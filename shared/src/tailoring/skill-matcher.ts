/**
 * Fast skill matcher: the text is tokenised once (./skill-tokens), then n-grams of 1..N tokens are
 * looked up in a Map of normalised alias → canonical skill (./skill-index; longest match wins, left to
 * right), then the context rules of ambiguous forms apply. No per-skill regex.
 *
 * The matcher's public face: the tokeniser's and the index's exports that callers use are re-exported
 * here, so the engine's stages import one module.
 */
import { memoisedInCall, withCallMemo } from '../text/call-memo';
import { compile, type Hit } from './skill-index';
import { isWordAt, tokenize, type Token } from './skill-tokens';

export { canonicalSkill, isAmbiguousForm, skillEntry, skillField, vocabularyConflicts, warmUpSkillMatcher, withImplied } from './skill-index';
export { skillKey, tokenize, type Token } from './skill-tokens';

export interface SkillMatch {
  /** Canonical skill name. */
  readonly skill: string;
  /** The text as written in the searched string. */
  readonly surface: string;
  readonly start: number;
  readonly end: number;
  readonly line: number;
}

export type MatchMode = 'strict' | 'lenient';

interface Candidate extends SkillMatch {
  readonly needsContext: boolean;
  readonly standalone: boolean;
}

const STANDALONE_BEFORE = /[\s,;|/()[\]:"•·▪*]/;
const STANDALONE_AFTER = /[\s,;|/()[\]:"•·▪*!?]/;

function isStandalone(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text.charAt(start - 1) : ' ';
  const after = end < text.length ? text.charAt(end) : ' ';
  const okBefore = STANDALONE_BEFORE.test(before);
  const okAfter = STANDALONE_AFTER.test(after) || (after === '.' && !isWordAt(text, end + 1));
  return okBefore && okAfter;
}

const LIST_SEPARATOR_RE = /[,;|/•·]/;

function lineText(text: string, lineStarts: readonly number[], line: number): string {
  const start = lineStarts[line] ?? 0;
  const next = lineStarts[line + 1];
  return text.slice(start, next === undefined ? text.length : next - 1);
}

interface Scan {
  readonly tokens: readonly Token[];
  readonly candidates: readonly Candidate[];
  /** findSkills(text, 'strict') once computed (kept with a cached scan). */
  strict?: readonly SkillMatch[];
}

/**
 * Long texts (a whole resume) are scanned several times per tailoring, strictly and leniently: the
 * last few scans are kept. Read-only; findSkills copies what it returns.
 */
const SCAN_CACHE_MIN_CHARS = 2_000;
const SCAN_CACHE_SIZE = 4;
const scanCache = new Map<string, Scan>();

/**
 * Short texts (statements, skill lines) are scanned by several stages of one tailoring (analysis, the
 * skills list, the qualifier check: ~150 scans of ~100 texts). Inside withScanMemo they are scanned once;
 * the memo lives for that one call only (text/call-memo.ts), so no user's statements outlive their own
 * tailoring; the pieces of the resume being tailored are kept with that resume's text (withResumeMemo).
 */
const scanShortText = memoisedInCall(scanCandidates, { resumePieces: true });

export function withScanMemo<T>(run: () => T): T {
  return withCallMemo(run);
}

function scanText(text: string): Scan {
  if (text.length < SCAN_CACHE_MIN_CHARS) return scanShortText(text);
  const cached = scanCache.get(text);
  if (cached) return cached;
  const scan = scanCandidates(text);
  scanCache.set(text, scan);
  if (scanCache.size > SCAN_CACHE_SIZE) scanCache.delete(scanCache.keys().next().value as string);
  return scan;
}

/**
 * The text's tokens, from the scan findSkills keeps of a long text, or of a short one inside the call memo
 * (so scoring and ranking do not tokenise it again).
 */
export function tokensOf(text: string): readonly Token[] {
  return scanText(text).tokens;
}

/** A whitespace- or list-delimited chunk that is a URL ("http://…", "www.…") or an e-mail address. */
const ADDRESS_CHUNK_RE = /^[^@]*:\/\/|^www\.|^[^@]+@[^@]+\.[a-z]{2,}$/i;

/**
 * Start/end offsets of the URLs and e-mail addresses in a text ("http://" is not HTTP, "https://" is
 * not TLS/SSL, "jane@python.org" is not Python). Linear: each chunk between spaces and list marks is
 * tested once (anchored, no backtracking across chunks). Empty without "://", "www." or "@".
 */
function addressSpans(text: string): [number, number][] {
  if (!text.includes('://') && !text.includes('@') && !/www\./i.test(text)) return [];
  const spans: [number, number][] = [];
  const chunk = /[^\s|,;()<>"]+/g;
  for (let m = chunk.exec(text); m; m = chunk.exec(text)) {
    if (m[0].length < 200 && ADDRESS_CHUNK_RE.test(m[0])) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

/** Every vocabulary form in the text, longest first at each position, before the context rules. */
function scanCandidates(text: string): Scan {
  const { lower, exact, lowerPrefixes, exactPrefixes, firstTokens, maxTokens } = compile();
  const tokens = tokenize(text);
  const candidates: Candidate[] = [];
  const spans = addressSpans(text);
  let span = 0;
  let i = 0;
  while (i < tokens.length) {
    const at = (tokens[i] as Token).start;
    while (span < spans.length && (spans[span] as [number, number])[1] <= at) span++;
    if (span < spans.length && (spans[span] as [number, number])[0] <= at) {
      i++;
      continue;
    }
    // Most words start no form at all.
    if (!firstTokens.has((tokens[i] as Token).lower)) {
      i++;
      continue;
    }
    let best: { n: number; hit: Hit } | null = null;
    let lowerKey = '';
    let rawKey = '';
    for (let n = 1; n <= maxTokens; n++) {
      const t = tokens[i + n - 1];
      if (!t) break;
      if (n > 1 && t.breakBefore) break;
      lowerKey = n === 1 ? t.lower : `${lowerKey} ${t.lower}`;
      rawKey = n === 1 ? t.raw : `${rawKey} ${t.raw}`;
      const hit = exact.get(rawKey) ?? lower.get(lowerKey);
      if (hit) best = { n, hit };
      // No longer form starts with these tokens.
      if (!lowerPrefixes.has(lowerKey) && !exactPrefixes.has(rawKey)) break;
    }
    if (!best) {
      i++;
      continue;
    }
    const first = tokens[i] as Token;
    const last = tokens[i + best.n - 1] as Token;
    // "non-sterile compounding" names the skill's opposite: no match (a pharmacy technician was credited with sterile compounding).
    if (NEGATED_BEFORE_RE.test(text.slice(Math.max(0, first.start - 4), first.start))) {
      i += best.n;
      continue;
    }
    candidates.push({
      skill: best.hit.entry.name,
      surface: text.slice(first.start, last.end),
      start: first.start,
      end: last.end,
      line: first.line,
      needsContext: best.hit.form.needsContext,
      standalone: isStandalone(text, first.start, last.end),
    });
    i += best.n;
  }
  return { tokens, candidates };
}

/** "non-" or "non " right before a form: the text names what the skill is not. */
const NEGATED_BEFORE_RE = /(?:^|[^\p{L}])non[-\s]$/iu;

/**
 * Finds skills in text. 'strict' applies the context rules of ambiguous forms (Go, R, C, AP…);
 * 'lenient' accepts them wherever they stand (used to decide whether the user's input supports a skill).
 */
export function findSkills(text: string, mode: MatchMode = 'strict'): SkillMatch[] {
  const scan = scanText(text);
  if (mode === 'lenient') return scan.candidates.map(strip);
  scan.strict ??= applyContextRules(text, scan);
  return [...scan.strict];
}

function applyContextRules(text: string, { tokens, candidates }: Scan): SkillMatch[] {

  // Context rules for ambiguous forms. Counted per line once, so a line of thousands of ambiguous
  // forms ("Go Go Go …") costs linear time, not a scan of the line's candidates for each of them.
  const lineStarts: number[] = [0];
  for (let p = text.indexOf('\n'); p !== -1; p = text.indexOf('\n', p + 1)) lineStarts.push(p + 1);
  const solidPerLine = new Map<number, number>();
  const ambiguousPerLine = new Map<number, number>();
  const starts = new Set<number>();
  const ends = new Set<number>();
  for (const c of candidates) {
    starts.add(c.start);
    ends.add(c.end);
    if (!c.needsContext) solidPerLine.set(c.line, (solidPerLine.get(c.line) ?? 0) + 1);
    else if (c.standalone) ambiguousPerLine.set(c.line, (ambiguousPerLine.get(c.line) ?? 0) + 1);
  }
  const tokensPerLine = new Map<number, number>();
  for (const t of tokens) tokensPerLine.set(t.line, (tokensPerLine.get(t.line) ?? 0) + 1);
  const listLines = new Map<number, boolean>();
  const isListLine = (line: number): boolean => {
    let listed = listLines.get(line);
    if (listed === undefined) {
      listed = LIST_SEPARATOR_RE.test(lineText(text, lineStarts, line));
      listLines.set(line, listed);
    }
    return listed;
  };
  let tokenIndex: Map<number, number> | null = null;
  const candidateStarts = (): Map<number, number> => {
    tokenIndex ??= new Map(tokens.map((t, k) => [t.start, k]));
    return tokenIndex;
  };
  const out: SkillMatch[] = [];
  for (const c of candidates) {
    if (!c.needsContext) {
      out.push(strip(c));
      continue;
    }
    if (!c.standalone) continue;
    if (startsProperName(c, tokens, candidateStarts())) continue;
    // "13x/R": a form glued to another word by "/" only counts when the other side is a skill too ("AP/AR").
    if (text.charAt(c.start - 1) === '/' && !ends.has(c.start - 1)) continue;
    if (text.charAt(c.end) === '/' && !starts.has(c.end + 1)) continue;
    const lines = [c.line];
    if ((tokensPerLine.get(c.line) ?? 0) <= 3) lines.push(c.line - 1, c.line + 1);
    const solid = lines.some((l) => (solidPerLine.get(l) ?? 0) > 0);
    // Other standalone ambiguous forms nearby (this one is among them: it is standalone).
    const ambiguousNearby = lines.reduce((n, l) => n + (ambiguousPerLine.get(l) ?? 0), 0) - 1;
    const listed = ambiguousNearby > 0 && isListLine(c.line);
    if (solid || listed) out.push(strip(c));
  }
  return out;
}

/**
 * An ambiguous one-word form followed, in the same phrase, by a capitalised word that is not a skill
 * is part of a name or a cheer ("Go Sooners!", "Express Scripts", "Spring Valley"), not the skill.
 */
function startsProperName(c: Candidate, tokens: readonly Token[], tokenAt: ReadonlyMap<number, number>): boolean {
  const k = tokenAt.get(c.start);
  if (k === undefined) return false;
  const first = tokens[k] as Token;
  if (first.end !== c.end) return false;
  const next = tokens[k + 1];
  if (!next || next.breakBefore || next.line !== first.line) return false;
  if (!/^\p{Lu}\p{Ll}/u.test(next.raw)) return false;
  return !isSkillStart(next.raw);
}

/** True when some vocabulary form begins with this word ("Boot" of "Spring Boot" is not one; "Kubernetes" is). */
function isSkillStart(word: string): boolean {
  const { lower, exact, lowerPrefixes, exactPrefixes } = compile();
  const key = word.toLowerCase();
  return lower.has(key) || exact.has(word) || lowerPrefixes.has(key) || exactPrefixes.has(word);
}

function strip(c: Candidate): SkillMatch {
  return { skill: c.skill, surface: c.surface, start: c.start, end: c.end, line: c.line };
}

/** Canonical skills found in a text (distinct, in order of first appearance). */
export function skillSet(text: string, mode: MatchMode = 'strict'): Set<string> {
  return new Set(findSkills(text, mode).map((m) => m.skill));
}
