/** The education a posting asks for: degree level, field, "or equivalent experience", required or preferred. */
import { DEGREE_LEVEL_RANK, degreeLevelsIn } from '../resume/lexicon';
import type { EducationRequirement } from './job-requirements';
import { PREFERRED_SENTENCE_RE, type BlockKind, type DescriptionOutline } from './requirements-outline';

const EQUIVALENT_RE = /\bequivalent\b|\bor related (?:work )?experience\b|\bin lieu\b|\bor comparable\b/i;

// Bounded gaps (200 characters to "in"/"of", 160 for the field; a longer field is refused below anyway),
// so a sentence repeating "degree" cannot make each occurrence rescan it.
const FIELD_RE = /\b(?:degree|diploma|bachelor'?s?|master'?s?|ph\.?d|bs|ba|ms|msc|mba)\b[^.;]{0,200}?\b(?:in|of)\s+([A-Z][^.;]{0,160}?)(?=(?:\s*,?\s*or equivalent|\s+required|\s+preferred|[.;(]|$))/i;

function educationField(sentence: string): string | null {
  const m = FIELD_RE.exec(sentence);
  const field = m?.[1]?.trim().replace(/(?<!\s)\s*,\s*$/, '');
  if (!field || field.length > 120) return null;
  return field;
}

/**
 * Where a degree's field is written in a sentence ("Bachelor's degree in Human Resources, Business, or a
 * related field"), as [start, end) offsets, up to what the sentence asks next ("… and 3+ years of …"): the
 * field belongs to the education requirement, and names no skill. Null when the sentence names none.
 */
export function educationFieldSpan(sentence: string): [number, number] | null {
  const m = FIELD_RE.exec(sentence);
  const field = m?.[1];
  if (!m || !field) return null;
  const start = m.index + m[0].length - field.length;
  const next = /\s(?:and|with|plus)\s+(?:\d|experience|at least|knowledge|proficiency)/i.exec(field);
  return [start, start + (next ? next.index : field.length)];
}

/** Degree abbreviations that name their field ("BSN required" asks for nursing, not any bachelor's). */
const FIELD_ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\b(?:bsn|msn|adn|dnp)\b/i, 'Nursing'],
  [/\bmba\b/i, 'Business Administration'],
  [/\b(?:bscs|mscs)\b/i, 'Computer Science'],
  [/\bm\.?\s?ed\b|\bb\.?\s?ed\b/i, 'Education'],
];

