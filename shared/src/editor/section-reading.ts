/**
 * How the editor splits a resume into sections (issue 23): at any heading the product's reader knows, in
 * any case, with or without a colon ("Work History", "Skills:"), so the editor, the tailoring and "Check
 * what we read" agree about the same text. Light on purpose (headings only): the web app splits with it too.
 */
import { isItemOf, matchHeading, type SectionKind } from '../resume/headings';
import { isBulletLine, normalizeText } from '../resume/normalize';
import { HEADER_SECTION_NAME } from '../resume/sections';
import type { EditorSectionType } from './editor.schema';

export interface ReadSection {
  /** The heading as written, without a trailing colon; 'HEADER' for the text before the first heading. */
  name: string;
  kind: SectionKind | 'header';
  type: EditorSectionType;
  /** resumeText.slice(start, end) is the heading line and the body; the sections cover the text whole. */
  start: number;
  end: number;
  /** Where the body starts: after the heading line, or after "Skills:" on a line that goes on. */
  bodyStart: number;
}

const TYPE_OF_KIND: Record<SectionKind | 'header', EditorSectionType> = {
  header: 'header',
  contact: 'header',
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  certifications: 'other',
  projects: 'other',
  achievements: 'other',
  languages: 'other',
  other: 'other',
};

/** The editor's section type of a reader's section kind. */
export function editorTypeOfKind(kind: SectionKind | 'header'): EditorSectionType {
  return TYPE_OF_KIND[kind];
}

/** The heading a line is, as the reader reads it inside `current` (null for an ordinary line). */
export function headingOfLine(line: string, current: { kind: SectionKind | 'header'; heading: string }): ReturnType<typeof matchHeading> {
  const text = normalizeText(line);
  if (text === '' || isBulletLine(text)) return null;
  const heading = matchHeading(text, true);
  return heading !== null && !isItemOf(heading, current) ? heading : null;
}

/** Splits a resume into the reader's sections, with offsets; text before the first heading is the HEADER. */
export function readSections(text: string): ReadSection[] {
  const starts: Omit<ReadSection, 'end'>[] = [];
  let current: { kind: SectionKind | 'header'; heading: string } = { kind: 'header', heading: '' };
  let offset = 0;
  for (const raw of text.split('\n')) {
    const lineEnd = offset + raw.length;
    const heading = headingOfLine(raw, current);
    if (heading !== null) {
      const restAt = heading.rest === '' ? -1 : raw.indexOf(heading.rest);
      const bodyStart = restAt >= 0 ? offset + restAt : Math.min(text.length, lineEnd + 1);
      starts.push({ name: heading.heading, kind: heading.kind, type: editorTypeOfKind(heading.kind), start: offset, bodyStart });
      current = heading;
    }
    offset = lineEnd + 1;
  }
  const sections: ReadSection[] = [];
  const firstStart = starts[0]?.start ?? text.length;
  if (firstStart > 0 || starts.length === 0) {
    sections.push({ name: HEADER_SECTION_NAME, kind: 'header', type: 'header', start: 0, end: firstStart, bodyStart: 0 });
  }
  starts.forEach((s, i) => sections.push({ ...s, end: starts[i + 1]?.start ?? text.length }));
  return sections;
}

