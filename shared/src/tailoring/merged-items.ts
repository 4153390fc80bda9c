/**
 * One ask, one item: the match report lists what the posting asks once, as the posting says it. Items of
 * the same status that one phrase of the posting names together are merged into one item in that phrase's
 * words (held by the member the phrase names whole, else the first; the others are kept in its `covers`):
 * - a choice: "Tableau or Power BI", "Lean or Six Sigma training", "Epic or another electronic health record";
 * - a bracket of examples after a tool: "Microsoft Excel (pivot tables, lookups)";
 * - one experience in two words: "Inventory management and cycle counting experience";
 * - near-synonyms a duty names together and one resume line shows ("Partner with inventory control on cycle
 *   counts": the vocabulary files cycle counts under inventory);
 * - a line of work named only inside the years phrase ("2+ years of customer support experience") is the years item.
 * A single item the posting offers as one side of a choice is labelled by the choice ("Public accounting or
 * audit experience", "Italian or Mediterranean cooking"), so the report never reads as asking one side only.
 */
import type { MatchItem } from './report-types';
import { contentStems } from './concepts';
import { skillEntry, skillField, withImplied } from './skill-index';
import { sentenceCase } from './item-label';
import { saidOnce, type RankedGaps } from './gaps';

/** Where the posting names an item: line, start and end in that line. */
interface Hit {
  readonly item: number;
  readonly line: number;
  readonly start: number;
  readonly end: number;
}

/** Words that say what kind of ask a choice is ("audit experience", "Six Sigma training", "associate degree"). */
const KIND_NOUN = String.raw`(?:experience|training|background|certification|certificate|license|degree|skills|knowledge|data)`;
/** A kind noun right after a choice's last side, with at most one word between ("electrical associate degree"). */
const KIND_AFTER_RE = new RegExp(String.raw`^(?:\s+[\p{Ll}-]+){0,1}\s+${KIND_NOUN}\b`, 'u');
/**
 * The noun after two things joined by "and" that makes them one experience ("… and cycle counting
 * experience"); two credentials ("BLS and ACLS certifications") stay two asks.
 */
const KIND_NEXT_RE = /^\s+(?:experience|background|knowledge|skills|data)\b/;
/** Words that end the right side of a choice ("Python or R for analysis" → "Python or R"). */
const RIGHT_STOP = /^(?:for|with|in|to|at|on|within|when|that|who|which|from|including|ideally|preferred|is|are|and)$/i;
/** Words that end the left side of a choice, read backwards ("Experience with Epic or …" → "Epic"). */
const LEFT_STOP = /^(?:with|in|of|on|for|to|a|an|the|and|our|your|any|using|via|like|through|by|from|into|across|experience|knowledge|familiarity|strong|solid|working|basic|advanced)$/i;
/** Stems two items may share without being one concept. */
const GENERIC = new Set('manag management system support servic service work skill tool care life program'.split(' '));
/** Stems that say what kind of credential a name is ("BLS certified", "ACLS certification"), not which. */
const CREDENTIAL_STEM_RE = /^(?:certif|licen|credential)/;

/** True for a letter or digit at `i` (a plain scan: the posting is read once per report). */
function isWordCode(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return wordChar(text[i]);
}

function wordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** The names to look for in the posting: its wording, its canonical name, and the vocabulary's forms of it. */
function surfacesOf(item: MatchItem): { text: string; exact: boolean }[] {
  const out = new Map<string, { text: string; exact: boolean }>();
  const add = (t: string, exact: boolean) => {
    const s = t.trim();
    // A one-letter name ("R", "C") is read as written, in capitals.
    if (s !== '' && !out.has(s.toLowerCase())) out.set(s.toLowerCase(), { text: exact || s.length <= 2 ? s : s.toLowerCase(), exact: exact || s.length <= 2 });
  };
  if (item.jobTerm) add(item.jobTerm, false);
  add(item.requirement, false);
  for (const f of skillEntry(item.requirement)?.forms ?? []) add(f.text, f.exactCase);
  return [...out.values()];
}

