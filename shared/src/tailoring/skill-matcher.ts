/**
 * Fast skill matcher: the text is tokenised once, then n-grams of 1..N tokens are looked up in a
 * Map of normalised alias → canonical skill (longest match wins, left to right). No per-skill regex.
 *
 * Tokens keep the punctuation that is part of names: "C++", "C#", "F#", ".NET", "Node.js",
 * "ASP.NET", "R&D", "S&OP", "Bachelor's". "-" and "/" separate tokens but do not stop a phrase
 * ("CI/CD" = "CI CD"); commas, semicolons, pipes, colons, brackets, sentence ends and (most) line
 * breaks do, so list items are never glued into one skill.
 *
 * The vocabulary is compiled once, lazily, on first use.
 */
import { impliedParents, skillEntries, type SkillEntry, type SkillForm } from './skills-vocabulary';

export interface Token {
  /** Lower-case text. */
  readonly lower: string;
  /** Text as written. */
  readonly raw: string;
  readonly start: number;
  readonly end: number;
  /** 0-based line number. */
  readonly line: number;
  /** A comma, semicolon, bracket, sentence end, bullet or hard line break comes before this token. */
  readonly breakBefore: boolean;
}

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

interface Hit {
  readonly entry: SkillEntry;
  readonly form: SkillForm;
}

interface Compiled {
  readonly lower: Map<string, Hit>;
  readonly exact: Map<string, Hit>;
  /** Every proper token prefix of a key ("google cloud" for "google cloud platform"): longer n-grams are tried only after one. */
  readonly lowerPrefixes: Set<string>;
  readonly exactPrefixes: Set<string>;
  readonly byName: Map<string, SkillEntry>;
  readonly maxTokens: number;
  /** Forms that normalise to a key already taken by another canonical skill. */
  readonly conflicts: { key: string; kept: string; dropped: string }[];
}

// ---------------------------------------------------------------------------------------------
// Tokeniser
// ---------------------------------------------------------------------------------------------

function isWordCode(code: number): boolean {
  if (code < 128) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  }
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}

function isWordAt(text: string, i: number): boolean {
  return i >= 0 && i < text.length && isWordCode(text.charCodeAt(i));
}

/** Characters that end a phrase (a skill never spans them). */
const HARD_BREAKS = new Set([',', ';', '|', '(', ')', '[', ']', '{', '}', ':', '!', '?', '"', '•', '·', '▪', '■', '●', '◦', '–', '—', '\t', '<', '>', '=', '*']);

/** Tokenises text for skill matching. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let line = 0;
  let lineStart = 0;
  let breakBefore = true;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      // A line break is soft only when the line before looks wrapped (long, ends in a letter).
      const prevLine = text.slice(lineStart, i).trimEnd();
      const soft = prevLine.length >= 40 && isWordAt(prevLine, prevLine.length - 1) && isWordAt(text, i + 1);
      if (!soft) breakBefore = true;
      line++;
      lineStart = i + 1;
      i++;
      continue;
    }
    const leadingDot = code === 46 && !isWordAt(text, i - 1) && /[A-Za-z]/.test(text.charAt(i + 1));
    if (isWordCode(code) || leadingDot) {
      const start = i;
      let j = leadingDot ? i + 1 : i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (isWordCode(c)) {
          j++;
          continue;
        }
        // Internal '.', '&', "'" between word characters: "Node.js", "R&D", "Bachelor's".
        if ((c === 46 || c === 38 || c === 39) && isWordAt(text, j + 1) && isWordAt(text, j - 1)) {
          j++;
          continue;
        }
        break;
      }
      // Trailing "++" / "+" or "#": C++, C#, F#.
      let k = j;
      while (k < n && k - j < 2 && text.charCodeAt(k) === 43) k++;
      if (k > j && !isWordAt(text, k)) j = k;
      else if (text.charCodeAt(j) === 35 && !isWordAt(text, j + 1)) j++;
      const raw = text.slice(start, j);
      tokens.push({ raw, lower: raw.toLowerCase(), start, end: j, line, breakBefore });
      breakBefore = false;
      i = j;
      continue;
    }
    const ch = text.charAt(i);
    if (HARD_BREAKS.has(ch)) breakBefore = true;
    else if (ch === '.' && !isWordAt(text, i + 1)) breakBefore = true;
    i++;
  }
  return tokens;
}

function keysOf(text: string): { lower: string; raw: string; count: number } {
  const tokens = tokenize(text);
  return {
    lower: tokens.map((t) => t.lower).join(' '),
    raw: tokens.map((t) => t.raw).join(' '),
    count: tokens.length,
  };
}

/** Normalised lookup key of a phrase (lower-case tokens joined by single spaces). */
export function skillKey(text: string): string {
  return keysOf(text).lower;
}

// ---------------------------------------------------------------------------------------------
// Compilation
// ---------------------------------------------------------------------------------------------

let compiled: Compiled | null = null;

function normalizeFormText(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'");
}

