/**
 * Verb helpers for experience bullets: weak openers and their honest rewrites, and the tense of a
 * bullet's first verb. Rewrites never claim more than the bullet says: "Responsible for managing X"
 * becomes "Managed X" (the shared rewrite in ../tailoring/rewrite), "Helped build X" becomes
 * "Contributed to building X", and an opener with no safe rewrite gets no fix at all.
 */
import { strengthenBullet, type Tense } from '../tailoring/rewrite';
import { isActionVerb, pastTenseOfGerund } from '../resume/verbs';

export const WEAK_OPENER_RE =
  /^(?:i\s+)?(?:was\s+|am\s+)?(?:responsible\s+for|accountable\s+for|in\s+charge\s+of|(?:my\s+)?duties\s+(?:included|include|were)|tasked\s+with|worked\s+on|worked\s+with|helped(?:\s+(?:with|to))?|assisted\s+(?:with|in)|involved\s+in|participated\s+in)\b/i;

/** Irregular past forms that do not end in -ed. */
const IRREGULAR_PAST = new Set(
  'built ran wrote grew drove sold taught won oversaw undertook made took gave spoke met kept began brought bought found held sent spent thought understood chose rebuilt upsold drew fed lent paid underwrote led'.split(' '),
);

/**
 * Common verbs outside the shared action-verb list (which also tells description lines from header
 * lines, so it stays narrow) that a bullet may fairly start with: "Meet with clients …", "Spoke at …".
 * Also a clinician's "Round daily with the team …", which the tagger reads as a noun.
 */
const OTHER_BULLET_VERBS = new Set(
  'meet speak give take make keep begin bring buy hold send spend think understand choose sit attend travel greet call email visit round'.split(' '),
);

/**
 * True when a bullet's first word is a verb: a known action verb, a past form ("Chased", "Met"), a
 * common verb in its base form ("Meet"), or one of those with a hyphenated prefix ("Re-architected",
 * "Co-designed").
 */
export function isVerbStart(word: string): boolean {
  const w = word.toLowerCase();
  if (isActionVerb(w) || /^\p{L}{3,}ed$/u.test(w) || IRREGULAR_PAST.has(w) || OTHER_BULLET_VERBS.has(w)) return true;
  const prefixed = /^(?:re|co|pre|cross|self)-(\p{L}+)$/u.exec(w);
  return prefixed?.[1] !== undefined && isVerbStart(prefixed[1]);
}

/** The gerund the shared verb list knows for a base form ("build" → "building", "plan" → "planning"). */
export function toGerund(base: string): string | null {
  const b = base.toLowerCase();
  const candidates = [`${b}ing`, `${b.slice(0, -1)}ing`, `${b}${b.slice(-1)}ing`];
  if (b.endsWith('ie')) candidates.unshift(`${b.slice(0, -2)}ying`);
  return candidates.find((g) => pastTenseOfGerund(g) !== null) ?? null;
}

/** The past form of a base verb ("manage" → "managed", "lead" → "led"); null when unknown. */
export function toPastTense(base: string): string | null {
  const gerund = toGerund(base);
  return gerund === null ? null : pastTenseOfGerund(gerund);
}

/** The base form of a regular past verb ("managed" → "manage", "planned" → "plan"); null when unsure. */
export function toBaseForm(past: string): string | null {
  const p = past.toLowerCase();
  if (!p.endsWith('ed')) return null;
  const candidates = [p.slice(0, -1), p.slice(0, -2), `${p.slice(0, -3)}y`, p.slice(0, -3)];
  return candidates.find((base) => base.length >= 2 && isActionVerb(base) && toPastTense(base) === p) ?? null;
}

/** Keeps the capital of the word it replaces. */
export function matchCase(word: string, like: string): string {
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

export type VerbTense = 'past' | 'present' | 'other';

/** The tense a bullet's first word shows: "Managed" past, "Manage"/"Manages" present. */
export function detectTense(word: string): VerbTense {
  const w = word.toLowerCase();
  if (w === '' || !isActionVerb(w)) return 'other';
  if (IRREGULAR_PAST.has(w) || (w.endsWith('ed') && !w.endsWith('eed'))) return 'past';
  if (w.endsWith('ing')) return 'other';
  const past = toPastTense(w);
  if (past === w) return 'other'; // "set", "cut", "read": the same word in both tenses
  if (past !== null) return 'present';
  if (w.endsWith('s') && toPastTense(w.replace(/(?:es|s)$/, '')) !== null) return 'present';
  return 'other';
}

/**
 * An honest rewrite of a bullet that starts with a weak opener, or null when none is safe.
 * `tense`: present for the current role, past otherwise.
 */
export function rewriteWeakOpener(body: string, tense: Tense): string | null {
  const helped = /^helped\s+(?:to\s+)?(\p{L}+)(\s.*)?$/iu.exec(body.trim());
  if (helped) {
    const base = helped[1] ?? '';
    const gerund = detectTense(base) === 'present' && !base.endsWith('s') ? toGerund(base) : null;
    if (gerund === null) return null;
    return `${tense === 'present' ? 'Contribute' : 'Contributed'} to ${gerund}${helped[2] ?? ''}`;
  }
  if (/^(?:assisted|participated)\b/i.test(body.trim())) return null;
  // "Responsible for built the …": the writer's own verb follows the opener; the rewrite is that verb.
  const own = /^(?:responsible|accountable)\s+for\s+(\p{L}+)(\s.*)?$/iu.exec(body.trim());
  if (own?.[1] !== undefined && !/ing$/i.test(own[1]) && detectTense(own[1]) !== 'other') {
    return `${own[1].charAt(0).toUpperCase()}${own[1].slice(1)}${own[2] ?? ''}`;
  }
  const result = strengthenBullet(body, tense);
  return result.changed ? result.text : null;
}