/** Places read per name: a posting names an ask a few times; a flood of one word is no ask to merge. */
const MAX_HITS = 24;

/** The posting read once for names: its lines, the whole text lower-cased, and where each line starts. */
interface Posting {
  readonly lines: readonly string[];
  readonly text: string;
  readonly lower: string;
  readonly starts: readonly number[];
  /** Where each lower-case word of the text starts: a name is looked for where its first word is. */
  readonly words: ReadonlyMap<string, number[]>;
}

function postingOf(lines: readonly string[]): Posting {
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  const text = lines.join('\n');
  const lower = text.toLowerCase();
  const words = new Map<string, number[]>();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    if (i < lower.length && isWordCode(lower, i)) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    const word = lower.slice(start, i);
    const list = words.get(word);
    if (list) list.push(start);
    else words.set(word, [start]);
    start = -1;
  }
  return { lines, text, lower, starts, words };
}

/** The line an offset of the text falls in. */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Every offset of a name that opens with no word (".NET"). */
function allPlaces(hay: string, needle: string): number[] {
  const out: number[] = [];
  for (let at = hay.indexOf(needle); at !== -1 && out.length < MAX_HITS; at = hay.indexOf(needle, at + 1)) out.push(at);
  return out;
}

/** Every place the posting names the item, word-bounded (the first MAX_HITS). */
function hitsIn(p: Posting, item: MatchItem, index: number): Hit[] {
  const hits: Hit[] = [];
  for (const s of surfacesOf(item)) {
    const hay = s.exact ? p.text : p.lower;
    const needle = s.text;
    const first = /^[\p{L}\p{N}]+/u.exec(needle.toLowerCase())?.[0];
    const places = first === undefined ? null : (p.words.get(first) ?? []);
    for (const at of places ?? allPlaces(hay, needle)) {
      if (!hay.startsWith(needle, at)) continue;
      const end = at + needle.length;
      if (wordChar(p.text[at - 1]) || wordChar(p.text[end])) continue;
      const line = lineAt(p.starts, at);
      const base = p.starts[line] ?? 0;
      if (!hits.some((h) => h.line === line && h.start < end - base && at - base < h.end)) hits.push({ item: index, line, start: at - base, end: end - base });
      if (hits.length >= MAX_HITS) return hits;
    }
  }
  return hits;
}

/** The clause of a line around a stretch: no sentence marks or brackets between. */
function clauseBounds(line: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && !/[.;:()!?•*·▪]/.test(line[from - 1] ?? '')) from--;
  let to = end;
  while (to < line.length && !/[.;:()!?]/.test(line[to] ?? '')) to++;
  while (from < to && /[\s–-]/.test(line[from] ?? '')) from++;
  return [from, to];
}

/** The posting's choice around a hit ("Public accounting or audit experience"), as [start, end], or null. */
function choiceAround(line: string, hit: Hit): [number, number] | null {
  const [from, to] = clauseBounds(line, hit.start, hit.end);
  const after = line.slice(hit.end, to);
  const before = line.slice(from, hit.start);
  // The hit on the left: "Stripe or another payments processor", "Teaching or precepting experience".
  const right = /^,?\s+or\s+(?:another\s+|any other\s+|an?\s+|a similar\s+)?/.exec(after);
  if (right) {
    const words = after.slice(right[0].length).split(/\s+/);
    const kept: string[] = [];
    for (const w of words) {
      if (w === '' || RIGHT_STOP.test(w) || kept.length >= 4) break;
      // "Spark or Ray, experiment tracking": a comma ends the choice.
      if (w.endsWith(',')) {
        kept.push(w.slice(0, -1));
        break;
      }
      kept.push(w);
    }
    if (kept.length === 0) return null;
    const end = hit.end + right[0].length + kept.join(' ').length;
    return [leftStart(line, from, hit.start), end];
  }
  // The hit on the right: "audit experience" in "Public accounting or audit experience", "cooking" in
  // "Italian or Mediterranean cooking background".
  const left = /\bor\s+(?:an?\s+|another\s+)?(?:[\p{L}-]+\s+){0,2}$/u.exec(before);
  if (!left) return null;
  const orAt = from + left.index;
  const start = leftStart(line, from, orAt - 1);
  if (start >= orAt - 1) return null;
  const kind = KIND_AFTER_RE.exec(after);
  return [start, hit.end + (kind ? kind[0].length : 0)];
}

