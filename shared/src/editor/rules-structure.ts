/**
 * Structure rules: headings an applicant tracking system recognises, an education section with a
 * degree and a date, a length that fits the years of experience, no section twice, no tab-aligned
 * columns, and no symbols an ATS may garble (the fix removes a decorative symbol, nothing else).
 */
import { headingKey } from '../resume/headings';
import { degreeLevelOf, isDegreeText } from '../resume/lexicon';
import { HEADER_SECTION_NAME } from '../resume/sections';
import { PRIVATE_USE_RE } from '../text/characters';
import type { EditorSectionType } from './editor.schema';
import type { RuleContext } from './context';
import { getAllLines, getBodyLines, countWords, quote, getRoles, selectSections } from './context';
import type { EditorRule, RuleHit } from './rule-types';
import { describeMissingSection } from './unread-headings';

/** Words per page and the limits by years of experience. */
export const LENGTH_LIMITS = { tooShort: 150, onePage: 600, twoPages: 1100, seniorYears: 5 } as const;

const NON_HEADER_TYPES: readonly EditorSectionType[] = ['experience', 'education', 'skills', 'summary', 'other'];

/** Years between the earliest role start and the latest role end. */
export function computeYearsOfExperience(ctx: RuleContext): number {
  const dated = getRoles(ctx).flatMap((r) => (r.dates?.startIndex != null ? [r.dates] : []));
  if (dated.length === 0) return 0;
  const first = Math.min(...dated.map((d) => d.startIndex ?? ctx.todayIndex));
  const last = Math.max(...dated.map((d) => d.endIndex ?? d.startIndex ?? first));
  return Math.max(0, (last - first + 1) / 12);
}

const GARBLED_RE = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{2190}-\u{21FF}\u{25A0}-\u{25FF}]|\u{FE0F}|\u200B|\u200C|\u200D|\u2060/gu;
const SAFE_SYMBOLS = new Set(['•', '▪', '■', '◦', '●', '○', '◆', '♦', '➢', '➤', '►', '▶', '▸', '‣', '∙', '·']);

/** "| Skill | Years |": a table row written with pipes at both ends. */
function isPipeRow(line: string): boolean {
  const t = line.trim();
  return t.length > 2 && t.startsWith('|') && t.endsWith('|') && t.split('|').length >= 4;
}

