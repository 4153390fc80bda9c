/**
 * Section splitting in the editor and putting an edited section back into the resume (spec section 4).
 * The sections are the product reader's (shared `editor/section-reading`, issue 23): any heading it knows,
 * in any case, with or without a colon; the text before the first heading is the HEADER section. Each
 * section here is the body under its heading, which is what the Improve Sections tab edits. Offsets are
 * into the resume text, so a section can be replaced where it stands without touching the rest.
 */
import type { EditorSectionType } from '@jobapp/shared/editor/editor.schema';
import { readSections } from '@jobapp/shared/editor/section-reading';
import { HEADER_SECTION_NAME } from '@jobapp/shared/resume/sections';

/** How many leading characters identify a section when a formatted one is applied (spec section 4). */
export const SECTION_MATCH_CHARS = 50;

export interface EditorSection {
  /** The heading as written ('Experience', 'SKILLS'), or 'HEADER' for the text before the first heading. */
  name: string;
  /** What the reader takes the section for (the type its suggestions are asked for). */
  type: EditorSectionType;
  /** The section's body: the lines after its heading, up to the next heading. */
  text: string;
  /** Offsets of `text` in the resume: [start, end). */
  start: number;
  end: number;
}

/**
 * The resume's sections in order. The HEADER is left out when nothing but blank lines comes before the
 * first heading; a resume without headings is one HEADER section.
 */
export function splitSections(resume: string): EditorSection[] {
  return readSections(resume)
    .map((s) => ({ name: s.name, type: s.type, text: resume.slice(s.bodyStart, s.end), start: s.bodyStart, end: s.end }))
    .filter((s) => s.name !== HEADER_SECTION_NAME || s.text.trim() !== '');
}

const replaceRange = (text: string, start: number, end: number, replacement: string) =>
  text.slice(0, start) + replacement + text.slice(end);

/** Keeps the line break that separated the section from the next heading. */
function keepTrailingBreak(original: string, replacement: string): string {
  return original.endsWith('\n') && !replacement.endsWith('\n') ? `${replacement}\n` : replacement;
}

/**
 * Save Changes: the section's original text replaced by the edited text. Null when the original text
 * is no longer in the resume (it was edited meanwhile).
 */
export function replaceSectionText(resume: string, original: string, edited: string): string | null {
  if (original === '') return null;
  const at = resume.indexOf(original);
  if (at < 0) return null;
  return replaceRange(resume, at, at + original.length, keepTrailingBreak(original, edited));
}

const matchKey = (text: string) => text.trim().slice(0, SECTION_MATCH_CHARS);

/**
 * Apply (section): the formatted section replaces the resume's section whose text begins with the same
 * first 50 characters as `analysed` (the section's text when it was chosen). A formatted section that
 * repeats the heading has it left out, as the heading stays in place. Null when no section matches;
 * otherwise the new resume and the section's new body.
 */
export function applyFormattedSection(
  resume: string,
  analysed: string,
  formatted: string,
): { text: string; body: string } | null {
  const key = matchKey(analysed);
  if (key === '') return null;
  const section = splitSections(resume).find((candidate) => matchKey(candidate.text).startsWith(key));
  if (!section) return null;
  const lines = formatted.split('\n');
  const repeatsHeading = section.name !== HEADER_SECTION_NAME && lines.length > 1 && lines[0]?.trim() === section.name;
  const body = keepTrailingBreak(section.text, repeatsHeading ? lines.slice(1).join('\n') : formatted);
  return { text: replaceRange(resume, section.start, section.end, body), body };
}
