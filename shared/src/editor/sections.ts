/**
 * The editor's section splitting with offsets (spec section 3, "Section splitting in the editor", and
 * section 4, section type from a name). The heading rule itself lives in ../resume/sections (a line
 * wholly in upper case and one of the spec's headings); this module adds the offsets the scorer needs
 * so every finding can point at the text it is about, and keeps the heading line inside its section
 * so that the sections' texts, concatenated, give back the whole resume.
 */
import { HEADER_SECTION_NAME, isEditorHeading, sectionTypeOf } from '../resume/sections';
import type { EditorSectionType } from './editor.schema';

export interface EditorSection {
  /** The heading as written (trimmed), or 'HEADER' for the text before the first heading. */
  name: string;
  type: EditorSectionType;
  /** resumeText.slice(start, end): the heading line (when there is one) and the body after it. */
  text: string;
  start: number;
  end: number;
}

/** Spec section 4: the section type of a section's name (EXPERIENCE → experience, …, else other). */
export function sectionTypeOfName(name: string): EditorSectionType {
  return sectionTypeOf(name);
}

/**
 * Splits a resume into sections at the spec's headings. Text before the first heading is the HEADER
 * section (left out when there is none). Offsets are into `resumeText`; the sections cover it whole.
 */
export function splitEditorSections(resumeText: string): EditorSection[] {
  const starts: { name: string; start: number }[] = [];
  let offset = 0;
  for (const line of resumeText.split('\n')) {
    if (isEditorHeading(line.replace(/\r$/, ''))) starts.push({ name: line.trim(), start: offset });
    offset += line.length + 1;
  }
  const firstStart = starts[0]?.start ?? resumeText.length;
  const sections: EditorSection[] = [];
  if (firstStart > 0 || starts.length === 0) {
    sections.push(makeSection(resumeText, HEADER_SECTION_NAME, 0, firstStart));
  }
  starts.forEach((s, i) => {
    const end = starts[i + 1]?.start ?? resumeText.length;
    sections.push(makeSection(resumeText, s.name, s.start, end));
  });
  return sections;
}

function makeSection(resumeText: string, name: string, start: number, end: number): EditorSection {
  return { name, type: sectionTypeOfName(name), text: resumeText.slice(start, end), start, end };
}
