/**
 * The skills vocabulary compiled for lookup, once, lazily, on first use: Maps of normalised alias →
 * canonical skill (declared forms, then generated variants such as "nodejs" and plurals), with the
 * token prefixes that tell the matcher when a longer form may still follow. Also the lookups that need
 * no scan of a text: a whole phrase's skill, a skill's entry, field and implied parents.
 */
import { memoisedInCall } from '../text/call-memo';
import { impliedParents, skillEntries, type SkillEntry, type SkillForm } from './skills-vocabulary';
import { keysOf, skillKey } from './skill-tokens';

export interface Hit {
  readonly entry: SkillEntry;
  readonly form: SkillForm;
}

export interface Compiled {
  readonly lower: Map<string, Hit>;
  readonly exact: Map<string, Hit>;
  /** Every proper token prefix of a key ("google cloud" for "google cloud platform"): longer n-grams are tried only after one. */
  readonly lowerPrefixes: Set<string>;
  readonly exactPrefixes: Set<string>;
  /**
   * The first token of every key, lower-cased: a token not in it starts no form, in any case, so the
   * matcher passes it with one lookup instead of four.
   */
  readonly firstTokens: Set<string>;
  readonly byName: Map<string, SkillEntry>;
  readonly maxTokens: number;
  /** Forms that normalise to a key already taken by another canonical skill. */
  readonly conflicts: { key: string; kept: string; dropped: string }[];
}

let compiled: Compiled | null = null;

function normalizeFormText(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'");
}

export function compile(): Compiled {
  if (compiled) return compiled;
  const lower = new Map<string, Hit>();
  const exact = new Map<string, Hit>();
  const byName = new Map<string, SkillEntry>();
  const conflicts: { key: string; kept: string; dropped: string }[] = [];
  let maxTokens = 1;
  const acronyms: { raw: string; hit: Hit }[] = [];
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
      else if (keys.count === 1 && isAcronym(keys.raw)) acronyms.push({ raw: keys.raw, hit: { entry, form } });
      else add(lower, keys.lower, { entry, form }, true);
    }
  }
  // An acronym matches only in capitals ("safe" is not SAFe, "rest" is not REST), after the forms
  // declared exact, which keep their case-bound meaning ("=~AR" is Accounts Receivable).
  for (const { raw, hit } of acronyms) {
    add(exact, raw, hit, false);
    add(exact, raw.toUpperCase(), hit, false);
  }
  for (const entry of entries) {
    for (const form of entry.forms) {
      if (form.exactCase) continue;
      const keys = keysOf(normalizeFormText(form.text));
      if (keys.count === 1 && isAcronym(keys.raw)) {
        // "PLCs", "VFDs", "HMIs": an acronym's plural, in capitals too.
        add(exact, `${keys.raw}s`, { entry, form }, false);
        continue;
      }
      const hit = { entry, form };
      if (keys.lower.endsWith('.js')) {
        const base = keys.lower.slice(0, -3);
        add(lower, `${base}js`, hit, false);
        add(lower, `${base} js`, hit, false);
      }
      const plural = regularPlural(keys.lower.split(' ').pop() ?? '');
      if (plural) add(lower, `${keys.lower.slice(0, keys.lower.lastIndexOf(' ') + 1)}${plural}`, hit, false);
    }
  }
  compiled = {
    lower,
    exact,
    lowerPrefixes: tokenPrefixes(lower.keys()),
    exactPrefixes: tokenPrefixes(exact.keys()),
    firstTokens: firstTokensOf(lower.keys(), exact.keys()),
    byName,
    maxTokens: Math.min(maxTokens, 8),
    conflicts,
  };
  return compiled;
}

/**
 * A one-word form written mostly in capitals ("SAFe", "REST", "PLC", "SQL", "iOS"; not "DevOps",
 * "GraphQL"): an acronym, whose lower-case spelling is often an ordinary word.
 */
export function isAcronym(word: string): boolean {
  const upper = (word.match(/\p{Lu}/gu) ?? []).length;
  const lowerCount = (word.match(/\p{Ll}/gu) ?? []).length;
  return upper >= 2 && upper >= lowerCount;
}

/**
 * The regular plural of a form's last word, so "product strategies" and "web applications" read as
 * "Product Strategy" and "Web Application…": consonant + y → ies, s/x/z/ch/sh → es, else + s. Only
 * for plain words of 4+ letters (short forms such as "Go", "SAN" have no plural).
 */
export function regularPlural(word: string): string | null {
  if (!/^[a-z]{4,}$/.test(word) || (word.endsWith('s') && !word.endsWith('ss'))) return null;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ss|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

function tokenPrefixes(keys: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const key of keys) {
    for (let space = key.indexOf(' '); space !== -1; space = key.indexOf(' ', space + 1)) prefixes.add(key.slice(0, space));
  }
  return prefixes;
}

function firstTokensOf(lowerKeys: Iterable<string>, exactKeys: Iterable<string>): Set<string> {
  const first = new Set<string>();
  const firstOf = (key: string) => {
    const space = key.indexOf(' ');
    return space === -1 ? key : key.slice(0, space);
  };
  for (const key of lowerKeys) first.add(firstOf(key));
  for (const key of exactKeys) first.add(firstOf(key).toLowerCase());
  return first;
}

/** Declared forms that collide with another canonical skill's form (should be empty). */
export function vocabularyConflicts(): readonly { key: string; kept: string; dropped: string }[] {
  return compile().conflicts;
}

/** The vocabulary entry of a canonical skill name. */
export function skillEntry(name: string): SkillEntry | undefined {
  return compile().byName.get(name);
}

/**
 * The canonical skill a whole phrase names ("Postgres" → "PostgreSQL"), or null. Context rules do not
 * apply. Asked again about the same phrases within one tailoring: remembered for the call.
 */
export const canonicalSkill: (phrase: string) => string | null = memoisedInCall(canonicalSkillOf);

function canonicalSkillOf(phrase: string): string | null {
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

/** Adds the skills implied by the given ones ("Spring Boot" → "Spring Framework" → "Java"). */
export function withImplied(skills: Iterable<string>): Set<string> {
  // A set, walked in insertion order, is its own queue: a skill named 25,000 times is queued once.
  const out = new Set<string>(skills);
  for (const s of out) for (const parent of impliedParents(s)) out.add(parent);
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
