/**
 * A result told the other way round, the outcome first and the user's work after it, so the About does
 * not open with the Experience's bullet again behind an "I": "Cut dock-to-stock time from 36 to 19 hours
 * by re-slotting fast movers and adding a second receiving wave" → "Dock-to-stock time went from 36 to 19
 * hours at Sierra Crest Distribution after I re-slotted fast movers and added a second receiving wave."
 * Every fact is the user's; null when the result is not a change of one thing or its means is not stated
 * (the sentence would then no longer say who made the change).
 */
import { pastTenseOfGerund } from '../resume/verbs';
import { opensInPastTense } from '../text/past-tense';
import { deliveredUnderBudget } from './result-phrases';
import { sharesFigure } from './figures';

/** Verbs of a change down, up, or either way (with "from … to …" only). */
const DOWN_RE = /^(?:cut|reduced|shortened|lowered|decreased|trimmed|halved)$/i;
const UP_RE = /^(?:increased|raised|grew|improved|boosted|lifted)$/i;
const MOVED_RE = /^(?:brought|took|moved)$/i;

/** An object that points elsewhere or belongs to someone ("my", "their", "them") is not put first. */
const OWNED_RE = /^(?:my|our|their|his|her|its|it|them|those|these|this|that)\b/i;

/** Gerunds whose past the simple rule gets wrong ("building" is not "builded"). */
const IRREGULAR_ING = new Set('building making running leading bringing taking writing selling teaching keeping holding finding setting cutting getting giving spending sending winning growing drawing driving feeding paying meeting beginning overseeing seeing'.split(' '));

/** "re-slotting" → "re-slotted", "moving" → "moved": the verb list first, then the regular rule; null when unsure. */
export function pastOfGerund(gerund: string): string | null {
  const known = pastTenseOfGerund(gerund);
  if (known !== null) return known;
  const word = gerund.toLowerCase();
  const stem = /^([\p{L}-]{2,})ing$/u.exec(word)?.[1];
  if (stem === undefined || IRREGULAR_ING.has(word.replace(/^re-?/, '')) || /y$/.test(stem)) return null;
  return `${stem}ed`;
}

/** "Cut dock-to-stock time from 36 to 19 hours" → "Dock-to-stock time went from 36 to 19 hours"; null when it is no change of one thing. */
export function outcomeOfChange(phrase: string): string | null {
  const m = /^([\p{L}-]+)\s+(.+?)\s+((?:from\s+\S*\d\S*.*?\bto\b|by\s+\S*\d)\S*(?:\s.*)?)$/u.exec(phrase.trim());
  if (!m) return null;
  const [, verb = '', object = '', change = ''] = m;
  if (OWNED_RE.test(object) || /\d/.test(object) || object.split(/\s+/).length > 6) return null;
  const fromTo = change.startsWith('from');
  const moved = fromTo && (DOWN_RE.test(verb) || UP_RE.test(verb) || MOVED_RE.test(verb)) ? 'went' : !fromTo && DOWN_RE.test(verb) ? 'fell' : !fromTo && UP_RE.test(verb) ? 'rose' : null;
  if (moved === null) return null;
  const subject = /^\p{Lu}{2,}/u.test(object) ? object : `${object.charAt(0).toUpperCase()}${object.slice(1)}`;
  return `${subject} ${moved} ${change.replace(/[\s.;,]+$/, '')}`;
}

/** "re-slotting fast movers and adding a second receiving wave" → "re-slotted fast movers and added a second receiving wave", or null. */
function gerundsInPast(means: string): string | null {
  const parts = means.split(/,?\s+and\s+(?=\p{Ll}+ing\b)/u);
  const past = parts.map((part) => {
    const verb = /^[\p{L}-]+/u.exec(part)?.[0] ?? '';
    const p = pastOfGerund(verb);
    return p === null ? null : `${p}${part.slice(verb.length)}`;
  });
  return past.every((p) => p !== null) ? past.join(' and ') : null;
}

/** A clause as what the user does there, its place or partner left to the Experience ("coordinate bed placement"). */
function gist(clause: string): string {
  const cut = /^(.+?)\s+(?:with|for|across|in|through|using|on|at)\s/u.exec(clause)?.[1] ?? clause;
  return cut.split(/\s+/).length >= 2 ? cut : clause;
}

/**
 * The outcome-first sentence for a result of the statement, at the employer: the means after "after I"
 * (the statement's "by …ing" or its clause in the past before the result), or what the user does in the
 * role still held after ", where I" (the clause before the result, in its gist); null otherwise.
 */
export function outcomeFirstSentence(phrase: string, statement: string, company: string, current: boolean): string | null {
  // "The claims portal replacement I delivered at Prairie Lantern Insurance came in 6% under budget and two weeks early."
  const delivered = deliveredUnderBudget(statement.split(/;\s+/).find((c) => deliveredUnderBudget(c) !== null) ?? '');
  if (delivered !== null && phrase.startsWith(delivered.work)) {
    const verb = /^[\p{L}-]+/u.exec(delivered.work)?.[0] ?? '';
    const project = delivered.work.slice(verb.length).trim();
    if (/^(?:the|a|an|our|its)\s/i.test(project)) {
      const subject = `${project.charAt(0).toUpperCase()}${project.slice(1)}`;
      return `${subject} I ${verb.toLowerCase()}${company ? ` at ${company}` : ''} came in ${delivered.budget} and ${delivered.time}.`;
    }
  }
  const outcome = outcomeOfChange(phrase);
  if (outcome === null) return null;
  const text = statement.trim().replace(/[\s.;]+$/, '').replace(/\s*\([^()]*\)/g, '');
  const clauses = text.split(/;\s+/);
  const lower = (s: string) => `${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  const at = company ? ` at ${company}` : '';
  // "… from 36 to 19 hours by re-slotting fast movers and adding …"
  for (const c of clauses) {
    const by = /\d.*?\s+by\s+(\p{Ll}[\p{L}-]*ing\b.*)$/u.exec(c);
    const past = by ? gerundsInPast(by[1] ?? '') : null;
    if (past !== null) return `${outcome}${at} after I ${past}.`;
  }
  // "Replaced a nightly batch import …, cutting rate-update delay …"; "Write and cost seasonal menus …; brought food cost …"
  const idx = clauses.findIndex((c) => /\d/.test(c) && c.toLowerCase().includes(phrase.split(/\s+/).slice(1, 3).join(' ').toLowerCase()));
  const within = idx >= 0 ? /^(.+?),\s+\p{Ll}+ing\s/u.exec(clauses[idx] ?? '')?.[1] : undefined;
  const work = within ?? (idx > 0 ? clauses[idx - 1] : undefined);
  if (work === undefined || work.split(/\s+/).length < 3) return null;
  // The work is the result itself ("Raised network OEE from 61% to 74% through a Lean daily-management system,
  // avoiding …"): its means follow the outcome, "… went from 61% to 74% at X through a Lean …", never the figures twice.
  if (sharesFigure(work, outcome)) {
    const through = /\d\S*\s+(?:through|with)\s+(.+)$/u.exec(work)?.[1];
    return through !== undefined && !/\d/.test(through) ? `${outcome}${at} through ${through}.` : null;
  }
  // The tools it was done with are the Experience's ("… backend systems using Java and Spring Boot").
  if (opensInPastTense(work)) return `${outcome}${at} after I ${lower(work.replace(/\s+using\s+.+$/u, ''))}.`;
  return current && company ? `${outcome} at ${company}, where I ${lower(gist(work))}.` : null;
}