function compile(): Compiled {
  if (compiled) return compiled;
  const lower = new Map<string, Hit>();
  const exact = new Map<string, Hit>();
  const byName = new Map<string, SkillEntry>();
  const conflicts: { key: string; kept: string; dropped: string }[] = [];
  let maxTokens = 1;
  const add = (map: Map<string, Hit>, key: string, hit: Hit, declared: boolean) => {
    if (key === '') return;
    const existing = map.get(key);
    if (existing) {
      if (existing.entry !== hit.entry && declared) conflicts.push({ key, kept: existing.entry.name, dropped: hit.entry.name });
      return;
    }
    map.set(key, hit);
  };
  const entries = skillEntries();
  // Declared forms first (so generated variants never shadow a declared alias), then variants.
  for (const entry of entries) {
    if (!byName.has(entry.name)) byName.set(entry.name, entry);
    for (const form of entry.forms) {
      const keys = keysOf(normalizeFormText(form.text));
      maxTokens = Math.max(maxTokens, keys.count);
      if (form.exactCase) add(exact, keys.raw, { entry, form }, true);
      else add(lower, keys.lower, { entry, form }, true);
    }
  }
  for (const entry of entries) {
    for (const form of entry.forms) {
      if (form.exactCase) continue;
      const keys = keysOf(normalizeFormText(form.text));
      const hit = { entry, form };
      if (keys.lower.endsWith('.js')) {
        const base = keys.lower.slice(0, -3);
        add(lower, `${base}js`, hit, false);
        add(lower, `${base} js`, hit, false);
      }
      const last = keys.lower.split(' ').pop() ?? '';
      if (/^[a-z]{4,}$/.test(last) && !last.endsWith('s')) add(lower, `${keys.lower}s`, hit, false);
    }
  }
  compiled = {
    lower,
    exact,
    lowerPrefixes: tokenPrefixes(lower.keys()),
    exactPrefixes: tokenPrefixes(exact.keys()),
    byName,
    maxTokens: Math.min(maxTokens, 8),
    conflicts,
  };
  return compiled;
}

function tokenPrefixes(keys: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const key of keys) {
    for (let space = key.indexOf(' '); space !== -1; space = key.indexOf(' ', space + 1)) prefixes.add(key.slice(0, space));
  }
  return prefixes;
}

/** Declared forms that collide with another canonical skill's form (should be empty). */
export function vocabularyConflicts(): readonly { key: string; kept: string; dropped: string }[] {
  return compile().conflicts;
}

/** The vocabulary entry of a canonical skill name. */
export function skillEntry(name: string): SkillEntry | undefined {
  return compile().byName.get(name);
}

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------

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

function scanText(text: string): Scan {
  if (text.length < SCAN_CACHE_MIN_CHARS) return scanCandidates(text);
  const cached = scanCache.get(text);
  if (cached) return cached;
  const scan = scanCandidates(text);
  scanCache.set(text, scan);
  if (scanCache.size > SCAN_CACHE_SIZE) scanCache.delete(scanCache.keys().next().value as string);
  return scan;
}

/** The text's tokens, from the scan findSkills keeps of a long text (so scoring does not tokenise it again). */
export function tokensOf(text: string): readonly Token[] {
  return scanText(text).tokens;
}

/** Every vocabulary form in the text, longest first at each position, before the context rules. */
function scanCandidates(text: string): Scan {
  const { lower, exact, lowerPrefixes, exactPrefixes, maxTokens } = compile();
  const tokens = tokenize(text);
  const candidates: Candidate[] = [];
  let i = 0;
  while (i < tokens.length) {
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
  const out: SkillMatch[] = [];
  for (const c of candidates) {
    if (!c.needsContext) {
      out.push(strip(c));
      continue;
    }
    if (!c.standalone) continue;
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

function strip(c: Candidate): SkillMatch {
  return { skill: c.skill, surface: c.surface, start: c.start, end: c.end, line: c.line };
}

/** The canonical skill a whole phrase names ("Postgres" → "PostgreSQL"), or null. Context rules do not apply. */
export function canonicalSkill(phrase: string): string | null {
  const { lower, exact } = compile();
  const keys = keysOf(normalizeFormText(phrase.trim()));
  if (keys.count === 0) return null;
  return (exact.get(keys.raw) ?? lower.get(keys.lower))?.entry.name ?? null;
}

/** True when `surface` is one of the forms of `skill` that needs context or exact case (ambiguous). */
export function isAmbiguousForm(skill: string, surface: string): boolean {
  const entry = compile().byName.get(skill);
  if (!entry) return false;
  const key = skillKey(surface);
  return entry.forms.some((f) => (f.needsContext || f.text.length <= 2) && skillKey(f.text) === key);
}

/** Canonical skills found in a text (distinct, in order of first appearance). */
export function skillSet(text: string, mode: MatchMode = 'strict'): Set<string> {
  return new Set(findSkills(text, mode).map((m) => m.skill));
}

/** Adds the skills implied by the given ones ("Spring Boot" → "Spring Framework" → "Java"). */
export function withImplied(skills: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const queue = [...skills];
  while (queue.length > 0) {
    const s = queue.shift() as string;
    if (out.has(s)) continue;
    out.add(s);
    for (const parent of impliedParents(s)) if (!out.has(parent)) queue.push(parent);
  }
  return out;
}

/** The field of a canonical skill ('technology', 'healthcare', …) or undefined. */
export function skillField(name: string): SkillEntry['field'] | undefined {
  return compile().byName.get(name)?.field;
}

/** Compiles the vocabulary now (≈100 ms once) instead of on the first match; call at server start-up. */
export function warmUpSkillMatcher(): number {
  const c = compile();
  return c.lower.size + c.exact.size;
}
