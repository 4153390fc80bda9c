/**
 * The export model straight from the stored resume document (issue 9, point 2): each block is laid out
 * from the document's own fields, never from text read back, so every statement is one whole bullet
 * however it reads ("Python | SQL", "Languages: …" stay one item; parsing the text would split them).
 *
 * - Header: name, headline, and the contact line (e-mail, phone, location, links, in that order).
 * - Sections in the order and under the headings the text rendering uses (renderedSectionOrder: a student's Education first,
 *   SECTION_HEADINGS), and "other" sections placed as it places them (placementOf): languages as a
 *   labelled line of SKILLS, the rest under ACHIEVEMENTS, each under its own sub-heading. So a download
 *   reads, word for word and in order, as the text the user was shown. Empty sections are left out.
 * - `leftOut` is not rendered: it lists what the tailored resume does not hold (shown in the product).
 *
 * Every field is cleaned as the text path cleans its text (cleanResumeText) and kept on one line.
 */
import { normalizeDatesInText } from '@jobapp/shared/resume/dates';
import { matchHeading } from '@jobapp/shared/resume/headings';
import type { ResumeDocument as StoredDocument, Statement } from '@jobapp/shared/resume/document.schema';
import { BULLET, experienceDates, placementOf, renderedSectionOrder, SECTION_HEADINGS, titleCaseHeading, type RenderedSection } from '@jobapp/shared/resume/render';
import { cleanResumeText, entryBlocks, type Block, type DocumentSection, type ResumeDocument } from './document';

/** One field as one line of the file (a line break inside a field would read as two lines). */
function cleanField(text: string): string {
  return cleanResumeText(text).replace(/\s*\n\s*/g, ' ');
}

function cleanFields(texts: readonly string[]): string[] {
  return texts.map(cleanField).filter((text) => text !== '');
}

function textsOf(statements: readonly Statement[]): string[] {
  return cleanFields(statements.map((s) => s.text));
}

function bulletBlocks(texts: readonly string[]): Block[] {
  const items = texts.filter((text) => text !== '');
  return items.length > 0 ? [{ kind: 'bullets', items }] : [];
}

function summaryBlocks(doc: StoredDocument): Block[] {
  const text = textsOf(doc.summary).join(' ');
  return text ? [{ kind: 'paragraph', text }] : [];
}

type OtherSection = StoredDocument['other'][number];

const placedIn = (placement: 'skills' | 'achievements') => (o: OtherSection) => placementOf({ heading: o.heading, lines: [] }) === placement;

function labelled(name: string, text: string): Block {
  return { kind: 'labelled', label: name.endsWith(':') ? name : `${name}:`, text };
}

/**
 * The skills as one list, as the text shows them (its rendering keeps no group names); then the "other"
 * sections the text places here (languages), as "Languages: English, Spanish" (label in bold).
 */
function skillBlocks(doc: StoredDocument): Block[] {
  const items = cleanFields(doc.skills.flatMap((group) => group.items)).join(', ');
  const list: Block[] = items ? [{ kind: 'paragraph', text: items }] : [];
  const languages = doc.other.filter(placedIn('skills')).flatMap((o): Block[] => {
    const text = textsOf(o.statements).map(unmarked).join(', ');
    return text ? [labelled(titleCaseHeading(cleanField(o.heading)), text)] : [];
  });
  return [...list, ...languages];
}

/** The marker the upload reader keeps on bulleted lines of a mixed section (parseListLines). */
const isMarked = (text: string) => text.startsWith(BULLET);
const unmarked = (text: string) => (isMarked(text) ? text.slice(BULLET.length).trim() : text);

/**
 * An "other" section's statements. A section read from an upload may mix plain lines (a role, dates)
 * with bulleted ones ("• …"): the plain lines stay lines, a title over the bullets that follow them.
 * Any other section is one list, each statement one item.
 */
function otherBlocks(statements: readonly Statement[]): Block[] {
  const texts = textsOf(statements);
  if (!texts.some(isMarked) || texts.every(isMarked)) return bulletBlocks(texts.map(unmarked));
  const blocks: Block[] = [];
  texts.forEach((text, i) => {
    const last = blocks[blocks.length - 1];
    if (isMarked(text)) {
      if (last?.kind === 'bullets') last.items.push(unmarked(text));
      else blocks.push({ kind: 'bullets', items: [unmarked(text)] });
    } else if (isMarked(texts[i + 1] ?? '')) {
      blocks.push({ kind: 'entry', title: text, details: [] });
    } else {
      blocks.push({ kind: 'paragraph', text });
    }
  });
  return blocks;
}

/**
 * The ACHIEVEMENTS section as the text renders it: each "other" section under its own sub-heading (none
 * when it is the only one and is itself achievements), dates in the house style.
 */
function achievementBlocks(doc: StoredDocument): Block[] {
  const sections = doc.other.filter(placedIn('achievements'));
  const only = sections.length === 1 && matchHeading(sections[0]?.heading ?? '', false)?.kind === 'achievements';
  return sections.flatMap((o) => {
    const heading = only ? '' : titleCaseHeading(cleanField(o.heading));
    const statements = o.statements.map((s) => ({ ...s, text: normalizeDatesInText(s.text) }));
    return [...(heading ? [{ kind: 'paragraph', text: heading } as Block] : []), ...otherBlocks(statements)];
  });
}

function fieldBlocks(doc: StoredDocument, key: RenderedSection): Block[] {
  switch (key) {
    case 'summary':
      return summaryBlocks(doc);
    case 'experience':
      return doc.experience.flatMap((e) =>
        entryBlocks(cleanFields([e.title, e.employer, e.location, experienceDates(e.start, e.end, e.dates)]), textsOf(e.statements)),
      );
    case 'education':
      return doc.education.flatMap((e) => entryBlocks(cleanFields([e.degree, e.institution, e.location, e.dates]), cleanFields(e.details)));
    case 'skills':
      return skillBlocks(doc);
    case 'certifications':
      return bulletBlocks(textsOf(doc.certifications));
    case 'projects':
      return doc.projects.flatMap((p) => entryBlocks(cleanFields([p.name, p.dates]), textsOf(p.statements)));
    case 'other':
      return achievementBlocks(doc);
  }
}

const HEADING_OF = { ...SECTION_HEADINGS, other: SECTION_HEADINGS.achievements } as const;

/** The document's sections in the rendered text's order; empty ones left out. */
function sectionsOf(doc: StoredDocument): DocumentSection[] {
  return renderedSectionOrder(doc).map((key) => ({ heading: HEADING_OF[key], blocks: fieldBlocks(doc, key) })).filter(
    (section) => section.blocks.length > 0,
  );
}

/** Builds the export model from a stored resume document. */
export function exportModelOfDocument(doc: StoredDocument): ResumeDocument {
  const { name, credentials, email, phone, location, links } = doc.contact;
  return {
    // "Jane Doe, RN, BSN": the credentials beside the name, as the text shows them.
    name: cleanField([name, ...credentials].filter((part) => part.trim() !== '').join(', ')),
    headline: cleanField(doc.headline),
    email: cleanField(email),
    phone: cleanField(phone),
    contact: cleanFields([email, phone, location, ...links]),
    headerBlocks: [],
    sections: sectionsOf(doc),
  };
}