/** Where the left side of a choice starts: up to three words back, stopping at a function word. */
function leftStart(line: string, from: number, at: number): number {
  const words = [...line.slice(from, at).matchAll(/[^\s,]+/g)];
  let start = at;
  for (let i = words.length - 1, n = 0; i >= 0 && n < 3; i--, n++) {
    const w = words[i];
    // "component documentation, Vitest or Jest": a comma ends the choice too.
    if (!w || LEFT_STOP.test(w[0]) || line.slice(from + (w.index ?? 0) + w[0].length, start).includes(',')) break;
    start = from + (w.index ?? 0);
  }
  return start;
}

/**
 * A practice and the tool the posting asks it with, named as one ask: "containerization via Docker", "async
 * programming with asyncio" (a tool, in technology, after a practice written in lower case), "Playwright for
 * end-to-end testing" (a tool the vocabulary files under the practice after it). "Python with Django" is two
 * names, two asks.
 */
function practiceWithTool(line: string, first: Hit, second: Hit, a: MatchItem, b: MatchItem): boolean {
  const between = line.slice(first.end, second.start);
  if (/^\s+(?:via|with|using)\s+$/i.test(between)) {
    if (!/^\p{Ll}/u.test(line.slice(first.start, first.end))) return false;
    return withImplied([b.requirement]).has(a.requirement) || skillField(b.requirement) === 'technology';
  }
  return /^\s+for\s+$/i.test(between) && withImplied([a.requirement]).has(b.requirement);
}

/** How two hits in one line make one ask: the posting's words for it, or null. */
const BILINGUAL_WORD_RE = /bilingual/i;

