/**
 * parseResume: resume text (as extracted from PDF/DOCX, or pasted, or JSON Resume) → StructuredResume.
 *
 * Built for the text real extractors produce: odd spacing, letter-spaced or mixed-case headings,
 * bullet glyphs on their own lines (Word → PDF), wrapped lines, dates before or after the role,
 * icon-font glyphs. Every field holds text from the input; nothing is invented.
 *
 * Here: the text split into sections by their headings (with loose-sections' moves), one reader per
 * section (header-contact,
 * experience-entries, education-entries, list-sections, on entry-lines' line classification), and the
 * memo of recent parses.
 */
import { parseEducationLines } from './education-entries';
import { isDateLine } from './entry-lines';
import { parseExperienceLines } from './experience-entries';
import { parseContact } from './header-contact';
import { isItemOf, matchHeading, type SectionKind } from './headings';
import { fromJsonResume, tryParseJsonResume } from './json-resume';
import { parseCertificationLines, parseLanguageLines, parseListLines, parseProjectLines, parseSkillLines, parseSummaryLines } from './list-sections';
import { gatherContactLines, gatherUnheadedSummary } from './loose-sections';
import { unreadHeaderSections } from './header-leftovers';
import { builderMarkTest } from './builder-marks';
import { mendWrapHyphens } from './wrap-hyphens';
import { isBulletLine, normalizeText, stripBullet } from './normalize';
import { emptyResume, type StructuredResume } from './types';

export type { StructuredResume } from './types';

export interface RawSection {
  readonly kind: SectionKind | 'header';
  /** Heading as written ('' for the header block). */
  readonly heading: string;
  readonly lines: string[];
}

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

/** Page furniture: "Page 2 of 3", "John Doe - Page 1 of 2", "1/2", a lone page number. */
const PAGE_FOOTER_RE = /^(?:.{0,60}\s[-–|]\s)?page\s+\d+(?:\s*(?:of|\/)\s*\d+)?$|^\d{1,2}\s*(?:\/|of)\s*\d{1,2}$|^\d{1,2}$/i;


/** Splits normalised lines into the header block and sections, using the broad heading rules. */
export function splitResumeSections(text: string): RawSection[] {
  const all = normalizeText(text).split('\n');
  // A resume builder's watermark is the site's line, not the user's (parseResume lists it as left out).
  const isBuilderMark = builderMarkTest(all);
  const lines = all.filter((l) => !PAGE_FOOTER_RE.test(l) && !isBuilderMark(l));
  const sections: RawSection[] = [{ kind: 'header', heading: '', lines: [] }];
  let current = sections[0] as RawSection;
  for (const line of lines) {
    const heading = isBulletLine(line) ? null : matchHeading(line, true);
    if (heading && !isItemOf(heading, current)) {
      current = { kind: heading.kind, heading: heading.heading, lines: [] };
      sections.push(current);
      if (heading.rest) current.lines.push(heading.rest);
      continue;
    }
    current.lines.push(line);
  }
  const header = sections[0] as RawSection;
  if (sections.length === 1) {
    // No headings at all: keep the top lines as the header and read the rest as experience.
    const cut = header.lines.findIndex((l, i) => i > 0 && (isBulletLine(l) || isDateLine(l)));
    if (cut > 0) {
      const body = header.lines.splice(cut);
      sections.push({ kind: 'experience', heading: '', lines: body });
    }
  }
  gatherContactLines(sections);
  gatherUnheadedSummary(sections);
  return sections;
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

/**
 * One resume text is parsed several times per tailoring (the engine, its scores before and after, the
 * documents): the last few long texts are remembered. Parsing is pure; each caller gets its own copy, as
 * callers may change what they are given.
 */
const recentParses = new Map<string, StructuredResume>();
const REMEMBER_FROM_CHARS = 500;
const REMEMBER_UP_TO_CHARS = 100_000;
const REMEMBERED_PARSES = 6;

/** Parses resume text (or a JSON Resume document) into a StructuredResume. */
export function parseResume(text: string): StructuredResume {
  if (text.length < REMEMBER_FROM_CHARS || text.length > REMEMBER_UP_TO_CHARS) return parseUncached(text);
  const known = recentParses.get(text);
  if (known) return structuredClone(known);
  const parsed = parseUncached(text);
  if (recentParses.size >= REMEMBERED_PARSES) recentParses.delete(recentParses.keys().next().value as string);
  recentParses.set(text, structuredClone(parsed));
  return parsed;
}

function parseUncached(text: string): StructuredResume {
  const json = tryParseJsonResume(text);
  if (json) return fromJsonResume(json);

  const sections = splitResumeSections(text);
  const normalized = normalizeText(text);
  const resume = emptyResume();
  const header = sections[0]?.lines ?? [];
  const contactLines = sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines);
  const { contact, headline } = parseContact(
    header.filter((l) => l.trim() !== ''),
    contactLines.filter((l) => l.trim() !== ''),
    normalized,
  );
  resume.contact = contact;
  resume.headline = headline;
  // What the header holds besides the name, the headline and contact details is the user's text too.
  resume.other.push(...unreadHeaderSections(header, contact, headline));

  const summaries: string[] = [];
  const skillKeys = new Set<string>();
  for (const section of sections.slice(1)) {
    switch (section.kind) {
      case 'summary': {
        const s = parseSummaryLines(section.lines);
        if (s) summaries.push(s);
        break;
      }
      case 'experience':
        resume.experience.push(...parseExperienceLines(section.lines));
        break;
      case 'education':
        resume.education.push(...parseEducationLines(section.lines));
        break;
      case 'skills':
        for (const item of parseSkillLines(section.lines)) {
          const key = item.toLowerCase();
          if (skillKeys.has(key)) continue;
          skillKeys.add(key);
          resume.skills.push(item);
        }
        break;
      case 'certifications':
        resume.certifications.push(...parseCertificationLines(section.lines));
        break;
      case 'projects':
        resume.projects.push(...parseProjectLines(section.lines));
        break;
      case 'contact':
        break;
      default: {
        // Languages are items like skills ("English (native) · Spanish (fluent)"); other lists keep their lines.
        const lines = section.kind === 'languages' ? parseLanguageLines(section.lines) : parseListLines(section.lines, true);
        if (lines.length > 0) resume.other.push({ heading: section.heading, lines });
      }
    }
  }
  resume.summary = summaries.join('\n');
  const lines = normalized.split('\n');
  const builderMarks = [...new Set(lines.filter(builderMarkTest(lines)).map((l) => (isBulletLine(l) ? stripBullet(l) : l).trim()))];
  if (builderMarks.length > 0) resume.leftOut = builderMarks;
  return mendWrapHyphens(resume, normalized);
}

/** The kind of each non-header section found, in order (useful for reports and tests). */
export function sectionKindsOf(text: string): (SectionKind | 'header')[] {
  return splitResumeSections(text).map((s) => s.kind);
}
