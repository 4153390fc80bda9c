/**
 * How the match report names an item to the user (`MatchItem.label`): in the posting's own words ("query
 * tuning", not the vocabulary's "Query Optimization"; "Review code", not "Code Review"), in sentence case
 * as a list item ("Query tuning"), with names as written ("iOS", "SQL", "dbt", "PCCN or CMSRN certification").
 */
import type { MatchItem } from './report-types';
import { canonicalSkill } from './skill-matcher';
import { escapeRegExp } from '../text/regexp';

/** A Title Case term ("Supply Chain") as the description writes it in running text ("supply chain"), else as it is. */
function runningTextCase(term: string, description: string): string {
  if (!/\s\p{Lu}\p{Ll}/u.test(term) || description === '') return term;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'giu');
  const capitals = (t: string) => t.replace(/[^\p{Lu}]/gu, '').length;
  // The posting repeats its title ("Data Analyst, Supply Chain") before its running text ("Our supply chain team").
  let seen = 0;
  for (const m of description.matchAll(re)) {
    if (capitals(m[0]) < capitals(term)) return m[0];
    if (++seen >= 20) break;
  }
  return term;
}

/** The text with its first letter capitalised when its first word is all lower-case ("cardiac rhythms" → "Cardiac rhythms"). */
export function sentenceCase(text: string): string {
  const first = /^\s*(\S+)/.exec(text)?.[1] ?? '';
  if (first === '' || first !== first.toLowerCase()) return text;
  return text.replace(/^(\s*)(\p{Ll})/u, (_m, space: string, c: string) => `${space}${c.toUpperCase()}`);
}

/**
 * The item as the report lists it: the posting's wording when it has one, in sentence case unless it is a
 * name the vocabulary writes in lower case ("dbt"). A term in Title Case, as a job title writes it ("Supply
 * Chain", "HR Generalist"), takes the case the description's running text gives it ("supply chain data",
 * "HR generalist experience") when it has one.
 */
export function itemLabel(item: Pick<MatchItem, 'requirement' | 'jobTerm'>, description = '', dutyPiece = false): string {
  const clause = dutyPiece ? dutyClause(item.jobTerm ?? item.requirement, description) : null;
  if (clause !== null) return sentenceCase(clause);
  const written = runningTextCase(item.jobTerm && item.jobTerm.trim() !== '' ? item.jobTerm : item.requirement, description);
  const canonical = canonicalSkill(written);
  // "Postgre sql", "Typescript", "Reconcililations": the posting's slip of spacing, case or spelling is not repeated.
  const term = canonical !== null && (misspells(written, canonical) || acronymPlural(written, canonical)) ? canonical : written.replace(APOSTROPHE_PLURAL_RE, 's');
  if (canonical !== null && canonical === canonical.toLowerCase() && canonical === term.toLowerCase()) return term;
  return sentenceCase(term);
}

