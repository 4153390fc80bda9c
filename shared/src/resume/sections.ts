/**
 * The interactive editor's section splitting (product spec, section 3 and 4):
 * a heading is a line wholly in upper case and one of EDITOR_HEADINGS; the text before the first
 * heading is the HEADER section. Deliberately strict: "Experience", "EXPERIENCE:" or "WORK HISTORY"
 * are not headings here (the broader parser in ./structure recognises those).
 */

export const EDITOR_HEADINGS = [
  'EXPERIENCE',
  'WORK EXPERIENCE',
  'PROFESSIONAL EXPERIENCE',
  'EDUCATION',
  'ACADEMIC BACKGROUND',
  'SKILLS',
  'TECHNICAL SKILLS',
  'CORE COMPETENCIES',
  'SUMMARY',
  'PROFESSIONAL SUMMARY',
  'PROFILE',
  'CONTACT',
  'CONTACT INFORMATION',
  'CERTIFICATIONS',
  'ACHIEVEMENTS',
  'PROJECTS',
] as const;

export type EditorHeading = (typeof EDITOR_HEADINGS)[number];

export type SectionType = 'experience' | 'education' | 'skills' | 'summary' | 'header' | 'other';

export interface ResumeSection {
  /** The heading as written, or 'HEADER' for the text before the first heading. */
  readonly name: string;
  readonly type: SectionType;
  /** The section's lines without the heading line, leading and trailing blank lines removed. */
  readonly text: string;
}

export const HEADER_SECTION_NAME = 'HEADER';

const HEADING_SET: ReadonlySet<string> = new Set(EDITOR_HEADINGS);

/** True when the line (ignoring surrounding spaces) is an editor heading. */
export function isEditorHeading(line: string): boolean {
  const trimmed = line.trim();
  return trimmed === trimmed.toUpperCase() && HEADING_SET.has(trimmed);
}

/** The editor's type for a section name. */
export function sectionTypeOf(name: string): SectionType {
  const upper = name.toUpperCase();
  if (upper.includes('EXPERIENCE')) return 'experience';
  if (upper.includes('EDUCATION')) return 'education';
  if (upper.includes('SKILLS')) return 'skills';
  if (upper.includes('SUMMARY') || upper.includes('PROFILE')) return 'summary';
  if (upper.includes('CONTACT') || upper.includes('HEADER')) return 'header';
  return 'other';
}

function trimBlankLines(lines: readonly string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] ?? '').trim() === '') start++;
  while (end > start && (lines[end - 1] ?? '').trim() === '') end--;
  return lines.slice(start, end).join('\n');
}

/**
 * Splits resume text into sections by the editor's rule. The HEADER section comes first when there
 * is any text before the first heading; each heading starts a section that runs to the next heading.
 */
export function splitSections(text: string): ResumeSection[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const sections: ResumeSection[] = [];
  let name = HEADER_SECTION_NAME;
  let buffer: string[] = [];
  let sawHeading = false;
  const flush = () => {
    const body = trimBlankLines(buffer);
    if (sawHeading || body !== '') sections.push({ name, type: sectionTypeOf(name), text: body });
  };
  for (const line of lines) {
    if (isEditorHeading(line)) {
      flush();
      name = line.trim();
      buffer = [];
      sawHeading = true;
      continue;
    }
    buffer.push(line);
  }
  flush();
  return sections;
}
