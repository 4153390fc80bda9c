/**
 * The export model, a ResumeDocument that every template (HTML for PDF, and DOCX) renders the same way,
 * and its reading from text. An export is laid out from the stored tailored document's fields
 * (model-from-document.ts, which shares the blocks and cleaning here); `buildResumeDocument` reads the
 * optimized text instead, only for rows stored before resume documents existed:
 *
 * - Header: name, headline and contact line from the shared StructuredResume (parseResume); header
 *   lines those fields do not cover are kept as extra lines.
 * - Sections: exactly the editor's upper-case headings found in the text (splitSections), in order.
 *   Each section body is parsed on its own with parseResume (experience, education, projects,
 *   summary, certifications); when that structured view does not hold the section's words in the
 *   same order (parsers classify, they may drop or move text), the section is laid out line by line
 *   instead. So an export never loses or reorders a word of the resume.
 *
 * The text is cleaned first (shared normalizeText: ligature characters spelled out, private-use icon
 * glyphs and invisible characters removed) plus control characters, so neither can reach a file.
 */
import { matchHeading, type SectionKind } from '@jobapp/shared/resume/headings';
import { isBulletLine, isBulletOnlyLine, normalizeText, stripBullet } from '@jobapp/shared/resume/normalize';
import { normalizeDateText } from '@jobapp/shared/resume/render';
import { HEADER_SECTION_NAME, splitSections } from '@jobapp/shared/resume/sections';
import { parseResume } from '@jobapp/shared/resume/structure';
import type { StructuredResume } from '@jobapp/shared/resume/types';

/** A run of text inside a section. */
export type Block =
  /** A role, degree or project line: `title` in bold, then the other parts, " | " between them. */
  | { kind: 'entry'; title: string; details: string[] }
  | { kind: 'paragraph'; text: string }
  /** "Languages: English, Spanish" with the label in bold. */
  | { kind: 'labelled'; label: string; text: string }
  | { kind: 'bullets'; items: string[] };

export interface DocumentSection {
  /** Upper case: one of the editor's headings, or an "other" section's own heading from the document. */
  heading: string;
  blocks: Block[];
}

export interface ResumeDocument {
  name: string;
  headline: string;
  email: string;
  phone: string;
  /** E-mail, phone, location, links: the contact line, in that order. */
  contact: string[];
  /** Header lines not covered by name, headline and contact, laid out like a section body. */
  headerBlocks: Block[];
  sections: DocumentSection[];
}

// Control characters other than tab and newline (NUL included) never belong in a resume.
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** The cleaned text every export is made from. */
export function cleanResumeText(text: string): string {
  return normalizeText(text.replace(CONTROL_RE, ''));
}

/** Lower-case letter-and-digit words, for comparing texts regardless of layout and punctuation. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'entry':
      return [block.title, ...block.details].join(' ');
    case 'paragraph':
      return block.text;
    case 'labelled':
      return `${block.label} ${block.text}`;
    case 'bullets':
      return block.items.join('\n');
  }
}

/** Every word a rendering of the document shows, in reading order (the parse-back check's list). */
export function documentWords(doc: ResumeDocument): string[] {
  const parts = [doc.name, doc.headline, ...doc.contact, ...doc.headerBlocks.map(blockText)];
  for (const section of doc.sections) parts.push(section.heading, ...section.blocks.map(blockText));
  return wordsOf(parts.join('\n'));
}

// ---------------------------------------------------------------------------------------------
// Line-by-line layout (always faithful)
// ---------------------------------------------------------------------------------------------

const LABEL_RE = /^([\p{L}][\p{L} &/+-]{0,38}[\p{L}]):\s+(\S.*)$/u;

