/** Years of experience a posting asks for: "4+ years", "3-5 years", "at least three years", "36 months". */
import type { YearsRequirement } from './job-requirements';
import { PREFERRED_SENTENCE_RE, type BlockKind, type DescriptionOutline } from './requirements-outline';
import { findSkills } from './skill-matcher';
import { WORD_NUMBER_SOURCE, parseSmallNumber } from './text';

const NUM = `(\\d{1,2}|${WORD_NUMBER_SOURCE})`;
const YEARS_WORD = '(?:years?|yrs?)';
const YEARS_PATTERNS: readonly RegExp[] = [
  // `\s*(?:\+\s*)?` rather than `\s*\+?\s*`: two adjacent `\s*` backtrack quadratically on a long space run.
  new RegExp(`${NUM}\\s*(?:\\+\\s*)?(?:-|–|to)\\s*${NUM}\\s*(?:\\+\\s*)?${YEARS_WORD}`, 'i'),
  new RegExp(`(?:at least|minimum(?: of)?|min\\.?|over|more than|no less than)\\s*${NUM}\\s*(?:\\+\\s*)?${YEARS_WORD}`, 'i'),
  new RegExp(`${NUM}\\s*(?:\\+|plus)\\s*${YEARS_WORD}`, 'i'),
  new RegExp(`${NUM}\\s*(?:or more\\s*)?${YEARS_WORD}`, 'i'),
];
const YEARS_CONTEXT_RE = /experience|background|industry|professional|working|hands-on|track record|practice|exp\b/i;
const YEARS_FALSE_RE = /years?\s+(?:old|ago|of age|in business|history|warranty)|founded|established|anniversary|per year|a year\b/i;

const YEARS_DOING_RE = /(?:years?|yrs?)\s+(?:of\s+)?(?:\p{L}+\s+)?\p{L}+ing\b|(?:years?|yrs?)\s+(?:in|with|as)\s/iu;

/**
 * The figure a sentence asks: the first it names ("6+ years of HR experience, including at least 2 years as an HR
 * Business Partner" asks 6; the 2 are a part of them, read by `roleYearsAsk`), each place read by the first pattern
 * that fits there.
 */
export function parseYears(sentence: string): { min: number; max: number | null; index: number; length: number } | null {
  if (YEARS_FALSE_RE.test(sentence) || !(YEARS_CONTEXT_RE.test(sentence) || YEARS_DOING_RE.test(sentence))) return null;
  let best: { min: number; max: number | null; index: number; length: number } | null = null;
  for (let p = 0; p < YEARS_PATTERNS.length; p++) {
    const m = (YEARS_PATTERNS[p] as RegExp).exec(sentence);
    if (!m || (best !== null && m.index >= best.index)) continue;
    const a = parseSmallNumber(m[1] ?? '');
    if (!Number.isFinite(a) || a <= 0 || a > 40) continue;
    const b = p === 0 ? parseSmallNumber(m[2] ?? '') : NaN;
    best = Number.isFinite(b) && b >= a && b <= 45 ? { min: a, max: b, index: m.index, length: m[0].length } : { min: a, max: null, index: m.index, length: m[0].length };
  }
  return best;
}

/** What a second figure of the years sentence asks: "including at least 2 years as an HR Business Partner", "with 1 year in a supervisory or lead role". */
export interface RoleYearsAsk {
  readonly years: number;
  /** The posting's words ("at least 2 years as an HR Business Partner"). */
  readonly phrase: string;
  /** The titles that count, as the posting names them ("HR Business Partner"; "supervisory", "lead"). */
  readonly titles: readonly string[];
}

const ROLE_ASK_RE = new RegExp(
  String.raw`(?:(?:at least|minimum(?: of)?|a minimum of)\s+)?${NUM}\s*(?:\+\s*)?${YEARS_WORD}\s+(?:of\s+(?:that\s+|which\s+)?)?(?:(?:as|in)\s+(?:an?|the)\s+)([\p{L}\s/&-]{2,60}?)(?:\s+(?:role|position|capacity|title))?(?=[,;.)]|$)`,
  'iu',
);

/**
 * The part of the years asked in a role of its own, after the sentence's first figure: "6+ years of HR experience,
 * including at least 2 years as an HR Business Partner" (counted only in roles of that title), or null.
 */
export function roleYearsAsk(sentence: string): RoleYearsAsk | null {
  const first = parseYears(sentence);
  if (!first) return null;
  const rest = sentence.slice(first.index + first.length);
  const m = ROLE_ASK_RE.exec(rest);
  const years = m ? parseSmallNumber(m[1] ?? '') : NaN;
  const named = m?.[2]?.trim() ?? '';
  if (!m || !Number.isFinite(years) || years <= 0 || years > first.min || named === '') return null;
  const titles = named.split(/\s*(?:\bor\b|\/|,)\s*/i).map((t) => t.trim()).filter(Boolean);
  return { years, phrase: m[0].trim(), titles };
}

/**
 * The years asked for, from the posting's own experienceRequirements and the description's sentences:
 * the best ranked (a months figure from the posting, then a requirements block's, the intro's, the
 * duties', any other's, a preferred one's last), the first of equals.
 */
export function readYearsRequirement(experience: string | null | undefined, outline: DescriptionOutline): YearsRequirement | null {
  const { lines, kindOfLine, headings: headingCache } = outline;
  let years: YearsRequirement | null = null;
  const yearCandidates: { y: YearsRequirement; rank: number }[] = [];
  const consider = (sentence: string, kind: BlockKind) => {
    const parsed = parseYears(sentence);
    if (!parsed || kind === 'ignore') return;
    // "2+ years of acute-care RN experience, telemetry or step-down preferred": the marker covers its own clause.
    const marker = PREFERRED_SENTENCE_RE.exec(sentence);
    const markerClause = marker ? Math.max(sentence.lastIndexOf(',', marker.index), sentence.lastIndexOf(';', marker.index)) : -1;
    const preferred = kind === 'preferred' || (marker !== null && markerClause < parsed.index);
    const after = sentence.slice(parsed.index + parsed.length, parsed.index + parsed.length + 80);
    const skillHere = findSkills(after, 'strict')[0]?.skill ?? null;
    const rank = kind === 'required' ? 0 : kind === 'intro' ? 1 : kind === 'duties' ? 2 : 3;
    yearCandidates.push({
      y: { min: parsed.min, max: parsed.max, text: sentence, skill: skillHere, required: !preferred },
      rank: preferred ? 4 : rank,
    });
  };
  if (experience) {
    const months = /(\d{1,3})\s*months?/i.exec(experience);
    if (months?.[1] && Number(months[1]) >= 12) {
      yearCandidates.push({
        y: { min: Math.floor(Number(months[1]) / 12), max: null, text: experience, skill: null, required: true },
        rank: -1,
      });
    } else consider(`${experience} experience`, 'required');
  }
  lines.forEach((line, lineIndex) => {
    const kind = kindOfLine.get(lineIndex) ?? 'intro';
    for (const sentence of outline.sentences(headingCache.get(lineIndex)?.rest || line)) consider(sentence, kind);
  });
  if (yearCandidates.length > 0) {
    yearCandidates.sort((a, b) => a.rank - b.rank);
    years = (yearCandidates[0] as { y: YearsRequirement }).y;
  }
  return years;
}
