/**
 * A role's own statements, from the profile's description and the same role of the user's resumes:
 * split into sentences, weak openers made actions only with the user's own verb ("Responsible for
 * maintaining X" → "Maintained X"; "Responsible for X" stays, since "Managed X" would claim more),
 * "I built" → "Built", duplicates and statements another one already holds dropped, then ranked (numbers
 * and target keywords first). The words, numbers and names stay the user's own.
 */
import { splitSentences } from '../resume/entry-lines';
import { foldForCompare, stripBullet } from '../resume/normalize';
import type { ExperienceEntry } from '../resume/types';
import { baseOfGerund, isActionVerb, pastTenseOfGerund } from '../resume/verbs';
import { contentStems, coversStems, stemWord } from '../tailoring/concepts';
import { strengthenBullet } from '../tailoring/rewrite';
import { startsWithAction } from './check-types';
import { LINKEDIN_ROLE_MAX } from './linkedin.schema';
import type { LinkedInPosition } from './profile-types';
import { keywordsIn } from './support';

export const ROLE_BULLET = '• ';

/** The verbs the weak-opener rules supply when the user wrote none ("Responsible for X" → "Managed X"). */
const SUPPLIED_VERBS = new Set(['managed', 'handled', 'contributed', 'used', 'partnered', 'supported', 'participated'].map(stemWord));

/** The opening word's stem ("Managed" → "manag"). */
function verbStem(text: string): string {
  return stemWord((/^[\p{L}-]+/u.exec(text)?.[0] ?? '').toLowerCase());
}

/**
 * The action rewording of a weak opener, and whether its verb is the user's own ("Responsible for
 * maintaining X" → "Maintained X" is; "Responsible for X" → "Managed X" is not: the verb was chosen for them).
 */
function rewordingOf(text: string): { text: string; ownVerb: boolean } | null {
  const out = strengthenBullet(text, 'past');
  if (!out.changed) return null;
  const verb = verbStem(out.text);
  const supplied = SUPPLIED_VERBS.has(verb) && !contentStems(text).includes(verb);
  return { text: out.text, ownVerb: verb !== '' && !supplied };
}

/** "I built X" → "Built X"; a weak opener → the user's own verb; other statements (and openers the user gave no verb for) as they are. */
export function asActionStatement(statement: string): string {
  const text = stripBullet(statement).trim();
  const withoutI = /^I\s+([\p{L}-]+)(.*)$/u.exec(text);
  if (withoutI && isActionVerb(withoutI[1] ?? '')) {
    const verb = withoutI[1] ?? '';
    return `${verb.charAt(0).toUpperCase()}${verb.slice(1)}${withoutI[2] ?? ''}`;
  }
  const reworded = rewordingOf(text);
  return reworded?.ownVerb ? reworded.text : text;
}

/**
 * A stronger wording the optimizer did not apply because it would claim more than the user wrote
 * ("Responsible for X" → "Managed X"), for the user to confirm; null when there is none.
 */
export function unconfirmedRewording(statement: string): string | null {
  const reworded = rewordingOf(stripBullet(statement).trim());
  return reworded && !reworded.ownVerb ? reworded.text : null;
}

function sentencesOfText(text: string): string[] {
  return text
    .split('\n')
    .map((l) => stripBullet(l).trim())
    .filter((l) => l !== '')
    .flatMap((l) => splitSentences(l));
}

/** Distinct statements: the same words once, and a statement another one covers left out. */
function distinctStatements(statements: readonly string[]): string[] {
  const byLength = [...statements].sort((a, b) => b.length - a.length);
  const kept: string[] = [];
  const keptStems: string[][] = [];
  for (const s of byLength) {
    const stems = contentStems(s);
    const hasDigits = /\d/.test(s);
    // Covered: another statement holds all its words, or all but its verb ("Contributed to the payments API").
    const holds = (k: readonly string[]) => coversStems(k, stems) || (stems.length >= 3 && coversStems(k, stems.slice(1)));
    const covered = keptStems.some((k, i) => holds(k) && (!hasDigits || /\d/.test(kept[i] ?? '')));
    if (stems.length === 0 || covered || kept.some((k) => foldForCompare(k) === foldForCompare(s))) continue;
    kept.push(s);
    keptStems.push(stems);
  }
  // Back to the order they were written in.
  return statements.filter((s, i) => kept.includes(s) && statements.indexOf(s) === i);
}

function rank(statement: string, keywords: readonly string[]): number {
  return (/\d/.test(statement) ? 4 : 0) + keywordsIn(statement, keywords).length * 2 + (startsWithAction(statement) ? 1 : 0);
}

const GERUND_OPENING_RE = /^\p{Lu}\p{Ll}+ing\b/u;

/**
 * A statement opened with a gerund ("Developing user interfaces …", "Developing and maintaining …") as an
 * action in the role's tense: the present for the role held ("Develop …"), the past for an earlier one
 * ("Developed …"). The verb is the user's own; the statement as it is when a gerund of its opening is not a
 * known verb.
 */
export function gerundAsAction(statement: string, current: boolean): string {
  const m = /^(\p{Lu}\p{Ll}+ing)(?:(\s+and\s+)(\p{Ll}+ing))?\b(.*)$/su.exec(statement);
  if (!m) return statement;
  const form = (gerund: string) => (current ? baseOfGerund(gerund) : pastTenseOfGerund(gerund));
  const first = form(m[1] ?? '');
  const second = m[3] === undefined ? '' : form(m[3]);
  if (first === null || second === null) return statement;
  // A later "and …ing" may be a verb of the same list ("… and making decisions") or an adjective ("intuitive
  // and engaging interfaces"): the statement is left as written rather than read wrong.
  if (/\band\s+\p{Ll}+ing\b/u.test(m[4] ?? '')) return statement;
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}${m[3] === undefined ? '' : `${m[2] ?? ''}${second}`}${m[4] ?? ''}`;
}

/** The role's statements, ranked best first (stable: equal ranks keep their written order). */
export function roleStatements(position: LinkedInPosition, resumeRole: ExperienceEntry | undefined, keywords: readonly string[]): string[] {
  const raw = [...sentencesOfText(position.description), ...(resumeRole?.bullets ?? []).flatMap((b) => sentencesOfText(b))];
  const current = /present|current/i.test(position.end);
  const actions = raw.map(asActionStatement);
  // One role, one form: its gerund openers all become actions, or none does.
  const asVerbs = actions.map((s) => gerundAsAction(s, current));
  const mixed = asVerbs.some((s) => GERUND_OPENING_RE.test(s) && isActionVerb(/^\p{L}+/u.exec(s)?.[0] ?? ''));
  const statements = distinctStatements((mixed ? actions : asVerbs).filter((s) => s.length >= 3));
  return statements
    .map((s, i) => ({ s, i, r: rank(s, keywords) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .map((x) => x.s);
}

/** The role's description: action statements first as bullet lines, within LinkedIn's limit. */
export function roleDescription(statements: readonly string[], max = LINKEDIN_ROLE_MAX): string {
  const ordered = [...statements.filter(startsWithAction), ...statements.filter((s) => !startsWithAction(s))];
  const lines: string[] = [];
  let length = 0;
  for (const s of ordered) {
    const line = `${ROLE_BULLET}${s}`;
    const added = line.length + (lines.length > 0 ? 1 : 0);
    if (length + added > max) continue;
    lines.push(line);
    length += added;
  }
  return lines.join('\n');
}
