/**
 * Heading-like lines the editor does not read as sections: since the editor splits at every heading the
 * reader knows (./section-reading), these are only lines inside a section that name another one without
 * the reader starting a section there. The missing-section rules say which line it is rather than claim
 * the resume has no such section.
 */
import { matchHeading, type SectionKind } from '../resume/headings';
import { HEADER_SECTION_NAME, isEditorHeading } from '../resume/sections';
import { editorTypeOfKind } from './section-reading';
import type { RuleContext, TextLine } from './context';
import { memoize, splitLines } from './context';

const STANDARD_NAME: Partial<Record<SectionKind, string>> = {
  contact: 'CONTACT',
  summary: 'SUMMARY',
  experience: 'EXPERIENCE',
  education: 'EDUCATION',
  skills: 'SKILLS',
  certifications: 'CERTIFICATIONS',
  projects: 'PROJECTS',
  achievements: 'ACHIEVEMENTS',
};

const BULLET_START_RE = /^[•▪■◦●○◆♦➢➤►▶▸‣∙·*-]/u;

export interface UnreadHeading {
  readonly line: TextLine;
  /** The line without its surrounding spaces. */
  readonly text: string;
  readonly kind: SectionKind;
  /** What to rename it to: the user's own words in capitals when that is a standard heading ("Work
   * Experience:" → "WORK EXPERIENCE"), else the kind's standard name; null for a kind with none. */
  readonly readable: string | null;
}

function readableHeading(heading: string, kind: SectionKind): string | null {
  const upper = heading.toUpperCase();
  return isEditorHeading(upper) ? upper : (STANDARD_NAME[kind] ?? null);
}

/**
 * Every line that reads as a section heading but is not one the editor splits on, in order. In the
 * text before the first heading every such line counts. Inside a section, a line only counts when it
 * names another standard section ("Education" in the middle of EXPERIENCE): a group label of the
 * section it is in ("Honors/Awards" or "Volunteer Experience" under ACHIEVEMENTS, as the tailored
 * resume writes them) is where it belongs.
 */
export function findUnreadHeadings(ctx: RuleContext): UnreadHeading[] {
  return memoize(ctx, 'unread-headings', () =>
    ctx.sections.flatMap((section) =>
      splitLines(ctx.text, section.start, section.end).flatMap((line) => {
        const text = line.text.trim();
        // The section's own heading line is read; so is any heading the reader splits at.
        if (line.start === section.start && section.name !== HEADER_SECTION_NAME) return [];
        if (text === '' || text.length > 40 || BULLET_START_RE.test(text)) return [];
        const match = matchHeading(text, false);
        if (match === null) return [];
        const readable = readableHeading(match.heading, match.kind);
        if (section.name !== HEADER_SECTION_NAME && (readable === null || editorTypeOfKind(match.kind) === section.type)) return [];
        return [{ line, text, kind: match.kind, readable }];
      }),
    ),
  );
}

/**
 * The suggestion for a section the editor did not find: the line that names it when there is one
 * ("“Work Experience:” heads your experience, but …"), else `fallback`.
 */
export function describeMissingSection(ctx: RuleContext, kind: SectionKind, fallback: string): string {
  const unread = findUnreadHeadings(ctx).find((h) => h.kind === kind && h.readable !== null);
  if (unread === undefined) return fallback;
  return `“${unread.text}” names your ${kind}, but it is read as part of the section around it: put it on a line of its own, as a heading such as “${unread.readable}”.`;
}