function oneAsk(line: string, a: Hit, b: Hit, nounPhrase: boolean): [number, number] | null {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  if (second.start < first.end) return null;
  const between = line.slice(first.end, second.start);
  const rest = line.slice(second.end);
  // "A, B, or C" is one choice when its names are of one kind: "Tableau, Power BI, or Looker", not "component
  // documentation, Vitest or Jest" (a practice ending the list item before the choice).
  const capital = (h: Hit) => /\p{Lu}/u.test(line[h.start] ?? '');
  const listed = /^,\s*$/.test(between) && /^[^.;:()]*,?\s+or\s/.test(rest) && capital(first) === capital(second);
  if (/^,?\s+or\s+(?:another\s+|an?\s+)?$/.test(between) || listed) {
    const c1 = choiceAround(line, first);
    const c2 = choiceAround(line, second);
    return [Math.min(c1?.[0] ?? first.start, c2?.[0] ?? first.start), Math.max(c1?.[1] ?? second.end, c2?.[1] ?? second.end)];
  }
  // "Microsoft Excel (pivot tables, lookups)", "ML monitoring concepts (data drift, …)": the bracket's things are
  // examples of what is named before it.
  if (/^(?:\s+(?:concepts|tools|tooling|frameworks|libraries|platforms|techniques|methods))?\s*\((?:[^()]*,\s*)?$/.test(between)) {
    const close = line.indexOf(')', second.end);
    return close === -1 ? null : [first.start, close + 1];
  }
  // "Bilingual English/Spanish": the languages of a bilingual ask, and the word itself, are one ask.
  // (Most lines have no "bilingual": the word is looked for before the pattern runs.)
  const bilingual = BILINGUAL_WORD_RE.test(line) ? /\bbilingual\s+\p{L}+(?:\s*(?:\/|&|and)\s*\p{L}+)?/iu.exec(line) : null;
  if (bilingual && first.start >= bilingual.index && second.end <= bilingual.index + bilingual[0].length) return [bilingual.index, bilingual.index + bilingual[0].length];
  // "Inventory management and cycle counting experience": one experience named in two words.
  // A requirement's words before the first thing belong to it ("Food costing and inventory experience"); a
  // duty's are its verb ("Analyze inventory and supply chain data").
  if (/^\s+and\s+$/.test(between) && KIND_NEXT_RE.test(rest)) return [nounPhrase ? leftStart(line, clauseBounds(line, first.start, first.end)[0], first.start) : first.start, second.end];
  return null;
}

/** Two items the vocabulary files under one word ("Cycle Counting|physical inventory", "Inventory Control"). */
function nearSynonyms(a: MatchItem, b: MatchItem): boolean {
  const stems = (i: MatchItem) => new Set(surfacesOf(i).flatMap((s) => contentStems(s.text)).filter((s) => !GENERIC.has(s) && !CREDENTIAL_STEM_RE.test(s) && s.length > 2));
  const sa = stems(a);
  return [...stems(b)].some((s) => sa.has(s));
}

export interface MergedReport {
  readonly items: MatchItem[];
  /** Each merged-away item's requirement → the requirement of the item that holds it. */
  readonly into: ReadonlyMap<string, string>;
}

/** The items with one item per ask (see the module comment). */
export function mergeSameAsks(items: readonly MatchItem[], description: string, title = '', inDuty: (item: MatchItem) => boolean = () => false): MergedReport {
  // The job's title line ("Customer Support Specialist (Billing) — Ledgerly") names the role, no ask.
  const heading = titleWords(title);
  const lines = withoutTitleLines(description, title);
  const posting = postingOf(lines);
  const hits = items.map((item, i) => (item.kind === 'skill' ? hitsIn(posting, item, i) : []));
  const parent = items.map((_i, k) => k);
  const find = (k: number): number => {
    let r = k;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  // Each line's names in order; one ask is named by neighbours ("A, B, or C": A–B, B–C).
  const byLine = new Map<number, Hit[]>();
  for (const h of hits.flat()) {
    const list = byLine.get(h.line);
    if (list) list.push(h);
    else byLine.set(h.line, [h]);
  }
  // The posting's words for each merge; a group is named by its longest (the requirement's full wording).
  const spans: { item: number; text: string }[] = [];
  for (const [li, named] of byLine) {
    const line = lines[li] ?? '';
    const sorted = named.sort((x, y) => x.start - y.start || y.end - x.end);
    for (let k = 0; k + 1 < sorted.length; k++) {
      const ha = sorted[k] as Hit;
      const hb = sorted.slice(k + 1).find((h) => h.item !== ha.item && h.start >= ha.end);
      const a = items[ha.item];
      const b = hb ? items[hb.item] : undefined;
      if (!hb || !a || !b || a.status !== b.status || find(ha.item) === find(hb.item)) continue;
      // "Vitest or Jest for unit tests": the tool's side of a choice takes the choice with it. Two met asks stay two
      // unless one line shows both (each keeps the line that shows it).
      const oneLine = a.status === 'gap' || a.evidence === b.evidence;
      const withTool = (): [number, number] | null => (oneLine && practiceWithTool(line, ha, hb, a, b) ? [Math.min(ha.start, choiceAround(line, ha)?.[0] ?? ha.start), hb.end] : null);
      const span = oneAsk(line, ha, hb, !inDuty(a) && !inDuty(b)) ?? withTool();
      const synonyms = span === null && a.status === 'met' && a.required === b.required && a.evidence === b.evidence && nearSynonyms(a, b);
      if (span === null && !synonyms) continue;
      parent[Math.max(find(ha.item), find(hb.item))] = Math.min(find(ha.item), find(hb.item));
      if (span) spans.push({ item: ha.item, text: line.slice(span[0], span[1]).trim() });
    }
  }
  const phraseOf = (root: number) =>
    spans.filter((s) => find(s.item) === root).map((s) => s.text).sort((x, y) => y.length - x.length)[0] ?? null;
  const into = new Map<string, string>();
  const out: MatchItem[] = [];
  const groups = new Map<number, MatchItem[]>();
  items.forEach((item, k) => {
    const root = find(k);
    const list = groups.get(root);
    if (list) list.push(item);
    else groups.set(root, [item]);
  });
  items.forEach((item, k) => {
    const members = groups.get(k);
    if (!members) return;
    if (members.length === 1) {
      out.push(withChoiceLabel(item, hits[k] ?? [], lines, heading));
      return;
    }
    const merged = mergedItem(members, phraseOf(k));
    for (const m of members) if (m.requirement !== merged.requirement) into.set(m.requirement, merged.requirement);
    out.push(merged);
  });
  const once = withoutSameLabel(out, into);
  return { items: foldIntoYears(once, posting, into), into };
}

/**
 * Items the report would list twice under one label with one line ("PE" and "PE or CSWP certification",
 * both read as the posting's choice): one item, held by the one the label names whole.
 */
function withoutSameLabel(items: readonly MatchItem[], into: Map<string, string>): MatchItem[] {
  const keys = items.map((i) => (i.kind === 'skill' && i.label ? `${i.status}|${i.label.toLowerCase()}|${i.evidence ?? ''}` : null));
  const groups = new Map<string, MatchItem[]>();
  items.forEach((item, k) => {
    const key = keys[k];
    if (key === null || key === undefined) return;
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  });
  const out: MatchItem[] = [];
  items.forEach((item, k) => {
    const members = groups.get(keys[k] ?? '');
    if (!members || members.length === 1) {
      out.push(item);
      return;
    }
    if (members[0] !== item) return;
    const merged = mergedItem(members, null);
    for (const m of members) if (m.requirement !== merged.requirement) into.set(m.requirement, merged.requirement);
    out.push(merged);
  });
  return out;
}

/** A word (or list marker) after which the next word opens a sentence and is capitalised for that alone. */
const SENTENCE_OPEN_RE = /(?:^|[.:;!?•*·▪–—-])$/;

/** A title's or a line's words, lower-cased, one space apart: "Staff Software Engineer ( Python)" → "staff software engineer python". */
function titleWords(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim();
}

/**
 * The posting's lines with those that are the job's title blanked: the title line ("Role: Staff Software Engineer
 * ( Python)" for "Staff Software Engineer (python)", compared by words alone) names the role, no ask.
 */
export function withoutTitleLines(description: string, title: string): string[] {
  const heading = titleWords(title);
  return description.split('\n').map((l) => (heading.length >= 5 && titleWords(l).includes(heading) && l.length < heading.length + 40 ? '' : l));
}

/** A capitalised word of a name ("ServSafe", "Allen-Bradley", "PGY1"). */
const NAME_WORD_RE = /^[\p{Lu}][\p{L}\p{N}&'’/-]*$/u;
/** The kind of credential a name is, written after it in lower case ("… Manager certification", "PGY1 residency"). */
const NAME_KIND_RE = /^(?:certification|certificate|license|licence|residency)$/;

/**
 * The whole name a term is part of where the posting first names it: "City of Chicago Food Service Sanitation
 * Manager Certificate" for "Food Service", "ServSafe Food Protection Manager certification" for "ServSafe",
 * "PGY1 residency" for "PGY1". A sentence's first word is no part of a name. Null when the term stands alone.
 */
function wholeName(line: string, hit: Hit): string | null {
  // Most terms stand alone: a name goes on only into a capitalised word or a credential's kind.
  const next = /^ (\S+)/.exec(line.slice(hit.end, hit.end + 24))?.[1]?.replace(/[.,;:!?)]+$/, '') ?? '';
  const prev = /(\S+) $/.exec(line.slice(Math.max(0, hit.start - 40), hit.start))?.[1] ?? '';
  if (!NAME_WORD_RE.test(next) && !NAME_KIND_RE.test(next) && !NAME_WORD_RE.test(prev)) return null;
  const before = line.slice(0, hit.start).split(' ');
  const after = line.slice(hit.end).split(' ');
  before.pop();
  after.shift();
  const left: string[] = [];
  // The word before the name's first word, if any, must not open the sentence: "Diagnose faults on Allen-Bradley".
  while (before.length > 1) {
    const w = before.at(-1) ?? '';
    const prev = before.at(-2) ?? '';
    const opens = SENTENCE_OPEN_RE.test(prev) || prev === '';
    if (NAME_WORD_RE.test(w) && !opens) left.unshift(before.pop() ?? '');
    else if (w === 'of' && left.length > 0 && NAME_WORD_RE.test(prev) && !SENTENCE_OPEN_RE.test(before.at(-3) ?? '')) left.unshift(before.pop() ?? '');
    else break;
  }
  if (line.slice(hit.end, hit.end + 1) !== ' ' && line.slice(hit.end, hit.end + 1) !== '') return null;
  const right: string[] = [];
  for (const w of after) {
    // A name may end a sentence or a clause ("… Manager Certificate.", "… Certificate (or able …)").
    const bare = w.replace(/[.,;:!?)]+$/, '');
    if (NAME_WORD_RE.test(bare)) right.push(bare);
    else if (NAME_KIND_RE.test(bare)) {
      right.push(bare);
      break;
    } else break;
    if (bare !== w) break;
  }
  while (left[0] === 'of') left.shift();
  if (left.length === 0 && right.length === 0) return null;
  // An acronym beside other names is one of a list ("ControlLogix and CompactLogix PLCs"), unless a kind follows.
  if (/^[\p{Lu}\d-]+s?$/u.test(line.slice(hit.start, hit.end)) && !NAME_KIND_RE.test(right.at(-1) ?? '')) return null;
  return [...left, line.slice(hit.start, hit.end), ...right].join(' ');
}

/**
 * A single item in the posting's fuller words: the choice it is one side of, as the posting writes it
 * ("Public accounting or audit experience"), else the whole name it is part of (`wholeName`).
 */
function withChoiceLabel(item: MatchItem, hits: readonly Hit[], lines: readonly string[], heading = ''): MatchItem {
  const first = hits.reduce<Hit | undefined>((a, h) => (a === undefined || h.line < a.line || (h.line === a.line && h.start < a.start) ? h : a), undefined);
  const plain = item.label === undefined || item.label.toLowerCase() === (item.jobTerm ?? item.requirement).toLowerCase();
  const name = first && plain && item.jobTerm ? wholeName(lines[first.line] ?? '', first) : null;
  // The role the posting fills is no name of an ask: "We are seeking a Machine Learning Engineer" keeps "Machine learning".
  const role = name !== null && heading !== '' && ` ${heading} `.includes(` ${titleWords(name)} `);
  if (name !== null && !role && name.toLowerCase().includes(item.jobTerm?.toLowerCase() ?? '\u0000')) item = { ...item, label: labelCase(name, item) };
  // The side of a choice the resume does not hold, where it holds another, is named alone ("PHR" beside the
  // met "SHRM-CP or PHR certification"): under the choice's label it would read as the same ask unmet.
  if (item.alternativeHeld !== undefined) return item;
  for (const h of hits) {
    const line = lines[h.line] ?? '';
    if (!line.includes(' or ')) continue;
    const span = choiceAround(line, h);
    const text = span ? line.slice(span[0], span[1]).trim() : '';
    // "statistics, economics, supply chain, or a related field" is a degree's fields, no choice of asks.
    if (span && !/,\s*or\s/.test(text) && !/\b(?:related|equivalent|similar)\s+\w+$/i.test(text)) return { ...item, label: labelCase(text, item) };
  }
  return item;
}

/**
 * The members as one item, named by the phrase (or, for near-synonyms, the fullest label), held by the
 * member the phrase names whole ("Django or FastAPI") or with the fullest label, shown by the line that
 * shows most of them.
 */
function mergedItem(members: readonly MatchItem[], text: string | null): MatchItem {
  const label = text ? null : longestLabel(members);
  const named = (m: MatchItem) => m.requirement.toLowerCase() === (text ?? label ?? '').toLowerCase();
  const head = members.find(named) ?? members.find((m) => label !== null && m.label === label) ?? (members[0] as MatchItem);
  const shows = (line: string) => {
    const stems = new Set(contentStems(line));
    return members.filter((m) => surfacesOf(m).some((s) => contentStems(s.text).every((w) => stems.has(w)))).length;
  };
  const lines = [...new Set([head, ...members].map((m) => m.evidence).filter((e): e is string => e !== null))];
  const evidence = lines.sort((a, b) => shows(b) - shows(a))[0] ?? head.evidence;
  const own = head.evidence === evidence ? head : (members.find((m) => m.evidence === evidence) ?? head);
  const { note: _headNote, ...rest } = head;
  return {
    ...rest,
    evidence,
    required: members.some((m) => m.required),
    priority: Math.max(...members.map((m) => m.priority)),
    label: text ? labelCase(text, head) : (label ?? head.label),
    ...(own.note !== undefined ? { note: own.note } : {}),
    covers: [...new Set(members.filter((m) => m !== head).flatMap((m) => [m.jobTerm ?? '', m.requirement, ...(m.covers ?? [])].filter((n) => n !== '')))],
  };
}

/** The fullest of the members' own labels (the posting's fuller wording: "PCCN or CMSRN certification" over "PCCN"). */
function longestLabel(members: readonly MatchItem[]): string | undefined {
  return members.map((m) => m.label).filter((l): l is string => l !== undefined).sort((a, b) => b.length - a.length)[0];
}

/** A phrase as a list item: sentence case, unless it opens with a name written in lower case ("dbt or another …"). */
function labelCase(text: string, item: MatchItem): string {
  const first = text.split(/\s+/)[0] ?? '';
  const lowerName = item.label !== undefined && item.label === item.label.toLowerCase() && first === item.label;
  return lowerName ? text : sentenceCase(text);
}

/**
 * A met skill the posting names only inside its years phrase ("2+ years of customer support experience",
 * "in a warehouse or distribution center", "in a high-volume, scratch kitchen") is the years item itself,
 * when that is met: listed once, as the years, with the skill in its covers. A tool ("3+ years with Python &
 * Django") stays an ask of its own.
 */
function foldIntoYears(items: MatchItem[], posting: Posting, into: Map<string, string>): MatchItem[] {
  const years = items.find((i) => i.kind === 'years' && i.status === 'met');
  if (!years) return items;
  const phrase = years.requirement.toLowerCase();
  const yearsLine = posting.lines.findIndex((l) => l.toLowerCase().includes(phrase));
  if (yearsLine < 0) return items;
  const folded: string[] = [];
  const kept = items.filter((item, k) => {
    if (item.kind !== 'skill' || item.status !== 'met' || !item.jobTerm || !phrase.includes(item.jobTerm.toLowerCase())) return true;
    if (skillField(item.requirement) === 'technology') return true;
    if (hitsIn(posting, item, k).some((h) => h.line !== yearsLine)) return true;
    folded.push(item.jobTerm, item.requirement, ...(item.covers ?? []));
    into.set(item.requirement, years.requirement);
    return false;
  });
  if (folded.length === 0) return items;
  return kept.map((i) => (i === years ? { ...i, covers: [...new Set([...(i.covers ?? []), ...folded])] } : i));
}

/** The ranked gap keys with each merged-away gap read as the item that holds it, once. */
export function mergedGapKeys(keys: readonly string[], into: ReadonlyMap<string, string>): string[] {
  return [...new Set(keys.map((k) => into.get(k) ?? k))];
}

/**
 * The report's gaps as it lists them: a merged gap as the item that holds it, and each gap said once as
 * the report shows it (its label), so "Redis" is not listed beside "Redis caching". The top ones, then the rest.
 */
export function reportGaps(ranked: RankedGaps, merged: MergedReport): RankedGaps {
  const labelOf = new Map(merged.items.map((i) => [i.requirement, i.kind === 'skill' ? (i.label ?? i.jobTerm ?? i.requirement) : null]));
  const top = mergedGapKeys(ranked.gaps, merged.into);
  const listed = saidOnce([...top, ...mergedGapKeys(ranked.moreGaps, merged.into).filter((g) => !top.includes(g))], (g) => (labelOf.has(g) ? (labelOf.get(g) ?? null) : g));
  return { gaps: listed.filter((g) => top.includes(g)), moreGaps: listed.filter((g) => !top.includes(g)) };
}
