/**
 * Broad section-heading recognition for parsing real resumes (any case, synonyms, trailing colon,
 * letter-spaced). The editor's strict rule lives in ./sections; the headings themselves in ./headings-table.
 */
import { HEADING_HEAD_WORDS, HEADING_SYNONYMS, OTHER_HEADING_WORDS } from './headings-table';
import { collapseLetterSpacing } from './normalize';

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'achievements'
  | 'languages'
  | 'other';

const HEADING_INDEX = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADING_SYNONYMS) as [SectionKind, readonly string[]][]) {
  for (const name of names) HEADING_INDEX.set(name, kind);
}

/** Key used to look a heading up: lower-case, '&' as 'and', punctuation removed. */
export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[/+]/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HeadingMatch {
  readonly kind: SectionKind;
  /** The heading text as written (letter spacing collapsed, trailing colon removed). */
  readonly heading: string;
  /** Text after "Heading:" on the same line, or ''. */
  readonly rest: string;
  /** Known only by its head word ("Kitchen Experience"), not from the table of headings. */
  readonly guessed?: true;
}

/** Labels that may head a section inline ("Skills: Python, SQL"); sub-labels like "Languages:" may not. */
const INLINE_KINDS: ReadonlySet<SectionKind> = new Set([
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'achievements',
]);
const INLINE_EXCLUDED = new Set(['tools', 'software', 'technologies', 'qualifications', 'expertise', 'strengths', 'work', 'project', 'about', 'highlights', 'overview', 'portfolio']);

function looksLikeHeadingLine(line: string): boolean {
  // Headings are short and carry no sentence punctuation or digits.
  return line.length <= 48 && !/[.@\d]/.test(line.replace(/\.$/, ''));
}

/**
 * Recognises a section heading line. Returns null for ordinary lines.
 * `allowInline`: also accept "Skills: Python, SQL" (label plus content on one line).
 */
export function matchHeading(rawLine: string, allowInline = true): HeadingMatch | null {
  // The lookbehinds keep these linear on long runs: a trailing run is matched from its first character only.
  const line = rawLine.trim().replace(/^[#=*_\-–—|•\s]+|(?<![=*_\-–—|\s])[=*_\-–—|\s]+$/g, '');
  if (line === '') return null;
  const collapsed = collapseLetterSpacing(line);
  const candidate = (collapsed ?? line).replace(/(?<!\s)\s*:$/, '').trim();
  if (looksLikeHeadingLine(candidate)) {
    const key = headingKey(candidate);
    const kind = HEADING_INDEX.get(key) ?? (collapsed ? lookupCollapsed(key) : undefined);
    if (kind) return { kind, heading: candidate, rest: '' };
    const guessed = headWordKind(candidate, key);
    if (guessed) return { kind: guessed, heading: candidate, rest: '', guessed: true };
    if (
      candidate === candidate.toUpperCase() &&
      /\p{Lu}/u.test(candidate) &&
      key.split(' ').length <= 4 &&
      key.split(' ').some((w) => OTHER_HEADING_WORDS.includes(w))
    ) {
      return { kind: 'other', heading: candidate, rest: '' };
    }
  }
  if (!allowInline) return null;
  const inline = /^([A-Za-z][A-Za-z &/]{2,40}):\s+(\S.*)$/.exec(line);
  if (inline?.[1] !== undefined && inline[2] !== undefined) {
    const key = headingKey(inline[1]);
    const kind = HEADING_INDEX.get(key);
    if (kind && INLINE_KINDS.has(kind) && !INLINE_EXCLUDED.has(key)) {
      return { kind, heading: inline[1].trim(), rest: inline[2].trim() };
    }
  }
  return null;
}

const CONNECTORS = new Set(['and', 'of', 'in', 'for', 'the', '&', '/', '+']);

/**
 * A short heading the table does not list, known by its head word: "Kitchen Experience", "Clinical Skills",
 * "Publications and Patents". Every word capitalised (or the line in capitals), at most four words besides
 * connectors, no punctuation but '&', '/' and ','.
 */
function headWordKind(candidate: string, key: string): SectionKind | undefined {
  if (!/^[\p{L}&/+, -]+$/u.test(candidate)) return undefined;
  const words = candidate.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  const content = words.filter((w) => !CONNECTORS.has(w.toLowerCase()));
  if (content.length < 2 || content.length > 4) return undefined;
  if (!content.every((w) => /^\p{Lu}/u.test(w))) return undefined;
  // "Publications and Patents": the head of the first part names the section.
  for (const part of key.split(/ (?:and|or) /)) {
    const head = part.split(' ').pop() ?? '';
    const kind = HEADING_HEAD_WORDS[head];
    if (kind) return kind;
  }
  return undefined;
}

/** Letter-spaced headings lose their word spaces: "WORKEXPERIENCE" → look up without spaces. */
let collapsedIndex: Map<string, SectionKind> | null = null;
function lookupCollapsed(key: string): SectionKind | undefined {
  if (!collapsedIndex) {
    collapsedIndex = new Map();
    for (const [name, kind] of HEADING_INDEX) collapsedIndex.set(name.replace(/ /g, ''), kind);
  }
  return collapsedIndex.get(key.replace(/ /g, ''));
}

/**
 * A heading-like line that belongs to the section it is in: "Communication Skills" in a skills list,
 * "Volunteer" (the role) under "Volunteer Experience".
 */
export function isItemOf(heading: HeadingMatch, current: { readonly kind: SectionKind | 'header'; readonly heading: string }): boolean {
  if (heading.kind !== current.kind || current.heading === '') return false;
  if (heading.guessed && heading.kind === 'skills') return true;
  const key = headingKey(heading.heading);
  return key !== headingKey(current.heading) && ` ${headingKey(current.heading)} `.includes(` ${key} `);
}
