/**
 * A role's own statements, from the profile's description and the same role of the user's resumes:
 * split into sentences, weak openers made actions ("Responsible for maintaining X" → "Maintained X"),
 * "I built" → "Built", duplicates and statements another one already holds dropped, then ranked (numbers
 * and target keywords first). The words, numbers and names stay the user's own.
 */
import { splitSentences } from '../resume/entry-lines';
import { foldForCompare, stripBullet } from '../resume/normalize';
import type { ExperienceEntry } from '../resume/types';
import { isActionVerb } from '../resume/verbs';
import { contentStems, coversStems } from '../tailoring/concepts';
import { strengthenBullet } from '../tailoring/rewrite';
import { startsWithAction } from './check-types';
import { LINKEDIN_ROLE_MAX } from './linkedin.schema';
import type { LinkedInPosition } from './profile-types';
import { keywordsIn } from './support';

export const ROLE_BULLET = '• ';

/** "I built X" → "Built X"; a weak opener → its action; other statements as they are. */
export function asActionStatement(statement: string): string {
  const text = stripBullet(statement).trim();
  const withoutI = /^I\s+([\p{L}-]+)(.*)$/u.exec(text);
  if (withoutI && isActionVerb(withoutI[1] ?? '')) {
    const verb = withoutI[1] ?? '';
    return `${verb.charAt(0).toUpperCase()}${verb.slice(1)}${withoutI[2] ?? ''}`;
  }
  return strengthenBullet(text, 'past').text;
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

/** The role's statements, ranked best first (stable: equal ranks keep their written order). */
export function roleStatements(position: LinkedInPosition, resumeRole: ExperienceEntry | undefined, keywords: readonly string[]): string[] {
  const raw = [...sentencesOfText(position.description), ...(resumeRole?.bullets ?? []).flatMap((b) => sentencesOfText(b))];
  const statements = distinctStatements(raw.map(asActionStatement).filter((s) => s.length >= 3));
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
