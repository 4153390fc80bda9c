/**
 * Context rules for what the posting's words mean in its own field, applied to the skills found in it:
 * - an acronym that names different things in different fields ("PLCs": programmable logic controllers
 *   in a plant, professional learning communities in a school) is read in the field of the posting's
 *   other skills; one that fits no field the posting works in is no requirement;
 * - a language ("English", "Spanish") is asked only where the sentence speaks of languages
 *   ("bilingual", "fluent", "second language", two languages named), not in "plain English" or
 *   "written communication in English".
 */
import { isAcronym } from './skill-index';
import { canonicalSkill, skillField, type SkillMatch } from './skill-matcher';

/** How many of the posting's skills fall in each field (its title and the parts that ask). */
export type FieldCounts = ReadonlyMap<string, number>;

/** Fields that say nothing about the posting's line of work. */
export const NEUTRAL_FIELDS: ReadonlySet<string> = new Set(['general', 'office', 'languages']);

export function countFields(matches: Iterable<SkillMatch>): FieldCounts {
  const counts = new Map<string, number>();
  for (const m of matches) {
    const field = skillField(m.skill);
    if (field && !NEUTRAL_FIELDS.has(field)) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  return counts;
}

/** The same letters in the singular or the plural ("PLCs" ↔ "PLC"). */
function otherNumber(surface: string): string {
  return /[A-Z]s$/.test(surface) ? surface.slice(0, -1) : `${surface}s`;
}

/**
 * The skill an acronym stands for in this posting: of its reading and the reading of the same letters
 * in the other number, the one whose field the posting's other skills share most (the match itself not
 * counted); null when the two readings differ and neither field has any support. Other matches: as found.
 */
export function readInField(m: SkillMatch, fields: FieldCounts): string | null {
  if (!isAcronym(m.surface)) return m.skill;
  const other = canonicalSkill(otherNumber(m.surface));
  if (!other || other === m.skill) return m.skill;
  const support = (skill: string) => {
    const field = skillField(skill) ?? '';
    return (fields.get(field) ?? 0) - (skill === m.skill ? 1 : 0);
  };
  const own = support(m.skill);
  const alt = support(other);
  if (own <= 0 && alt <= 0) return null;
  return alt > own ? other : m.skill;
}

const LANGUAGE_CONTEXT_RE = /\b(?:bilingual|multilingual|fluen(?:t|cy)|native|proficien(?:t|cy)|speak(?:s|ing)?|spoken|conversational|second language|languages?)\b/i;

/** True when a language found in a sentence is asked as a language (see the module comment). */
export function languageAsked(m: SkillMatch, sentence: string, found: readonly SkillMatch[]): boolean {
  if (skillField(m.skill) !== 'languages') return true;
  if (LANGUAGE_CONTEXT_RE.test(sentence)) return true;
  return found.some((o) => o !== m && skillField(o.skill) === 'languages');
}

const CREDENTIAL_SENTENCE_RE = /\b(?:certifications?|certified|certificates?|licen[cs]es?|licensure|credentials?|board[- ]certified)\b/i;
/** Capitals that are no credential: places, units, common abbreviations. */
const NOT_CREDENTIALS = new Set(['US', 'USA', 'U.S', 'OR', 'AND', 'IT', 'HR', 'EEO', 'PTO', 'HSA', 'CE', 'ID', 'NA', 'TBD', 'AM', 'PM', 'ET', 'PT', 'CT', 'MT', 'OK', 'NV', 'TN', 'OH', 'CA', 'NY', 'TX']);

/**
 * Credentials a sentence about certifications or licences names in capitals that the vocabulary does
 * not know ("PCCN or CMSRN certification", "BCPS certification"): each is a requirement of its own,
 * matched in the resume as written. Letters inside a found skill are not read again.
 */
export function credentialAcronyms(sentence: string, found: readonly SkillMatch[]): { term: string; start: number }[] {
  if (!CREDENTIAL_SENTENCE_RE.test(sentence)) return [];
  const out: { term: string; start: number }[] = [];
  for (const m of sentence.matchAll(/(?<![\p{L}\p{N}.-])[A-Z][A-Z0-9]{1,5}(?:-[A-Z]{1,3})?(?![\p{L}\p{N}-])/gu)) {
    const start = m.index ?? 0;
    if (NOT_CREDENTIALS.has(m[0]) || found.some((f) => f.start <= start && start < f.end)) continue;
    out.push({ term: m[0], start });
  }
  return out;
}