/** Lays out lines as they are: bullets as lists, "a | b" and lines over bullets as entries. */
export function layoutLines(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  const items = lines.map((line) => line.trim());
  let list: string[] | null = null;
  items.forEach((line, i) => {
    if (line === '' || isBulletOnlyLine(line)) {
      list = null;
      return;
    }
    if (isBulletLine(line)) {
      if (!list) {
        list = [];
        blocks.push({ kind: 'bullets', items: list });
      }
      list.push(stripBullet(line));
      return;
    }
    list = null;
    const previous = blocks[blocks.length - 1];
    // Wrapped comma lists ("Python, SQL,\nDocker") read as one paragraph.
    if (previous?.kind === 'paragraph' && previous.text.endsWith(',')) {
      previous.text = `${previous.text} ${line}`;
      return;
    }
    const next = items[i + 1] ?? '';
    if (line.includes(' | ')) {
      const [title = '', ...details] = line.split(/\s+\|\s+/);
      blocks.push({ kind: 'entry', title, details });
    } else if (next !== '' && isBulletLine(next) && line.length <= 120) {
      blocks.push({ kind: 'entry', title: line, details: [] });
    } else {
      const label = LABEL_RE.exec(line);
      if (label?.[1] && label[2]) blocks.push({ kind: 'labelled', label: `${label[1]}:`, text: label[2] });
      else blocks.push({ kind: 'paragraph', text: line });
    }
  });
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Structured layout from parseResume
// ---------------------------------------------------------------------------------------------

/** An entry's dates as written, else its start and end in the house style. */
function dateText(start: string, end: string, asWritten: string): string {
  return asWritten || normalizeDateText(start, end);
}

/** A title line (its first non-empty part in bold) and the entry's bullets, each whole. */
export function entryBlocks(parts: readonly (string | undefined)[], bullets: readonly string[]): Block[] {
  const [title = '', ...details] = parts.filter((p): p is string => !!p && p.trim() !== '');
  const out: Block[] = [];
  if (title) out.push({ kind: 'entry', title, details });
  if (bullets.length > 0) out.push({ kind: 'bullets', items: [...bullets] });
  return out;
}

function structuredBlocks(kind: SectionKind, parsed: StructuredResume): Block[] | null {
  switch (kind) {
    case 'summary':
      return parsed.summary ? parsed.summary.split('\n').map((text) => ({ kind: 'paragraph', text })) : null;
    case 'experience':
      return parsed.experience.flatMap((e) =>
        entryBlocks([e.title, e.employer, e.location, dateText(e.startDate, e.endDate, e.dates)], e.bullets),
      );
    case 'education':
      return parsed.education.flatMap((e) => entryBlocks([e.degree, e.institution, e.location, e.dates], e.details));
    case 'projects':
      return parsed.projects.flatMap((p) => entryBlocks([p.name, p.dates], p.bullets));
    case 'certifications':
      return parsed.certifications.length > 0 ? [{ kind: 'bullets', items: [...parsed.certifications] }] : null;
    default:
      // Skills keep their lines (labels such as "Languages:" and their order); others have no field.
      return null;
  }
}

const STRUCTURED_KINDS: ReadonlySet<SectionKind> = new Set(['summary', 'experience', 'education', 'projects', 'certifications']);

function sectionBlocks(heading: string, body: string): Block[] {
  const lines = body.split('\n');
  const kind = matchHeading(heading, false)?.kind;
  const structured = kind && STRUCTURED_KINDS.has(kind) ? structuredBlocks(kind, parseResume(`${heading}\n${body}`)) : null;
  if (structured && structured.length > 0) {
    const shown = wordsOf(structured.map(blockText).join('\n'));
    if (sameWords(shown, wordsOf(body))) return structured;
  }
  return layoutLines(lines);
}

// ---------------------------------------------------------------------------------------------
// Header
// ---------------------------------------------------------------------------------------------

function headerBlocks(lines: readonly string[], covered: ReadonlySet<string>): Block[] {
  const rest = lines.filter((line) => {
    const words = wordsOf(line);
    return words.length > 0 && !words.every((w) => covered.has(w));
  });
  return layoutLines(rest);
}

/** Builds the export model from the resume's optimized text. */
export function buildResumeDocument(content: string): ResumeDocument {
  const text = cleanResumeText(content);
  const structured = parseResume(text);
  const { name, email, phone, location, links } = structured.contact;
  const contact = [email, phone, location, ...links].filter((item) => item.trim() !== '');
  const covered = new Set(wordsOf([name, structured.headline, ...contact].join(' ')));

  const doc: ResumeDocument = {
    name,
    headline: structured.headline,
    email,
    phone,
    contact,
    headerBlocks: [],
    sections: [],
  };
  for (const section of splitSections(text)) {
    if (section.name === HEADER_SECTION_NAME) {
      doc.headerBlocks = headerBlocks(section.text.split('\n'), covered);
    } else {
      doc.sections.push({ heading: section.name, blocks: sectionBlocks(section.name, section.text) });
    }
  }
  return doc;
}