/** An acronym's plural written with an apostrophe ("SPV's", "API's"): the posting's slip, said "SPVs". */
const APOSTROPHE_PLURAL_RE = /(?<=\b\p{Lu}{2,6})['’]s$/u;

/**
 * True when a posting's term is the plural of a name the vocabulary writes as an acronym ("XMLs", "XML's" for XML):
 * a format or a language is named, not counted ("Development of XMLs for several components" asks XML).
 */
function acronymPlural(term: string, name: string): boolean {
  return /^\p{Lu}{2,6}$/u.test(name) && (term === `${name}s` || term === `${name}'s` || term === `${name}’s`);
}

/** A name's letters alone, lower-cased ("Postgre sql" → "postgresql"). */
const letters = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');

/**
 * True when a posting's term is the vocabulary's name written with a slip: a product's name (one with a capital
 * inside a word: "TypeScript", "PostgreSQL", "NoSQL") in the same letters spaced or cased otherwise ("Postgre sql",
 * "Typescript", "No SQL"), or one long word one or two letters off the name or its plural ("Reconcililations").
 * Another form ("Postgres", "k8s", "query tuning", "Management fee", "barcode scanning") is the posting's own word.
 */
function misspells(term: string, name: string): boolean {
  if (term === name) return false;
  const t = letters(term);
  const n = letters(name);
  if (t === n) return /\p{Ll}\p{Lu}/u.test(name);
  return /^\p{L}{10,}$/u.test(term) && /^\p{L}+$/u.test(name) && [n, `${n}s`].some((form) => t !== form && withinTwoEdits(t, form));
}

/** True when two words are at most two single-letter insertions, deletions or changes apart. */
function withinTwoEdits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let previous = Array.from({ length: b.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    if (Math.min(...row) > 2) return false;
    previous = row;
  }
  return (previous[b.length] ?? 3) <= 2;
}

/**
 * The clause of a duty that holds a one- or two-word piece of it, as the posting writes it: "Order
 * product" for "Order" in "Order product, receive deliveries, and manage inventory …", "Train and schedule
 * cooks" for "cooks" in "Train and schedule cooks; hold the team …". Null when none is short enough to list.
 */
function dutyClause(term: string, description: string): string | null {
  if (term.trim().split(/\s+/).length > 2 || description === '') return null;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term.trim())}(?![\\p{L}\\p{N}])`, 'iu');
  const line = description.split('\n').find((l) => re.test(l));
  if (line === undefined) return null;
  const clause = line
    .replace(/^[\s•*·▪–-]+/, '')
    .split(/[,;:.]\s+|[;.]$/)
    .map((c) => c.replace(/^(?:and|or)\s+/i, '').trim())
    .find((c) => re.test(c));
  if (clause === undefined) return null;
  const words = clause.split(/\s+/).length;
  return words >= 2 && words <= 5 ? clause : null;
}

/** A label's words, lower-cased, for comparing two labels. */
function labelWords(label: string): string[] {
  return label.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w !== '');
}

/** True when `acronym` ("PE") is the initials of the first words of `label` ("Professional Engineer license"). */
function initialsOf(acronym: string, label: string): boolean {
  if (!/^[A-Z]{2,5}$/.test(acronym)) return false;
  const initials = label.split(/[\s/-]+/).map((w) => w.charAt(0).toUpperCase()).join('');
  return initials.length > acronym.length && initials.startsWith(acronym);
}

/**
 * The met items without one the report would list twice: a met skill whose label's words all stand in
 * another met skill's label, or whose label is the other's initials, shown by the same line ("PCCN" beside
 * "PCCN or CMSRN certification", "BCPS" beside "BCPS certification", "PE" beside "Professional Engineer
 * license"). The longer label, the posting's fuller wording, stays, and names the one it restates in `covers`.
 */
export function withoutRestatedItems<T extends Pick<MatchItem, 'kind' | 'status' | 'evidence' | 'requirement' | 'jobTerm' | 'covers'> & { readonly label?: string }>(items: readonly T[]): T[] {
  const met = items.filter((i) => i.kind === 'skill' && i.status === 'met' && i.label && i.evidence);
  const restates = (item: T, other: T): boolean => {
    if (other === item || other.evidence !== item.evidence) return false;
    const words = labelWords(item.label ?? '');
    const theirs = labelWords(other.label ?? '');
    return (theirs.length > words.length && words.every((w) => theirs.includes(w))) || initialsOf(item.label ?? '', other.label ?? '');
  };
  const dropped = new Map<T, T>();
  for (const item of met) {
    const fuller = met.find((other) => restates(item, other));
    if (fuller) dropped.set(item, fuller);
  }
  return items
    .filter((item) => !dropped.has(item))
    .map((item) => {
      const restated = [...dropped].filter(([, fuller]) => fuller === item).map(([r]) => r);
      if (restated.length === 0) return item;
      const names = restated.flatMap((r) => [r.jobTerm ?? '', r.requirement, ...(r.covers ?? [])]).filter((n) => n !== '');
      return { ...item, covers: [...new Set([...(item.covers ?? []), ...names])] };
    });
}