/** The field an abbreviation in a text names, or null. */
export function abbreviatedField(text: string): string | null {
  return FIELD_ABBREVIATIONS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** A word that says a sentence is about education ("degree", "B.S.", "high school"). */
const EDUCATION_WORD_RE = /\b(?:degree|diploma|graduate|bachelor|master|ph\.?\s?d|doctorate|doctor of|bs|ba|ms|msc|mba|bsn|msn|adn|b\.s|b\.a|m\.s|education|ged|high school|associate)\b/i;

/**
 * The education asked for, from the posting's own educationRequirements (`stated`) and the description's
 * sentences: the lowest level among the required statements, else the first (preferred) one.
 */
export function readEducationRequirement(stated: string | null | undefined, outline: DescriptionOutline): EducationRequirement | null {
  const { lines, kindOfLine, headings: headingCache } = outline;
  let education: EducationRequirement | null = null;
  const eduCandidates: EducationRequirement[] = [];
  const considerEdu = (sentence: string, kind: BlockKind) => {
    if (kind === 'ignore') return;
    // The cheap test first: most sentences name no education at all.
    if (!EDUCATION_WORD_RE.test(sentence)) return;
    const levels = degreeLevelsIn(sentence).filter((l) => l !== 'certificate' || /\bdiploma\b|\bcertificate (?:program|in)\b/i.test(sentence));
    if (levels.length === 0) return;
    const preferred = kind === 'preferred' || (PREFERRED_SENTENCE_RE.test(sentence) && !/\brequired\b/i.test(sentence));
    const lowest = levels.reduce((lo, l) => (DEGREE_LEVEL_RANK[l] < DEGREE_LEVEL_RANK[lo] ? l : lo));
    eduCandidates.push({
      level: lowest,
      field: educationField(sentence) ?? abbreviatedField(sentence),
      orEquivalent: EQUIVALENT_RE.test(sentence),
      required: !preferred,
      text: sentence,
    });
  };
  if (stated) considerEdu(stated, 'required');
  lines.forEach((line, lineIndex) => {
    const kind = kindOfLine.get(lineIndex) ?? 'intro';
    for (const sentence of outline.sentences(headingCache.get(lineIndex)?.rest || line)) considerEdu(sentence, kind);
  });
  const requiredEdu = eduCandidates.filter((e) => e.required);
  if (requiredEdu.length > 0) {
    education = requiredEdu.reduce((lo, e) => (DEGREE_LEVEL_RANK[e.level] < DEGREE_LEVEL_RANK[lo.level] ? e : lo));
  } else if (eduCandidates.length > 0) {
    education = eduCandidates[0] ?? null;
  }
  return education;
}

/** How a resume's degree fits the field a posting asks for. */
export type FieldFit = 'any' | 'same' | 'related' | 'different' | 'unknown';

/** Words of a degree or field list that name no field ("Bachelor of Science in …", "a related field"). */
const NON_FIELD_WORDS = new Set(
  `a an the of in and or with field fields discipline disciplines area areas study studies major degree degrees
  equivalent related relevant similar comparable other another technical quantitative etc bachelor bachelors
  master masters associate associates doctor doctorate philosophy diploma science sciences arts art honors hons
  cum magna summa laude b s a m bs ba ms ma bsc msc phd mba bsn msn adn dnp aas as mat`.split(/\s+/),
);

/** Close fields: word prefixes that a "related field" accepts for one another (judgement, kept short). */
const FIELD_FAMILIES: readonly (readonly string[])[] = [
  ['comput', 'softwa', 'inform', 'data', 'mathem', 'statis', 'electr', 'physic', 'machin', 'artifi', 'engine', 'cyber'],
  ['busine', 'manage', 'admini', 'financ', 'accoun', 'econom', 'market', 'supply', 'commer', 'operat', 'logist'],
  ['nursin', 'health', 'medici', 'biolog', 'pharma', 'clinic'],
  ['educat', 'teachi', 'pedago'],
];

/** A word's comparable prefix, so "Accountancy" meets "Accounting" and "Statistical" meets "Statistics". */
function prefixOf(word: string): string {
  return word.slice(0, 6);
}

/** The field-naming words of a text, as prefixes. */
function fieldWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !NON_FIELD_WORDS.has(w)).map(prefixOf);
}

/** The fields a requirement lists ("Data Science, Machine Learning, Computer Science or Statistics"). */
function fieldAlternatives(field: string): string[][] {
  return field
    .split(/,|;|\/|&|\bor\b|\band\b/i)
    .map(fieldWords)
    .filter((words) => words.length > 0);
}

/** The families a set of field words belongs to. */
function familiesOf(words: readonly string[]): Set<number> {
  const out = new Set<number>();
  FIELD_FAMILIES.forEach((family, i) => {
    if (words.some((w) => family.includes(w))) out.add(i);
  });
  return out;
}

/**
 * Whether a degree (its name and details) is in the field asked for: a listed field, a close one when
 * the posting accepts a "related field", a different one, or unknown (the resume names no field). The
 * level is compared elsewhere; a field is evidence the product must not assume.
 */
export function degreeFieldFit(requiredField: string | null, degreeText: string): FieldFit {
  if (!requiredField) return 'any';
  const alternatives = fieldAlternatives(requiredField);
  if (alternatives.length === 0) return 'any';
  const abbreviation = abbreviatedField(degreeText);
  const have = new Set(fieldWords(`${degreeText} ${abbreviation ?? ''}`));
  if (have.size === 0) return 'unknown';
  if (alternatives.some((alt) => alt.every((w) => have.has(w)))) return 'same';
  const relatedAccepted = /\b(?:related|relevant|similar|comparable|quantitative|technical|another)\b/i.test(requiredField);
  const wanted = familiesOf(alternatives.flat());
  if (relatedAccepted && [...familiesOf([...have])].some((f) => wanted.has(f))) return 'related';
  return 'different';
}
