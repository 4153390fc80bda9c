/** The education a posting asks for: degree level, field, "or equivalent experience", required or preferred. */
import { DEGREE_LEVEL_RANK, degreeLevelsIn } from '../resume/lexicon';
import type { EducationRequirement } from './job-requirements';
import { PREFERRED_SENTENCE_RE, type BlockKind, type DescriptionOutline } from './requirements-outline';

const EQUIVALENT_RE = /\bequivalent\b|\bor related (?:work )?experience\b|\bin lieu\b|\bor comparable\b/i;

function educationField(sentence: string): string | null {
  // Bounded gaps (200 characters to "in"/"of", 160 for the field; a longer field is refused below anyway),
  // so a sentence repeating "degree" cannot make each occurrence rescan it.
  const m = /\b(?:degree|diploma|bachelor'?s?|master'?s?|ph\.?d|bs|ba|ms|msc|mba)\b[^.;]{0,200}?\b(?:in|of)\s+([A-Z][^.;]{0,160}?)(?=(?:\s*,?\s*or equivalent|\s+required|\s+preferred|[.;(]|$))/i.exec(sentence);
  const field = m?.[1]?.trim().replace(/(?<!\s)\s*,\s*$/, '');
  if (!field || field.length > 120) return null;
  return field;
}

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
    const levels = degreeLevelsIn(sentence).filter((l) => l !== 'certificate' || /\bdiploma\b|\bcertificate (?:program|in)\b/i.test(sentence));
    if (levels.length === 0) return;
    if (!/\b(?:degree|diploma|graduate|bachelor|master|ph\.?\s?d|doctorate|bs|ba|ms|msc|mba|bsn|msn|adn|b\.s|b\.a|m\.s|education|ged|high school|associate)\b/i.test(sentence)) return;
    const preferred = kind === 'preferred' || (PREFERRED_SENTENCE_RE.test(sentence) && !/\brequired\b/i.test(sentence));
    const lowest = levels.reduce((lo, l) => (DEGREE_LEVEL_RANK[l] < DEGREE_LEVEL_RANK[lo] ? l : lo));
    eduCandidates.push({
      level: lowest,
      field: educationField(sentence),
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