export const STRUCTURE_RULES: readonly EditorRule[] = [
  {
    id: 'edu.present',
    sectionTypes: 'resume',
    home: 'education',
    wholeResumeOnly: true,
    weight: 3,
    area: 'Education',
    description: 'Most postings ask about education; an EDUCATION section answers at once.',
    check: (ctx) =>
      selectSections(ctx, ['education']).length > 0
        ? []
        : [
            {
              start: 0,
              end: 0,
              suggestion: describeMissingSection(
                ctx,
                'education',
                'The resume has no EDUCATION section: add your degree or highest qualification, the school and the year.',
              ),
            },
          ],
  },
  {
    id: 'edu.degree',
    sectionTypes: ['education'],
    weight: 3,
    area: 'Degree',
    description: 'Name the degree or qualification (“BSc Computer Science”, “High School Diploma”).',
    check: (ctx) => {
      const lines = getBodyLines(ctx, ['education']);
      if (lines.length === 0 || lines.some((l) => isDegreeText(l.text) || degreeLevelOf(l.text) !== null)) return [];
      return [{ start: lines[0]?.start ?? 0, end: lines[0]?.end ?? 0, suggestion: `The education section does not name a degree: write it out, e.g. “Bachelor of Science in Accounting”.` }];
    },
  },
  {
    id: 'edu.date',
    sectionTypes: ['education'],
    weight: 2,
    area: 'Education dates',
    description: 'A graduation year (or “Expected 2027”) tells a recruiter where you are.',
    check: (ctx) => {
      const lines = getBodyLines(ctx, ['education']);
      if (lines.length === 0 || lines.some((l) => /\b(?:19|20)\d{2}\b/.test(l.text))) return [];
      return [{ start: lines[0]?.start ?? 0, end: lines[0]?.end ?? 0, suggestion: 'The education section has no date: add the year you graduated (or “Expected” and the year).' }];
    },
  },
  {
    id: 'struct.length',
    sectionTypes: 'resume',
    home: 'header',
    wholeResumeOnly: true,
    weight: 3,
    area: 'Length',
    description: 'Under 5 years of experience: one page (about 475-600 words); more: up to two pages (about 1,100 words).',
    check: (ctx) => {
      const words = countWords(ctx.text);
      const years = computeYearsOfExperience(ctx);
      const senior = years >= LENGTH_LIMITS.seniorYears;
      const limit = senior ? LENGTH_LIMITS.twoPages : LENGTH_LIMITS.onePage;
      const y = Math.floor(years);
      if (words < LENGTH_LIMITS.tooShort) {
        return [{ start: 0, end: 0, suggestion: `The resume has ${words} words, which is very short: aim for at least ${LENGTH_LIMITS.tooShort}, with bullets on what you did in each role.` }];
      }
      if (words <= limit) return [];
      return [
        {
          start: 0,
          end: 0,
          suggestion: `The resume has ${words} words for about ${y} year${y === 1 ? '' : 's'} of experience: aim for ${senior ? 'two pages (about 1,100 words)' : 'one page (about 600 words)'} by cutting older or weaker bullets.`,
        },
      ];
    },
  },
  {
    id: 'struct.repeated-sections',
    sectionTypes: 'resume',
    home: 'header',
    wholeResumeOnly: true,
    weight: 2,
    area: 'Repeated sections',
    description: 'Each section once: two EXPERIENCE or two SKILLS sections confuse readers and ATS.',
    check: (ctx) => {
      const seen = new Set<string>();
      const hits: RuleHit[] = [];
      // The text before the first heading (name, title, contact lines) is not a section the user wrote:
      // a CONTACT section after it does not repeat it.
      for (const s of ctx.sections.filter((section) => section.name !== HEADER_SECTION_NAME)) {
        // The same heading twice; two experience sections under their own names ("Relevant Experience",
        // "Earlier Career") are a choice a career changer makes on purpose.
        const key = s.type === 'experience' || s.type === 'other' ? headingKey(s.name) : s.type;
        if (seen.has(key)) {
          const end = ctx.text.indexOf('\n', s.start);
          hits.push({ start: s.start, end: end < 0 ? s.end : end, suggestion: `The section “${s.name}” repeats an earlier one: merge the two into one section.` });
        }
        seen.add(key);
      }
      return hits;
    },
  },
  {
    id: 'struct.tables',
    sectionTypes: NON_HEADER_TYPES,
    weight: 2,
    area: 'Tables and columns',
    description: 'Tabs and space-aligned columns are read out of order by many applicant tracking systems.',
    check: (ctx) =>
      getBodyLines(ctx, NON_HEADER_TYPES)
        .filter((l) => /\t/.test(l.text.trim()) || (l.text.trim().match(/\S {3,}\S/g) ?? []).length >= 2 || isPipeRow(l.text))
        .map((l) => ({ start: l.start, end: l.end, suggestion: `${quote(l.text)} is laid out in columns: write it as a plain line (tabs and aligned columns are read out of order).` })),
  },
  {
    id: 'struct.special-chars',
    sectionTypes: ['experience', 'education', 'skills', 'summary', 'other', 'header'],
    weight: 1,
    area: 'Special characters',
    description: 'Emoji, icons and private-use symbols may come out garbled in an applicant tracking system.',
    check: (ctx) => {
      const hits: RuleHit[] = [];
      for (const line of getAllLines(ctx)) {
        for (const re of [GARBLED_RE, PRIVATE_USE_RE]) {
          for (const m of line.text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
            if (SAFE_SYMBOLS.has(m[0])) continue;
            const start = line.start + (m.index ?? 0);
            const space = line.text.charAt((m.index ?? 0) + m[0].length) === ' ' ? 1 : 0;
            hits.push({
              start,
              end: start + m[0].length,
              suggestion: `The symbol “${m[0]}” in ${quote(line.text)} may be garbled by applicant tracking systems: remove it.`,
              fix: { start, end: start + m[0].length + space, after: '', label: `Remove ‘${m[0]}’` },
            });
          }
        }
      }
      return hits.sort((a, b) => a.start - b.start);
    },
  },
];
