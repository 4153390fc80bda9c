/**
 * How the match report names an item to the user (`MatchItem.label`): in the posting's own words ("query
 * tuning", not the vocabulary's "Query Optimization"; "Review code", not "Code Review"), in sentence case
 * as a list item ("Query tuning"), with names as written ("iOS", "SQL", "dbt", "PCCN or CMSRN certification").
 */
import type { MatchItem } from './report-types';
import { canonicalSkill } from './skill-matcher';

/** The text with its first letter capitalised when its first word is all lower-case ("cardiac rhythms" → "Cardiac rhythms"). */
export function sentenceCase(text: string): string {
  const first = /^\s*(\S+)/.exec(text)?.[1] ?? '';
  if (first === '' || first !== first.toLowerCase()) return text;
  return text.replace(/^(\s*)(\p{Ll})/u, (_m, space: string, c: string) => `${space}${c.toUpperCase()}`);
}

/** The item as the report lists it: the posting's wording when it has one, in sentence case unless it is a name the vocabulary writes in lower case ("dbt"). */
export function itemLabel(item: Pick<MatchItem, 'requirement' | 'jobTerm'>): string {
  const term = item.jobTerm && item.jobTerm.trim() !== '' ? item.jobTerm : item.requirement;
  const canonical = canonicalSkill(term);
  if (canonical !== null && canonical === canonical.toLowerCase() && canonical === term.toLowerCase()) return term;
  return sentenceCase(term);
}
